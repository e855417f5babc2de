<?php
/**
 * The product search module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Modules\Module;

/**
 * Instant product search with suggestions, a details panel, history and voice.
 */
final class SearchModule extends Module {

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'search';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Product search', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'Instant product search with suggestions, a details panel, history and voice.', 'shopwright' );
	}
}
