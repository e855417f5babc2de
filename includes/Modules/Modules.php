<?php
/**
 * The list of feature modules.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Modules;

use Shopwright\Platform\WooCommerce;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * An ordered, id-keyed collection of modules.
 */
final class Modules {

	/**
	 * Modules by id, in the order the settings app shows them.
	 *
	 * @var array<string, Module>
	 */
	private array $modules = array();

	/**
	 * Collects the modules.
	 *
	 * @param Module[] $modules The modules, in the order the settings app shows them.
	 * @throws \InvalidArgumentException When two modules share an id.
	 */
	public function __construct( array $modules ) {
		foreach ( $modules as $module ) {
			if ( isset( $this->modules[ $module->id() ] ) ) {
				throw new \InvalidArgumentException( sprintf( 'Two modules use the id "%s".', $module->id() ) );
			}
			$this->modules[ $module->id() ] = $module;
		}
	}

	/**
	 * Every module.
	 *
	 * @return array<string, Module>
	 */
	public function all(): array {
		return $this->modules;
	}

	/**
	 * The module with this id, if there is one.
	 *
	 * @param string $id Module id.
	 */
	public function get( string $id ): ?Module {
		return $this->modules[ $id ] ?? null;
	}

	/**
	 * The modules switched on that can run here (WooCommerce's modules only while it runs).
	 *
	 * @param Settings $settings The stored settings, whose switches say which modules are on.
	 * @return list<Module>
	 */
	public function active( Settings $settings ): array {
		$active = array();
		foreach ( $this->modules as $module ) {
			if ( ! $settings->is_module_enabled( $module->id() ) ) {
				continue;
			}
			if ( $module->requires_woocommerce() && ! WooCommerce::active() ) {
				continue;
			}
			$active[] = $module;
		}
		return $active;
	}
}
