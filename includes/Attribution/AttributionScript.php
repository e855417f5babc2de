<?php
/**
 * Puts Shopwright's attribution script where WooCommerce's were.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

use Shopwright\Assets\BuiltScript;
use Shopwright\Assets\InertJson;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * On every front-end page: takes sourcebuster, WooCommerce's attribution script and its WP
 * Consent API glue off the queue, and enqueues build/frontend/attribution.js (it records the
 * visit) with its config as inert JSON in the footer. Pages with a checkout or an account form
 * also get build/frontend/attribution-forms.js, which fills the forms' hidden inputs and the
 * checkout block.
 */
final class AttributionScript {

	public const HANDLE       = 'shopwright-attribution';
	public const FORMS_HANDLE = 'shopwright-attribution-forms';
	public const CONFIG_ID    = 'shopwright-attribution-config';

	/**
	 * WooCommerce's attribution scripts: sourcebuster, its attribution script, and the consent
	 * glue that depends on it (left alone, it would bring the attribution script back).
	 */
	public const REPLACED = array( 'wp-consent-api-integration', 'wc-order-attribution', 'sourcebuster-js' );

	/**
	 * The WP Consent API category WooCommerce asks for before attribution.
	 */
	public const CONSENT_CATEGORY = 'marketing';

	/**
	 * Whether this request enqueued the script.
	 *
	 * @var bool
	 */
	private bool $enqueued = false;

	/**
	 * Takes the plugin's main file and the settings.
	 *
	 * @param string   $plugin_file The plugin's main file.
	 * @param Settings $settings    The plugin settings.
	 */
	public function __construct( private string $plugin_file, private Settings $settings ) {}

	/**
	 * Hooks the swap, after WooCommerce enqueues its scripts.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
		add_action( 'wp_footer', array( $this, 'print_config' ), 5 );
	}

	/**
	 * Enqueues ours and dequeues WooCommerce's.
	 */
	public function enqueue(): void {
		if ( null === BuiltScript::register( $this->plugin_file, self::HANDLE, 'frontend/attribution' ) ) {
			return; // Without the build, WooCommerce's own scripts keep doing the job.
		}
		foreach ( self::REPLACED as $handle ) {
			wp_dequeue_script( $handle );
		}
		wp_enqueue_script( self::HANDLE );
		$this->enqueued = true;
		if ( $this->has_forms() && null !== BuiltScript::register( $this->plugin_file, self::FORMS_HANDLE, 'frontend/attribution-forms' ) ) {
			wp_enqueue_script( self::FORMS_HANDLE );
		}
	}

	/**
	 * Whether this page may carry a form WooCommerce stamps attribution inputs into (checkout,
	 * account registration) or the checkout block.
	 */
	private function has_forms(): bool {
		/**
		 * Filters whether a page gets the attribution forms script, for forms on other pages.
		 *
		 * @param bool $has_forms By default true on the checkout and account pages.
		 */
		return (bool) apply_filters( 'shopwright_attribution_has_forms', ( function_exists( 'is_checkout' ) && is_checkout() ) || ( function_exists( 'is_account_page' ) && is_account_page() ) );
	}

	/**
	 * Prints the script's config as inert JSON.
	 */
	public function print_config(): void {
		if ( ! $this->enqueued ) {
			return;
		}
		InertJson::print( self::CONFIG_ID, $this->config() );
	}

	/**
	 * The config src/frontend/attribution/index.ts reads.
	 *
	 * @return array{prefix: string, fields: list<string>, allowTracking: bool, origin: string, consent: string}
	 */
	public function config(): array {
		$consent_api = class_exists( 'WP_CONSENT_API' );
		$allow       = true === $this->settings->get( 'attribution', 'tracking' );
		if ( $allow && ! $consent_api ) {
			// With the WP Consent API, WooCommerce hooks this filter to the consent read on the
			// server; the script asks the browser instead, so consent given on this page counts.
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as WooCommerce applies it.
			$allow = (bool) apply_filters( 'wc_order_attribution_allow_tracking', true );
		}
		return array(
			'prefix'        => OrderAttribution::field_prefix(),
			'fields'        => OrderAttribution::field_names(),
			'allowTracking' => $allow,
			'origin'        => 'first' === $this->settings->get( 'attribution', 'origin' ) ? 'first' : 'last',
			'consent'       => $consent_api ? self::CONSENT_CATEGORY : '',
		);
	}
}
