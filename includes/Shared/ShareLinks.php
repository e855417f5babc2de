<?php
/**
 * The share buttons' networks and their plain share addresses.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Shared;

defined( 'ABSPATH' ) || exit;

/**
 * Every network's own "share this address" page, built on the server as a plain link: nothing is
 * loaded from the networks and nothing tracks the visitor until they follow one.
 */
final class ShareLinks {

	/**
	 * Network id => share address, with {url} and {title} standing for the encoded values.
	 */
	public const NETWORKS = array(
		'facebook'  => 'https://www.facebook.com/sharer/sharer.php?u={url}',
		'x'         => 'https://x.com/intent/tweet?url={url}&text={title}',
		'linkedin'  => 'https://www.linkedin.com/sharing/share-offsite/?url={url}',
		'pinterest' => 'https://www.pinterest.com/pin/create/button/?url={url}&description={title}',
		'reddit'    => 'https://www.reddit.com/submit?url={url}&title={title}',
		'whatsapp'  => 'https://api.whatsapp.com/send?text={title}%20{url}',
		'telegram'  => 'https://t.me/share/url?url={url}&text={title}',
		'email'     => 'mailto:?subject={title}&body={url}',
	);

	public const DEFAULT_NETWORKS = array( 'facebook', 'x', 'linkedin', 'whatsapp', 'email' );

	/**
	 * The networks asked for that exist, once each, in the order given.
	 *
	 * @param mixed $networks The block's attribute.
	 * @return list<string>
	 */
	public static function networks( $networks ): array {
		if ( ! is_array( $networks ) ) {
			return self::DEFAULT_NETWORKS;
		}
		$known = array();
		foreach ( $networks as $network ) {
			if ( is_string( $network ) && isset( self::NETWORKS[ $network ] ) ) {
				$known[ $network ] = true;
			}
		}
		return array_keys( $known );
	}

	/**
	 * The network's share address for a page.
	 *
	 * @param string $network A key of NETWORKS.
	 * @param string $url     The page's address.
	 * @param string $title   The page's title.
	 */
	public static function url( string $network, string $url, string $title ): string {
		return strtr(
			self::NETWORKS[ $network ] ?? '',
			array(
				'{url}'   => rawurlencode( $url ),
				'{title}' => rawurlencode( $title ),
			)
		);
	}

	/**
	 * The network's name, as the link shows it.
	 *
	 * @param string $network A key of NETWORKS.
	 */
	public static function label( string $network ): string {
		$labels = array(
			'facebook'  => 'Facebook',
			'x'         => 'X',
			'linkedin'  => 'LinkedIn',
			'pinterest' => 'Pinterest',
			'reddit'    => 'Reddit',
			'whatsapp'  => 'WhatsApp',
			'telegram'  => 'Telegram',
			'email'     => __( 'Email', 'shopwright' ),
		);
		return $labels[ $network ] ?? $network;
	}
}
