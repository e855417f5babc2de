<?php
/**
 * The sale countdown feature.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Countdown;

use Shopwright\Modules\Module;

/**
 * Owns the sale countdown block. The block is rendered by its render.php and ticks in its
 * view script, so the module adds no hooks of its own.
 */
final class CountdownModule extends Module {

	/**
	 * Stable identifier, also the key of the module's settings section.
	 */
	public function id(): string {
		return 'countdown';
	}

	/**
	 * Name shown in the settings app.
	 */
	public function label(): string {
		return __( 'Sale countdown', 'shopwright' );
	}

	/**
	 * One sentence shown under the name in the settings app.
	 */
	public function description(): string {
		return __( 'A block that counts down to the end of a sale: a date you choose, or a product\'s scheduled sale end.', 'shopwright' );
	}

	/**
	 * A chosen end date works without WooCommerce; only product sale dates need it.
	 */
	public function requires_woocommerce(): bool {
		return false;
	}

	/**
	 * Folder names under build/ of the blocks this module owns.
	 *
	 * @return list<string>
	 */
	public function blocks(): array {
		return array( 'countdown' );
	}
}
