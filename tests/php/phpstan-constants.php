<?php
/**
 * Constants WordPress and plugin.php define at run time, declared for PHPStan.
 *
 * @package Shopwright
 */

define( 'ABSPATH', '/' );
define( 'SHOPWRIGHT_VERSION', '0.0.0' );
define( 'SHOPWRIGHT_FILE', __FILE__ );
define( 'SHOPWRIGHT_DIR', __DIR__ );
define( 'WP_UNINSTALL_PLUGIN', 'shopwright/plugin.php' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'DAY_IN_SECONDS', 86400 );
