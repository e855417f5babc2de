<?php
/**
 * The order screen's box of the first and last visit.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Attribution;

use Shopwright\Attribution\OrderAttribution;
use Shopwright\Attribution\VisitsBox;

/**
 * What the owner reads, and that nothing in it is markup a visitor wrote.
 */
final class VisitsBoxTest extends AttributionTestCase {

	/**
	 * The box's HTML for an order.
	 *
	 * @param \WC_Order $order The order.
	 */
	private function box( \WC_Order $order ): string {
		ob_start();
		( new VisitsBox() )->render( $order );
		return (string) ob_get_clean();
	}

	public function test_shows_both_touches_escaped(): void {
		$this->requires_woocommerce();
		$order = wc_create_order();
		$this->assertInstanceOf( \WC_Order::class, $order );
		$touch = array(
			'source_type'  => 'referral',
			'utm_source'   => 'blog.example',
			'utm_medium'   => 'referral',
			'utm_campaign' => '(none)',
			'click_id'     => '',
			'date'         => '2026-11-20 10:00:00',
			'entrance'     => '/?q=<script>alert(1)</script>',
		);
		$order->update_meta_data(
			OrderAttribution::META_KEY,
			array(
				'first'  => $touch,
				'last'   => array_merge(
					$touch,
					array(
						'source_type' => 'utm',
						'utm_source'  => '<img src=x onerror=alert(1)>',
						'click_id'    => 'gclid:abc',
					)
				),
				'visits' => 3,
			)
		);
		$order->save();

		$html = $this->box( wc_get_order( $order->get_id() ) );
		$this->assertStringContainsString( 'First visit', $html );
		$this->assertStringContainsString( 'Referral: Blog.example', $html );
		$this->assertStringContainsString( 'Ad click: gclid:abc', $html );
		$this->assertStringContainsString( 'Landing page: /?q=&lt;script&gt;', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( 'Campaign', $html, 'Empty values are left out.' );
		$this->assertMatchesRegularExpression( '#<dt>Visits</dt><dd>3</dd>#', $html );
		$this->assertStringContainsString( 'overflow-wrap:anywhere', $html, 'A long landing page wraps inside the side box.' );
	}

	public function test_shows_the_page_ordered_from_as_plain_isolated_text(): void {
		$this->requires_woocommerce();
		$order = wc_create_order();
		$this->assertInstanceOf( \WC_Order::class, $order );
		$order->update_meta_data( '_wc_order_attribution_session_current_page', 'https://shop.test/checkout/?a="><script>alert(1)</script>' . "\u{202E}gpj.exe" );
		$order->save();
		$html = $this->box( wc_get_order( $order->get_id() ) );
		$this->assertStringContainsString( 'Ordered from the page', $html );
		$this->assertStringContainsString( '<bdi>https://shop.test/checkout/?a=&quot;&gt;gpj.exe</bdi>', $html, 'Markup and the override were taken out; the rest is escaped text.' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<a ', $html, 'Never a link.' );

		$none = wc_create_order();
		$this->assertInstanceOf( \WC_Order::class, $none );
		$this->assertStringNotContainsString( 'Ordered from the page', $this->box( $none ) );
	}

	public function test_says_so_when_nothing_was_recorded(): void {
		$this->requires_woocommerce();
		$order = wc_create_order();
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertStringContainsString( 'No visits were recorded', $this->box( $order ) );
	}
}
