#!/usr/bin/env bash
# `npm run bench:media`: the server time of each media block on the demo pages of an installed
# site (the test site by default; SHOPWRIGHT_BENCH_SITE / SHOPWRIGHT_BENCH_PORT name another),
# from a cached feed and on a first render. Needs no web server: it loads WordPress from the
# command line.
source "$(dirname "$0")/../env/lib.sh"

sw_mariadb
sw_site "${SHOPWRIGHT_BENCH_SITE:-${SHOPWRIGHT_TEST_SITE:-test}}" "${SHOPWRIGHT_BENCH_PORT:-${SHOPWRIGHT_TEST_PORT:-8889}}"
[ -f "$SW_SITE_DIR/wordpress/wp-config.php" ] || sw_die "no site at $SW_SITE_DIR: run npm test once first"
sw_php "$SW_ROOT/tests/bench/media.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL"
