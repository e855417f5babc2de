<?php
/**
 * The contract every feature module fulfils.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Modules;

defined( 'ABSPATH' ) || exit;

/**
 * A feature module: one switch in the settings app, its own settings, blocks and hooks.
 *
 * Constructors take dependencies only; hooks are added in register(), which the plugin calls
 * only when the module is switched on (and WooCommerce is active, if the module needs it),
 * with the shared services in a Context. A module reaches nothing else of the plugin: not
 * another module's classes, not Plugin::instance().
 */
abstract class Module {

	/**
	 * Stable identifier, also the key of the module's section in the settings (snake_case).
	 */
	abstract public function id(): string;

	/**
	 * Name shown in the settings app.
	 */
	abstract public function label(): string;

	/**
	 * One sentence shown under the name in the settings app.
	 */
	abstract public function description(): string;

	/**
	 * Whether the module does anything without WooCommerce.
	 */
	public function requires_woocommerce(): bool {
		return false;
	}

	/**
	 * Whether the module is switched on when the owner has never saved the settings.
	 */
	public function enabled_by_default(): bool {
		return true;
	}

	/**
	 * JSON-schema properties of the module's own settings (its "enabled" switch is added for it).
	 * Each property needs a type, a default and a title; numbers need a minimum and a maximum.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function settings_schema(): array {
		return array();
	}

	/**
	 * Panels the settings page groups the module's settings into, in order: group id → title.
	 * A setting joins one with a `group` key in its schema; settings without one come first.
	 *
	 * @return array<string, string>
	 */
	public function settings_groups(): array {
		return array();
	}

	/**
	 * What the owner must do before the switched-on module can work, in one sentence (the
	 * settings summary shows it); empty when nothing is missing.
	 */
	public function attention(): string {
		return '';
	}

	/**
	 * Folder names under build/ of the blocks this module owns; registered only while it is on.
	 *
	 * @return list<string>
	 */
	public function blocks(): array {
		return array();
	}

	/**
	 * Adds the module's hooks. Called on init (priority 1), only when the module is on and usable.
	 *
	 * @param Context $context The plugin's shared services: the settings (to read this module's
	 *                         values from), the blocks' runtime and the client identity.
	 */
	public function register( Context $context ): void {
		unset( $context );
	}
}
