<?php
/**
 * The mini cart block's server render.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Storefront;

use Shopwright\Plugin;
use Shopwright\Storefront\StorefrontScripts;
use Shopwright\Tests\TestCase;

/**
 * What a visitor sees before any script, and what it costs.
 */
final class MiniCartBlockTest extends TestCase {

	/**
	 * The block's markup.
	 */
	private function render(): string {
		return render_block(
			array(
				'blockName'    => 'shopwright/mini-cart',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	public function test_a_visitor_without_a_cart_sees_an_empty_cart_link_and_gets_no_session(): void {
		$this->requires_woocommerce();
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( 'shopwright/mini-cart' ) ) {
			$this->markTestSkipped( 'The mini cart block is not built (run npm run build).' );
		}
		$html = $this->render();

		$this->assertStringContainsString( '<div class="is-empty wp-block-shopwright-mini-cart"', $html );
		$this->assertStringContainsString( 'href="' . esc_url( wc_get_cart_url() ) . '"', $html, 'Without a script it is a link to the cart.' );
		$this->assertMatchesRegularExpression( '#__count-value">0<#', $html );
		$this->assertStringContainsString( 'hidden></div>', $html, 'The drawer waits, empty and hidden.' );
		$this->assertMatchesRegularExpression( '#__total-value" style="min-width:7ch">[^<]*0[^<]*<#', $html, 'The total has room to grow without moving the header.' );
		$session = WC()->session;
		$this->assertFalse( is_object( $session ) && $session->has_session(), 'Rendering starts no session, so the page stays cacheable.' );
	}

	public function test_the_drawer_is_registered_and_deferred_until_intent(): void {
		$this->requires_woocommerce();
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( 'shopwright/mini-cart' ) ) {
			$this->markTestSkipped( 'The mini cart block is not built (run npm run build).' );
		}
		( new StorefrontScripts( SHOPWRIGHT_FILE, Plugin::instance()->settings() ) )->register_drawer();
		$this->assertTrue( wp_script_is( StorefrontScripts::DRAWER_HANDLE, 'registered' ) );
		$this->render();

		$manifest = Plugin::instance()->block_runtime()->manifest();
		$chunks   = array_column( $manifest['chunks'], null, 'handle' );
		$this->assertSame( '.wp-block-shopwright-mini-cart', $chunks[ StorefrontScripts::DRAWER_HANDLE ]['selector'] ?? null );
		$this->assertArrayNotHasKey( 'near', $chunks[ StorefrontScripts::DRAWER_HANDLE ] ?? array(), 'On intent only.' );
		$this->assertFalse( wp_script_is( StorefrontScripts::DRAWER_HANDLE, 'enqueued' ), 'Nothing loads before intent.' );
	}
}
