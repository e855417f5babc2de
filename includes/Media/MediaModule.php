<?php
/**
 * The media embeds feature.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

use Shopwright\Media\Feeds\AddressGuard;
use Shopwright\Media\Feeds\FeedNotice;
use Shopwright\Media\Feeds\FeedRate;
use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\Feeds\ImageCopies;
use Shopwright\Media\Feeds\ProviderHttp;
use Shopwright\Media\PhotoFeed\InstagramClient;
use Shopwright\Media\PhotoFeed\PhotoFeed;
use Shopwright\Media\PhotoFeed\PhotoFeedController;
use Shopwright\Media\NftGallery\NftGallery;
use Shopwright\Media\NftGallery\NftGalleryController;
use Shopwright\Media\NftGallery\OpenSeaClient;
use Shopwright\Media\PhotoAlbum\GooglePhotosClient;
use Shopwright\Media\PhotoAlbum\PhotoAlbum;
use Shopwright\Media\VideoChannel\VideoChannel;
use Shopwright\Media\VideoChannel\VideoChannelController;
use Shopwright\Media\VideoChannel\YouTubeClient;
use Shopwright\Modules\Context;
use Shopwright\Modules\Module;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Embeds for content pages: a block that keeps its content behind a password until the server
 * has checked it, a PDF viewer, players that pause one another, and a YouTube channel's videos
 * fetched and cached on the server.
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
	 * The video channel feeds while the module runs.
	 *
	 * @var VideoChannel|null
	 */
	private ?VideoChannel $video_channel = null;

	/**
	 * The photo feeds while the module runs.
	 *
	 * @var PhotoFeed|null
	 */
	private ?PhotoFeed $photo_feed = null;

	/**
	 * The photo album's photos while the module runs.
	 *
	 * @var PhotoAlbum|null
	 */
	private ?PhotoAlbum $photo_album = null;

	/**
	 * The NFT gallery feeds while the module runs.
	 *
	 * @var NftGallery|null
	 */
	private ?NftGallery $nft_gallery = null;

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
		return __( 'Password-locked content, a PDF viewer, audio and video players that pause one another, a YouTube channel\'s videos, and an Instagram account\'s posts.', 'shopwright' );
	}

	/**
	 * Folder names under build/ of the blocks this module owns.
	 *
	 * @return list<string>
	 */
	public function blocks(): array {
		return array( 'locked-content', 'pdf', 'video-channel', 'photo-feed', 'photo-album', 'nft-gallery' );
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
			'youtube_api_key' => array(
				'type'        => 'string',
				'title'       => __( 'YouTube API key', 'shopwright' ),
				'description' => self::has_saved( 'youtube_api_key' )
					? __( 'A key is saved. It is never shown again, here or on any page; type a new key to replace it.', 'shopwright' )
					: __( 'A YouTube Data API v3 key from the Google Cloud console, for the video channel block. It stays on the server.', 'shopwright' ),
				'maxLength'   => 100,
				'pattern'     => '^[A-Za-z0-9_-]*$',
				'writeOnly'   => true,
				'default'     => '',
			),
			'instagram_token' => array(
				'type'        => 'string',
				'title'       => __( 'Instagram access token', 'shopwright' ),
				'description' => self::has_saved( 'instagram_token' )
					? __( 'An account is connected. The token is never shown again, here or on any page; type a new token to connect another account, or clear the field and save to disconnect.', 'shopwright' )
					: __( 'An Instagram access token of a business or creator account (Instagram API with Instagram login), for the photo feed block. It stays on the server.', 'shopwright' ),
				'maxLength'   => 500,
				'pattern'     => '^[A-Za-z0-9_.|-]*$',
				'writeOnly'   => true,
				'default'     => '',
			),
			'photo_counts'    => array(
				'type'        => 'boolean',
				'title'       => __( 'Show like and comment counts on the photo feed', 'shopwright' ),
				'description' => __( 'Only for a business account: Instagram gives the counts of business accounts\' posts.', 'shopwright' ),
				'default'     => false,
			),
			'opensea_api_key' => array(
				'type'        => 'string',
				'title'       => __( 'OpenSea API key', 'shopwright' ),
				'description' => self::has_saved( 'opensea_api_key' )
					? __( 'A key is saved. It is never shown again, here or on any page; type a new key to replace it.', 'shopwright' )
					: __( 'An OpenSea API key, for the NFT gallery block. It stays on the server.', 'shopwright' ),
				'maxLength'   => 100,
				'pattern'     => '^[A-Za-z0-9_-]*$',
				'writeOnly'   => true,
				'default'     => '',
			),
			'feed_refresh'    => array(
				'type'        => 'integer',
				'title'       => __( 'Minutes before a feed is fetched again', 'shopwright' ),
				'description' => __( 'Video lists and photo feeds are kept on the server and fetched again in the background once this old (15 to 1440), which keeps within the provider\'s daily quota.', 'shopwright' ),
				'minimum'     => 15,
				'maximum'     => 1440,
				'default'     => 60,
			),
		);
	}

	/**
	 * Whether a secret setting holds a value, read from the stored option (the schema is what
	 * the settings are read with, so it cannot ask them).
	 *
	 * @param string $key Setting key.
	 */
	private static function has_saved( string $key ): bool {
		$stored = get_option( Settings::OPTION, array() );
		return is_array( $stored ) && is_array( $stored['media'] ?? null ) && is_string( $stored['media'][ $key ] ?? null ) && '' !== $stored['media'][ $key ];
	}

	/**
	 * The video channel feeds, for the block's render.php; null while the module is off.
	 */
	public function video_channel(): ?VideoChannel {
		return $this->video_channel;
	}

	/**
	 * The photo feeds, for the block's render.php; null while the module is off.
	 */
	public function photo_feed(): ?PhotoFeed {
		return $this->photo_feed;
	}

	/**
	 * The NFT gallery feeds, for the block's render.php; null while the module is off.
	 */
	public function nft_gallery(): ?NftGallery {
		return $this->nft_gallery;
	}

	/**
	 * The photo album's photos, for the block's render.php; null while the module is off.
	 */
	public function photo_album(): ?PhotoAlbum {
		return $this->photo_album;
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
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		$settings             = $context->settings;
		$this->locked_content = new LockedContent( new ContentLocks() );
		$this->locked_content->register();
		// The table of contents lists a locked block's headings only where the block opens.
		$context->locked_blocks->judge_with( $this->locked_content->opens( ... ) );
		( new UnlockController( $this->locked_content, new UnlockAttempts( $GLOBALS['wpdb'], (int) $settings->get( $this->id(), 'unlock_attempts' ) ), $settings ) )->register();
		// The password form posts to the unlock route without script; the script that sends it in
		// place waits in the blocks' runtime until a locked block is near or reached for (its
		// block.json says so, as every media block's does).
		$this->pdf_source = new PdfSource( PdfSource::parse_hosts( (string) $settings->get( $this->id(), 'pdf_hosts' ) ) );
		// The PDF shows in its frame, with its download link, without script; full screen and
		// presentation mode wait in the blocks' runtime until the viewer is near or reached for.
		( new MediaScripts( SHOPWRIGHT_FILE, true === $settings->get( $this->id(), 'auto_pause' ) ) )->register();
		$store               = new FeedStore();
		$http                = new ProviderHttp( new AddressGuard() );
		$this->video_channel = new VideoChannel(
			new YouTubeClient( $http, (string) $settings->get( $this->id(), 'youtube_api_key' ) ),
			$store,
			new ImageCopies( $http ),
			60 * (int) $settings->get( $this->id(), 'feed_refresh' ),
			$context->block_runtime
		);
		$this->video_channel->register( SHOPWRIGHT_FILE );
		// The videos are links that work without script; the facade and the carousel wait in the
		// blocks' runtime until the block is near or reached for.
		$this->photo_album = new PhotoAlbum( new GooglePhotosClient( $http ), $store, new ImageCopies( $http ), 60 * (int) $settings->get( $this->id(), 'feed_refresh' ) );
		$this->photo_album->register();
		// The photos are links to the large images; the popup waits in the blocks' runtime.
		$rate = new FeedRate( $GLOBALS['wpdb'], $settings );
		// Runs on init: the site may have been restored or migrated without an activation.
		$rate->maybe_install();
		( new VideoChannelController( $this->video_channel, $rate ) )->register();
		$this->photo_feed = new PhotoFeed(
			new InstagramClient( $http, fn(): string => (string) $settings->get( $this->id(), 'instagram_token' ) ),
			$store,
			new ImageCopies( $http ),
			60 * (int) $settings->get( $this->id(), 'feed_refresh' ),
			$context->block_runtime,
			fn(): bool => true === $settings->get( $this->id(), 'photo_counts' )
		);
		$this->photo_feed->register( SHOPWRIGHT_FILE );
		( new PhotoFeedController( $this->photo_feed, $rate ) )->register();
		add_action( 'update_option_' . Settings::OPTION, array( $this, 'forget_photo_feeds' ), 10, 2 );
		// The first save of the settings adds the option instead.
		add_action( 'add_option_' . Settings::OPTION, fn( $option, $value ) => $this->forget_photo_feeds( array(), $value ), 10, 2 );
		$this->nft_gallery = new NftGallery( new OpenSeaClient( $http, fn(): string => (string) $settings->get( $this->id(), 'opensea_api_key' ) ), $store, new ImageCopies( $http ), 60 * (int) $settings->get( $this->id(), 'feed_refresh' ) );
		$this->nft_gallery->register();
		( new NftGalleryController( $this->nft_gallery, $rate ) )->register();
		( new FeedNotice( $store ) )->register();
	}

	/**
	 * A newly connected (or disconnected) Instagram account: the previous account's posts are
	 * forgotten, so no page shows them any longer.
	 *
	 * @param mixed $old_value The settings before.
	 * @param mixed $new_value The settings after.
	 */
	public function forget_photo_feeds( $old_value, $new_value ): void {
		$token = static fn( $value ): string => is_array( $value ) && is_array( $value['media'] ?? null ) ? (string) ( $value['media']['instagram_token'] ?? '' ) : '';
		if ( null !== $this->photo_feed && $token( $old_value ) !== $token( $new_value ) ) {
			$this->photo_feed->forget();
		}
	}
}
