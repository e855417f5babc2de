<?php
/**
 * The media embeds feature.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

use Shopwright\Modules\Module;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Embeds for content pages: a block that keeps its content behind a password until the server
 * has checked it, a PDF viewer, and players that pause one another.
 */
final class MediaModule extends Module {

	/**
	 * The locked-content renderer while the module runs.
	 *
	 * @var LockedContent|null
	 */
	private ?LockedContent $locked_content = null;

	/**
	 * Where PDFs may come from, while the module runs.
	 *
	 * @var PdfSource|null
	 */
	private ?PdfSource $pdf_source = null;

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'media';
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
		return __( 'Password-locked content, a PDF viewer, and audio and video players that pause one another.', 'shopwright' );
	}

	/**
	 * Folder names under build/ of the blocks this module owns.
	 *
	 * @return list<string>
	 */
	public function blocks(): array {
		return array( 'locked-content', 'pdf' );
	}

	/**
	 * Auto-pause, the unlock limits, and the hosts PDFs may come from.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function settings_schema(): array {
		return array(
			'auto_pause'      => array(
				'type'        => 'boolean',
				'title'       => __( 'Pause other players when one starts', 'shopwright' ),
				'description' => __( 'Starting an audio or video player pauses every other one on the page, including those inside other embeds.', 'shopwright' ),
				'default'     => false,
			),
			'unlock_attempts' => array(
				'type'        => 'integer',
				'title'       => __( 'Wrong passwords before a pause', 'shopwright' ),
				'description' => __( 'How many wrong passwords a visitor may try on one locked block within 15 minutes (1 to 20). Then that block refuses them until the 15 minutes are over.', 'shopwright' ),
				'minimum'     => 1,
				'maximum'     => 20,
				'default'     => 5,
			),
			'unlock_days'     => array(
				'type'        => 'integer',
				'title'       => __( 'Days an unlocked block stays open', 'shopwright' ),
				'description' => __( 'How long a visitor who entered the right password sees the content without entering it again (1 to 365). Changing the password locks everyone out at once.', 'shopwright' ),
				'minimum'     => 1,
				'maximum'     => 365,
				'default'     => 7,
			),
			'pdf_hosts'       => array(
				'type'        => 'string',
				'title'       => __( 'Other sites PDFs may come from', 'shopwright' ),
				'description' => __( 'Host names, separated by commas, such as docs.example.com. PDFs from the media library and from this site are always allowed.', 'shopwright' ),
				'maxLength'   => 1000,
				'default'     => '',
			),
		);
	}

	/**
	 * The locked-content renderer, for the block's render.php; null while the module is off.
	 */
	public function locked_content(): ?LockedContent {
		return $this->locked_content;
	}

	/**
	 * The PDF address check, for the block's render.php; null while the module is off.
	 */
	public function pdf_source(): ?PdfSource {
		return $this->pdf_source;
	}

	/**
	 * Hooks the unlock routes, the cache headers and the scripts.
	 *
	 * @param Settings $settings The plugin settings.
	 */
	public function register( Settings $settings ): void {
		$this->locked_content = new LockedContent( new ContentLocks() );
		$this->locked_content->register();
		( new UnlockController( $this->locked_content, new UnlockAttempts( (int) $settings->get( $this->id(), 'unlock_attempts' ) ), $settings ) )->register();
		$this->pdf_source = new PdfSource( PdfSource::parse_hosts( (string) $settings->get( $this->id(), 'pdf_hosts' ) ) );
		( new MediaScripts( SHOPWRIGHT_FILE, true === $settings->get( $this->id(), 'auto_pause' ) ) )->register();
	}
}
