/**
 * Internal dependencies
 */
import { hasCart } from '../cart-blocks';

type TestBlock = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: TestBlock[];
};

const block = (
	name: string,
	attributes: Record< string, unknown > = {},
	innerBlocks: TestBlock[] = []
): TestBlock => ( { name, attributes, innerBlocks } );

describe( 'a cart on the cart page', () => {
	test( 'the Cart block counts, nested too', () => {
		expect(
			hasCart( [
				block( 'core/group', {}, [ block( 'woocommerce/cart' ) ] ),
			] )
		).toBe( true );
	} );

	test( 'the classic shortcode counts, in its block or in text', () => {
		expect(
			hasCart( [
				block( 'core/shortcode', { text: '[woocommerce_cart]' } ),
			] )
		).toBe( true );
		expect(
			hasCart( [
				block( 'core/paragraph', { content: 'x [woocommerce_cart ]' } ),
			] )
		).toBe( true );
		expect( hasCart( [ block( 'woocommerce/classic-shortcode' ) ] ) ).toBe(
			true
		);
	} );

	test( 'anything else is no cart', () => {
		expect( hasCart( [] ) ).toBe( false );
		expect(
			hasCart( [
				block( 'core/paragraph', { content: 'Your cart' } ),
				block( 'core/shortcode', {
					text: '[woocommerce_cart_totals]',
				} ),
				block( 'woocommerce/mini-cart' ),
			] )
		).toBe( false );
	} );
} );
