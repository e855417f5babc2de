<?php
/**
 * The on/off switch of popups.
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
 * Switching a popup off takes it off every page, for people who may edit it only.
 */
final class PopupSwitchControllerTest extends TestCase {

	use CreatesPopups;

	/**
	 * The route of a popup's switch.
	 *
	 * @param int $popup_id The popup.
	 */
	private function route( int $popup_id ): string {
		return '/shopwright/v1/popups/' . $popup_id . '/switch';
	}

	/**
	 * The ids of the popups a page prints.
	 *
	 * @return list<int>
	 */
	private function printed(): array {
		$renderer = new PopupRenderer( SHOPWRIGHT_FILE, new PopupSchema(), new LocationRules() );
		return array_map( static fn( array $popup ): int => $popup['post']->ID, $renderer->popups_for( new PageContext() ) );
	}

	/**
	 * An editor switches a popup off: it is no longer printed, and the answer says so in words;
	 * switched on again, it is back.
	 */
	public function test_an_editor_switches_a_popup_off_and_on(): void {
		$this->unpublish_existing_popups();
		$popup = $this->create_popup( array(), null, array( 'post_title' => 'Spring sale' ) );
		$this->assertSame( array( $popup ), $this->printed() );
		$this->log_in_as( 'editor' );

		$response = $this->rest( 'POST', $this->route( $popup ), array( 'enabled' => false ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'id'      => $popup,
				'enabled' => false,
				'message' => '“Spring sale” is off: it no longer shows to visitors.',
			),
			$response->get_data()
		);
		$this->assertFalse( PopupPostType::is_enabled( $popup ) );
		$this->assertSame( array(), $this->printed() );
		$read = $this->rest( 'GET', '/wp/v2/' . PopupPostType::NAME . '/' . $popup );
		$this->assertFalse( $read->get_data()['meta'][ PopupPostType::ENABLED_META ], 'Its editors read the switch through the REST API too.' );

		$response = $this->rest( 'POST', $this->route( $popup ), array( 'enabled' => true ) );
		$this->assertTrue( $response->get_data()['enabled'] );
		$this->assertSame( array( $popup ), $this->printed() );
	}

	/**
	 * Without the right to edit that popup the switch is refused and the popup stays on.
	 */
	public function test_only_people_who_may_edit_the_popup_switch_it(): void {
		$popup = $this->create_popup();
		$this->assertSame( 401, $this->rest( 'POST', $this->route( $popup ), array( 'enabled' => false ) )->get_status() );
		// Authors edit their own posts, not pages, and popups are managed like pages.
		$this->log_in_as( 'author' );
		$refused = $this->rest( 'POST', $this->route( $popup ), array( 'enabled' => false ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'shopwright_forbidden', $refused->get_data()['code'] );
		$this->assertTrue( PopupPostType::is_enabled( $popup ) );
	}

	/**
	 * An unknown popup is a 404, a missing or odd state a 400.
	 */
	public function test_bad_requests_are_refused(): void {
		$this->log_in_as( 'editor' );
		$popup = $this->create_popup();
		$this->assertSame( 404, $this->rest( 'POST', $this->route( 987654321 ), array( 'enabled' => false ) )->get_status() );
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'About',
			)
		);
		$this->assertSame( 404, $this->rest( 'POST', $this->route( $page ), array( 'enabled' => false ) )->get_status(), 'Only popups have a switch.' );
		$this->assertSame( 400, $this->rest( 'POST', $this->route( $popup ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', $this->route( $popup ), array( 'enabled' => 'maybe' ) )->get_status() );
		$this->assertTrue( PopupPostType::is_enabled( $popup ) );
	}
}
