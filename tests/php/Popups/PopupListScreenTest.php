<?php
/**
 * The list of popups: its columns in words, its figures and its switch.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Popups;

use Shopwright\Popups\PopupListScreen;
use Shopwright\Popups\PopupPostType;
use Shopwright\Popups\PopupSchema;
use Shopwright\Platform\EventCounter;
use Shopwright\Popups\PopupStats;
use Shopwright\Popups\PopupSummary;
use Shopwright\Tests\TestCase;

/**
 * What an owner reads in each column for the settings a popup really has.
 */
final class PopupListScreenTest extends TestCase {

	use CreatesPopups;

	/**
	 * The screen under test.
	 *
	 * @var PopupListScreen
	 */
	private PopupListScreen $screen;

	/**
	 * Builds the screen, with fixed date formats.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->screen = new PopupListScreen( SHOPWRIGHT_FILE, new PopupSchema(), new PopupSummary(), new PopupStats( $wpdb, new EventCounter( $wpdb ) ) );
		update_option( 'date_format', 'j F Y' );
		update_option( 'time_format', 'H:i' );
	}

	/**
	 * A column's text for a popup.
	 *
	 * @param string $column The column's key.
	 * @param int    $popup  The popup.
	 */
	private function text( string $column, int $popup ): string {
		$post = get_post( $popup );
		$this->assertInstanceOf( \WP_Post::class, $post );
		return $this->screen->column_text( $column, $post );
	}

	/**
	 * The columns follow the title, in reading order; the date stays last.
	 */
	public function test_the_columns_follow_the_title(): void {
		$columns = $this->screen->columns(
			array(
				'cb'    => '<input type="checkbox" />',
				'title' => 'Title',
				'date'  => 'Date',
			)
		);
		$this->assertSame(
			array( 'cb', 'title', 'shopwright_status', 'shopwright_where', 'shopwright_opens', 'shopwright_audience', 'shopwright_schedule', 'shopwright_stats', 'shopwright_switch', 'date' ),
			array_keys( $columns )
		);
		$this->assertSame( 'Last 30 days', $columns['shopwright_stats'] );
	}

	/**
	 * A new popup: everywhere, opened only by its link, for everyone, always.
	 */
	public function test_a_new_popup_in_words(): void {
		$popup = $this->create_popup();
		$this->assertSame( 'Published', $this->text( 'shopwright_status', $popup ) );
		$this->assertSame( 'Entire site', $this->text( 'shopwright_where', $popup ) );
		$this->assertSame( 'Only a link to #popup:open:' . $popup, $this->text( 'shopwright_opens', $popup ) );
		$this->assertSame( 'Everyone', $this->text( 'shopwright_audience', $popup ) );
		$this->assertSame( 'Always', $this->text( 'shopwright_schedule', $popup ) );
	}

	/**
	 * Every trigger, the open selector and the link, as the runtime applies them.
	 */
	public function test_what_opens_it(): void {
		$popup = $this->create_popup(
			array(
				'open_selector' => '.newsletter-button',
				'triggers'      => array(
					'page_load'         => array( 'delay' => 2.5 ),
					'scrolling'         => array(
						'direction' => 'down',
						'offset'    => 40,
					),
					'scrolling_to'      => array( 'selector' => '#reviews' ),
					'click'             => array( 'times' => 3 ),
					'inactivity'        => array( 'time' => 30 ),
					'exit_intent'       => array(),
					'adblock_detection' => array( 'delay' => 0 ),
				),
			)
		);
		$this->assertSame(
			'2.5 seconds after the page loads; Scrolling down 40% of the page; Scrolling to “#reviews”; Click number 3 on the page; 30 seconds without a key press or pointer move; The pointer leaving through the top of the window; An ad blocker found on the page; A click on “.newsletter-button”; or a link to #popup:open:' . $popup,
			$this->text( 'shopwright_opens', $popup )
		);
		$scroll_up = $this->create_popup(
			array(
				'triggers' => array(
					'page_load' => array( 'delay' => 0 ),
					'scrolling' => array(
						'direction' => 'up',
						'offset'    => 40,
					),
					'click'     => array( 'times' => 1 ),
				),
			)
		);
		$this->assertSame( 'As the page loads; Scrolling up; The first click on the page; or a link to #popup:open:' . $scroll_up, $this->text( 'shopwright_opens', $scroll_up ) );
	}

	/**
	 * The display conditions as the runtime and the server check them.
	 */
	public function test_who_sees_it(): void {
		$popup = $this->create_popup(
			array(
				'timing' => array(
					'page_views' => array( 'views' => 3 ),
					'sessions'   => array( 'sessions' => 2 ),
					'url'        => array(
						'url'    => 'newsletter',
						'action' => 'hide',
					),
					'sources'    => array( 'sources' => array( 'external', 'search' ) ),
					'logged_in'  => array(
						'users' => 'roles',
						'roles' => array( 'editor', 'shop_manager_that_is_gone' ),
					),
					'devices'    => array( 'devices' => array( 'desktop', 'mobile' ) ),
					'browsers'   => array(
						'browsers'         => 'selected',
						'browsers_options' => array( 'firefox', 'chrome' ),
					),
					'times'      => array(
						'times_count'  => 'open',
						'times_period' => 'day',
						'times_times'  => 2,
					),
				),
			)
		);
		$this->assertSame(
			'Once they have viewed 3 pages; Once they have visited 2 times; Not coming from an address containing “newsletter”; Coming from other sites, search engines; Guests, and users who are not Editor, shop_manager_that_is_gone; On desktop, mobile; At most 2 times a day, counted when it opens; In Chrome, Firefox',
			$this->text( 'shopwright_audience', $popup )
		);
		$guests = $this->create_popup(
			array(
				'timing' => array(
					'logged_in' => array(
						'users' => 'all',
						'roles' => array(),
					),
					'devices'   => array( 'devices' => array( 'desktop', 'tablet', 'mobile' ) ),
					'sources'   => array( 'sources' => array( 'internal', 'external', 'search' ) ),
					'times'     => array(
						'times_count'  => '',
						'times_period' => '',
						'times_times'  => 1,
					),
				),
			)
		);
		$this->assertSame( 'Visitors who are not logged in; At most 1 time in all, counted when it closes', $this->text( 'shopwright_audience', $guests ), 'Every device and every source let everyone through.' );
	}

	/**
	 * Where it shows: includes named, then excludes.
	 */
	public function test_where_it_shows(): void {
		$about = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'About us',
			)
		);
		$term  = wp_insert_term( 'Recipes', 'category' );
		$this->assertIsArray( $term );
		$popup = $this->create_popup(
			array(),
			array(
				'include' => array(
					array( 'kind' => 'front_page' ),
					array(
						'kind'      => 'singular',
						'post_type' => 'post',
						'ids'       => array(),
					),
					array(
						'kind'     => 'taxonomy',
						'taxonomy' => 'category',
						'terms'    => array( (int) $term['term_id'] ),
					),
				),
				'exclude' => array(
					array(
						'kind'      => 'singular',
						'post_type' => 'page',
						'ids'       => array( $about ),
					),
				),
			)
		);
		$this->assertSame( 'Front page; Posts: all; Categories: Recipes; except Pages: About us', $this->text( 'shopwright_where', $popup ) );
		$nowhere = $this->create_popup(
			array(),
			array(
				'include' => array(),
				'exclude' => array(),
			)
		);
		$this->assertSame( 'Nowhere: no page is chosen', $this->text( 'shopwright_where', $nowhere ) );
	}

	/**
	 * The schedule in the time zone it is set in, and the post's own status.
	 */
	public function test_schedule_and_status(): void {
		$popup = $this->create_popup(
			array(
				'timing' => array(
					'schedule' => array(
						'schedule_timezone'   => 'site',
						'schedule_start_date' => '2025-06-01T09:00',
						'schedule_end_date'   => '2025-06-30T18:30',
					),
				),
			),
			null,
			array( 'post_password' => 'secret' )
		);
		$this->assertSame( 'From 1 June 2025 09:00 to 30 June 2025 18:30, site time', $this->text( 'shopwright_schedule', $popup ) );
		$this->assertSame( 'Published, password protected', $this->text( 'shopwright_status', $popup ) );
		$visitor = $this->create_popup(
			array(
				'timing' => array(
					'schedule' => array(
						'schedule_timezone'   => 'visitor',
						'schedule_start_date' => '',
						'schedule_end_date'   => '2025-12-24T12:00',
					),
				),
			),
			null,
			array( 'post_status' => 'draft' )
		);
		$this->assertSame( 'Until 24 December 2025 12:00, each visitor’s time', $this->text( 'shopwright_schedule', $visitor ) );
		$this->assertSame( 'Draft', $this->text( 'shopwright_status', $visitor ) );
	}

	/**
	 * The switch: a named switch in its state, whose link asks for the other state with a
	 * nonce for that popup; plain text for someone who may not edit the popup.
	 */
	public function test_the_switch(): void {
		$this->log_in_as( 'editor' );
		$popup = $this->create_popup( array(), null, array( 'post_title' => 'Spring sale' ) );
		$post  = get_post( $popup );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$html = $this->screen->switch_markup( $post );
		$this->assertStringContainsString( 'role="switch" aria-checked="true"', $html );
		$this->assertStringContainsString( '<span class="screen-reader-text">Show “Spring sale”</span>', $html );
		$this->assertSame( 1, preg_match( '/href="([^"]+)"/', $html, $match ) );
		$query = array();
		wp_parse_str( (string) wp_parse_url( html_entity_decode( $match[1] ), PHP_URL_QUERY ), $query );
		$this->assertSame( 'shopwright_popup_switch', $query['action'] );
		$this->assertSame( '0', $query['enabled'], 'The link switches it off.' );
		$this->assertSame( 1, wp_verify_nonce( (string) $query['_wpnonce'], 'shopwright_popup_switch_' . $popup ) );

		PopupPostType::set_enabled( $popup, false );
		$this->assertStringContainsString( 'aria-checked="false"', $this->screen->switch_markup( $post ) );

		$this->log_in_as( 'author' );
		$this->assertSame( 'Off', $this->screen->switch_markup( $post ) );
	}

	/**
	 * The figures of the last 30 days.
	 */
	public function test_the_figures(): void {
		global $wpdb;
		$popup = $this->create_popup();
		( new PopupStats( $wpdb, new EventCounter( $wpdb ) ) )->record(
			array(
				$popup => array(
					'shown'   => 3,
					'clicked' => 1,
				),
			)
		);
		$this->assertSame(
			'<ul class="shopwright-popup-stats"><li>Shown: 3</li><li>Closed: 0</li><li>Clicked through: 1</li></ul>',
			$this->screen->stats_markup( $popup )
		);
	}
}
