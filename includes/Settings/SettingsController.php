<?php
/**
 * REST route for the settings app.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Settings;

use Shopwright\Modules\Module;
use Shopwright\Modules\Modules;
use Shopwright\Platform\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * GET and POST /shopwright/v1/settings, for administrators only.
 */
final class SettingsController {

	public const NAMESPACE = 'shopwright/v1';
	public const ROUTE     = '/settings';

	/**
	 * Keeps what the route reads and writes.
	 *
	 * @param Settings $settings The settings service.
	 * @param Modules  $modules  The feature modules.
	 */
	public function __construct( private Settings $settings, private Modules $modules ) {}

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
			self::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array(
						'settings' => array(
							'description' => __( 'Changed settings: section, then key, then value. Settings not sent keep their value.', 'shopwright' ),
							'type'        => 'object',
							'required'    => true,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Only those who may manage options may read or change the settings.
	 *
	 * @return true|\WP_Error
	 */
	public function permissions_check() {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to manage Shopwright settings.', 'shopwright' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * The settings, the modules and the schema the app renders its fields from.
	 */
	public function get_item(): \WP_REST_Response {
		return rest_ensure_response( $this->prepare( $this->settings->all() ) );
	}

	/**
	 * Saves the changes, all or nothing.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( \WP_REST_Request $request ) {
		$saved = $this->settings->update( $request->get_param( 'settings' ) );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return rest_ensure_response( $this->prepare( $saved ) );
	}

	/**
	 * The response schema, which embeds the settings schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_public_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-settings-response',
			'type'       => 'object',
			'properties' => array(
				'settings'           => $this->settings->schema()->json_schema(),
				'modules'            => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'                   => array( 'type' => 'string' ),
							'label'                => array( 'type' => 'string' ),
							'description'          => array( 'type' => 'string' ),
							'requires_woocommerce' => array( 'type' => 'boolean' ),
							'woocommerce_active'   => array( 'type' => 'boolean' ),
							'attention'            => array(
								'type'        => 'string',
								'description' => __( 'What the owner must do before the module can work; empty when nothing.', 'shopwright' ),
							),
						),
					),
				),
				'schema'             => array( 'type' => 'object' ),
				'woocommerce_active' => array( 'type' => 'boolean' ),
			),
		);
	}

	/**
	 * Shapes the response.
	 *
	 * @param array<string, array<string, mixed>> $settings Complete settings.
	 * @return array<string, mixed>
	 */
	private function prepare( array $settings ): array {
		$woocommerce = WooCommerce::active();
		// Only a module that is switched on and can run here is asked what it still needs.
		$active  = array_map( static fn( Module $module ): string => $module->id(), $this->modules->active( $this->settings ) );
		$modules = array();
		foreach ( $this->modules->all() as $module ) {
			$modules[] = array(
				'id'                   => $module->id(),
				'label'                => $module->label(),
				'description'          => $module->description(),
				'requires_woocommerce' => $module->requires_woocommerce(),
				'woocommerce_active'   => $woocommerce,
				'attention'            => in_array( $module->id(), $active, true ) ? $module->attention() : '',
			);
		}
		return array(
			'settings'           => $this->without_secrets( $settings ),
			'modules'            => $modules,
			'schema'             => $this->settings->schema()->json_schema(),
			'woocommerce_active' => $woocommerce,
		);
	}

	/**
	 * The settings with every write-only value (an API key, a token) blanked: the app may set
	 * them, never read them back.
	 *
	 * @param array<string, array<string, mixed>> $settings Complete settings.
	 * @return array<string, array<string, mixed>>
	 */
	private function without_secrets( array $settings ): array {
		foreach ( (array) ( $this->settings->schema()->json_schema()['properties'] ?? array() ) as $section => $schema ) {
			foreach ( (array) ( $schema['properties'] ?? array() ) as $key => $property ) {
				if ( ! empty( $property['writeOnly'] ) && isset( $settings[ $section ][ $key ] ) ) {
					$settings[ $section ][ $key ] = '';
				}
			}
		}
		return $settings;
	}
}
