#!/usr/bin/env bash
# `npm run bench:load`: 16 clients for 60 seconds against the light search endpoint, the prices
# route, the shop page and add to cart, then the same with a full index rebuild running underneath,
# then the faults (a rebuild worker killed mid-batch, the database restarted mid-rebuild) checked
# against a clean rebuild. Loopback only, bounded in clients and time.
#
# It runs on a site of its own ("load", port 8898 unless SHOPWRIGHT_LOAD_PORT says otherwise) over a
# MariaDB of its own (the fault run restarts it, so it must not be the one other sites use), with a
# generated catalogue of SHOPWRIGHT_LOAD_PRODUCTS products (100000 by default) with real-sized
# descriptions. SHOPWRIGHT_LOAD_SECONDS, SHOPWRIGHT_LOAD_CLIENTS and SHOPWRIGHT_LOAD_FAULTS=0 change
# the run.
source "$(dirname "$0")/../env/lib.sh"

# A database server of its own.
SW_DB_DIR="$SHOPWRIGHT_CACHE/mariadb-load"
SW_DB_SOCKET="$SW_DB_DIR/mysqld.sock"

if [ "${1:-}" = "restart-db" ]; then
	pid=$(cat "$SW_DB_DIR/mysqld.pid" 2>/dev/null || true)
	sw_mariadb_stop
	for _ in $(seq 1 60); do
		[ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || break
		sleep 0.5
	done
	sw_mariadb
	exit 0
fi

sw_wordpress_core
sw_woocommerce
[ -n "$SW_WC_DIR" ] || sw_die "the load benchmark needs WooCommerce ($SW_WC_REASON)"
sw_mariadb
sw_site load "${SHOPWRIGHT_LOAD_PORT:-8898}"
export SHOPWRIGHT_DISABLE_CRON=true
sw_site_files
if ! sw_mysql "$SW_DB_NAME" -e 'SELECT 1 FROM wp_options LIMIT 1' >/dev/null 2>&1; then
	sw_log "installing the load site"
	SHOPWRIGHT_DEMO_POPUP=0 sw_site_install
fi
sw_server_stop
SW_PHP_WORKERS=${SHOPWRIGHT_PHP_WORKERS:-8} sw_server_start
trap 'sw_server_stop; sw_mariadb_stop' EXIT
SHOPWRIGHT_LOAD_PHP="php $SW_ROOT/tests/bench/load.php $SW_SITE_DIR/wordpress $SW_SITE_URL" \
	SHOPWRIGHT_LOAD_RESTART_DB="bash $SW_ROOT/tests/bench/load.sh restart-db" \
	node "$SW_ROOT/tests/bench/load.mjs" "$SW_SITE_URL"
