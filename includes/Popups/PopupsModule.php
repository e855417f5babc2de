<?php
/**
 * The popups module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Modules\Module;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Popups designed in the block editor, shown by display conditions and triggers.
 *
 * The server owns the popup post type, its meta and where each popup is printed
 * (PopupPostType, PopupSchema, LocationRules, PopupRenderer) and the switch that takes a
 * popup off every page (PopupSwitchController); the editor panels live in
 * src/editor/popup-settings and the runtime that shows popups in src/frontend/popups.
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

	/**
	 * Registers the post type and its meta, and hooks the footer, the editor and the switch.
	 *
	 * @param Settings $settings The plugin settings (the module has none of its own yet).
	 */
	public function register( Settings $settings ): void {
		unset( $settings );
		$schema = new PopupSchema();
		( new PopupPostType( $schema ) )->register();
		( new PopupRenderer( SHOPWRIGHT_FILE, $schema, new LocationRules() ) )->register();
		( new PopupEditorAssets( SHOPWRIGHT_FILE ) )->register();
		( new PopupSwitchController() )->register();
	}

}
