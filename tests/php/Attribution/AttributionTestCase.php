<?php
/**
 * Orders with attribution, in either storage, for the report's tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Attribution;

use Automattic\WooCommerce\Internal\DataStores\Orders\CustomOrdersTableController;
use Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer;
use Automattic\WooCommerce\Utilities\OrderUtil;
use Shopwright\Attribution\AttributionReport;
use Shopwright\Tests\TestCase;

/**
 * Makes WooCommerce's order tables exist for the class, switches the authoritative storage inside
 * each test (rolled back with it), and creates orders the way a checkout leaves them.
 */
abstract class AttributionTestCase extends TestCase {

	/**
	 * Whether this class created the order tables, and so drops them again.
	 *
	 * @var bool
	 */
	private static bool $created_tables = false;

	/**
	 * The report under test, hooked in.
	 *
	 * @var AttributionReport
	 */
	protected AttributionReport $report;

	/**
	 * Storages every report test runs on.
	 *
	 * @return array<string, array{bool}>
	 */
	public static function storages(): array {
		return array(
			'order tables' => array( true ),
			'posts'        => array( false ),
		);
	}

	/**
	 * Creates the order tables when the site has none, as WooCommerce's own order tests do. Creating
	 * a table ends a transaction, so it happens here, before any test opens one.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		if ( ! class_exists( 'WooCommerce', false ) ) {
			return;
		}
		$sync = wc_get_container()->get( DataSynchronizer::class );
		if ( ! $sync->check_orders_table_exists() ) {
			self::$created_tables = $sync->create_database_tables();
		}
	}

	/**
	 * Leaves the site as it was: without the tables when it had none.
	 */
	public static function tear_down_after_class(): void {
		if ( self::$created_tables ) {
			wc_get_container()->get( DataSynchronizer::class )->delete_database_tables();
			self::$created_tables = false;
		}
		parent::tear_down_after_class();
	}

	/**
	 * A fresh report, hooked in, for each test.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->requires_woocommerce();
		global $wpdb;
		$this->report = new AttributionReport( $wpdb );
		$this->report->register();
		// Paid orders send WooCommerce's emails; the test site has no mailer to hand them to.
		add_filter( 'pre_wp_mail', '__return_false' );
	}

	/**
	 * Makes one storage authoritative through WooCommerce's own option, with no sync between the
	 * two, as a shop runs either way. Rolled back with the test.
	 *
	 * @param bool $hpos True for the order tables, false for posts.
	 */
	protected function use_storage( bool $hpos ): void {
		update_option( DataSynchronizer::ORDERS_DATA_SYNC_ENABLED_OPTION, 'no' );
		update_option( CustomOrdersTableController::CUSTOM_ORDERS_TABLE_USAGE_ENABLED_OPTION, $hpos ? 'yes' : 'no' );
		$this->assertSame( $hpos, OrderUtil::custom_orders_table_usage_is_enabled() );
	}

	/**
	 * An order saved through WooCommerce.
	 *
	 * @param string               $created When, in the site's time zone (Y-m-d H:i:s).
	 * @param float                $total   Its total.
	 * @param array<string, mixed> $args    status (default processing), source_type, source, medium (meta not written when null).
	 * @return \WC_Order
	 */
	protected function order( string $created, float $total, array $args = array() ): \WC_Order {
		$args  = array_merge(
			array(
				'status'      => 'processing',
				'source_type' => 'organic',
				'source'      => 'google',
				'medium'      => 'organic',
			),
			$args
		);
		$order = new \WC_Order();
		$order->set_status( (string) $args['status'] );
		$order->set_total( (string) $total );
		$order->set_currency( get_woocommerce_currency() );
		$order->set_date_created( ( new \DateTimeImmutable( $created, wp_timezone() ) )->getTimestamp() );
		foreach ( array(
			AttributionReport::META_SOURCE_TYPE => $args['source_type'],
			AttributionReport::META_SOURCE      => $args['source'],
			AttributionReport::META_MEDIUM      => $args['medium'],
			'_wc_order_attribution_device_type' => 'Desktop',
		) as $key => $value ) {
			if ( null !== $value ) {
				$order->update_meta_data( $key, $value );
			}
		}
		$order->save();
		return $order;
	}

	/**
	 * The report's answer, failing the test on an error.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return array<string, mixed>
	 */
	protected function report( string $from, string $to ): array {
		$report = $this->report->get( $from, $to );
		$this->assertIsArray( $report, is_wp_error( $report ) ? $report->get_error_message() : '' );
		return $report;
	}
}
