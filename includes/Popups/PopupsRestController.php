<?php
/**
 * The REST controller of popups: readable only by people who may edit them.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's posts controller lets anyone read published posts of a type shown in REST. A
 * popup's settings and rules say who is targeted and how, and its content may be meant only for
 * some visitors: only people who may edit popups read them, published or not.
 */
final class PopupsRestController extends \WP_REST_Posts_Controller {

	/**
	 * Listing popups needs the right to edit them.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		if ( ! $this->may_edit_popups() ) {
			return $this->refusal();
		}
		return parent::get_items_permissions_check( $request );
	}

	/**
	 * Reading one popup needs the right to edit that popup.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$post = $this->get_post( (int) $request['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		if ( ! current_user_can( 'edit_post', $post->ID ) ) {
			return $this->refusal();
		}
		return parent::get_item_permissions_check( $request );
	}

	/**
	 * Whether the current user may edit popups at all.
	 */
	private function may_edit_popups(): bool {
		$type = get_post_type_object( $this->post_type );
		return null !== $type && current_user_can( $type->cap->edit_posts );
	}

	/**
	 * The same refusal WordPress gives for posts the user may not read.
	 */
	private function refusal(): \WP_Error {
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to view popups.', 'shopwright' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}
}
