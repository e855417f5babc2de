#!/usr/bin/env bash
# For Docker users of `npm run wp-env start`: the same options and demo content that `npm start`
# gives its site, applied through wp-env's WP-CLI container.
set -euo pipefail
slug=$(basename "$(cd "$(dirname "$0")/../.." && pwd)")
for env in cli tests-cli; do
	npx wp-env run "$env" wp rewrite structure '/%postname%/' --hard
	npx wp-env run "$env" wp option update woocommerce_coming_soon no
	npx wp-env run "$env" wp eval-file "wp-content/plugins/$slug/tests/env/demo-content.php"
done
