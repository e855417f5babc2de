<?php
/**
 * Tells the owner when the search's rate limit cannot tell shoppers apart.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Admin\SettingsPage;
use Shopwright\Platform\ClientAddress;

defined( 'ABSPATH' ) || exit;

/**
 * A search request from a private or loopback address that carries a forwarding header means a
 * proxy, load balancer or CDN stands in front of the site. Unless the owner names it, every
 * shopper arrives from its address and all share one rate-limit budget: a busy shop then refuses
 * searches to everyone at once. The first such request is noted (one write, and again only if the
 * address or header changes); administrators see a notice until the proxy is named.
 */
final class ProxyNotice {

	public const OPTION = 'shopwright_search_proxy_seen';

	/**
	 * Keeps the module, for the owner's current proxies.
	 *
	 * @param SearchModule $module The search module.
	 */
	public function __construct( private SearchModule $module ) {}

	/**
	 * Shows the notice in the admin.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'print_notice' ) );
	}

	/**
	 * Notes a request that came through a proxy the owner has not named (WordPress loaded).
	 *
	 * @param array<string, mixed> $server   $_SERVER.
	 * @param array<string, mixed> $snapshot The search snapshot.
	 */
	public static function observe( array $server, array $snapshot ): void {
		$seen = self::sighting( $server, $snapshot );
		if ( null !== $seen && ! self::same_sighting( get_option( self::OPTION, null ), $seen ) ) {
			update_option( self::OPTION, wp_json_encode( $seen + array( 'time' => time() ) ), false );
		}
	}

	/**
	 * The same for the light endpoint, where only the database and the object cache are loaded.
	 *
	 * @param \wpdb                $db       Database.
	 * @param string|null          $stored   The option as stored, or null.
	 * @param array<string, mixed> $server   $_SERVER.
	 * @param array<string, mixed> $snapshot The search snapshot.
	 */
	public static function record_under_shortinit( \wpdb $db, ?string $stored, array $server, array $snapshot ): void {
		$seen = self::sighting( $server, $snapshot );
		if ( null === $seen || self::same_sighting( $stored, $seen ) ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- update_option() is not loaded here; the caches are cleared below.
		$db->query(
			$db->prepare(
				"INSERT INTO {$db->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
				self::OPTION,
				json_encode( $seen + array( 'time' => time() ) ) // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- wp_json_encode is not loaded under SHORTINIT.
			)
		);
		if ( function_exists( 'wp_cache_delete' ) ) {
			wp_cache_delete( self::OPTION, 'options' );
			wp_cache_delete( 'notoptions', 'options' );
		}
	}

	/**
	 * The notice, for administrators, while the noted proxy is still not named.
	 */
	public function print_notice(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$seen = self::decode( get_option( self::OPTION, null ) );
		if ( null === $seen ) {
			return;
		}
		$proxies = (array) ( $this->module->snapshot()['trusted_proxies'] ?? array() );
		if ( ClientAddress::in_ranges( $seen['address'], array_values( array_filter( $proxies, 'is_string' ) ) ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p>%s <a href="%s">%s</a></p></div>',
			esc_html(
				sprintf(
					/* translators: 1: an IP address, 2: a header name such as X-Forwarded-For. */
					__( 'Product search receives requests from %1$s, a private address, with a %2$s header: a proxy or CDN stands in front of this site, so every shopper shares one search rate limit. Name the proxy and its header in the General settings.', 'shopwright' ),
					$seen['address'],
					$seen['header']
				)
			),
			esc_url( admin_url( 'admin.php?page=' . SettingsPage::SLUG . '&section=general' ) ),
			esc_html__( 'Open the settings', 'shopwright' )
		);
	}

	/**
	 * What this request shows, when it came through a proxy the owner has not named.
	 *
	 * @param array<string, mixed> $server   $_SERVER.
	 * @param array<string, mixed> $snapshot The search snapshot.
	 * @return array{address: string, header: string}|null
	 */
	private static function sighting( array $server, array $snapshot ): ?array {
		$proxies = array_values( array_filter( (array) ( $snapshot['trusted_proxies'] ?? array() ), 'is_string' ) );
		$header  = ClientAddress::unnamed_proxy_header( $server, $proxies );
		if ( null === $header ) {
			return null;
		}
		return array(
			'address' => (string) $server['REMOTE_ADDR'],
			'header'  => $header,
		);
	}

	/**
	 * Whether the stored note already says this.
	 *
	 * @param mixed                                  $stored The option.
	 * @param array{address: string, header: string} $seen   This request's sighting.
	 */
	private static function same_sighting( $stored, array $seen ): bool {
		$before = self::decode( $stored );
		return null !== $before && $before['address'] === $seen['address'] && $before['header'] === $seen['header'];
	}

	/**
	 * The stored note, checked: a corrupted option is no note.
	 *
	 * @param mixed $stored The option.
	 * @return array{address: string, header: string}|null
	 */
	private static function decode( $stored ): ?array {
		$data = is_string( $stored ) ? json_decode( $stored, true ) : null;
		if ( ! is_array( $data ) || ! is_string( $data['address'] ?? null ) || ! is_string( $data['header'] ?? null ) ) {
			return null;
		}
		if ( false === filter_var( $data['address'], FILTER_VALIDATE_IP ) || ! array_key_exists( $data['header'], ClientAddress::HEADERS ) ) {
			return null;
		}
		return array(
			'address' => $data['address'],
			'header'  => $data['header'],
		);
	}
}
