#!/usr/bin/env bash
# `npm start`: provisions everything on a fresh Debian machine and serves the dev site (or the site
# SHOPWRIGHT_SITE names, with its own folder and database) until stopped.
# A second run reuses what exists. See README.md › Configuration for the variables it reads.
source "$(dirname "$0")/lib.sh"

sw_system_packages
sw_npm_dependencies
sw_build
sw_wordpress_core
sw_woocommerce
sw_mariadb
sw_site "${SHOPWRIGHT_SITE:-dev}" "${SHOPWRIGHT_PORT:-8888}"
sw_site_files
sw_site_install
sw_server_start

sw_log "WordPress $(sw_wordpress_version) is serving $SW_SITE_URL"
if [ -n "$SW_WC_DIR" ]; then sw_log "WooCommerce: $SW_WC_DIR"; else sw_log "WooCommerce: not installed, $SW_WC_REASON"; fi
sw_log "admin: $SW_SITE_URL/wp-admin/  user: admin  password: password"
sw_log "the plugin is symlinked: run 'npm run dev' in another terminal to rebuild on change"

if [ "${SHOPWRIGHT_DETACH:-0}" = 1 ]; then
	sw_log "detached; 'npm run env:stop' stops it"
	exit 0
fi
sw_log "press Ctrl+C to stop (or run 'npm run env:stop')"
trap 'sw_server_stop; sw_log "stopped"; exit 0' INT TERM
while sw_server_running; do sleep 2; done
sw_die "the PHP server stopped; see $SW_SITE_DIR/server.log"
