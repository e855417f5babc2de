<?php
/**
 * The media embeds module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Embeds;

use Shopwright\Modules\Module;

/**
 * Photo feeds, video channels, photo albums, NFT galleries, password-locked content, audio, video and PDF.
 */
final class EmbedsModule extends Module {

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'embeds';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Media embeds', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'Photo feeds, video channels, photo albums, NFT galleries, password-locked content, audio, video and PDF.', 'shopwright' );
	}
}
