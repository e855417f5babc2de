<?php
/**
 * Router for PHP's built-in server: real files are served as they are, everything else goes
 * through WordPress's front controller, as Apache's rewrite rules would send it.
 *
 * @package Shopwright
 */

$shopwright_path = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$shopwright_file = $_SERVER['DOCUMENT_ROOT'] . $shopwright_path;

if ( is_file( $shopwright_file ) || ( is_dir( $shopwright_file ) && is_file( rtrim( $shopwright_file, '/' ) . '/index.php' ) ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
