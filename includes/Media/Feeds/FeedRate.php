<?php
/**
 * The rate limit of the media embeds' public routes.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

use Shopwright\Platform\ClientIdentity;
use Shopwright\Platform\RateLimiter;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A budget per client address, in a table of its own, for the feed routes ("Load more", video
 * descriptions): the plugin's sliding-window limiter, and the client address resolved behind
 * the proxies the owner named in the General settings. Its refusals are WP_Errors of permission
 * callbacks, which cannot set headers: RetryAfter gives their answers the Retry-After header.
 */
final class FeedRate {

	public const VERSION        = '1';
	public const VERSION_OPTION = 'shopwright_media_rate_version';

	/**
	 * Requests per minute per client, by default.
	 */
	public const LIMIT = 60;

	/**
	 * Keeps the settings, for the proxy settings.
	 *
	 * @param \wpdb    $db       Database.
	 * @param Settings $settings The plugin settings.
	 */
	public function __construct( private \wpdb $db, private Settings $settings ) {}

	/**
	 * The table's full name.
	 */
	public function table(): string {
		return $this->db->prefix . 'shopwright_media_rate';
	}

	/**
	 * Creates the table when the stored version differs.
	 */
	public function maybe_install(): void {
		if ( self::VERSION === get_option( self::VERSION_OPTION ) ) {
			return;
		}
		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound (ABSPATH is only known at run time.)
		}
		dbDelta(
			"CREATE TABLE {$this->table()} (
  client binary(16) NOT NULL,
  win int(10) unsigned NOT NULL DEFAULT 0,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  prev_hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (client)
) ENGINE=InnoDB {$this->db->get_charset_collate()};"
		);
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Counts this request; null within the budget, else the 429 error.
	 */
	public function refusal(): ?\WP_Error {
		/**
		 * Feed requests ("Load more", descriptions) one address may make per minute; 0 turns
		 * the limit off.
		 *
		 * @param int $limit By default 60.
		 */
		$limit = (int) apply_filters( 'shopwright_media_rate_limit', self::LIMIT );
		$wait  = ( new RateLimiter( $this->db, $this->table(), $limit, 'media-feeds' ) )->hit( $this->client() );
		if ( $wait <= 0 ) {
			return null;
		}
		return new \WP_Error(
			'shopwright_rate_limited',
			__( 'Too many requests; try again shortly.', 'shopwright' ),
			array(
				'status'      => 429,
				'retry_after' => $wait,
			)
		);
	}

	/**
	 * The client's address.
	 */
	private function client(): string {
		return ( new ClientIdentity( $this->settings ) )->client();
	}
}
