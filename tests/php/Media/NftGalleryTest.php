<?php
/**
 * The NFT gallery block: its feeds, their cache and refresh, its markup and its route.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\Feeds\FeedNotice;
use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\NftGallery\NftGallery;
use Shopwright\Plugin;
use Shopwright\Tests\TestCase;

/**
 * NFTs fetched once through OpenSea's API host only, their images copied here with their
 * sizes, "Load more" answering only cursors the server handed out, the last good copy kept on
 * failure with the reason for the owner; text stays text and the key stays on the server.
 */
final class NftGalleryTest extends TestCase {

	use RecordedOpenSea;

	// phpcs:disable PHPCompatibility.Miscellaneous.ValidIntegers.HexNumericStringFound -- Wallet addresses, never numbers.
	private const WALLET       = '0x00000000000000000000000000000000005eaf00';
	private const WALLET_UPPER = '0x00000000000000000000000000000000005EAF00';
	private const WALLET_SHORT = '0x1234';
	// phpcs:enable PHPCompatibility.Miscellaneous.ValidIntegers.HexNumericStringFound

	private const COLLECTION = array(
		'collection' => 'shopwright-workshop',
		'perPage'    => 4,
	);

	/**
	 * Sets a client address for the rate limit.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
	}

	/**
	 * A GET of the page route.
	 *
	 * @param string                $feed  Feed key.
	 * @param array<string, string> $query Query.
	 */
	private function get( string $feed, array $query ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', "/shopwright/v1/nft-gallery/$feed/page" );
		$request->set_query_params( $query );
		return rest_get_server()->dispatch( $request );
	}

	public function test_the_first_page_shows_names_as_text_with_local_images_and_load_more(): void {
		$this->connect();
		$html = $this->render_filled( self::COLLECTION );
		$this->assertSame( 'https://api.opensea.io/api/v2/collection/shopwright-workshop/nfts?limit=4', $this->asked[0] );
		$this->assertSame( 4, substr_count( $html, 'class="wp-block-shopwright-nft-gallery__item"' ), 'The first N.' );
		$this->assertStringContainsString( '<span class="wp-block-shopwright-nft-gallery__name">Brass Pen No. 1</span>', $html );
		$this->assertStringContainsString( 'shopwright-workshop #1</span>', $html );
		$this->assertMatchesRegularExpression( '#<img src="[^"]+/uploads/shopwright-media/[a-f0-9]{32}\.png" width="480" height="480" alt="" loading="lazy"#', $html, 'Asked at the size shown (OpenSea\'s w=480; the full image is 1000 px).' );
		$this->assertStringContainsString( '>Brass Pen No. 1 on OpenSea</a>', $html );
		$this->assertStringContainsString( 'data-cursor="LXBrPTEwMDA0"', $html );
		$this->assertStringNotContainsString( 'seadn.io', $html, 'The page never points at OpenSea\'s images.' );
		$this->assertStringNotContainsString( self::$key, $html );
	}

	public function test_page_views_never_ask_opensea_before_the_first_copy_nor_after_a_failed_fetch(): void {
		$this->connect();
		$this->fail_with_timeout();
		for ( $view = 0; $view < 3; $view++ ) {
			$html = $this->render( self::COLLECTION );
		}
		$this->assertSame( array(), $this->asked, 'The first views wait on nothing.' );
		$this->assertStringContainsString( 'The NFTs will show here shortly.', $html );
		$this->assertCount( 1, $this->queued_refreshes( NftGallery::REFRESH_HOOK ), 'One fetch is queued, however many views asked.' );

		$this->assertSame( 1, $this->run_queued_refreshes( NftGallery::REFRESH_HOOK ) );
		$this->assertNotSame( array(), $this->asked, 'The background fetch asked OpenSea, and failed.' );
		$this->asked = array();
		for ( $view = 0; $view < 3; $view++ ) {
			$html = $this->render( self::COLLECTION );
		}
		$this->assertSame( array(), $this->asked, 'Views after the failure ask nothing.' );
		$this->assertSame( array(), $this->queued_refreshes( NftGallery::REFRESH_HOOK ), 'Nor queue a fetch before the back-off is over.' );
		$this->assertStringContainsString( 'The NFTs cannot be shown right now.', $html );

		$this->let_back_off_pass( $this->held_feeds()[0] );
		$this->failure = null;
		$this->render( self::COLLECTION );
		$this->assertSame( array(), $this->asked );
		$this->assertSame( 1, $this->run_queued_refreshes( NftGallery::REFRESH_HOOK ), 'Once the back-off is over, the next view queues a fetch.' );
		$this->assertStringContainsString( 'class="wp-block-shopwright-nft-gallery__item"', $this->render( self::COLLECTION ) );
	}

	public function test_load_more_walks_the_cursors_from_the_cache_until_none_remain(): void {
		$this->connect();
		$feed = $this->feed_key( $this->render_filled( self::COLLECTION ) );
		$page = $this->get( $feed, array( 'cursor' => 'LXBrPTEwMDA0' ) );
		$this->assertSame( 200, $page->get_status() );
		$this->assertSame( array( '5', '6', '7', '8' ), array_column( $page->get_data()['items'], 'id' ) );
		$this->assertSame( 'Ink Well', $page->get_data()['items'][0]['name'] );
		$this->assertStringContainsString( '/uploads/shopwright-media/', $page->get_data()['items'][0]['image']['src'] );
		$this->assertSame( 'LXBrPTEwMDA4', $page->get_data()['next'] );
		$last = $this->get( $feed, array( 'cursor' => 'LXBrPTEwMDA4' ) );
		$this->assertSame( array( '9', '10' ), array_column( $last->get_data()['items'], 'id' ) );
		$this->assertSame( '', $last->get_data()['next'], 'None remain.' );
		$this->assertStringNotContainsString( self::$key, (string) wp_json_encode( $last->get_data() ) );

		$this->asked = array();
		$this->assertSame( 200, $this->get( $feed, array( 'cursor' => 'LXBrPTEwMDA4' ) )->get_status() );
		$this->render( self::COLLECTION );
		$this->assertSame( array(), $this->asked, 'The second time everything comes from the cache.' );
	}

	public function test_random_cursors_store_nothing_ask_nothing_and_get_rate_limited(): void {
		$this->connect();
		$feed = $this->feed_key( $this->render_filled( self::COLLECTION ) );
		// Our own options only: WordPress and WooCommerce may add theirs on any request (rewrite
		// rules flushed by an earlier test come back on the next one, for one).
		$ours    = static fn(): array => $GLOBALS['wpdb']->get_col( "SELECT option_name FROM {$GLOBALS['wpdb']->options} WHERE option_name LIKE '%shopwright%' ORDER BY option_name" );
		$options = $ours();
		$before  = get_option( FeedStore::FEED_OPTION . $feed );
		add_filter( 'shopwright_media_rate_limit', static fn() => 30 );
		$this->asked = array();
		$statuses    = array();
		for ( $i = 0; $i < 40; $i++ ) {
			$statuses[] = $this->get( $feed, array( 'cursor' => 'LXBrPT' . wp_generate_password( 10, false ) ) )->get_status();
		}
		$this->assertSame( array_fill( 0, 30, 404 ), array_slice( $statuses, 0, 30 ) );
		$this->assertSame( array_fill( 0, 10, 429 ), array_slice( $statuses, 30 ) );
		$this->assertSame( array(), $this->asked, 'OpenSea is asked nothing.' );
		$this->assertSame( $before, get_option( FeedStore::FEED_OPTION . $feed ), 'The feed keeps no new page.' );
		$this->assertSame( $options, $ours(), 'No new option.' );
		$this->assertSame( 1, ( new FeedStore() )->count() );
	}

	public function test_unknown_feeds_and_malformed_cursors_are_refused(): void {
		$this->connect();
		$feed = $this->feed_key( $this->render_filled( self::COLLECTION ) );
		$this->assertSame( 404, $this->get( str_repeat( 'a', 32 ), array( 'cursor' => 'LXBrPTEwMDA0' ) )->get_status() );
		$this->assertSame( 400, $this->get( $feed, array( 'cursor' => '"><script>alert(1)</script>' ) )->get_status() );
		$this->assertSame( 400, $this->get( $feed, array() )->get_status() );
		$this->assertSame( 400, $this->get( $feed, array( 'cursor' => 'https://127.0.0.1/' ) )->get_status() );
		$this->assertSame( 404, $this->get( $feed, array( 'cursor' => 'aHR0cHM6Ly8xMjcuMC4wLjE=' ) )->get_status(), 'Well formed, but never handed out.' );
	}

	public function test_a_provider_failure_on_load_more_is_a_502_without_the_providers_words(): void {
		$this->connect();
		$feed = $this->feed_key( $this->render_filled( self::COLLECTION ) );
		$this->fail_with_status( 500, '{"errors":["<b>Internal</b> trouble"]}' );
		$response = $this->get( $feed, array( 'cursor' => 'LXBrPTEwMDA0' ) );
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'OpenSea could not be reached; try again later.', $response->get_data()['message'] );
	}

	public function test_hostile_provider_data_is_text_and_only_opensea_images_are_copied(): void {
		$this->connect();
		$html = $this->render_filled( array( 'collection' => 'hostile-workshop' ) );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;Pen', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( 'evil.example', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'Hidden', $html, 'Items OpenSea marks as not safe are left out.' );
		$this->assertStringNotContainsString( 'Disabled', $html );
		$this->assertStringContainsString( 'Control chars ' . str_repeat( 'x', 186 ) . '<', $html, 'Control characters dropped, 200 characters at most.' );
		$this->assertSame( 6, substr_count( $html, '__item"' ) );
		$this->assertSame( 3, substr_count( $html, '<img ' ), 'Only images on OpenSea\'s image hosts over https are copied (not the other host, plain http or the inner address).' );
		$this->assertSame( 5, substr_count( $html, 'on OpenSea</a>' ), 'The script link is not a link.' );
		foreach ( $this->asked as $url ) {
			$this->assertMatchesRegularExpression( '#^https://(api\.opensea\.io|i\.seadn\.io)/#', $url, 'Only OpenSea\'s hosts are asked.' );
		}
	}

	public function test_a_malformed_answer_or_a_refused_key_tells_the_editor_why_and_visitors_little(): void {
		$this->connect();
		$this->assertStringContainsString( 'The NFTs cannot be shown right now.', $this->render_filled( array( 'collection' => 'malformed-workshop' ) ) );
		$this->log_in_as( 'editor' );
		$this->assertStringContainsString( 'OpenSea answered in a shape this version does not understand.', $this->render( array( 'collection' => 'malformed-workshop' ) ) );
		$this->connect( 'revoked-key' );
		$this->assertStringContainsString( 'The provider refused the request (401).', $this->render_filled( self::COLLECTION ) );
		$this->connect();
		$this->failure = new \WP_Error( 'http_request_failed', 'cURL error 28 with key ' . self::$key );
		$html          = $this->render_filled( array( 'collection' => 'another-workshop' ) );
		$this->assertStringContainsString( 'could not be reached', $html );
		$this->assertStringNotContainsString( self::$key, $html );
		$this->assertStringNotContainsString( self::$key, (string) wp_json_encode( ( new FeedStore() )->failures() ) );
	}

	public function test_an_api_host_that_resolves_into_a_private_network_is_not_asked(): void {
		$this->connect();
		add_filter( 'shopwright_media_resolve_host', static fn() => array( '10.0.0.5' ), 20 );
		$this->log_in_as( 'editor' );
		$this->assertStringContainsString( 'api.opensea.io points into a private network.', $this->render_filled( self::COLLECTION ) );
		$this->assertSame( array(), $this->asked );
	}

	public function test_without_a_key_nothing_is_asked_and_the_editor_is_told(): void {
		$this->connect();
		Plugin::instance()->settings()->update( array( 'media' => array( 'opensea_api_key' => '' ) ) );
		$this->assertStringContainsString( 'The NFTs cannot be shown right now.', $this->render_filled( self::COLLECTION ) );
		$this->log_in_as( 'editor' );
		$this->assertStringContainsString( 'No OpenSea API key is saved', $this->render( self::COLLECTION ) );
		$this->assertSame( array(), $this->asked );
	}

	public function test_a_stale_page_shows_at_once_is_refreshed_in_the_background_and_a_failed_refresh_keeps_it(): void {
		$this->connect();
		$key                                   = $this->feed_key( $this->render_filled( self::COLLECTION ) );
		$option                                = FeedStore::FEED_OPTION . $key;
		$feed                                  = get_option( $option );
		$feed['pages']['']['fetched']          = time() - 2 * HOUR_IN_SECONDS;
		$feed['pages']['']['items'][0]['name'] = 'An old name';
		update_option( $option, $feed, false );

		$this->asked = array();
		$this->assertStringContainsString( 'An old name', $this->render( self::COLLECTION ) );
		$this->assertSame( array(), $this->asked, 'The visitor does not wait for OpenSea.' );
		$args = array( $key, '' );
		$this->assertTrue(
			function_exists( 'as_has_scheduled_action' )
				? as_has_scheduled_action( NftGallery::REFRESH_HOOK, $args, 'shopwright' )
				: false !== wp_next_scheduled( NftGallery::REFRESH_HOOK, $args )
		);

		$this->fail_with_status( 429, '{"detail":"Request was throttled."}' );
		$this->make_stale( $key );
		do_action( 'shopwright_media_refresh_nfts', $key, '' );
		$this->assertStringContainsString( 'An old name', $this->render( self::COLLECTION ), 'The last good copy stays.' );
		$this->log_in_as( 'administrator' );
		ob_start();
		( new FeedNotice( new FeedStore() ) )->render();
		$notice = (string) ob_get_clean();
		$this->assertStringContainsString( 'https://opensea.io/collection/shopwright-workshop', $notice );
		$this->assertStringContainsString( 'The provider refused the request (429).', $notice );

		$this->failure = null;
		$this->make_stale( $key );
		do_action( 'shopwright_media_refresh_nfts', $key, '' );
		$this->assertStringContainsString( 'Brass Pen No. 1', $this->render( self::COLLECTION ) );
		$this->assertSame( array(), ( new FeedStore() )->failures() );
	}

	public function test_a_wallet_is_read_on_its_chain(): void {
		$this->connect();
		$html = $this->render_filled(
			array(
				'source'  => 'account',
				'chain'   => 'ethereum',
				'address' => self::WALLET_UPPER,
			)
		);
		$this->assertStringStartsWith( 'https://api.opensea.io/api/v2/chain/ethereum/account/0x00000000000000000000000000000000005eaf00/nfts?limit=6', $this->asked[0] );
		$this->assertSame( 2, substr_count( $html, '__item"' ) );
		$this->assertStringNotContainsString( '__more', $html, 'No next page, no button.' );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function hostile_attributes(): array {
		return array(
			'slug with a path'   => array( array( 'collection' => '../../api/v2/collections' ) ),
			'slug with markup'   => array( array( 'collection' => '<script>alert(1)</script>' ) ),
			'slug as an address' => array( array( 'collection' => 'https://127.0.0.1/x' ) ),
			'upper-case slug'    => array( array( 'collection' => 'Shopwright-Workshop' ) ),
			'short address'      => array(
				array(
					'source'  => 'account',
					'address' => self::WALLET_SHORT,
				),
			),
			'address with query' => array(
				array(
					'source'  => 'account',
					'address' => '0x00000000000000000000000000000000005eaf00?x=1',
				),
			),
			'unknown chain'      => array(
				array(
					'source'  => 'account',
					'chain'   => 'ethereum/../../x',
					'address' => self::WALLET,
				),
			),
		);
	}

	/**
	 * @dataProvider hostile_attributes
	 *
	 * @param array<string, mixed> $attrs Attributes a contributor saved.
	 */
	public function test_a_hostile_source_is_refused_without_a_request( array $attrs ): void {
		$this->connect();
		$this->assertSame( '', $this->render_filled( $attrs ) );
		$this->log_in_as( 'contributor' );
		$html = $this->render( $attrs );
		$this->assertStringContainsString( 'Enter an OpenSea collection slug', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertSame( array(), $this->asked );
		$this->assertSame( 0, ( new FeedStore() )->count() );
	}

	public function test_hostile_page_size_and_style_attributes_fall_back_to_safe_values(): void {
		$this->connect();
		$html = $this->render_filled(
			self::COLLECTION + array(
				'style'     => array( 'color' => array( 'background' => 'red;}</style><script>alert(1)</script>' ) ),
				'className' => 'x" onclick="alert(1)',
			)
		);
		$this->assertStringNotContainsString( 'onclick="alert', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->connect();
		$this->asked = array();
		$this->render_filled(
			array(
				'collection' => 'shopwright-workshop',
				'perPage'    => 100000,
			)
		);
		$this->assertStringContainsString( 'limit=24', $this->asked[0], 'At most 24 at a time.' );
	}

	public function test_the_key_is_saved_but_never_read_back(): void {
		$this->log_in_as( 'administrator' );
		$request = new \WP_REST_Request( 'POST', '/shopwright/v1/settings' );
		$request->set_body_params( array( 'settings' => array( 'media' => array( 'opensea_api_key' => self::$key ) ) ) );
		$this->assertSame( 200, rest_get_server()->dispatch( $request )->get_status() );
		$this->assertSame( self::$key, Plugin::instance()->settings()->get( 'media', 'opensea_api_key' ) );
		$read = rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/shopwright/v1/settings' ) );
		$this->assertStringNotContainsString( self::$key, (string) wp_json_encode( $read->get_data() ) );
		$this->assertTrue( $read->get_data()['schema']['properties']['media']['properties']['opensea_api_key']['writeOnly'] );
	}
}
