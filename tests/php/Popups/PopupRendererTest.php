<?php
/**
 * What the footer of a page carries for popups.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Popups;

use Shopwright\Popups\LocationRules;
use Shopwright\Popups\PageContext;
use Shopwright\Popups\PopupPostType;
use Shopwright\Popups\PopupRenderer;
use Shopwright\Popups\PopupSchema;
use Shopwright\Tests\TestCase;

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- Tests set the page's query and post, and restore them.

/**
 * The markup and config printed for each visitor, and the runtime enqueued with them.
 */
final class PopupRendererTest extends TestCase {

	use CreatesPopups;

	/**
	 * Globals a test replaces, as they were.
	 *
	 * @var array<string, mixed>
	 */
	private array $globals_backup = array();

	/**
	 * Options a test may change, as they were: the option cache outlives the rolled-back transaction.
	 *
	 * @var array<string, mixed>
	 */
	private array $options_backup = array();

	/**
	 * Starts each test on a site without popups, with fresh script and style registries.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'wp_query', 'wp_the_query', 'post', 'wp_scripts', 'wp_styles' ) as $name ) {
			$this->globals_backup[ $name ] = $GLOBALS[ $name ] ?? null;
		}
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		foreach ( array( 'timezone_string', 'show_on_front' ) as $option ) {
			$this->options_backup[ $option ] = get_option( $option );
		}
		$this->unpublish_existing_popups();
	}

	/**
	 * Puts the globals and options back.
	 */
	protected function tear_down(): void {
		foreach ( $this->globals_backup as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		foreach ( $this->options_backup as $option => $value ) {
			update_option( $option, $value );
		}
		parent::tear_down();
	}

	/**
	 * A renderer that has read nothing yet.
	 */
	private function renderer(): PopupRenderer {
		return new PopupRenderer( SHOPWRIGHT_FILE, new PopupSchema(), new LocationRules() );
	}

	/**
	 * Some page that is not the front page.
	 */
	private function a_post_page(): PageContext {
		return new PageContext( false, 'post', 999 );
	}

	/**
	 * The config printed in a footer, decoded.
	 *
	 * @param string $html The footer.
	 * @return array<string, mixed>
	 */
	private function config( string $html ): array {
		$this->assertSame( 1, preg_match( '#<script type="application/json" id="shopwright-popups-config">(.*?)</script>#s', $html, $match ), 'The config is printed.' );
		$config = json_decode( $match[1], true );
		$this->assertIsArray( $config, 'The config is valid JSON.' );
		return $config;
	}

	/**
	 * Ids of the popups in a footer's markup.
	 *
	 * @param string $html The footer.
	 * @return list<int>
	 */
	private function printed_ids( string $html ): array {
		preg_match_all( '#<div class="shopwright-popup" id="shopwright-popup-(\d+)" data-popup-id="\1" hidden>#', $html, $matches );
		return array_map( 'intval', $matches[1] );
	}

	/**
	 * Makes a query the page's main query, as WordPress does for a request.
	 *
	 * @param array<string, mixed> $query_vars Query variables.
	 */
	private function serve( array $query_vars ): void {
		$GLOBALS['wp_query']     = new \WP_Query( $query_vars );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
	}

	public function test_a_site_without_published_popups_prints_nothing_at_all(): void {
		$this->create_popup( array(), null, array( 'post_status' => 'draft' ) );
		$this->create_popup( array(), null, array( 'post_status' => 'private' ) );

		$this->assertSame( '', $this->renderer()->render_page( $this->a_post_page() ) );
		$this->assertFalse( $this->renderer()->has_published_popups() );
	}

	public function test_a_popup_prints_its_dialog_and_the_config(): void {
		$id = $this->create_popup( array( 'classes' => 'promo  big-deal' ) );

		$html = $this->renderer()->render_page( $this->a_post_page() );

		$this->assertSame( array( $id ), $this->printed_ids( $html ) );
		$this->assertStringContainsString( '<div class="shopwright-popup__overlay"></div>', $html );
		$this->assertStringContainsString( '<div class="shopwright-popup__dialog promo big-deal has-close-inside" role="dialog" aria-modal="true" aria-label="Spring sale" tabindex="-1">', $html );
		$this->assertMatchesRegularExpression( '#<button type="button" class="shopwright-popup__close" aria-label="Close">[^<]+</button>#', $html );
		$this->assertMatchesRegularExpression( '#<div class="shopwright-popup__content">\s*<p>Ten percent off everything.</p>\s*</div>#', $html );

		$config = $this->config( $html );
		$this->assertSame( $id, $config['popups'][0]['id'] );
		$this->assertSame( 'Spring sale', $config['popups'][0]['title'] );
		$this->assertSame( 'promo  big-deal', $config['popups'][0]['settings']['classes'] );
		$this->assertSame(
			array(
				'loggedIn' => false,
				'roles'    => array(),
			),
			$config['user']
		);
		$this->assertNull( $config['preview'] );
		$this->assertFalse( $config['editMode'] );
		$this->assertTrue( $config['hasPopups'] );
		$this->assertSame( rest_url( 'shopwright/v1/popup-events' ), $config['eventsUrl'] );
		$this->assertSame( array( 'close' => 'Close' ), $config['i18n'] );
	}

	public function test_the_close_button_position_is_a_class(): void {
		$this->create_popup( array( 'close_button_position' => 'outside' ) );

		$this->assertStringContainsString( 'class="shopwright-popup__dialog has-close-outside"', $this->renderer()->render_page( $this->a_post_page() ) );
	}

	public function test_empty_objects_stay_objects_in_the_config(): void {
		$this->create_popup( array( 'triggers' => array( 'exit_intent' => array() ) ) );

		$html = $this->renderer()->render_page( $this->a_post_page() );

		$this->assertStringContainsString( '"timing":{}', $html );
		$this->assertStringContainsString( '"triggers":{"exit_intent":{}}', $html );
	}

	public function test_a_popup_whose_location_does_not_match_is_left_out_but_the_counters_still_know_popups_exist(): void {
		$this->create_popup(
			array(),
			array(
				'include' => array( array( 'kind' => 'front_page' ) ),
				'exclude' => array(),
			)
		);

		$html = $this->renderer()->render_page( $this->a_post_page() );

		$this->assertSame( array(), $this->printed_ids( $html ) );
		$config = $this->config( $html );
		$this->assertSame( array(), $config['popups'] );
		$this->assertTrue( $config['hasPopups'] );
		$this->assertCount( 1, $this->printed_ids( $this->renderer()->render_page( new PageContext( true ) ) ) );
	}

	public function test_a_popup_for_guests_only_is_printed_for_a_guest_and_not_for_a_subscriber(): void {
		$id = $this->create_popup(
			array(
				'timing' => array(
					'logged_in' => array(
						'users' => 'all',
						'roles' => array(),
					),
				),
			)
		);

		$this->assertSame( array( $id ), $this->printed_ids( $this->renderer()->render_page( $this->a_post_page() ) ) );

		$this->log_in_as( 'subscriber' );
		$html = $this->renderer()->render_page( $this->a_post_page() );
		$this->assertSame( array(), $this->printed_ids( $html ) );
		$this->assertStringNotContainsString( 'Ten percent off', $html );
		$this->assertSame(
			array(
				'loggedIn' => true,
				'roles'    => array( 'subscriber' ),
			),
			$this->config( $html )['user']
		);
	}

	public function test_a_popup_hidden_from_a_role_reaches_other_roles_and_guests_only(): void {
		$id = $this->create_popup(
			array(
				'timing' => array(
					'logged_in' => array(
						'users' => 'roles',
						'roles' => array( 'subscriber' ),
					),
				),
			)
		);

		$this->assertSame( array( $id ), $this->printed_ids( $this->renderer()->render_page( $this->a_post_page() ) ), 'Guests always pass.' );

		$this->log_in_as( 'editor' );
		$this->assertSame( array( $id ), $this->printed_ids( $this->renderer()->render_page( $this->a_post_page() ) ) );

		$this->log_in_as( 'subscriber' );
		$html = $this->renderer()->render_page( $this->a_post_page() );
		$this->assertSame( array(), $this->printed_ids( $html ) );
		$this->assertStringNotContainsString( 'Ten percent off', $html );
	}

	public function test_a_hostile_title_is_harmless_in_the_markup_and_the_config(): void {
		global $wpdb;
		$id      = $this->create_popup();
		$hostile = 'Deal "quoted" & <b>bold</b> <img src=x onerror=alert(1)><script>alert(2)</script>';
		$wpdb->update( $wpdb->posts, array( 'post_title' => $hostile ), array( 'ID' => $id ) );
		clean_post_cache( $id );

		$html = $this->renderer()->render_page( $this->a_post_page() );

		$this->assertStringContainsString( 'aria-label="Deal &quot;quoted&quot; &amp; bold"', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringNotContainsString( 'onerror', $html );
		$this->assertStringNotContainsString( 'alert(', $html );
		$this->assertSame( 'Deal "quoted" & bold', $this->config( $html )['popups'][0]['title'] );
	}

	public function test_the_config_cannot_close_its_script_element(): void {
		$selector = '</script><script>alert(1)</script><!--';
		$this->create_popup( array( 'open_selector' => $selector ) );

		$html = $this->renderer()->render_page( $this->a_post_page() );

		$this->assertSame( 1, substr_count( $html, '</script>' ), 'Only the config element itself ends.' );
		$this->assertStringNotContainsString( '<!--', $html );
		$this->assertSame( $selector, $this->config( $html )['popups'][0]['settings']['open_selector'] );
	}

	public function test_stored_garbage_never_reaches_the_page(): void {
		$id = $this->create_popup();
		$this->store_raw_meta(
			$id,
			PopupPostType::SETTINGS_META,
			array(
				'classes'               => 'x" onclick="alert(1)',
				'close_button_position' => '"><script>alert(2)</script>',
				'close_button_delay'    => 'soon',
				'timing'                => array(
					'devices' => array( 'devices' => array( 'mobile' ) ),
					'url'     => array( 'url' => array( 'not a string' ) ),
				),
				'triggers'              => 'on',
				'injected'              => '<script>alert(3)</script>',
			)
		);

		$html = $this->renderer()->render_page( $this->a_post_page() );

		$this->assertStringNotContainsString( 'alert(', $html );
		$this->assertStringContainsString( 'class="shopwright-popup__dialog has-close-inside"', $html );
		$settings = $this->config( $html )['popups'][0]['settings'];
		$this->assertSame( array_keys( ( new PopupSchema() )->default_settings() ), array_keys( $settings ) );
		$this->assertSame( array( 'devices' => array( 'devices' => array( 'mobile' ) ) ), $settings['timing'] );
		$this->assertSame( array(), $settings['triggers'] );
		$this->assertEquals( 0, $settings['close_button_delay'] );
	}

	public function test_a_location_that_is_not_one_shows_nowhere(): void {
		$id = $this->create_popup();
		$this->store_raw_meta( $id, PopupPostType::LOCATION_META, 'everywhere' );

		$this->assertSame( array(), $this->printed_ids( $this->renderer()->render_page( new PageContext( true ) ) ) );
	}

	public function test_a_schedule_in_the_site_time_zone_carries_the_server_clock_and_utc_instants(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		$id = $this->create_popup(
			array(
				'timing' => array(
					'schedule' => array(
						'schedule_timezone'   => 'site',
						'schedule_start_date' => '2040-06-01T12:00',
						'schedule_end_date'   => '2040-12-01T12:00',
					),
				),
			)
		);
		$this->store_raw_meta(
			$id,
			PopupPostType::SETTINGS_META,
			array_merge(
				get_post_meta( $id, PopupPostType::SETTINGS_META, true ),
				array(
					'timing' => array(
						'schedule' => array(
							'schedule_timezone'        => 'site',
							'schedule_start_date'      => '2040-06-01T12:00',
							'schedule_end_date'        => '2040-12-01T12:00',
							'schedule_server_datetime' => '1999-01-01T00:00:00+00:00',
						),
					),
				)
			)
		);

		$before   = time();
		$schedule = $this->config( $this->renderer()->render_page( $this->a_post_page() ) )['popups'][0]['settings']['timing']['schedule'];

		$this->assertSame( '2040-06-01T10:00:00Z', $schedule['schedule_start_utc'], 'Summer time in Paris is UTC+2.' );
		$this->assertSame( '2040-12-01T11:00:00Z', $schedule['schedule_end_utc'], 'Winter time in Paris is UTC+1.' );
		$this->assertSame( '2040-06-01T12:00', $schedule['schedule_start_date'] );
		$this->assertMatchesRegularExpression( '#^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$#', $schedule['schedule_server_datetime'] );
		$server_now = strtotime( $schedule['schedule_server_datetime'] );
		$this->assertGreaterThanOrEqual( $before - 1, $server_now, 'The stored clock is replaced by the current one.' );
		$this->assertLessThanOrEqual( time() + 1, $server_now );
	}

	public function test_a_schedule_in_the_visitor_time_zone_carries_no_server_times(): void {
		$this->create_popup(
			array(
				'timing' => array(
					'schedule' => array(
						'schedule_timezone'   => 'visitor',
						'schedule_start_date' => '2040-06-01T12:00',
						'schedule_end_date'   => '',
					),
				),
			)
		);

		$schedule = $this->config( $this->renderer()->render_page( $this->a_post_page() ) )['popups'][0]['settings']['timing']['schedule'];

		$this->assertSame(
			array(
				'schedule_timezone'   => 'visitor',
				'schedule_start_date' => '2040-06-01T12:00',
				'schedule_end_date'   => '',
			),
			$schedule
		);
	}

	public function test_the_popups_own_page_previews_it_alone_wherever_it_is_meant_to_show(): void {
		$this->log_in_as( 'editor' );
		$this->create_popup( array(), null, array( 'post_title' => 'Everywhere else' ) );
		$previewed = $this->create_popup(
			array(),
			array(
				'include' => array( array( 'kind' => 'front_page' ) ),
				'exclude' => array( array( 'kind' => 'entire_site' ) ),
			),
			array( 'post_title' => 'Never shown' )
		);
		$this->serve(
			array(
				'p'         => $previewed,
				'post_type' => PopupPostType::NAME,
			)
		);

		ob_start();
		$this->renderer()->print_footer();
		$html = (string) ob_get_clean();

		$this->assertSame( array( $previewed ), $this->printed_ids( $html ) );
		$config = $this->config( $html );
		$this->assertSame( $previewed, $config['preview'] );
		$this->assertNull( $config['eventsUrl'], 'A preview counts nothing.' );
		$this->assertSame( 'Never shown', $config['popups'][0]['title'] );
	}

	public function test_a_draft_popup_is_previewed_by_its_editor(): void {
		$this->log_in_as( 'editor' );
		$draft = $this->create_popup( array(), null, array( 'post_status' => 'draft' ) );
		$this->serve(
			array(
				'p'         => $draft,
				'post_type' => PopupPostType::NAME,
			)
		);

		ob_start();
		$this->renderer()->print_footer();
		$config = $this->config( (string) ob_get_clean() );

		$this->assertSame( $draft, $config['preview'] );
		$this->assertFalse( $config['hasPopups'], 'A draft is not a published popup.' );
	}

	public function test_a_popup_never_renders_inside_itself(): void {
		$this->log_in_as( 'editor' );
		$id = $this->create_popup(
			array(),
			null,
			array( 'post_content' => "<!-- wp:paragraph -->\n<p>Marker of the popup</p>\n<!-- /wp:paragraph -->\n<!-- wp:post-content /-->" )
		);
		$this->serve(
			array(
				'p'         => $id,
				'post_type' => PopupPostType::NAME,
			)
		);
		$GLOBALS['post'] = get_post( $id );

		ob_start();
		$this->renderer()->print_footer();
		$html = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( $html, 'Marker of the popup' ) );
	}

	/**
	 * @dataProvider who_views_the_page_of_a_protected_popup
	 *
	 * @param string|null $role A role; null for a visitor.
	 */
	public function test_a_password_protected_popup_shows_nothing_on_its_own_page_without_its_password( ?string $role ): void {
		if ( null !== $role ) {
			$this->log_in_as( $role );
		}
		$id = $this->create_popup(
			array(),
			null,
			array(
				'post_password' => 'secret',
				'post_content'  => "<!-- wp:paragraph -->\n<p>Staff discount code STAFF-77</p>\n<!-- /wp:paragraph -->",
			)
		);
		$this->serve(
			array(
				'p'         => $id,
				'post_type' => PopupPostType::NAME,
			)
		);

		ob_start();
		$this->renderer()->print_footer();
		$html = (string) ob_get_clean();

		$this->assertStringNotContainsString( 'STAFF-77', $html );
		$this->assertSame( array(), $this->printed_ids( $html ) );
	}

	/**
	 * @return array<string, array{0: string|null}>
	 */
	public function who_views_the_page_of_a_protected_popup(): array {
		return array(
			'a visitor'                                  => array( null ),
			'an editor who has not entered the password' => array( 'editor' ),
		);
	}

	public function test_an_editor_who_entered_the_password_previews_the_protected_popup(): void {
		$this->log_in_as( 'editor' );
		$id = $this->create_popup(
			array(),
			null,
			array(
				'post_password' => 'secret',
				'post_content'  => "<!-- wp:paragraph -->\n<p>Staff discount code STAFF-77</p>\n<!-- /wp:paragraph -->",
			)
		);
		$this->serve(
			array(
				'p'         => $id,
				'post_type' => PopupPostType::NAME,
			)
		);
		require_once ABSPATH . WPINC . '/class-phpass.php';
		$cookie             = 'wp-postpass_' . COOKIEHASH;
		$_COOKIE[ $cookie ] = ( new \PasswordHash( 8, true ) )->HashPassword( 'secret' );

		try {
			ob_start();
			$this->renderer()->print_footer();
			$html = (string) ob_get_clean();
		} finally {
			unset( $_COOKIE[ $cookie ] );
		}

		$this->assertSame( array( $id ), $this->printed_ids( $html ) );
		$this->assertStringContainsString( 'STAFF-77', $html );
	}

	public function test_a_visitor_on_a_popups_own_page_receives_no_popup(): void {
		$id = $this->create_popup(
			array(),
			array(
				'include' => array(),
				'exclude' => array(),
			),
			array( 'post_content' => "<!-- wp:paragraph -->\n<p>Shown nowhere yet</p>\n<!-- /wp:paragraph -->" )
		);
		$this->serve(
			array(
				'p'         => $id,
				'post_type' => PopupPostType::NAME,
			)
		);

		ob_start();
		$this->renderer()->print_footer();
		$html = (string) ob_get_clean();

		$this->assertStringNotContainsString( 'Shown nowhere yet', $html );
		$this->assertSame( array(), $this->printed_ids( $html ) );
	}

	public function test_a_password_protected_popup_is_not_printed(): void {
		$this->create_popup( array(), null, array( 'post_password' => 'secret' ) );

		$this->assertSame( '', $this->renderer()->render_page( $this->a_post_page() ) );
	}

	public function test_the_runtime_is_enqueued_only_on_pages_that_print_a_popup(): void {
		if ( ! is_readable( dirname( SHOPWRIGHT_FILE ) . '/build/frontend/popups.asset.php' ) ) {
			$this->markTestSkipped( 'The popups runtime has not been built (npm run build).' );
		}
		$this->create_popup(
			array(),
			array(
				'include' => array( array( 'kind' => 'front_page' ) ),
				'exclude' => array(),
			)
		);
		$post = (int) wp_insert_post(
			array(
				'post_title'  => 'No popup here',
				'post_status' => 'publish',
			)
		);

		$this->serve( array( 'p' => $post ) );
		ob_start();
		$this->renderer()->print_footer();
		ob_end_clean();
		$this->assertFalse( wp_script_is( PopupRenderer::HANDLE, 'enqueued' ) );

		update_option( 'show_on_front', 'posts' );
		// WP_Query parses nothing when given no vars; any var makes it the blog's home.
		$this->serve( array( 'posts_per_page' => 10 ) );
		ob_start();
		$this->renderer()->print_footer();
		ob_end_clean();
		$this->assertTrue( wp_script_is( PopupRenderer::HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ PopupRenderer::HANDLE ];
		$this->assertStringEndsWith( 'build/frontend/popups.js', (string) $script->src );
		$this->assertSame( 1, $script->extra['group'] ?? null, 'In the footer.' );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? null );
	}

	public function test_the_footer_is_hooked_before_footer_scripts_print(): void {
		$renderer = $this->renderer();
		$renderer->register();

		$priority = has_action( 'wp_footer', array( $renderer, 'print_footer' ) );
		$this->assertIsInt( $priority );
		$this->assertLessThan( 20, $priority );
	}
}
