#!/usr/bin/env bash
# `npm test`: provisions a separate test site the way `npm start` provisions the dev site, then
# runs every check and prints one summary line: "N passed, N failed, N skipped".
# Set SHOPWRIGHT_ONLY to a space-separated list of suites to run only those
# (lint-js lint-style types phpcs phpstan jest phpunit zip e2e e2e-redis wc-suite), SHOPWRIGHT_E2E_SPECS (spec files for
# Playwright, all when empty), and SHOPWRIGHT_TEST_SITE (with
# SHOPWRIGHT_TEST_PORT) to run on a second test site beside the usual one.
source "$(dirname "$0")/env/lib.sh"
set +e

RESULTS=$(mktemp)
REPORTS="$SW_ROOT/artifacts/reports"
mkdir -p "$REPORTS"
trap 'rm -f "$RESULTS"' EXIT

want() { [ -z "${SHOPWRIGHT_ONLY:-}" ] || [[ " $SHOPWRIGHT_ONLY " == *" $1 "* ]]; }
record() { printf '%s %s %s %s\n' "$1" "$2" "$3" "$4" >>"$RESULTS"; } # suite passed failed skipped
section() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

# The PHP tools come from Composer. A run without them cannot vouch for the PHP, so a missing
# tool fails the run, always under CI; a developer may skip them locally, saying so explicitly.
PHPCS=${SHOPWRIGHT_PHPCS:-$SW_ROOT/vendor/bin/phpcs}
PHPSTAN=${SHOPWRIGHT_PHPSTAN:-$SW_ROOT/vendor/bin/phpstan}
PHPUNIT=${SHOPWRIGHT_PHPUNIT:-$SW_ROOT/vendor/bin/phpunit}
POLYFILLS=${SHOPWRIGHT_PHPUNIT_POLYFILLS:-$SW_ROOT/vendor/yoast/phpunit-polyfills}
missing_tool() {
	section "$1"
	if [ "${CI:-}" != "true" ] && [ "${SHOPWRIGHT_ALLOW_MISSING_PHP_TOOLS:-0}" = "1" ]; then
		echo "skipped: $2 (SHOPWRIGHT_ALLOW_MISSING_PHP_TOOLS=1)"
		record "$1" 0 0 1
	else
		echo "FAILED: $2. Run composer install; to skip the PHP checks on your own machine (never in CI), set SHOPWRIGHT_ALLOW_MISSING_PHP_TOOLS=1." >&2
		record "$1" 0 1 0
	fi
}

# A check that is one pass or one fail: lints, type checks.
check() {
	local name=$1
	shift
	section "$name"
	if "$@"; then record "$name" 1 0 0; else record "$name" 0 1 0; fi
}
skip_check() {
	section "$1"
	echo "skipped: $2"
	record "$1" 0 0 1
}

# --- Provisioning (each step is quick when already done) ----------------------------------------
section "provisioning"
set -e
sw_system_packages
sw_npm_dependencies
sw_composer_dependencies
sw_build
sw_wordpress_core
sw_woocommerce
sw_mariadb
sw_site "${SHOPWRIGHT_TEST_SITE:-test}" "${SHOPWRIGHT_TEST_PORT:-8889}"
export SHOPWRIGHT_DISABLE_CRON=true
SW_FIXTURES=1 sw_site_files
source "$SW_ROOT/tests/env/test-site.sh"
sw_test_site_restore
# A snapshot may be days old: the demo sale's dates are moved forward from now.
sw_php "$SW_ROOT/tests/env/demo-content.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL" dates
sw_server_stop
sw_server_start
set +e
if [ -n "$SW_WC_DIR" ]; then
	export SHOPWRIGHT_WOOCOMMERCE=1
	sw_log "WooCommerce: $SW_WC_DIR"
else
	export SHOPWRIGHT_WOOCOMMERCE=0
	export SHOPWRIGHT_WOOCOMMERCE_REASON="$SW_WC_REASON"
	sw_log "WooCommerce: not supplied, so the tests that need it are skipped ($SW_WC_REASON)"
fi
export SHOPWRIGHT_TEST_WP_DIR="$SW_SITE_DIR/wordpress" SHOPWRIGHT_TEST_URL="$SW_SITE_URL"

# --- Static checks ---------------------------------------------------------------------------------
want lint-js && check lint-js npm run --silent lint:js
want lint-style && check lint-style npm run --silent lint:style
want types && check types npm run --silent lint:types
if want phpcs; then
	if [ -x "$PHPCS" ]; then
		check phpcs "$PHPCS" -q --report=summary --report-full
	else
		missing_tool phpcs "$PHPCS is missing: Composer did not install the WordPress Coding Standards"
	fi
fi
if want phpstan; then
	if [ -x "$PHPSTAN" ]; then
		check phpstan "$PHPSTAN" analyse --no-progress --memory-limit=1G
	else
		missing_tool phpstan "$PHPSTAN is missing: Composer did not install PHPStan"
	fi
fi

# --- Jest ----------------------------------------------------------------------------------------------
if want jest; then
	section "jest"
	npx wp-scripts test-unit-js --json --outputFile="$REPORTS/jest.json"
	node "$SW_ROOT/tests/lib/count-report.mjs" jest "$REPORTS/jest.json" >>"$RESULTS"
fi

# --- PHPUnit inside the real WordPress ----------------------------------------------------------------
if want phpunit; then
	if [ ! -x "$PHPUNIT" ]; then
		missing_tool phpunit "$PHPUNIT is missing: Composer did not install PHPUnit"
	elif [ ! -d "$POLYFILLS" ]; then
		missing_tool phpunit "$POLYFILLS is missing: Composer did not install the PHPUnit polyfills"
	else
		section "phpunit"
		rm -f "$REPORTS/phpunit.xml"
		"$PHPUNIT" --verbose --log-junit "$REPORTS/phpunit.xml"
		node "$SW_ROOT/tests/lib/count-report.mjs" junit "$REPORTS/phpunit.xml" phpunit >>"$RESULTS"
	fi
fi

# --- The release zip, installed into a clean site ------------------------------------------------------
if want zip; then
	section "zip"
	bash "$SW_ROOT/tests/zip/install-zip.sh" "$REPORTS/zip.txt"
	node "$SW_ROOT/tests/lib/count-report.mjs" lines "$REPORTS/zip.txt" zip >>"$RESULTS"
fi

# --- Playwright end to end -------------------------------------------------------------------------------
if want e2e; then
	section "e2e"
	rm -f "$REPORTS/e2e.json"
	# Playwright itself, not `wp-scripts test-playwright`: that one downloads a browser and asks
	# wp-env for the site; here Debian's Chromium drives the site provisioned above.
	WP_BASE_URL="$SW_SITE_URL" PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" \
		npx playwright test --config tests/e2e/playwright.config.ts ${SHOPWRIGHT_E2E_SPECS:-}
	node "$SW_ROOT/tests/lib/count-report.mjs" playwright "$REPORTS/e2e.json" e2e >>"$RESULTS"
fi

# --- The two-server spec again, both servers sharing a Redis object cache ------------------------------
if want e2e-redis; then
	redis_missing=$(sw_redis_missing)
	if [ -z "$SW_WC_DIR" ]; then
		skip_check e2e-redis "the two-server spec over Redis needs WooCommerce ($SW_WC_REASON)"
	elif [ -n "$redis_missing" ]; then
		skip_check e2e-redis "the two-server spec over a shared Redis object cache: $redis_missing"
	else
		section "e2e-redis"
		rm -f "$REPORTS/e2e-redis.json"
		sw_redis_start
		ln -sfn "$SW_REDIS_DIR/object-cache.php" "$SW_SITE_DIR/wordpress/wp-content/object-cache.php"
		export SHOPWRIGHT_REDIS_SOCKET="$SW_REDIS_SOCKET"
		sw_server_stop
		sw_server_start
		WP_BASE_URL="$SW_SITE_URL" PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e-redis.json" \
			npx playwright test --config tests/e2e/playwright.config.ts tests/e2e/specs/servers.spec.ts
		node "$SW_ROOT/tests/lib/count-report.mjs" playwright "$REPORTS/e2e-redis.json" e2e-redis >>"$RESULTS"
		rm -f "$SW_SITE_DIR/wordpress/wp-content/object-cache.php"
		unset SHOPWRIGHT_REDIS_SOCKET
		sw_server_stop
		sw_redis_stop
	fi
fi

# --- WooCommerce's own shopper tests, as a gate: never worse than WooCommerce ---------------------------
# Runs when their files are supplied (tests/wc-suite/run.sh says how, and skips with the reason when
# they are not); every test with Shopwright on, on both themes, the unnamed failures again off.
if want wc-suite; then
	section "wc-suite"
	sw_server_stop
	rm -f "$REPORTS/wc-suite.txt"
	SHOPWRIGHT_WC_SUITE_MODE=gate bash "$SW_ROOT/tests/wc-suite/run.sh" "$REPORTS/wc-suite.txt"
	node "$SW_ROOT/tests/lib/count-report.mjs" lines "$REPORTS/wc-suite.txt" wc-suite >>"$RESULTS"
	# It leaves the site restored from its snapshot, with its server stopped.
fi

sw_server_stop

# --- Summary -----------------------------------------------------------------------------------------------
section "summary"
awk '{ printf "  %-12s %4d passed  %4d failed  %4d skipped\n", $1, $2, $3, $4 }' "$RESULTS"
read -r passed failed skipped < <(awk '{ p += $2; f += $3; s += $4 } END { print p+0, f+0, s+0 }' "$RESULTS")
echo
echo "$passed passed, $failed failed, $skipped skipped"
if [ "$failed" -gt 0 ] || [ "$passed" -eq 0 ]; then
	exit 1
fi
