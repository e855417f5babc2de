#!/usr/bin/env bash
# `npm run lint:php`: PHPCS (WordPress Coding Standards) and PHPStan, as `npm test` runs them.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 1
phpcs=${SHOPWRIGHT_PHPCS:-$root/vendor/bin/phpcs}
phpstan=${SHOPWRIGHT_PHPSTAN:-$root/vendor/bin/phpstan}
status=0
for tool in "$phpcs" "$phpstan"; do
	if [ ! -x "$tool" ]; then
		echo "lint:php: $tool is missing; run composer install" >&2
		exit 1
	fi
done
echo "PHPCS"
"$phpcs" -q --report=summary --report-full || status=1
echo "PHPStan"
"$phpstan" analyse --no-progress --memory-limit=1G || status=1
exit $status
