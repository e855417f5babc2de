# shellcheck shell=bash
# Provisioning shared by `npm start` (the dev site) and `npm test` (the test site): Debian packages,
# WordPress from Debian's package, a private MariaDB instance, WooCommerce from the user, PHP's
# own server. Everything it makes lives under $SHOPWRIGHT_CACHE, outside the repository.
# Every step checks what exists first, so a second run is quick.

set -euo pipefail

SW_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [ -z "${SHOPWRIGHT_CACHE:-}" ]; then
	if [ "$(id -u)" = 0 ]; then SHOPWRIGHT_CACHE=/var/cache/shopwright; else SHOPWRIGHT_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/shopwright"; fi
fi
export SHOPWRIGHT_CACHE
SW_WP_SUITE=${SHOPWRIGHT_WP_SUITE:-trixie}
SW_DB_DIR="$SHOPWRIGHT_CACHE/mariadb"
SW_DB_SOCKET="$SW_DB_DIR/mysqld.sock"
SW_PHP_WORKERS=${SHOPWRIGHT_PHP_WORKERS:-4}

sw_log() { printf '\033[1m[shopwright]\033[0m %s\n' "$*" >&2; }
sw_die() { printf '[shopwright] error: %s\n' "$*" >&2; exit 1; }

sw_sudo() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# --- Debian packages ---------------------------------------------------------------------------

SW_APT_PACKAGES=(
	mariadb-server mariadb-client
	php-cli php-mysql php-curl php-gd php-zip php-bcmath php-intl php-mbstring php-xml php-imagick
	chromium fonts-liberation unzip rsync
)

sw_system_packages() {
	local missing=() pkg
	for pkg in "${SW_APT_PACKAGES[@]}"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	sw_log "installing Debian packages: ${missing[*]}"
	sw_sudo apt-get update -qq >/dev/null
	sw_sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# --- npm, Composer, build ------------------------------------------------------------------------

sw_npm_dependencies() {
	local stamp="$SW_ROOT/node_modules/.shopwright-installed"
	if [ -f "$stamp" ] && [ "$stamp" -nt "$SW_ROOT/package.json" ] && { [ ! -f "$SW_ROOT/package-lock.json" ] || [ "$stamp" -nt "$SW_ROOT/package-lock.json" ]; }; then
		return 0
	fi
	sw_log "installing npm dependencies"
	# Not `npm ci`: npm 11 leaves other platforms' optional bindings out of the lock file and
	# then refuses it as out of sync; `npm install` honours the lock all the same.
	(cd "$SW_ROOT" && npm install --no-audit --no-fund --loglevel=error)
	touch "$stamp"
}

# Composer's tools are optional: whatever the registry serves is used, the rest is reported.
sw_composer_dependencies() {
	local stamp="$SW_ROOT/vendor/.shopwright-installed"
	[ -f "$stamp" ] && [ "$stamp" -nt "$SW_ROOT/composer.json" ] && return 0
	if ! command -v composer >/dev/null; then
		sw_log "composer is not installed: PHPCS, PHPStan and the PHPUnit polyfills are unavailable, so the PHP checks will fail the run"
		return 0
	fi
	sw_log "installing Composer dev tools"
	if (cd "$SW_ROOT" && composer install --no-interaction --no-progress --quiet); then
		touch "$stamp"
	else
		sw_log "composer install failed: the PHP checks that need it will fail the run (see README, SHOPWRIGHT_ALLOW_MISSING_PHP_TOOLS)"
	fi
}

sw_build() {
	local stamp="$SW_ROOT/build/.shopwright-built" newer
	if [ -f "$stamp" ]; then
		newer=$(find "$SW_ROOT/blocks" "$SW_ROOT/src" "$SW_ROOT/package.json" "$SW_ROOT/webpack.config.js" -newer "$stamp" -type f -print -quit 2>/dev/null)
		[ -z "$newer" ] && return 0
	fi
	sw_log "building the plugin"
	if ! (cd "$SW_ROOT" && npm run --silent build >"$SHOPWRIGHT_CACHE/build.log" 2>&1); then
		tail -n 40 "$SHOPWRIGHT_CACHE/build.log" >&2
		sw_die "the build failed (full log: $SHOPWRIGHT_CACHE/build.log)"
	fi
	touch "$stamp"
}

# --- WordPress from Debian's package -------------------------------------------------------------

# Prints the Debian mirror this machine already uses, read from its own apt sources.
sw_debian_mirror() {
	local uri
	uri=$(grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v -- '-security' | head -n1 || true)
	if [ -z "$uri" ]; then
		uri=$(grep -hE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null | awk '{print $2}' | grep -v -- '-security' | head -n1 || true)
	fi
	[ -n "$uri" ] || sw_die "could not read a Debian mirror from /etc/apt/sources.list*"
	printf '%s\n' "$uri"
}

# sw_debian_unpack SUITE DIR PACKAGE...: downloads the packages from the machine's Debian mirror
# for that suite, through a temporary apt source that leaves the system's own untouched, and
# unpacks them all into DIR/root.
sw_debian_unpack() {
	local suite=$1 tmp=$2 mirror apt_opts pkg
	shift 2
	mirror=$(sw_debian_mirror)
	mkdir -p "$tmp/lists/partial" "$tmp/cache/archives/partial" "$tmp/debs" "$tmp/root"
	echo "deb $mirror $suite main" >"$tmp/sources.list"
	apt_opts=(-o "Dir::Etc::SourceList=$tmp/sources.list" -o Dir::Etc::SourceParts=/dev/null
		-o "Dir::State::Lists=$tmp/lists" -o "Dir::Cache=$tmp/cache" -o APT::Sandbox::User=root)
	apt-get "${apt_opts[@]}" update -qq >/dev/null
	(cd "$tmp/debs" && apt-get "${apt_opts[@]}" download -qq "$@" >/dev/null)
	for pkg in "$tmp"/debs/*.deb; do dpkg-deb -x "$pkg" "$tmp/root"; done
}

# Unpacks WordPress (and the files its symlinks point to) into $SHOPWRIGHT_CACHE/wordpress.
sw_wordpress_core() {
	sw_wordpress_themes
	if [ -n "${WP_CORE_DIR:-}" ]; then
		[ -f "$WP_CORE_DIR/wp-includes/version.php" ] || sw_die "WP_CORE_DIR=$WP_CORE_DIR holds no WordPress"
		SW_WP_CORE="$WP_CORE_DIR"
		return 0
	fi
	SW_WP_CORE="$SHOPWRIGHT_CACHE/wordpress"
	[ -f "$SW_WP_CORE/wp-includes/version.php" ] && return 0

	sw_log "downloading WordPress from Debian's $SW_WP_SUITE suite"
	local tmp
	tmp=$(mktemp -d)
	sw_debian_unpack "$SW_WP_SUITE" "$tmp" \
		"wordpress${SHOPWRIGHT_WP_PACKAGE_VERSION:+=$SHOPWRIGHT_WP_PACKAGE_VERSION}" \
		php-getid3 libjs-cropper libjs-lodash libjs-underscore wordpress-theme-twentytwentyfive
	# Debian's WordPress links into other packages' folders; copy with the links resolved.
	mkdir -p "$SHOPWRIGHT_CACHE"
	rm -rf "$SW_WP_CORE.part"
	(cd "$tmp/root" && cp -rL usr/share/wordpress "$SW_WP_CORE.part") 2>/dev/null || true
	[ -f "$SW_WP_CORE.part/wp-includes/version.php" ] || sw_die "unpacking Debian's wordpress package failed"
	rm -f "$SW_WP_CORE.part/wp-config.php" "$SW_WP_CORE.part/.htaccess"
	rm -rf "$SW_WP_CORE.part/wp-content"
	mkdir -p "$SW_WP_CORE.part/wp-content/themes"
	cp -rL "$tmp/root/usr/share/wordpress/wp-content/themes/twentytwentyfive" "$SW_WP_CORE.part/wp-content/themes/" 2>/dev/null ||
		cp -rL "$tmp/root"/usr/share/wordpress/wp-content/themes/twentytwentyfive* "$SW_WP_CORE.part/wp-content/themes/twentytwentyfive"
	rm -rf "$SW_WP_CORE"
	mv "$SW_WP_CORE.part" "$SW_WP_CORE"
	rm -rf "$tmp"
}

# Themes besides the default that sites get, as theme:Debian suite. Twenty Twenty-One is the
# classic (PHP template) theme the storefront is tried on; Debian ships it up to bookworm.
SW_EXTRA_THEMES=(${SHOPWRIGHT_EXTRA_THEMES:-twentytwentyone:bookworm})
SW_THEMES_DIR="$SHOPWRIGHT_CACHE/themes"

# Unpacks each extra theme into $SHOPWRIGHT_CACHE/themes, once; sites copy them from there.
sw_wordpress_themes() {
	local entry theme suite tmp
	for entry in "${SW_EXTRA_THEMES[@]}"; do
		theme=${entry%%:*}
		suite=${entry#*:}
		[ "$suite" = "$entry" ] && suite=$SW_WP_SUITE
		[ -f "$SW_THEMES_DIR/$theme/style.css" ] && continue
		sw_log "downloading the $theme theme from Debian's $suite suite"
		tmp=$(mktemp -d)
		sw_debian_unpack "$suite" "$tmp" "wordpress-theme-$theme"
		mkdir -p "$SW_THEMES_DIR"
		rm -rf "$SW_THEMES_DIR/$theme.part"
		cp -rL "$tmp/root/usr/share/wordpress/wp-content/themes/$theme" "$SW_THEMES_DIR/$theme.part" 2>/dev/null || true
		rm -rf "$tmp"
		[ -f "$SW_THEMES_DIR/$theme.part/style.css" ] || sw_die "unpacking Debian's wordpress-theme-$theme package failed"
		mv "$SW_THEMES_DIR/$theme.part" "$SW_THEMES_DIR/$theme"
	done
}

sw_wordpress_version() {
	php -r 'include $argv[1]; echo $wp_version;' "$SW_WP_CORE/wp-includes/version.php"
}

# --- WooCommerce from the user -------------------------------------------------------------------

# Sets SW_WC_DIR to a WooCommerce folder, or empty when none was supplied (WOOCOMMERCE_DIR=none forces that).
sw_woocommerce() {
	SW_WC_DIR=""
	SW_WC_REASON=""
	local candidate="${WOOCOMMERCE_DIR:-}"
	if [ "$candidate" = none ]; then
		SW_WC_REASON="WOOCOMMERCE_DIR=none"
		return 0
	fi
	if [ -z "$candidate" ] && [ -n "${WOOCOMMERCE_ZIP:-}" ]; then
		[ -f "$WOOCOMMERCE_ZIP" ] || sw_die "WOOCOMMERCE_ZIP=$WOOCOMMERCE_ZIP does not exist"
		local into="$SHOPWRIGHT_CACHE/woocommerce-zip"
		if [ ! -f "$into/woocommerce/woocommerce.php" ] || [ "$WOOCOMMERCE_ZIP" -nt "$into/woocommerce/woocommerce.php" ]; then
			sw_log "unpacking $WOOCOMMERCE_ZIP"
			rm -rf "$into" && mkdir -p "$into" && unzip -q "$WOOCOMMERCE_ZIP" -d "$into"
		fi
		candidate="$into/woocommerce"
	fi
	if [ -z "$candidate" ] && [ -f "$SHOPWRIGHT_CACHE/woocommerce/woocommerce.php" ]; then
		candidate="$SHOPWRIGHT_CACHE/woocommerce"
	fi
	if [ -z "$candidate" ]; then
		SW_WC_REASON="no WooCommerce supplied (set WOOCOMMERCE_DIR or WOOCOMMERCE_ZIP, or put it in $SHOPWRIGHT_CACHE/woocommerce)"
		return 0
	fi
	[ -f "$candidate/woocommerce.php" ] || sw_die "$candidate holds no woocommerce.php"
	SW_WC_DIR=$(cd "$candidate" && pwd)
}

# --- MariaDB, private to Shopwright --------------------------------------------------------------

sw_mariadb() {
	mkdir -p "$SW_DB_DIR"
	if [ ! -d "$SW_DB_DIR/data/mysql" ]; then
		sw_log "initialising a MariaDB data directory in $SW_DB_DIR"
		mariadb-install-db --no-defaults --datadir="$SW_DB_DIR/data" --user="$(id -un)" \
			--auth-root-authentication-method=socket --skip-test-db >"$SW_DB_DIR/install.log" 2>&1 ||
			sw_die "mariadb-install-db failed, see $SW_DB_DIR/install.log"
	fi
	if sw_mysql -e 'SELECT 1' >/dev/null 2>&1; then
		return 0
	fi
	sw_log "starting MariaDB"
	local mariadbd
	mariadbd=$(command -v mariadbd || echo /usr/sbin/mariadbd)
	setsid "$mariadbd" --no-defaults --datadir="$SW_DB_DIR/data" --socket="$SW_DB_SOCKET" \
		--pid-file="$SW_DB_DIR/mysqld.pid" --log-error="$SW_DB_DIR/error.log" --skip-networking \
		--user="$(id -un)" --innodb-buffer-pool-size=256M --innodb-flush-log-at-trx-commit=2 \
		--skip-log-bin --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
		</dev/null >/dev/null 2>&1 &
	local i
	for i in $(seq 1 60); do
		sw_mysql -e 'SELECT 1' >/dev/null 2>&1 && break
		sleep 0.5
	done
	sw_mysql -e 'SELECT 1' >/dev/null 2>&1 || sw_die "MariaDB did not start, see $SW_DB_DIR/error.log"
	sw_mysql -e "CREATE USER IF NOT EXISTS 'shopwright'@'localhost' IDENTIFIED BY 'shopwright';
		GRANT ALL PRIVILEGES ON \`shopwright\\_%\`.* TO 'shopwright'@'localhost'; FLUSH PRIVILEGES;"
}

sw_mysql() { mariadb --no-defaults --socket="$SW_DB_SOCKET" -uroot "$@"; }

sw_mariadb_stop() {
	if [ -f "$SW_DB_DIR/mysqld.pid" ]; then
		kill "$(cat "$SW_DB_DIR/mysqld.pid")" 2>/dev/null || true
		rm -f "$SW_DB_DIR/mysqld.pid"
	fi
}

# --- A site --------------------------------------------------------------------------------------

# sw_site NAME PORT: sets SW_SITE_DIR, SW_SITE_URL, SW_DB_NAME for the named site. The name
# picks both the folder and the database, so two names never share either. It ends up in SQL,
# PHP and paths: letters, digits, _ and - only.
sw_site() {
	SW_SITE_NAME=$1
	SW_SITE_PORT=$2
	[[ "$SW_SITE_NAME" =~ ^[A-Za-z0-9_-]{1,40}$ ]] ||
		sw_die "the site name '$SW_SITE_NAME' is not usable: letters, digits, _ and - only (at most 40)"
	[[ "$SW_SITE_PORT" =~ ^[0-9]{2,5}$ ]] && [ "$SW_SITE_PORT" -le 65535 ] ||
		sw_die "the port '$SW_SITE_PORT' is not a port number"
	SW_SITE_DIR=${SHOPWRIGHT_SITE_DIR:-$SHOPWRIGHT_CACHE/sites/$SW_SITE_NAME}
	if [ -n "${SHOPWRIGHT_SITE_DIR:-}" ]; then
		sw_log "SHOPWRIGHT_SITE_DIR puts the files in $SW_SITE_DIR; the database is still the $SW_SITE_NAME site's (set SHOPWRIGHT_SITE for a site of its own)"
	fi
	SW_SITE_URL="http://localhost:$SW_SITE_PORT"
	SW_DB_NAME="shopwright_$SW_SITE_NAME"
	export SW_SITE_DIR SW_SITE_URL SW_DB_NAME
}

# Lays out the site's folder: core files copied, plugin and WooCommerce symlinked, wp-config.php.
sw_site_files() {
	local dir="$SW_SITE_DIR/wordpress"
	mkdir -p "$dir"
	if [ ! -f "$dir/wp-includes/version.php" ] || [ "$SW_WP_CORE/wp-includes/version.php" -nt "$dir/wp-includes/version.php" ]; then
		rsync -a --delete --exclude=/wp-content/ --exclude=/wp-config.php "$SW_WP_CORE/" "$dir/"
		mkdir -p "$dir/wp-content/plugins" "$dir/wp-content/uploads" "$dir/wp-content/themes"
	fi
	# Themes are copied on every start, so a theme added to the provisioning reaches old sites too.
	mkdir -p "$dir/wp-content/themes"
	rsync -a "$SW_WP_CORE/wp-content/themes/" "$dir/wp-content/themes/"
	if [ -d "$SW_THEMES_DIR" ]; then
		rsync -a "$SW_THEMES_DIR/" "$dir/wp-content/themes/"
	fi
	if [ "${SW_LINK_PLUGIN:-1}" = 1 ]; then
		ln -sfn "$SW_ROOT" "$dir/wp-content/plugins/shopwright"
	fi
	# A Redis drop-in is linked only for the run that asks for it (run-all.sh), never left behind.
	rm -f "$dir/wp-content/object-cache.php"
	# The test site alone gets the end-to-end fixtures as must-use plugins.
	rm -rf "$dir/wp-content/mu-plugins"
	if [ "${SW_FIXTURES:-0}" = 1 ]; then
		mkdir -p "$dir/wp-content/mu-plugins"
		ln -sfn "$SW_ROOT"/tests/e2e/fixtures/mu-plugins/*.php "$dir/wp-content/mu-plugins/"
	fi
	if [ -n "$SW_WC_DIR" ]; then
		ln -sfn "$SW_WC_DIR" "$dir/wp-content/plugins/woocommerce"
	else
		rm -f "$dir/wp-content/plugins/woocommerce"
	fi
	cp "$SW_ROOT/tests/env/router.php" "$SW_SITE_DIR/router.php"
	cat >"$dir/wp-config.php" <<PHP
<?php
// Written by Shopwright's tests/env/lib.sh for the "$SW_SITE_NAME" site; rewritten on every start.
define( 'DB_NAME', '$SW_DB_NAME' );
define( 'DB_USER', 'shopwright' );
define( 'DB_PASSWORD', 'shopwright' );
define( 'DB_HOST', 'localhost:$SW_DB_SOCKET' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', '$SW_SITE_URL' );
define( 'WP_SITEURL', '$SW_SITE_URL' );
define( 'AUTH_KEY', '$SW_SITE_NAME-auth' );
define( 'SECURE_AUTH_KEY', '$SW_SITE_NAME-secure-auth' );
define( 'LOGGED_IN_KEY', '$SW_SITE_NAME-logged-in' );
define( 'NONCE_KEY', '$SW_SITE_NAME-nonce' );
define( 'AUTH_SALT', '$SW_SITE_NAME-auth-salt' );
define( 'SECURE_AUTH_SALT', '$SW_SITE_NAME-secure-auth-salt' );
define( 'LOGGED_IN_SALT', '$SW_SITE_NAME-logged-in-salt' );
define( 'NONCE_SALT', '$SW_SITE_NAME-nonce-salt' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$SW_SITE_DIR/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'FS_METHOD', 'direct' );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
// This machine reaches no outside host; without this WordPress and WooCommerce wait on time-outs.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', ${SHOPWRIGHT_DISABLE_CRON:-false} );
// A Redis object cache every server shares, when the server was started with one (run-all.sh).
if ( getenv( 'SHOPWRIGHT_REDIS_SOCKET' ) ) {
	define( 'WP_REDIS_CLIENT', 'phpredis' );
	define( 'WP_REDIS_SCHEME', 'unix' );
	define( 'WP_REDIS_PATH', getenv( 'SHOPWRIGHT_REDIS_SOCKET' ) );
	define( 'WP_REDIS_PREFIX', '$SW_DB_NAME' );
}
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
}

sw_php() { php -d memory_limit=1024M -d error_reporting=E_ALL "$@"; }

# --- A shared Redis object cache (optional) ------------------------------------------------------
# Debian's redis-server and php-redis, and an object-cache drop-in supplied from outside the
# repository (like WooCommerce) at $SHOPWRIGHT_CACHE/redis/object-cache.php.
SW_REDIS_DIR="$SHOPWRIGHT_CACHE/redis"
SW_REDIS_SOCKET="$SW_REDIS_DIR/redis.sock"

# Prints why this machine cannot run the suite over Redis, or nothing when it can.
sw_redis_missing() {
	if ! command -v redis-server >/dev/null 2>&1; then
		echo "redis-server is not installed (Debian package redis-server)"
	elif ! php -r 'exit( extension_loaded( "redis" ) ? 0 : 1 );'; then
		echo "PHP's redis extension is not installed (Debian package php-redis)"
	elif [ ! -f "$SW_REDIS_DIR/object-cache.php" ]; then
		echo "no Redis object-cache drop-in at $SW_REDIS_DIR/object-cache.php (supplied from outside the repository, see the README)"
	fi
}

# Starts an empty Redis on a private socket (nothing saved: every run starts cold).
sw_redis_start() {
	mkdir -p "$SW_REDIS_DIR"
	sw_redis_stop
	redis-server --port 0 --unixsocket "$SW_REDIS_SOCKET" --unixsocketperm 700 --daemonize yes \
		--pidfile "$SW_REDIS_DIR/redis.pid" --dir "$SW_REDIS_DIR" --save '' --appendonly no \
		--logfile "$SW_REDIS_DIR/redis.log" >/dev/null
	local i
	for i in $(seq 1 40); do
		[ -S "$SW_REDIS_SOCKET" ] && return 0
		sleep 0.25
	done
	sw_die "Redis did not start, see $SW_REDIS_DIR/redis.log"
}

sw_redis_stop() {
	local pid i
	pid=$(cat "$SW_REDIS_DIR/redis.pid" 2>/dev/null || true)
	if [ -n "$pid" ]; then
		kill "$pid" 2>/dev/null || true
		for i in $(seq 1 40); do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.25
		done
	fi
	rm -f "$SW_REDIS_DIR/redis.pid" "$SW_REDIS_SOCKET"
}

# Installs WordPress, activates the plugins, sets permalinks and adds the demo shop, once.
sw_site_install() {
	sw_mysql -e "CREATE DATABASE IF NOT EXISTS \`$SW_DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
	sw_php "$SW_ROOT/tests/env/install-wordpress.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL" "Shopwright ${SW_SITE_NAME}"
	sw_php "$SW_ROOT/tests/env/configure-site.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL" "${SW_WC_DIR:+woocommerce}"
	sw_php "$SW_ROOT/tests/env/demo-content.php" "$SW_SITE_DIR/wordpress" "$SW_SITE_URL"
}

sw_server_pid_file() { printf '%s\n' "$SW_SITE_DIR/server.pid"; }

sw_server_running() {
	local pid_file
	pid_file=$(sw_server_pid_file)
	[ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null
}

# Starts PHP's server with several workers, so the site answers requests concurrently.
sw_server_start() {
	if sw_server_running; then
		return 0
	fi
	if (exec 3<>"/dev/tcp/127.0.0.1/$SW_SITE_PORT") 2>/dev/null; then
		sw_die "port $SW_SITE_PORT is taken by another program; set SHOPWRIGHT_PORT / SHOPWRIGHT_TEST_PORT"
	fi
	PHP_CLI_SERVER_WORKERS=$SW_PHP_WORKERS setsid php -d memory_limit=512M -d opcache.enable_cli=1 \
		-d upload_max_filesize=64M -d post_max_size=64M -d max_execution_time=120 \
		-S "127.0.0.1:$SW_SITE_PORT" -t "$SW_SITE_DIR/wordpress" "$SW_SITE_DIR/router.php" \
		</dev/null >"$SW_SITE_DIR/server.log" 2>&1 &
	echo $! >"$(sw_server_pid_file)"
	local i
	for i in $(seq 1 60); do
		curl -fsS -o /dev/null "$SW_SITE_URL/wp-login.php" 2>/dev/null && return 0
		sleep 0.5
	done
	sw_die "the PHP server on $SW_SITE_URL did not answer, see $SW_SITE_DIR/server.log"
}

sw_server_stop() {
	local pid_file
	pid_file=$(sw_server_pid_file)
	if [ -f "$pid_file" ]; then
		kill -- -"$(cat "$pid_file")" 2>/dev/null || kill "$(cat "$pid_file")" 2>/dev/null || true
		rm -f "$pid_file"
		# Until the port is free, so a start right after finds it so.
		local i
		for i in $(seq 1 40); do
			(exec 3<>"/dev/tcp/127.0.0.1/$SW_SITE_PORT") 2>/dev/null || return 0
			sleep 0.25
		done
	fi
}
