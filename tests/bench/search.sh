#!/usr/bin/env bash
# `npm run bench:search`: provisions a separate "bench" site (its own database, never the test
# site's), then generates catalogues of 10k, 50k and 100k products and compares our search with
# WooCommerce's own product search on it. Set SHOPWRIGHT_BENCH_SIZES="10000 50000" to change sizes,
# and SHOPWRIGHT_BENCH_SITE / SHOPWRIGHT_BENCH_PORT to run a second bench site (its own database
# and folder) beside one that another checkout is using.
source "$(dirname "$0")/../env/lib.sh"

sw_wordpress_core
sw_woocommerce
[ -n "$SW_WC_DIR" ] || sw_die "the search benchmark needs WooCommerce ($SW_WC_REASON)"
sw_mariadb
sw_site "${SHOPWRIGHT_BENCH_SITE:-bench}" "${SHOPWRIGHT_BENCH_PORT:-8890}"
export SHOPWRIGHT_DISABLE_CRON=true
sw_site_files
if ! sw_mysql "$SW_DB_NAME" -e 'SELECT 1 FROM wp_options LIMIT 1' >/dev/null 2>&1; then
	sw_log "installing the bench site"
	SHOPWRIGHT_DEMO_POPUP=0 sw_site_install
fi
sw_server_stop
sw_server_start
trap sw_server_stop EXIT
sw_php "$SW_ROOT/tests/bench/search.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL" ${SHOPWRIGHT_BENCH_SIZES:-10000 50000 100000}
