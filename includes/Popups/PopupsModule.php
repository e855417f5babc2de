<?php
/**
 * The popups module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Modules\Module;

/**
 * Popups designed in the block editor, shown by display conditions and triggers.
 */
final class PopupsModule extends Module {

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'popups';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Popups', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'Popups designed in the block editor, shown by display conditions and triggers.', 'shopwright' );
	}
}
