<?php
/**
 * Base class of the integration tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests;

use Yoast\PHPUnitPolyfills\TestCases\TestCase as PolyfillTestCase;

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- Restoring WordPress's globals after each test is the point.

/**
 * Runs each test inside a database transaction that is rolled back, with hooks, the current user,
 * the REST server and the object cache restored afterwards, so tests leave the site as they found it.
 */
abstract class TestCase extends PolyfillTestCase {

	/**
	 * Hooks as they were before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $hooks_backup = array();

	/**
	 * Opens the transaction and snapshots global state.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb, $wp_filter, $wp_actions, $wp_rest_server;
		$wpdb->suppress_errors = false;
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		$this->hooks_backup = array(
			'wp_filter'  => array_map( static fn( $hook ) => is_object( $hook ) ? clone $hook : $hook, $wp_filter ),
			'wp_actions' => $wp_actions,
		);
		$wp_rest_server     = null;
		wp_set_current_user( 0 );
	}

	/**
	 * Rolls everything back.
	 */
	protected function tear_down(): void {
		global $wpdb, $wp_filter, $wp_actions, $wp_rest_server;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$wp_filter      = $this->hooks_backup['wp_filter'];
		$wp_actions     = $this->hooks_backup['wp_actions'];
		$wp_rest_server = null;
		wp_set_current_user( 0 );
		wp_cache_flush();
		parent::tear_down();
	}

	/**
	 * Skips the test, saying why, when WooCommerce is not active on the test site.
	 */
	protected function requires_woocommerce(): void {
		if ( ! class_exists( 'WooCommerce', false ) ) {
			$this->markTestSkipped( 'WooCommerce was not supplied (set WOOCOMMERCE_DIR or WOOCOMMERCE_ZIP).' );
		}
	}

	/**
	 * Skips the test, saying why, when WooCommerce is active.
	 */
	protected function requires_no_woocommerce(): void {
		if ( class_exists( 'WooCommerce', false ) ) {
			$this->markTestSkipped( 'Runs only on a site without WooCommerce (WOOCOMMERCE_DIR=none).' );
		}
	}

	/**
	 * Creates a user with the role and makes them the current user.
	 *
	 * @param string $role Role name.
	 * @return int User id.
	 */
	protected function log_in_as( string $role ): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'sw_' . $role . '_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => wp_generate_password( 8, false ) . '@example.com',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Dispatches a REST request through the real server.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route, like /shopwright/v1/settings.
	 * @param array<string, mixed> $body   JSON body.
	 */
	protected function rest( string $method, string $route, array $body = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		if ( array() !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_get_server()->dispatch( $request );
	}
}
