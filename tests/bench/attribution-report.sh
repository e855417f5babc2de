#!/usr/bin/env bash
# `npm run bench:attribution`: provisions a separate "attribution" site (its own database, never the
# test site's), turns WooCommerce's order tables on, generates 100k orders with order-attribution
# meta straight into them, and times the order-origin report for 30, 90 and 365 days, cold (cache
# cleared) and warm. Set SHOPWRIGHT_BENCH_ORDERS to change the count, SHOPWRIGHT_BENCH_RUNS the runs
# each median is taken from, and SHOPWRIGHT_ATTRIBUTION_SITE / SHOPWRIGHT_ATTRIBUTION_PORT to run a
# second such site beside one that another checkout is using.
source "$(dirname "$0")/../env/lib.sh"

sw_wordpress_core
sw_woocommerce
[ -n "$SW_WC_DIR" ] || sw_die "the attribution benchmark needs WooCommerce ($SW_WC_REASON)"
sw_mariadb
sw_site "${SHOPWRIGHT_ATTRIBUTION_SITE:-attribution}" "${SHOPWRIGHT_ATTRIBUTION_PORT:-8896}"
export SHOPWRIGHT_DISABLE_CRON=true
sw_site_files
if ! sw_mysql "$SW_DB_NAME" -e 'SELECT 1 FROM wp_options LIMIT 1' >/dev/null 2>&1; then
	sw_log "installing the attribution bench site"
	SHOPWRIGHT_DEMO_POPUP=0 sw_site_install
fi
# The report runs in PHP here, with no request; the server is not started.
sw_php "$SW_ROOT/tests/bench/attribution-report.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL" \
	"${SHOPWRIGHT_BENCH_ORDERS:-100000}" "${SHOPWRIGHT_BENCH_RUNS:-5}"
