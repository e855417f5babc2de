<?php
/**
 * Server render of the sale countdown block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Countdown;

use Shopwright\Tests\TestCase;

/**
 * What a visitor receives before any script runs.
 */
final class CountdownRenderTest extends TestCase {

	private const BLOCK = 'wp-block-shopwright-countdown';

	/**
	 * The global post before a test made a product the current post.
	 *
	 * @var \WP_Post|null
	 */
	private ?\WP_Post $previous_post = null;

	/**
	 * The site time zone before a test changed it.
	 *
	 * @var string
	 */
	private string $previous_timezone = '';

	/**
	 * Remembers the globals a test may change.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->previous_post     = $GLOBALS['post'] ?? null;
		$this->previous_timezone = (string) get_option( 'timezone_string' );
	}

	/**
	 * Puts back the globals a test changed: the option cache outlives the rolled-back transaction.
	 */
	protected function tear_down(): void {
		$GLOBALS['post'] = $this->previous_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores the test's change.
		update_option( 'timezone_string', $this->previous_timezone );
		parent::tear_down();
	}

	/**
	 * The digits are right before any script runs, and the script gets the end in UTC.
	 */
	public function test_future_end_date_renders_the_time_left_and_a_utc_end(): void {
		$end  = time() + 3 * DAY_IN_SECONDS + 4 * HOUR_IN_SECONDS + 5 * MINUTE_IN_SECONDS + 30;
		$html = $this->render( array( 'endDate' => gmdate( 'Y-m-d\TH:i:sP', $end ) ) );

		$this->assertStringContainsString( 'data-end="' . gmdate( 'Y-m-d\TH:i:s\Z', $end ) . '"', $html );
		$this->assertSame( '03', $this->unit_value( $html, 'days' ) );
		$this->assertSame( '04', $this->unit_value( $html, 'hours' ) );
		$this->assertSame( '05', $this->unit_value( $html, 'minutes' ) );
		// The render may start a few seconds after the end was computed on a busy machine.
		$seconds = (int) $this->unit_value( $html, 'seconds' );
		$this->assertGreaterThanOrEqual( 20, $seconds );
		$this->assertLessThanOrEqual( 30, $seconds );
		$this->assertMatchesRegularExpression( '#class="' . self::BLOCK . '__label">Days<#', $html );
		$this->assertMatchesRegularExpression( '#class="' . self::BLOCK . '__label">Seconds<#', $html );
	}

	/**
	 * Screen readers hear the end date once rather than every tick.
	 */
	public function test_running_countdown_is_a_timer_with_a_readable_end_and_silent_digits(): void {
		$end  = time() + 2 * DAY_IN_SECONDS;
		$html = $this->render( array( 'endDate' => gmdate( 'Y-m-d\TH:i:s\Z', $end ) ) );

		$this->assertMatchesRegularExpression( '#<div [^>]*role="timer"#', $html );
		$this->assertMatchesRegularExpression( '#class="' . self::BLOCK . '__units" aria-hidden="true"#', $html );
		$this->assertStringContainsString( 'Sale ends <time datetime="' . esc_attr( wp_date( DATE_W3C, $end ) ) . '">', $html );
		$this->assertMatchesRegularExpression( '#<p class="' . self::BLOCK . '__expired" hidden>#', $html );
		$this->assertStringContainsString( 'data-hide-when-expired="false"', $html );
	}

	/**
	 * A date picked in the editor is a wall time in the site's time zone.
	 */
	public function test_end_date_without_offset_is_read_in_the_site_time_zone(): void {
		update_option( 'timezone_string', 'Europe/Paris' );

		$html = $this->render( array( 'endDate' => '2040-06-01T12:00:00' ) );

		$this->assertStringContainsString( 'data-end="2040-06-01T10:00:00Z"', $html );
	}

	/**
	 * An ended sale says so instead of showing zeros.
	 */
	public function test_past_end_date_renders_the_expired_message_only(): void {
		$html = $this->render( array( 'endDate' => '2001-01-01T00:00:00Z' ) );

		$this->assertMatchesRegularExpression( '#<p class="' . self::BLOCK . '__expired">\s*This sale has ended\.\s*</p>#', $html );
		$this->assertStringNotContainsString( self::BLOCK . '__units', $html );
		$this->assertStringContainsString( 'is-expired', $html );
	}

	/**
	 * The owner's own message replaces the default one.
	 */
	public function test_past_end_date_renders_a_custom_expired_message(): void {
		$html = $this->render(
			array(
				'endDate'     => '2001-01-01T00:00:00Z',
				'expiredText' => 'Missed it? Another deal starts Monday.',
			)
		);

		$this->assertStringContainsString( 'Missed it? Another deal starts Monday.', $html );
		$this->assertStringNotContainsString( 'This sale has ended.', $html );
	}

	/**
	 * An ended sale can disappear from the page.
	 */
	public function test_past_end_date_renders_nothing_when_hidden_once_expired(): void {
		$this->assertSame(
			'',
			$this->render(
				array(
					'endDate'         => '2001-01-01T00:00:00Z',
					'hideWhenExpired' => true,
				)
			)
		);
	}

	/**
	 * Hiding once ended does not hide a running countdown, and tells the script.
	 */
	public function test_future_end_date_still_renders_when_hidden_once_expired(): void {
		$html = $this->render(
			array(
				'endDate'         => gmdate( 'Y-m-d\TH:i:s\Z', time() + HOUR_IN_SECONDS ),
				'hideWhenExpired' => true,
			)
		);

		$this->assertStringContainsString( 'data-hide-when-expired="true"', $html );
		$this->assertStringContainsString( self::BLOCK . '__units', $html );
	}

	/**
	 * Without an end there is nothing to count down to.
	 */
	public function test_no_end_renders_nothing(): void {
		$this->assertSame( '', $this->render( array() ) );
	}

	/**
	 * Relative words and impossible dates are not ends.
	 */
	public function test_end_date_that_is_not_an_iso_date_time_renders_nothing(): void {
		$this->assertSame( '', $this->render( array( 'endDate' => 'tomorrow' ) ) );
		$this->assertSame( '', $this->render( array( 'endDate' => '2040-02-30T12:00:00' ) ) );
	}

	/**
	 * Labels and messages are text, never markup.
	 */
	public function test_hostile_text_is_escaped(): void {
		$html = $this->render(
			array(
				'endDate'   => gmdate( 'Y-m-d\TH:i:s\Z', time() + DAY_IN_SECONDS ),
				'labelDays' => '<script>alert(1)</script>',
			)
		);
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;', $html );

		$expired = $this->render(
			array(
				'endDate'     => '2001-01-01T00:00:00Z',
				'expiredText' => '<img src=x onerror=alert(1)>',
			)
		);
		$this->assertStringNotContainsString( '<img', $expired );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;', $expired );
	}

	/**
	 * A chosen product's scheduled sale end wins over the end date.
	 */
	public function test_product_with_a_scheduled_sale_uses_its_sale_end(): void {
		$this->requires_woocommerce();
		$sale_end = time() + 2 * DAY_IN_SECONDS + 3 * HOUR_IN_SECONDS;

		$html = $this->render(
			array(
				'productId' => $this->create_product_on_sale_until( $sale_end ),
				'endDate'   => '2040-01-01T00:00:00Z',
			)
		);

		$this->assertStringContainsString( 'data-end="' . gmdate( 'Y-m-d\TH:i:s\Z', $sale_end ) . '"', $html );
		$this->assertSame( '02', $this->unit_value( $html, 'days' ) );
	}

	/**
	 * On a product page the product being shown is used.
	 */
	public function test_current_product_with_a_scheduled_sale_is_used_without_a_product_id(): void {
		$this->requires_woocommerce();
		$sale_end        = time() + 5 * HOUR_IN_SECONDS;
		$GLOBALS['post'] = get_post( $this->create_product_on_sale_until( $sale_end ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- render_block() reads its context from it.

		$html = $this->render( array() );

		$this->assertStringContainsString( 'data-end="' . gmdate( 'Y-m-d\TH:i:s\Z', $sale_end ) . '"', $html );
	}

	/**
	 * A product with no scheduled sale end leaves the end date in charge.
	 */
	public function test_product_without_a_scheduled_sale_falls_back_to_the_end_date(): void {
		$this->requires_woocommerce();
		$product = new \WC_Product_Simple();
		$product->set_name( 'Always full price' );
		$product->set_regular_price( '20' );
		$product->save();

		$html = $this->render(
			array(
				'productId' => $product->get_id(),
				'endDate'   => '2040-01-01T00:00:00Z',
			)
		);

		$this->assertStringContainsString( 'data-end="2040-01-01T00:00:00Z"', $html );
	}

	/**
	 * Renders the countdown block as a post would.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private function render( array $attributes ): string {
		$this->assertTrue(
			\WP_Block_Type_Registry::get_instance()->is_registered( 'shopwright/countdown' ),
			'shopwright/countdown is not registered: build the blocks (npm run build) first.'
		);
		return render_block(
			array(
				'blockName'    => 'shopwright/countdown',
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The digits the server rendered for one unit.
	 *
	 * @param string $html The rendered block.
	 * @param string $unit days, hours, minutes or seconds.
	 */
	private function unit_value( string $html, string $unit ): string {
		$this->assertSame( 1, preg_match( '#data-unit="' . $unit . '">([^<]*)<#', $html, $matches ), "No $unit in the countdown." );
		return $matches[1];
	}

	/**
	 * A simple product whose sale started yesterday and ends at `$sale_end`.
	 *
	 * @param int $sale_end Timestamp of the end of the sale.
	 */
	private function create_product_on_sale_until( int $sale_end ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Deal of the week' );
		$product->set_regular_price( '20' );
		$product->set_sale_price( '15' );
		$product->set_date_on_sale_from( time() - DAY_IN_SECONDS );
		$product->set_date_on_sale_to( $sale_end );
		return $product->save();
	}
}
