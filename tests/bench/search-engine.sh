#!/usr/bin/env bash
# `npm run bench:search-engine -- [REVISION]`: the search engine of this checkout against the one
# of an older git revision (default: main), on the bench site's catalogue, which
# `npm run bench:search` generated (e.g. SHOPWRIGHT_BENCH_SIZES=100000 SHOPWRIGHT_BENCH_CONTENT=on);
# it is only read here. Prints how many of the 260 queries' answers differ (old vs new, and new vs
# reading every match) and p50/p95 of the engine's own time, old and new timed alternately.
# SHOPWRIGHT_BENCH_SITE picks another bench site; SHOPWRIGHT_BENCH_REPEAT the runs per query (5).
source "$(dirname "$0")/../env/lib.sh"

rev=${1:-main}
git -C "$SW_ROOT" rev-parse --verify --quiet "$rev^{commit}" >/dev/null || sw_die "'$rev' is not a git revision of $SW_ROOT"
sw_mariadb
sw_site "${SHOPWRIGHT_BENCH_SITE:-bench}" "${SHOPWRIGHT_BENCH_PORT:-8890}"
[ -f "$SW_SITE_DIR/wordpress/wp-load.php" ] || sw_die "no bench site at $SW_SITE_DIR: run npm run bench:search first"

# The old revision's includes/Search, renamed into a namespace of its own so both engines load
# in one process. Its other classes (Shared, Platform) are this checkout's; a revision from before
# LockedMarkup moved to Shared names it by its old place in Media.
old=$(mktemp -d)
trap 'rm -rf "$old"' EXIT
git -C "$SW_ROOT" archive "$rev" includes/Search | tar -x -C "$old"
find "$old/includes/Search" -name '*.php' -exec sed -i -e 's/Shopwright\\Search/ShopwrightBenchOld\\Search/g' \
	-e 's/Shopwright\\Media\\LockedMarkup/Shopwright\\Shared\\LockedMarkup/g' {} +
sw_php "$SW_ROOT/tests/bench/search-engine.php" "$SW_SITE_DIR/wordpress" "$old/includes/Search" "$rev ($(git -C "$SW_ROOT" rev-parse --short "$rev"))"
