# shellcheck shell=bash
# The test site starts every `npm test` from the same state: a database snapshot taken right after
# a fresh install. The snapshot is remade whenever what goes into it changes.

sw_test_site_key() {
	{
		cat "$SW_ROOT"/tests/env/*.php "$SW_ROOT"/tests/env/lib.sh
		sw_wordpress_version
		if [ -n "$SW_WC_DIR" ]; then grep -m1 'Version:' "$SW_WC_DIR/woocommerce.php"; else echo no-woocommerce; fi
		find "$SW_ROOT/blocks" -name block.json -print0 2>/dev/null | sort -z | xargs -0 cat 2>/dev/null
	} | sha1sum | cut -c1-12
}

sw_test_site_restore() {
	local key snapshot
	key=$(sw_test_site_key)
	snapshot="$SW_SITE_DIR/snapshot-$key.sql"
	sw_mysql -e "DROP DATABASE IF EXISTS \`$SW_DB_NAME\`"
	if [ -f "$snapshot" ]; then
		sw_log "restoring the test site from its snapshot"
		sw_mysql -e "CREATE DATABASE \`$SW_DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
		sw_mysql "$SW_DB_NAME" <"$snapshot"
		return 0
	fi
	sw_log "installing the test site"
	rm -f "$SW_SITE_DIR"/snapshot-*.sql
	rm -rf "$SW_SITE_DIR/wordpress/wp-content/uploads"
	SHOPWRIGHT_DEMO_POPUP=0 sw_site_install
	mariadb-dump --no-defaults --socket="$SW_DB_SOCKET" -uroot --single-transaction "$SW_DB_NAME" >"$snapshot.part"
	mv "$snapshot.part" "$snapshot"
}
