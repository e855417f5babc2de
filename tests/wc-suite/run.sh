#!/usr/bin/env bash
# WooCommerce's own shopper tests as a gate: "never worse than WooCommerce". Runs their spec
# files (supplied from outside the repository, see below) against the test site with Shopwright
# deactivated and again activated, on each theme, and prints the on/off table per theme. A test
# that passes with Shopwright off and fails with it on fails the run (tests/wc-suite/verdict.mjs
# and expectations.mjs hold the rules and the named exceptions).
#
# Usage: bash tests/wc-suite/run.sh [LINES_FILE]
#   LINES_FILE gets one "PASS|FAIL|SKIP <theme> <test>" line per test for npm test's summary.
# Two ways (SHOPWRIGHT_WC_SUITE_MODE):
#   table (default) every test with Shopwright off, then on, on each theme: the whole on/off table
#                   (about 40 minutes).
#   gate            npm test's way (about 10 minutes): on each theme, every test that
#                   expectations.mjs does not name as failing either way, with Shopwright on; the
#                   failures among them run again, with it on and with it off. One that fails on
#                   both times fails the run: as a regression when it passes off, as a failure
#                   nobody has named when it fails off too. One that passes on its second run is
#                   reported as flaky. The named tests are left out by name (listed, with their reasons, in the
#                   summary), so the table is the way to see whether a named one has changed.
# Environment:
#   SHOPWRIGHT_WC_E2E_DIR      their files (default $SHOPWRIGHT_CACHE/woocommerce-e2e), laid out
#                              as in plugins/woocommerce/tests/e2e-pw/ (tests/shopper, utils, test-data)
#   SHOPWRIGHT_WC_SUITE_THEMES themes to run on (default: twentytwentyfive twentytwentyone)
#   SHOPWRIGHT_WC_SUITE_SPECS  spec file names to run (default: the thirteen below)
#   SHOPWRIGHT_WC_SUITE_STATES Shopwright states to run (default: off on; one alone leaves the
#                              verdict to a later run of verdict.mjs over both reports)
#   SHOPWRIGHT_TEST_SITE / SHOPWRIGHT_TEST_PORT  the site, as for npm test
source "$(dirname "$0")/../env/lib.sh"

LINES_FILE=${1:-}
WC_E2E_DIR=${SHOPWRIGHT_WC_E2E_DIR:-$SHOPWRIGHT_CACHE/woocommerce-e2e}
THEMES=(${SHOPWRIGHT_WC_SUITE_THEMES:-twentytwentyfive twentytwentyone})
STATES=(${SHOPWRIGHT_WC_SUITE_STATES:-off on})
MODE=${SHOPWRIGHT_WC_SUITE_MODE:-table}
[[ "$MODE" =~ ^(table|gate)$ ]] || sw_die "SHOPWRIGHT_WC_SUITE_MODE is table or gate, not '$MODE'"
DEFAULT_SPECS="add-to-cart product-simple product-variable product-grouped single-product
	variable-product-updates cart cart-redirection mini-cart checkout checkout-create-account
	my-account-pay-order shop-search-browse-sort"
SPECS=()
# Playwright matches these against paths: "shopper/cart" is not "shopper/mini-cart".
FILTERS_FIRST=()
FILTERS_LAST=()
for spec in ${SHOPWRIGHT_WC_SUITE_SPECS:-$DEFAULT_SPECS}; do
	spec=${spec%.spec.js}
	[[ "$spec" =~ ^[a-z0-9-]+$ ]] || sw_die "'$spec' is not a spec file name"
	SPECS+=("$spec.spec.js")
	if [ "$spec" = add-to-cart ]; then
		FILTERS_LAST+=("shopper/$spec.spec.js")
	else
		FILTERS_FIRST+=("shopper/$spec.spec.js")
	fi
done
REPORTS="$SW_ROOT/artifacts/reports"
mkdir -p "$REPORTS"

# Prints why the suite cannot run here, or nothing when it can.
wc_suite_missing() {
	local spec
	if [ ! -d "$WC_E2E_DIR/tests/shopper" ]; then
		echo "WooCommerce's shopper tests were not supplied (put them in $WC_E2E_DIR, see the README)"
		return
	fi
	for spec in "${SPECS[@]}"; do
		if [ ! -f "$WC_E2E_DIR/tests/shopper/$spec" ]; then
			echo "$WC_E2E_DIR/tests/shopper/$spec is missing"
			return
		fi
	done
	if [ -z "$SW_WC_DIR" ]; then
		echo "WooCommerce was not supplied ($SW_WC_REASON)"
	fi
}

sw_wordpress_core
sw_woocommerce
missing=$(wc_suite_missing)
if [ -n "$missing" ]; then
	echo "skipped: $missing"
	[ -n "$LINES_FILE" ] && echo "SKIP wc-suite: $missing" >"$LINES_FILE"
	exit 0
fi

sw_mariadb
sw_site "${SHOPWRIGHT_TEST_SITE:-test}" "${SHOPWRIGHT_TEST_PORT:-8889}"
export SHOPWRIGHT_DISABLE_CRON=true
SW_FIXTURES=1 sw_site_files
source "$SW_ROOT/tests/env/test-site.sh"
for theme in "${THEMES[@]}"; do
	[ -f "$SW_SITE_DIR/wordpress/wp-content/themes/$theme/style.css" ] ||
		sw_die "the theme $theme is not installed on the site (tests/env/lib.sh installs twentytwentyfive and twentytwentyone)"
done

mu_dir="$SW_SITE_DIR/wordpress/wp-content/mu-plugins"
mkdir -p "$mu_dir"
ln -sfn "$SW_ROOT"/tests/wc-suite/mu-plugins/*.php "$mu_dir/"
cleanup() {
	sw_server_stop
	rm -f "$mu_dir"/shopwright-wc-suite-*.php
	# The site is left as every other suite expects it: its snapshot.
	sw_test_site_restore >/dev/null 2>&1 || true
}
trap cleanup EXIT

# Prepares the site for a theme and state, then runs the spec files in their two groups.
# add-to-cart.spec.js switches the store to "Geolocate (with page caching support)" with AJAX add
# to cart off and switches back only when its test passes; a failure there would leave every later
# page redirecting through ?v=. It runs last, in a run of its own.
# Usage: run_state THEME STATE [TEST_LIST [LEFT_OUT_LIST]]: only the tests of TEST_LIST when it
# is given, none of LEFT_OUT_LIST's; adds "THEME:STATE:REPORT" to reports. STATE "on-again" is
# Shopwright on, reported apart from the first run.
run_state() {
	local theme=$1 label=$2 state=${2%-again} list=${3:-} left_out=${4:-} keys group filters report listed remaining
	sw_log "WooCommerce's shopper tests: $theme, Shopwright $state${list:+ (the failures to look at again)}"
	sw_server_stop
	sw_test_site_restore
	keys=$(sw_php "$SW_ROOT/tests/wc-suite/setup-site.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL" "$theme" "$state")
	CONSUMER_KEY=$(sed -n 's/^CONSUMER_KEY=//p' <<<"$keys")
	CONSUMER_SECRET=$(sed -n 's/^CONSUMER_SECRET=//p' <<<"$keys")
	[ -n "$CONSUMER_KEY" ] && [ -n "$CONSUMER_SECRET" ] || sw_die "the site set-up made no REST API key"
	sw_server_start
	group=0
	for filters in "${FILTERS_FIRST[*]}" "${FILTERS_LAST[*]}"; do
		group=$((group + 1))
		[ -n "$filters" ] || continue
		listed=()
		if [ -n "$list" ]; then
			# Only this group's files, from the list of tests to run again ("file › describe ›
			# title", the file as Playwright's report names it, relative to their tests/shopper).
			awk -F ' › ' 'NR == FNR { wanted[$0]; next } ($1 in wanted)' \
				<(tr ' ' '\n' <<<"$filters" | sed 's#^shopper/##') "$list" >"$list.$group"
			[ -s "$list.$group" ] || continue
			listed=(--test-list "$list.$group")
		fi
		if [ -n "$left_out" ]; then
			# A group whose every test is left out has nothing to run.
			remaining=$(cd "$SW_ROOT" && SHOPWRIGHT_WC_E2E_DIR="$WC_E2E_DIR" npx playwright test \
				--config tests/wc-suite/playwright.config.ts --list --reporter=list \
				--test-list-invert "$left_out" $filters 2>&1) ||
				sw_die "Playwright could not list WooCommerce's shopper tests: $remaining"
			grep -q ' › ' <<<"$remaining" || continue
			listed+=(--test-list-invert "$left_out")
		fi
		report="$REPORTS/wc-suite-$theme-$label-$group.json"
		rm -f "$report"
		(cd "$SW_ROOT" && CONSUMER_KEY=$CONSUMER_KEY CONSUMER_SECRET=$CONSUMER_SECRET \
			WP_BASE_URL="$SW_SITE_URL" SHOPWRIGHT_WC_E2E_DIR="$WC_E2E_DIR" \
			PLAYWRIGHT_JSON_OUTPUT_NAME="$report" \
			npx playwright test --config tests/wc-suite/playwright.config.ts "${listed[@]}" $filters) || true
		reports+=("$theme:$label:$report")
	done
}

reports=()
if [ "$MODE" = gate ]; then
	for theme in "${THEMES[@]}"; do
		left_out="$REPORTS/wc-suite-$theme-left-out.txt"
		node "$SW_ROOT/tests/wc-suite/verdict.mjs" --left-out-list "$left_out" "$theme"
		run_state "$theme" on "" "$left_out"
		on_reports=()
		for run in "${reports[@]}"; do
			[[ "$run" == "$theme:on:"* ]] && on_reports+=("${run#"$theme:on:"}")
		done
		[ ${#on_reports[@]} -gt 0 ] || sw_die "none of WooCommerce's shopper tests ran on $theme"
		list="$REPORTS/wc-suite-$theme-rerun.txt"
		node "$SW_ROOT/tests/wc-suite/verdict.mjs" --rerun-list "$list" "$theme" "${on_reports[@]}"
		if [ -s "$list" ]; then
			run_state "$theme" on-again "$list"
			run_state "$theme" off "$list"
		fi
	done
	node "$SW_ROOT/tests/wc-suite/verdict.mjs" --gate "${LINES_FILE:-/dev/null}" "${reports[@]}"
	exit
fi

for theme in "${THEMES[@]}"; do
	for state in "${STATES[@]}"; do
		[[ "$state" =~ ^(on|off)$ ]] || sw_die "'$state' is not on or off"
		run_state "$theme" "$state"
	done
done

node "$SW_ROOT/tests/wc-suite/verdict.mjs" "${LINES_FILE:-/dev/null}" "${reports[@]}"
