#!/usr/bin/env bash
# `npm run bench:page-weight`: loads a product archive and a product page of the demo shop in
# Debian's Chromium with the storefront module off (WooCommerce's own scripts) and on, side by side
# in one run, on a site of its own ("pages", port 8895 unless SHOPWRIGHT_PAGES_SITE and
# SHOPWRIGHT_PAGES_PORT say otherwise). SHOPWRIGHT_PAGE_WEIGHT=widgets measures the widgets page alone,
# =shop the archive and the product page alone; SHOPWRIGHT_PAGE_THEME=twentytwentyone measures on the
# classic theme.
source "$(dirname "$0")/../env/lib.sh"

sw_wordpress_core
sw_woocommerce
[ -n "$SW_WC_DIR" ] || sw_die "the page-weight benchmark needs WooCommerce ($SW_WC_REASON)"
sw_mariadb
sw_site "${SHOPWRIGHT_PAGES_SITE:-pages}" "${SHOPWRIGHT_PAGES_PORT:-8895}"
export SHOPWRIGHT_DISABLE_CRON=true
[ -f "$SW_ROOT/build/frontend/storefront.js" ] || sw_die "run 'npm run build' first"
sw_site_files
if ! sw_mysql "$SW_DB_NAME" -e 'SELECT 1 FROM wp_options LIMIT 1' >/dev/null 2>&1; then
	sw_log "installing the page-weight site"
	SHOPWRIGHT_DEMO_POPUP=0 sw_site_install
fi
sw_server_stop
sw_server_start
trap sw_server_stop EXIT
SHOPWRIGHT_TOGGLE="php $SW_ROOT/tests/bench/page-weight-toggle.php $SW_SITE_DIR/wordpress $SW_SITE_URL" \
	node "$SW_ROOT/tests/bench/page-weight.mjs" "$SW_SITE_URL"
