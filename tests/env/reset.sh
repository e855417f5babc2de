#!/usr/bin/env bash
# `npm run env:reset`: stops everything and deletes the dev site (or the one SHOPWRIGHT_SITE names)
# and its database, so that the next `npm start` installs it afresh. Downloads (WordPress,
# WooCommerce) are kept.
source "$(dirname "$0")/lib.sh"

sw_site "${SHOPWRIGHT_SITE:-dev}" "${SHOPWRIGHT_PORT:-8888}"
sw_server_stop
if [ -d "$SW_DB_DIR/data/mysql" ]; then
	sw_mariadb
	sw_mysql -e "DROP DATABASE IF EXISTS \`$SW_DB_NAME\`"
fi
rm -rf "$SW_SITE_DIR"
sw_log "the $SW_SITE_NAME site is gone; 'npm start' makes a new one"
