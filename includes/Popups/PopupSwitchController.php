<?php
/**
 * The REST route that switches a popup on or off.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Settings\SettingsController;

defined( 'ABSPATH' ) || exit;

/**
 * POST shopwright/v1/popups/<id>/switch with {"enabled": true|false}: what the switch in the list
 * of popups sends. Needs the REST nonce of a logged-in user who may edit that popup.
 */
final class PopupSwitchController {

	/**
	 * Adds the route on rest_api_init.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			SettingsController::NAMESPACE,
			'/popups/(?P<id>\d+)/switch',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'can_edit_popup' ),
					'args'                => array(
						'id'      => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'enabled' => array(
							'description' => __( 'Whether the popup shows to visitors where its rules say.', 'shopwright' ),
							'type'        => 'boolean',
							'required'    => true,
						),
					),
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
	}

	/**
	 * Only those who may edit the popup switch it.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function can_edit_popup( \WP_REST_Request $request ) {
		return PopupPostType::check_editable( (int) $request['id'] );
	}

	/**
	 * Switches the popup and says so in a sentence the list announces.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function update_item( \WP_REST_Request $request ): \WP_REST_Response {
		$id      = (int) $request['id'];
		$enabled = (bool) $request->get_param( 'enabled' );
		PopupPostType::set_enabled( $id, $enabled );
		$response = new \WP_REST_Response(
			array(
				'id'      => $id,
				'enabled' => PopupPostType::is_enabled( $id ),
				'message' => self::message( $id, $enabled ),
			)
		);
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * What switching a popup did, in words: for the REST answer and the notice after the
	 * script-free link alike.
	 *
	 * @param int  $popup_id The popup.
	 * @param bool $enabled  Its new state.
	 */
	public static function message( int $popup_id, bool $enabled ): string {
		$title = trim( wp_strip_all_tags( (string) get_post_field( 'post_title', $popup_id, 'raw' ) ) );
		$title = '' !== $title ? $title : __( '(no title)', 'shopwright' );
		return $enabled
			/* translators: %s: the popup's title. */
			? sprintf( __( '“%s” is on: it shows where its rules say.', 'shopwright' ), $title )
			/* translators: %s: the popup's title. */
			: sprintf( __( '“%s” is off: it no longer shows to visitors.', 'shopwright' ), $title );
	}

	/**
	 * The schema of the answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-popup-switch',
			'type'       => 'object',
			'properties' => array(
				'id'      => array( 'type' => 'integer' ),
				'enabled' => array( 'type' => 'boolean' ),
				'message' => array(
					'description' => __( 'What changed, in a sentence for screen readers.', 'shopwright' ),
					'type'        => 'string',
				),
			),
		);
	}
}
