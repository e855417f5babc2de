<?php
/**
 * REST route of the search index: its rebuild progress, and starting a rebuild.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Settings\SettingsController;

defined( 'ABSPATH' ) || exit;

/**
 * GET and POST /shopwright/v1/search/index, for administrators.
 */
final class IndexController {

	/**
	 * Keeps the rebuilder.
	 *
	 * @param Rebuilder $rebuilder The background rebuild.
	 */
	public function __construct( private Rebuilder $rebuilder ) {}

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
			'/search/index',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'rebuild' ),
					'permission_callback' => array( $this, 'permissions_check' ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Only those who may manage options see or start a rebuild.
	 *
	 * @return true|\WP_Error
	 */
	public function permissions_check() {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new \WP_Error( 'shopwright_forbidden', __( 'Sorry, you are not allowed to manage the search index.', 'shopwright' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The rebuild progress.
	 */
	public function get_item(): \WP_REST_Response {
		// The settings app polls this while a rebuild runs: a stalled one is picked up again.
		$this->rebuilder->resume_if_stalled();
		return new \WP_REST_Response( $this->shape(), 200 );
	}

	/**
	 * Starts a rebuild in the background.
	 */
	public function rebuild(): \WP_REST_Response {
		$this->rebuilder->start();
		return new \WP_REST_Response( $this->shape(), 202 );
	}

	/**
	 * Schema of the progress.
	 *
	 * @return array<string, mixed>
	 */
	public function get_public_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-search-index',
			'type'       => 'object',
			'properties' => array(
				'state'    => array(
					'description' => __( 'idle (never rebuilt), queued or running (a rebuild is under way), done or failed (how the last one ended).', 'shopwright' ),
					'type'        => 'string',
					'enum'        => array( 'idle', 'queued', 'running', 'done', 'failed' ),
				),
				'done'     => array(
					'description' => __( 'Products, posts and terms the current or last rebuild has gone through.', 'shopwright' ),
					'type'        => 'integer',
				),
				'total'    => array(
					'description' => __( 'Products, posts and terms it goes through in all.', 'shopwright' ),
					'type'        => 'integer',
				),
				'started'  => array(
					'description' => __( 'When the current or last rebuild started (Unix time; 0 for never).', 'shopwright' ),
					'type'        => 'integer',
				),
				'finished' => array(
					'description' => __( 'When the last complete rebuild finished (Unix time; 0 for never).', 'shopwright' ),
					'type'        => 'integer',
				),
				'seconds'  => array(
					'description' => __( 'Seconds the last complete rebuild worked.', 'shopwright' ),
					'type'        => 'number',
				),
			),
		);
	}

	/**
	 * Progress, shaped by the schema.
	 *
	 * @return array<string, mixed>
	 */
	private function shape(): array {
		return array_intersect_key( $this->rebuilder->progress(), $this->get_public_item_schema()['properties'] );
	}
}
