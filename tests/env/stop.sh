#!/usr/bin/env bash
# `npm run env:stop`: stops the PHP servers of the dev and test sites and the private MariaDB.
source "$(dirname "$0")/lib.sh"

sw_site "${SHOPWRIGHT_SITE:-dev}" "${SHOPWRIGHT_PORT:-8888}"
sw_server_stop
sw_site "${SHOPWRIGHT_TEST_SITE:-test}" "${SHOPWRIGHT_TEST_PORT:-8889}"
sw_server_stop
sw_mariadb_stop
sw_log "stopped"
