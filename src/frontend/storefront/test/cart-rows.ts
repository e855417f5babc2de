/**
 * Internal dependencies
 */
import { initCartRows, TOGGLE_CLASS } from '../cart-rows';

function render() {
	document.body.innerHTML = `
		<div class="woocommerce">
			<form class="woocommerce-cart-form">
				<table class="shop_table cart">
					<tr class="woocommerce-cart-form__cart-item cart_item">
						<td class="product-name"><a href="/p/shirt">Shirt</a>
							<dl class="variation"><dt>Size:</dt><dd>L</dd></dl></td>
					</tr>
					<tr class="woocommerce-cart-form__cart-item cart_item">
						<td class="product-name"><a href="/p/hat">Hat</a></td>
					</tr>
					<tr class="cart_item">
						<td class="product-name"><a href="/p/bag">Bag</a></td>
					</tr>
					<tr class="cart-item-details" data-shopwright-cart-details><td>Gift wrapped</td></tr>
				</table>
			</form>
		</div>`;
}

const toggles = () =>
	Array.from(
		document.querySelectorAll< HTMLButtonElement >( `.${ TOGGLE_CLASS }` )
	);

describe( 'initCartRows', () => {
	let cleanup: () => void;

	beforeEach( render );
	afterEach( () => cleanup() );

	it( 'collapses each item with details behind a disclosure button', () => {
		cleanup = initCartRows( document, { label: 'Details' } );
		const [ shirt, bag ] = toggles();

		expect( toggles() ).toHaveLength( 2 );
		expect( shirt.textContent ).toBe( 'Details Shirt' );
		expect( shirt.type ).toBe( 'button' );
		expect( shirt.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		const details = document.getElementById(
			shirt.getAttribute( 'aria-controls' )!
		)!;
		expect( details.matches( 'dl.variation' ) ).toBe( true );
		expect( details.hidden ).toBe( true );
		// A details row gets its button in the product cell of the row before it.
		expect( bag.closest( 'td' )?.textContent ).toContain( 'Bag' );
		expect(
			document
				.getElementById( bag.getAttribute( 'aria-controls' )! )
				?.matches( '[data-shopwright-cart-details]' )
		).toBe( true );
	} );

	it( 'expands and collapses on click', () => {
		cleanup = initCartRows( document, { label: 'Details' } );
		const [ shirt ] = toggles();
		const details =
			document.querySelector< HTMLElement >( 'dl.variation' )!;

		shirt.click();
		expect( shirt.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( details.hidden ).toBe( false );
		shirt.click();
		expect( shirt.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( details.hidden ).toBe( true );
	} );

	it( 'collapses nothing without a label for the button', () => {
		cleanup = initCartRows( document, { label: '' } );
		expect( toggles() ).toHaveLength( 0 );
		expect(
			document.querySelector< HTMLElement >( 'dl.variation' )!.hidden
		).toBe( false );
	} );

	it( "enhances the fresh form WooCommerce's cart script puts in after an update", async () => {
		const fresh = document
			.querySelector( '.woocommerce-cart-form' )!
			.cloneNode( true ) as HTMLElement; // A clone of an element is one.
		cleanup = initCartRows( document, { label: 'Details' } );
		document
			.querySelector( '.woocommerce-cart-form' )!
			.replaceWith( fresh );
		expect( toggles() ).toHaveLength( 0 );
		await Promise.resolve();

		expect( toggles() ).toHaveLength( 2 );
		toggles()[ 0 ].click();
		expect(
			fresh.querySelector< HTMLElement >( 'dl.variation' )!.hidden
		).toBe( false );
	} );

	it( 'gives the page back as it was when stopped', () => {
		cleanup = initCartRows( document, { label: 'Details' } );
		cleanup();
		cleanup = () => {};

		expect( toggles() ).toHaveLength( 0 );
		expect(
			document.querySelector< HTMLElement >( 'dl.variation' )!.hidden
		).toBe( false );
	} );
} );
