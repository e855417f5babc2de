<?php
/**
 * REST route of the order-origin report.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

use Shopwright\Settings\SettingsController;

defined( 'ABSPATH' ) || exit;

/**
 * GET /shopwright/v1/attribution/report?from=YYYY-MM-DD&to=YYYY-MM-DD, for those who may see
 * WooCommerce's reports.
 */
final class ReportController {

	public const ROUTE = '/attribution/report';

	/**
	 * Keeps the report.
	 *
	 * @param AttributionReport $report The report.
	 */
	public function __construct( private AttributionReport $report ) {}

	/**
	 * Adds the route on rest_api_init.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route, its arguments taken from the schema's own from and to.
	 */
	public function register_routes(): void {
		$properties = $this->get_public_item_schema()['properties'];
		$args       = array();
		foreach ( array( 'from', 'to' ) as $name ) {
			$args[ $name ] = array(
				'description' => $properties[ $name ]['description'],
				'type'        => $properties[ $name ]['type'],
				'required'    => true,
			);
		}
		register_rest_route(
			SettingsController::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => $args,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Only those who may see WooCommerce's reports see this one.
	 *
	 * @return true|\WP_Error
	 */
	public function permissions_check() {
		if ( current_user_can( 'view_woocommerce_reports' ) ) {
			return true;
		}
		return new \WP_Error( 'shopwright_forbidden', __( 'Sorry, you are not allowed to see the order-origin report.', 'shopwright' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The report for the range; 400 shopwright_invalid_range naming what is wrong with it.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( \WP_REST_Request $request ) {
		$report = $this->report->get( (string) $request->get_param( 'from' ), (string) $request->get_param( 'to' ) );
		if ( is_wp_error( $report ) ) {
			return $report;
		}
		$response = new \WP_REST_Response( $this->shape( $report ), 200 );
		// Sales figures: no shared cache keeps them.
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}

	/**
	 * Schema of the report, written once: the route's arguments and the answer's shape come from it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_public_item_schema(): array {
		$money = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'number',
		);
		$count = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => 0,
		);
		$date  = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
			'pattern'     => '^\d{4}-\d{2}-\d{2}$',
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-attribution-report',
			'type'       => 'object',
			'properties' => array(
				'from'      => $date( __( 'First day of the range, YYYY-MM-DD in the site’s time zone.', 'shopwright' ) ),
				'to'        => $date(
					sprintf(
						/* translators: %d: the most days a report covers. */
						__( 'Last day of the range, YYYY-MM-DD in the site’s time zone; at most %d days after from, both included.', 'shopwright' ),
						AttributionReport::MAX_DAYS
					)
				),
				'currency'  => array(
					'description' => __( 'The store’s currency code, which revenue is in.', 'shopwright' ),
					'type'        => 'string',
				),
				'decimals'  => $count( __( 'Decimals the store shows prices with; revenue is rounded to them.', 'shopwright' ) ),
				'totals'    => array(
					'description' => __( 'Paid orders created in the range, and their revenue.', 'shopwright' ),
					'type'        => 'object',
					'properties'  => array(
						'orders'  => $count( __( 'Orders.', 'shopwright' ) ),
						'revenue' => $money( __( 'Sum of the orders’ totals.', 'shopwright' ) ),
					),
				),
				'rows'      => array(
					'description' => sprintf(
						/* translators: %d: the most origins listed. */
						__( 'Orders by origin (source type, source and medium), most revenue first; at most %d.', 'shopwright' ),
						AttributionReport::MAX_ROWS
					),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'source_type' => array(
								'description' => __( 'How the visitor arrived, as WooCommerce records it; unknown when it did not.', 'shopwright' ),
								'type'        => 'string',
								'enum'        => AttributionReport::SOURCE_TYPES,
							),
							'source'      => array(
								'description' => __( 'The utm_source, such as google or (direct); empty when none was recorded.', 'shopwright' ),
								'type'        => 'string',
							),
							'medium'      => array(
								'description' => __( 'The utm_medium, such as organic or referral; empty when none was recorded.', 'shopwright' ),
								'type'        => 'string',
							),
							'label'       => array(
								'description' => __( 'The origin in the words of WooCommerce’s Origin column.', 'shopwright' ),
								'type'        => 'string',
							),
							'orders'      => $count( __( 'Orders.', 'shopwright' ) ),
							'revenue'     => $money( __( 'Sum of the orders’ totals.', 'shopwright' ) ),
							'share'       => array(
								'description' => __( 'Share of the range’s revenue, 0 to 1.', 'shopwright' ),
								'type'        => 'number',
								'minimum'     => 0,
								'maximum'     => 1,
							),
						),
					),
				),
				'others'    => array(
					'description' => __( 'The origins past the listed ones, summed.', 'shopwright' ),
					'type'        => 'object',
					'properties'  => array(
						'origins' => $count( __( 'Origins not listed.', 'shopwright' ) ),
						'orders'  => $count( __( 'Their orders.', 'shopwright' ) ),
						'revenue' => $money( __( 'Their revenue.', 'shopwright' ) ),
					),
				),
				'days'      => array(
					'description' => __( 'Every day of the range, in order, with its orders and revenue (zero on days without).', 'shopwright' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'date'    => $date( __( 'The day, YYYY-MM-DD in the site’s time zone.', 'shopwright' ) ),
							'orders'  => $count( __( 'Orders.', 'shopwright' ) ),
							'revenue' => $money( __( 'Sum of the orders’ totals.', 'shopwright' ) ),
						),
					),
				),
				'generated' => array(
					'description' => __( 'When the figures were read from the orders (Unix time); they are kept until an order changes.', 'shopwright' ),
					'type'        => 'integer',
				),
			),
		);
	}

	/**
	 * The report with only what the schema lists, at every level.
	 *
	 * @param array<string, mixed> $report The report.
	 * @return array<string, mixed>
	 */
	private function shape( array $report ): array {
		return self::pick( $report, $this->get_public_item_schema() );
	}

	/**
	 * A value reduced to its schema's properties (objects) and items (arrays).
	 *
	 * @param mixed                $value  The value.
	 * @param array<string, mixed> $schema Its schema.
	 * @return mixed
	 */
	private static function pick( $value, array $schema ) {
		if ( 'object' === ( $schema['type'] ?? '' ) && is_array( $value ) && isset( $schema['properties'] ) ) {
			$out = array();
			foreach ( $schema['properties'] as $name => $property ) {
				if ( array_key_exists( $name, $value ) ) {
					$out[ $name ] = self::pick( $value[ $name ], $property );
				}
			}
			return $out;
		}
		if ( 'array' === ( $schema['type'] ?? '' ) && is_array( $value ) && isset( $schema['items'] ) ) {
			return array_map( static fn( $item ) => self::pick( $item, $schema['items'] ), array_values( $value ) );
		}
		return $value;
	}
}
