#!/usr/bin/env bash
# Builds the release zip, checks what is in it, installs it into a clean WordPress (no symlink,
# no WooCommerce, nothing but the zip) and activates it there. Writes PASS/FAIL/SKIP lines to $1.
source "$(dirname "$0")/../env/lib.sh"
set +e
out=${1:-/dev/stdout}
: >"$out"
pass() { echo "PASS $*" | tee -a "$out"; }
fail() { echo "FAIL $*" | tee -a "$out"; }

zip="$SW_ROOT/shopwright.zip"
rm -f "$zip"
if (cd "$SW_ROOT" && npm run --silent plugin-zip >/dev/null 2>&1) && [ -f "$zip" ]; then
	pass "npm run plugin-zip makes shopwright.zip"
else
	fail "npm run plugin-zip makes shopwright.zip"
	exit 0
fi

listing=$(unzip -Z1 "$zip")
for wanted in shopwright/plugin.php shopwright/uninstall.php shopwright/includes/Plugin.php \
	shopwright/build/admin/settings.js shopwright/build/countdown/block.json shopwright/build/blocks-manifest.php; do
	if grep -qx "$wanted" <<<"$listing"; then pass "the zip holds $wanted"; else fail "the zip holds $wanted"; fi
done
unwanted=$(grep -E '^shopwright/(node_modules|tests|src|blocks|vendor|\.ci)/|^shopwright/(package-lock\.json|composer\.json|webpack\.config\.js|tsconfig\.json)$' <<<"$listing" | head -n 3)
if [ -z "$unwanted" ]; then pass "the zip leaves development files out"; else fail "the zip leaves development files out (found: $unwanted)"; fi

# A zip must never ship what `npm run dev` leaves in build/: source maps and unminified bundles.
maps=$(grep -E '\.map$' <<<"$listing" | head -n 3)
if [ -z "$maps" ]; then pass "the zip holds no source maps"; else fail "the zip holds no source maps (found: $maps)"; fi
storefront=$(unzip -p "$zip" shopwright/build/frontend/storefront.js 2>/dev/null)
if [ -n "$storefront" ] && ! grep -q 'sourceMappingURL' <<<"$storefront" && [ "$(wc -l <<<"$storefront")" -lt 20 ]; then
	pass "the zip holds production (minified) scripts"
else
	fail "the zip holds production (minified) scripts"
fi

sw_wordpress_core
sw_mariadb
SW_WC_DIR=""
SW_LINK_PLUGIN=0
sw_site zip 8890
rm -rf "$SW_SITE_DIR"
sw_site_files
rm -f "$SW_SITE_DIR/wordpress/wp-content/plugins/shopwright"
unzip -q "$zip" -d "$SW_SITE_DIR/wordpress/wp-content/plugins/"
sw_mysql -e "DROP DATABASE IF EXISTS \`$SW_DB_NAME\`; CREATE DATABASE \`$SW_DB_NAME\`"
sw_php "$SW_ROOT/tests/env/install-wordpress.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL" "Shopwright zip" 2>/dev/null
for step in activate uninstall-keeps uninstall-deletes; do
	sw_php "$SW_ROOT/tests/zip/check-installed.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL" "$step" | tee -a "$out"
done

sw_mysql -e "DROP DATABASE IF EXISTS \`$SW_DB_NAME\`"
rm -rf "$SW_SITE_DIR" "$zip"
