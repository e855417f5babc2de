<?php
/**
 * Admin notice for modules that wait for WooCommerce.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Admin;

use Shopwright\Modules\Modules;
use Shopwright\Platform\WooCommerce;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Tells administrators which switched-on modules stay inactive without WooCommerce.
 */
final class WooCommerceNotice {

	/**
	 * Keeps what the notice reads.
	 *
	 * @param Settings $settings The settings service.
	 * @param Modules  $modules  The feature modules.
	 */
	public function __construct( private Settings $settings, private Modules $modules ) {}

	/**
	 * Hooks the notice.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Labels of the modules that are on but need WooCommerce, which is not active.
	 *
	 * @return list<string>
	 */
	public function waiting_modules(): array {
		if ( WooCommerce::active() ) {
			return array();
		}
		$labels = array();
		foreach ( $this->modules->all() as $module ) {
			if ( $module->requires_woocommerce() && $this->settings->is_module_enabled( $module->id() ) ) {
				$labels[] = $module->label();
			}
		}
		return $labels;
	}

	/**
	 * Prints the notice for those who can act on it.
	 */
	public function render(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		$labels = $this->waiting_modules();
		if ( array() === $labels ) {
			return;
		}
		printf(
			'<div class="notice notice-warning shopwright-woocommerce-notice"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: %s: comma-separated module names. */
					__( 'Shopwright: these modules need WooCommerce and stay inactive until it is installed and active: %s.', 'shopwright' ),
					implode( ', ', $labels )
				)
			)
		);
	}
}
