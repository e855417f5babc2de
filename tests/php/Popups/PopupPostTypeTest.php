<?php
/**
 * The popup post type and its meta, saved the way the block editor saves them.
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

/**
 * POST /wp/v2/shopwright_popup/<id> with meta, through the real REST server.
 */
final class PopupPostTypeTest extends TestCase {

	use CreatesPopups;

	/**
	 * Settings an owner could really choose, touching every kind of field.
	 *
	 * @return array<string, mixed>
	 */
	private function chosen_settings(): array {
		return $this->settings(
			array(
				'open_selector'               => '.open-newsletter, a[href="#newsletter"]',
				'timing'                      => array(
					'page_views' => array( 'views' => 3 ),
					'logged_in'  => array(
						'users' => 'roles',
						'roles' => array( 'subscriber', 'customer' ),
					),
					'devices'    => array( 'devices' => array( 'desktop', 'mobile' ) ),
					'times'      => array(
						'times_count'  => 'open',
						'times_period' => 'week',
						'times_times'  => 2,
					),
					'schedule'   => array(
						'schedule_timezone'   => 'site',
						'schedule_start_date' => '2030-03-01T09:00',
						'schedule_end_date'   => '',
					),
				),
				'triggers'                    => array(
					'page_load'   => array( 'delay' => 2.5 ),
					'scrolling'   => array(
						'direction' => 'down',
						'offset'    => 40,
					),
					'exit_intent' => array(),
				),
				'classes'                     => 'promo big-deal',
				'close_button_delay'          => 3,
				'close_button_position'       => 'outside',
				'entrance_animation'          => array(
					'desktop' => 'zoom',
					'tablet'  => 'slide-up',
					'mobile'  => 'none',
				),
				'entrance_animation_duration' => 1.2,
				'exit_animation'              => 'slide-down',
				'avoid_multiple_popups'       => true,
			)
		);
	}

	/**
	 * The popup's route.
	 *
	 * @param int $id Popup id.
	 */
	private function route( int $id ): string {
		return '/wp/v2/' . PopupPostType::NAME . '/' . $id;
	}

	public function test_the_post_type_is_private_but_previewable_and_managed_like_pages(): void {
		$type = get_post_type_object( PopupPostType::NAME );

		$this->assertInstanceOf( \WP_Post_Type::class, $type );
		$this->assertFalse( $type->public );
		$this->assertTrue( $type->publicly_queryable );
		$this->assertTrue( $type->show_in_rest );
		$this->assertSame( 'shopwright', $type->show_in_menu );
		$this->assertSame( 'edit_pages', $type->cap->edit_posts );
		foreach ( array( 'title', 'editor', 'custom-fields', 'revisions' ) as $feature ) {
			$this->assertTrue( post_type_supports( PopupPostType::NAME, $feature ), $feature );
		}
	}

	public function test_a_new_popup_reads_complete_defaults_with_objects_as_objects(): void {
		$this->log_in_as( 'editor' );
		$id = (int) wp_insert_post(
			array(
				'post_type'   => PopupPostType::NAME,
				'post_status' => 'draft',
				'post_title'  => 'Untouched',
			)
		);

		$response = $this->rest( 'GET', $this->route( $id ) );

		$this->assertSame( 200, $response->get_status() );
		$meta = $response->get_data()['meta'];
		$this->assertEquals( ( new PopupSchema() )->default_location(), $meta[ PopupPostType::LOCATION_META ] );
		$settings = $meta[ PopupPostType::SETTINGS_META ];
		$this->assertSame( array_keys( ( new PopupSchema() )->default_settings() ), array_keys( $settings ) );
		$this->assertSame( '{}', wp_json_encode( $settings['timing'] ), 'An empty object must reach the editor as {}, not [].' );
		$this->assertSame( '{}', wp_json_encode( $settings['triggers'] ) );
	}

	public function test_an_editor_saves_valid_settings_and_location(): void {
		$this->log_in_as( 'editor' );
		$id       = $this->create_popup( array(), null, array( 'post_status' => 'draft' ) );
		$location = array(
			'include' => array(
				array(
					'kind'      => 'singular',
					'post_type' => 'product',
					'ids'       => array( 12, 34 ),
				),
				array(
					'kind'     => 'taxonomy',
					'taxonomy' => 'product_cat',
					'terms'    => array(),
				),
			),
			'exclude' => array( array( 'kind' => 'front_page' ) ),
		);

		$response = $this->rest(
			'POST',
			$this->route( $id ),
			array(
				'meta' => array(
					PopupPostType::SETTINGS_META => $this->chosen_settings(),
					PopupPostType::LOCATION_META => $location,
				),
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertEquals( $this->chosen_settings(), get_post_meta( $id, PopupPostType::SETTINGS_META, true ) );
		$this->assertSame( $location, get_post_meta( $id, PopupPostType::LOCATION_META, true ) );
		$saved = $response->get_data()['meta'][ PopupPostType::SETTINGS_META ];
		$this->assertSame( 'promo big-deal', $saved['classes'] );
		$this->assertSame( '{}', wp_json_encode( $saved['triggers']['exit_intent'] ) );
	}

	public function test_an_editor_creates_a_popup_with_its_meta(): void {
		$this->log_in_as( 'editor' );

		$response = $this->rest(
			'POST',
			'/wp/v2/' . PopupPostType::NAME,
			array(
				'title'  => 'Newsletter',
				'status' => 'publish',
				'meta'   => array( PopupPostType::SETTINGS_META => $this->chosen_settings() ),
			)
		);

		$this->assertSame( 201, $response->get_status() );
		$id = (int) $response->get_data()['id'];
		$this->assertSame( 'outside', get_post_meta( $id, PopupPostType::SETTINGS_META, true )['close_button_position'] );
	}

	/**
	 * @dataProvider bad_settings
	 *
	 * @param callable $spoil    Turns valid settings into bad ones.
	 * @param string   $mentions What the error message must name.
	 */
	public function test_bad_settings_get_a_400_naming_the_field_and_nothing_is_saved( callable $spoil, string $mentions ): void {
		$this->log_in_as( 'editor' );
		$id              = $this->create_popup( array( 'classes' => 'kept' ) );
		$settings_before = get_post_meta( $id, PopupPostType::SETTINGS_META, true );
		$location_before = get_post_meta( $id, PopupPostType::LOCATION_META, true );

		$response = $this->rest(
			'POST',
			$this->route( $id ),
			array(
				'title' => 'Renamed',
				'meta'  => array(
					PopupPostType::SETTINGS_META => $spoil( $this->chosen_settings() ),
					PopupPostType::LOCATION_META => array(
						'include' => array( array( 'kind' => 'front_page' ) ),
						'exclude' => array(),
					),
				),
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $mentions, $response->get_data()['message'] );
		$this->assertSame( $settings_before, get_post_meta( $id, PopupPostType::SETTINGS_META, true ) );
		$this->assertSame( $location_before, get_post_meta( $id, PopupPostType::LOCATION_META, true ), 'The valid field of a refused request is not saved either.' );
		$this->assertSame( 'Spring sale', get_post( $id )->post_title, 'Nor is the rest of the post.' );
	}

	/**
	 * @return array<string, array{0: callable, 1: string}>
	 */
	public function bad_settings(): array {
		$set = static function ( array $path, $value ): callable {
			return static function ( array $settings ) use ( $path, $value ): array {
				$target = &$settings;
				foreach ( $path as $key ) {
					$target = &$target[ $key ];
				}
				$target = $value;
				return $settings;
			};
		};
		return array(
			'unknown key'                 => array( $set( array( 'colour' ), 'red' ), 'colour' ),
			'unknown trigger'             => array( $set( array( 'triggers', 'hover' ), array( 'delay' => 1 ) ), 'hover' ),
			'unknown field of condition'  => array( $set( array( 'timing', 'page_views', 'visits' ), 2 ), 'visits' ),
			'missing key'                 => array(
				static function ( array $settings ): array {
					unset( $settings['prevent_scroll'] );
					return $settings;
				},
				'prevent_scroll',
			),
			'delay above the maximum'     => array( $set( array( 'close_button_delay' ), 601 ), 'close_button_delay' ),
			'negative delay'              => array( $set( array( 'triggers', 'page_load', 'delay' ), -1 ), 'delay' ),
			'views below the minimum'     => array( $set( array( 'timing', 'page_views', 'views' ), 0 ), 'views' ),
			'offset above 100'            => array( $set( array( 'triggers', 'scrolling', 'offset' ), 101 ), 'offset' ),
			'duration above 10 seconds'   => array( $set( array( 'entrance_animation_duration' ), 11 ), 'entrance_animation_duration' ),
			'animation outside the enum'  => array( $set( array( 'exit_animation' ), 'explode' ), 'exit_animation' ),
			'device animation'            => array( $set( array( 'entrance_animation', 'mobile' ), 'spin' ), 'mobile' ),
			'browser outside the enum'    => array(
				$set(
					array( 'timing', 'browsers' ),
					array(
						'browsers'         => 'selected',
						'browsers_options' => array( 'netscape' ),
					)
				),
				'browsers_options',
			),
			'close button position'       => array( $set( array( 'close_button_position' ), 'above' ), 'close_button_position' ),
			'markup in classes'           => array( $set( array( 'classes' ), 'promo"><script>alert(1)</script>' ), 'classes' ),
			'markup in a role'            => array( $set( array( 'timing', 'logged_in', 'roles' ), array( '<b>editor</b>' ) ), 'roles' ),
			'a date that is not a date'   => array( $set( array( 'timing', 'schedule', 'schedule_start_date' ), 'next Monday' ), 'schedule_start_date' ),
			'selector that is too long'   => array( $set( array( 'open_selector' ), str_repeat( 'a', 501 ) ), 'open_selector' ),
			'text for a boolean'          => array( $set( array( 'prevent_scroll' ), 'yes' ), 'prevent_scroll' ),
			'settings that are a string'  => array( static fn(): string => 'open on Mondays', PopupPostType::SETTINGS_META ),
			'settings that are a list'    => array( static fn(): array => array( 1, 2, 3 ), PopupPostType::SETTINGS_META ),
			'condition that is a string'  => array( $set( array( 'timing', 'devices' ), 'mobile' ), 'devices' ),
			'fractional number of clicks' => array( $set( array( 'triggers', 'click' ), array( 'times' => 1.5 ) ), 'times' ),
		);
	}

	/**
	 * @dataProvider bad_locations
	 *
	 * @param mixed  $location A location that is not valid.
	 * @param string $mentions What the error message must name.
	 */
	public function test_a_bad_location_gets_a_400_naming_the_field_and_nothing_is_saved( $location, string $mentions = PopupPostType::LOCATION_META ): void {
		$this->log_in_as( 'editor' );
		$id     = $this->create_popup();
		$before = get_post_meta( $id, PopupPostType::LOCATION_META, true );

		$response = $this->rest( 'POST', $this->route( $id ), array( 'meta' => array( PopupPostType::LOCATION_META => $location ) ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $mentions, $response->get_data()['message'] );
		$this->assertSame( $before, get_post_meta( $id, PopupPostType::LOCATION_META, true ) );
	}

	/**
	 * @return array<string, array{0: mixed, 1?: string}>
	 */
	public function bad_locations(): array {
		return array(
			'a string'                   => array( 'everywhere' ),
			'unknown kind'               => array(
				array(
					'include' => array( array( 'kind' => 'everywhere' ) ),
					'exclude' => array(),
				),
			),
			'singular without post type' => array(
				array(
					'include' => array(
						array(
							'kind' => 'singular',
							'ids'  => array(),
						),
					),
					'exclude' => array(),
				),
			),
			'ids that are not ids'       => array(
				array(
					'include' => array(
						array(
							'kind'      => 'singular',
							'post_type' => 'page',
							'ids'       => array( 'all' ),
						),
					),
					'exclude' => array(),
				),
			),
			'a post type with markup'    => array(
				array(
					'include' => array(
						array(
							'kind'      => 'post_type_archive',
							'post_type' => '<script>',
						),
					),
					'exclude' => array(),
				),
			),
			'a field of another kind'    => array(
				array(
					'include' => array( array( 'kind' => 'entire_site' ) ),
					'exclude' => array(
						array(
							'kind'  => 'front_page',
							'terms' => array( 3 ),
						),
					),
				),
			),
			'exclude missing'            => array( array( 'include' => array() ) ),
			'an unknown list'            => array(
				array(
					'include' => array(),
					'exclude' => array(),
					'maybe'   => array(),
				),
				'maybe',
			),
			'rules that are not a list'  => array(
				array(
					'include' => 'entire_site',
					'exclude' => array(),
				),
			),
			'a term id that is negative' => array(
				array(
					'include' => array(
						array(
							'kind'     => 'taxonomy',
							'taxonomy' => 'category',
							'terms'    => array( -4 ),
						),
					),
					'exclude' => array(),
				),
			),
		);
	}

	/**
	 * @dataProvider roles_without_edit_rights
	 *
	 * @param string $role A role that may not edit popups.
	 */
	public function test_users_who_may_not_edit_popups_get_403_and_change_nothing( string $role ): void {
		$id     = $this->create_popup();
		$before = get_post_meta( $id, PopupPostType::SETTINGS_META, true );
		$this->log_in_as( $role );

		$response = $this->rest( 'POST', $this->route( $id ), array( 'meta' => array( PopupPostType::SETTINGS_META => $this->chosen_settings() ) ) );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( $before, get_post_meta( $id, PopupPostType::SETTINGS_META, true ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function roles_without_edit_rights(): array {
		return array(
			'subscriber'  => array( 'subscriber' ),
			'contributor' => array( 'contributor' ),
			'author'      => array( 'author' ),
		);
	}

	public function test_visitors_cannot_change_a_popup(): void {
		$id = $this->create_popup();

		$response = $this->rest( 'POST', $this->route( $id ), array( 'meta' => array( PopupPostType::SETTINGS_META => $this->chosen_settings() ) ) );

		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( '', get_post_meta( $id, PopupPostType::SETTINGS_META, true )['classes'] );
	}

	public function test_meta_written_outside_the_rest_api_is_stored_complete_and_valid(): void {
		$id = $this->create_popup();

		update_post_meta(
			$id,
			PopupPostType::SETTINGS_META,
			array(
				'classes'            => 'x" onmouseover="alert(1)',
				'close_button_delay' => 30,
				'timing'             => array(
					'devices'   => array( 'devices' => array( 'mobile' ) ),
					'logged_in' => 'nobody',
				),
			)
		);

		$stored = get_post_meta( $id, PopupPostType::SETTINGS_META, true );
		$this->assertSame( '', $stored['classes'] );
		$this->assertEquals( 30, $stored['close_button_delay'] );
		$this->assertSame( array( 'devices' => array( 'devices' => array( 'mobile' ) ) ), $stored['timing'] );
		$this->assertSame( array_keys( ( new PopupSchema() )->default_settings() ), array_keys( $stored ) );
	}

	public function test_only_those_who_may_edit_the_popup_may_edit_its_meta(): void {
		$id = $this->create_popup();

		$this->log_in_as( 'author' );
		$this->assertFalse( current_user_can( 'edit_post_meta', $id, PopupPostType::SETTINGS_META ) );
		$this->log_in_as( 'editor' );
		$this->assertTrue( current_user_can( 'edit_post_meta', $id, PopupPostType::SETTINGS_META ) );
		$this->assertTrue( current_user_can( 'edit_post_meta', $id, PopupPostType::LOCATION_META ) );
	}

	/**
	 * @dataProvider readers_who_may_not_edit_popups
	 *
	 * @param string|null $role   A role that may not edit popups; null for a visitor.
	 * @param int         $status The refusal's status.
	 */
	public function test_only_editors_read_popups_through_rest( ?string $role, int $status ): void {
		$id = $this->create_popup( array( 'classes' => 'members-only' ), null, array( 'post_content' => '<p>Coupon SPRING-42</p>' ) );
		if ( null !== $role ) {
			$this->log_in_as( $role );
		}

		foreach ( array( $this->route( $id ), '/wp/v2/' . PopupPostType::NAME ) as $route ) {
			$response = $this->rest( 'GET', $route );
			$this->assertSame( $status, $response->get_status(), $route );
			$this->assertStringNotContainsString( 'SPRING-42', (string) wp_json_encode( $response->get_data() ), $route );
			$this->assertStringNotContainsString( 'members-only', (string) wp_json_encode( $response->get_data() ), $route );
		}

		$this->log_in_as( 'editor' );
		$one = $this->rest( 'GET', $this->route( $id ), array( 'context' => 'edit' ) );
		$this->assertSame( 200, $one->get_status() );
		$this->assertStringContainsString( 'SPRING-42', (string) wp_json_encode( $one->get_data() ) );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/' . PopupPostType::NAME )->get_status() );
	}

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public function readers_who_may_not_edit_popups(): array {
		return array(
			'visitor'    => array( null, 401 ),
			'subscriber' => array( 'subscriber', 403 ),
			'author'     => array( 'author', 403 ),
		);
	}

	public function test_a_popups_own_page_is_a_404_for_anyone_who_may_not_edit_it(): void {
		$id = $this->create_popup( array(), null, array( 'post_name' => 'spring-offer' ) );
		$this->go_to_popup_page( 'spring-offer' );
		$this->assertTrue( is_404(), 'A visitor asking for the popup by its slug gets a 404.' );

		$this->log_in_as( 'subscriber' );
		$this->go_to_popup_page( 'spring-offer' );
		$this->assertTrue( is_404(), 'So does a subscriber.' );

		$this->log_in_as( 'editor' );
		$this->go_to_popup_page( 'spring-offer' );
		$this->assertFalse( is_404(), 'An editor previews it.' );
		$this->assertSame( $id, get_queried_object_id() );
	}

	/**
	 * Front-end addresses that would list popups, or print one in a feed.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function listing_addresses(): array {
		return array(
			'archive'                => array( 'post_type=shopwright_popup' ),
			'rss2 feed'              => array( 'post_type=shopwright_popup&feed=rss2' ),
			'atom feed'              => array( 'post_type=shopwright_popup&feed=atom' ),
			'rdf feed'               => array( 'post_type=shopwright_popup&feed=rdf' ),
			'search of popups'       => array( 'post_type=shopwright_popup&s=Coupon' ),
			'mixed post types'       => array( 'post_type[]=post&post_type[]=shopwright_popup' ),
			'feed of one by slug'    => array( 'shopwright_popup=members-deal&feed=rss2' ),
			'feed of one by id'      => array( 'p={id}&post_type=shopwright_popup&feed=atom' ),
			'one by id, not editors' => array( 'p={id}&post_type=shopwright_popup' ),
			'one by slug'            => array( 'shopwright_popup=members-deal' ),
			'plain id'               => array( 'p={id}' ),
		);
	}

	/**
	 * @dataProvider listing_addresses
	 *
	 * @param string $address The query string, {id} standing for the popup's id.
	 */
	public function test_guests_reach_no_popup_through_archives_feeds_or_queries( string $address ): void {
		$off = $this->create_popup(
			array(),
			null,
			array(
				'post_name'    => 'members-deal',
				'post_content' => '<p>Coupon MEMBERS-99 for staff</p>',
			)
		);
		PopupPostType::set_enabled( $off, false );
		$this->create_popup( array( 'classes' => 'shown-everywhere' ), null, array( 'post_content' => '<p>Coupon SPRING-10 for all</p>' ) );

		foreach ( array( null, 'subscriber' ) as $role ) {
			if ( null !== $role ) {
				$this->log_in_as( $role );
			}
			$query = $this->front_end_request( str_replace( '{id}', (string) $off, $address ) );

			$popups = array_filter( $query->posts, static fn( $post ): bool => PopupPostType::NAME === get_post_type( $post ) );
			$this->assertSame( array(), $popups, ( $role ?? 'guest' ) . ': no popup is in what ' . $address . ' prints.' );
			if ( 'p={id}' !== $address ) {
				$this->assertTrue( $query->is_404(), ( $role ?? 'guest' ) . ': ' . $address . ' is a 404.' );
			}
		}
	}

	public function test_editors_still_preview_one_popup_but_list_none_and_pages_still_show_popups(): void {
		$id = $this->create_popup( array(), null, array( 'post_name' => 'members-deal' ) );
		$this->log_in_as( 'editor' );

		$this->assertFalse( $this->front_end_request( 'shopwright_popup=members-deal' )->is_404(), 'The preview by slug.' );
		$this->assertSame( $id, get_queried_object_id() );
		$this->assertFalse( $this->front_end_request( 'p=' . $id . '&post_type=shopwright_popup&preview=true' )->is_404(), 'The preview by id.' );
		$this->assertTrue( $this->front_end_request( 'post_type=shopwright_popup&feed=rss2' )->is_404(), 'Not even editors get a feed.' );

		wp_set_current_user( 0 );
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Welcome',
			)
		);
		$this->front_end_request( 'page_id=' . $page );
		$renderer = new PopupRenderer( SHOPWRIGHT_FILE, new PopupSchema(), new LocationRules() );
		$this->assertStringContainsString( 'Ten percent off everything.', $renderer->render_page( PageContext::from_query( $GLOBALS['wp_query'] ) ), 'The runtime still prints the popup on the pages it is for.' );
	}

	public function test_the_admin_list_of_popups_still_lists_them(): void {
		$id = $this->create_popup( array(), null, array( 'post_name' => 'members-deal' ) );
		$this->log_in_as( 'editor' );
		$screen = $GLOBALS['current_screen'] ?? null;
		set_current_screen( 'edit-' . PopupPostType::NAME );
		try {
			// What wp-admin/edit.php runs: wp() with the list's query, and its "wp" action.
			wp_edit_posts_query( array( 'post_type' => PopupPostType::NAME ) );
			$this->assertFalse( $GLOBALS['wp_query']->is_404(), 'Shopwright → Popups is not a 404.' );
			$this->assertContains( $id, array_map( 'intval', wp_list_pluck( $GLOBALS['wp_query']->posts, 'ID' ) ), 'The popup is in the list.' );
		} finally {
			$GLOBALS['current_screen'] = $screen; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the screen the test changed.
		}
	}

	/**
	 * Runs a front-end request for a query string the way WordPress does, up to the template:
	 * the request parsed, the main query run, the 404 handled and the "wp" hooks fired.
	 *
	 * @param string $query_string The address's query string.
	 */
	private function front_end_request( string $query_string ): \WP_Query {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- The request, as WordPress reads it and runs its hooks.
		global $wp, $wp_query, $wp_the_query;
		$get  = $_GET;
		$uri  = $_SERVER['REQUEST_URI'] ?? null;
		$_GET = array();
		parse_str( $query_string, $_GET );
		$_SERVER['REQUEST_URI'] = '/?' . $query_string;
		$wp_the_query           = new \WP_Query();
		$wp_query               = $wp_the_query;
		$wp->parse_request();
		$wp->query_posts();
		$wp->handle_404();
		$wp->register_globals();
		do_action_ref_array( 'wp', array( &$wp ) );
		$_GET = $get;
		if ( null === $uri ) {
			unset( $_SERVER['REQUEST_URI'] );
		} else {
			$_SERVER['REQUEST_URI'] = $uri;
		}
		// phpcs:enable
		return $wp_query;
	}

	public function test_other_sites_cannot_embed_a_popup(): void {
		$id   = $this->create_popup();
		$type = new PopupPostType( new PopupSchema() );

		$this->assertSame( 0, $type->refuse_embeds( $id ) );
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Embeddable',
			)
		);
		$this->assertSame( $page, $type->refuse_embeds( $page ), 'Other posts embed as before.' );
	}

	/**
	 * Runs the main query for a popup's own page by slug, then the hooks of a real request.
	 *
	 * @param string $slug The popup's slug.
	 */
	private function go_to_popup_page( string $slug ): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- The request's main query, as WordPress builds it.
		$GLOBALS['wp_query']     = new \WP_Query(
			array(
				'post_type' => PopupPostType::NAME,
				'name'      => $slug,
			)
		);
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		// phpcs:enable
		( new PopupPostType( new PopupSchema() ) )->restrict_preview();
	}
}
