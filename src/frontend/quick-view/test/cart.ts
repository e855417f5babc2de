/**
 * Internal dependencies
 */
import type { AddToCartResult, CartClient } from '../../storefront/cart-client';
import {
	buildPayload,
	checkRequiredAttributes,
	groupedPayloads,
	submitDialogForm,
} from '../cart';

const VARIATION_FORM = `
	<form class="variations_form cart" data-product_id="30">
		<label for="colour">Colour</label>
		<select id="colour" name="attribute_colour">
			<option value="">Choose an option</option>
			<option value="Blue">Blue</option>
		</select>
		<label for="size">Size</label>
		<select id="size" name="attribute_size">
			<option value="">Choose an option</option>
			<option value="M">M</option>
		</select>
		<input class="qty" name="quantity" value="2">
		<button type="submit" class="single_add_to_cart_button">Add to cart</button>
		<input type="hidden" name="add-to-cart" value="30">
		<input type="hidden" name="product_id" value="30">
		<input type="hidden" name="variation_id" class="variation_id" value="0">
	</form>`;

const CONFIG = {
	cartUrl: 'https://shop.test/cart/',
	isCart: false,
	cartRedirectAfterAdd: false,
	i18n: {
		close: '',
		loading: '',
		loadFailed: '',
		openPage: '',
		previous: '',
		next: '',
		viewCart: 'View cart',
		addedToCart: 'Added.',
		addToCartFailed: 'Failed.',
		required: 'Please choose a %s.',
		selectionNeeded: 'Choose quantities.',
		unavailable: 'Unavailable.',
		decreaseQuantity: '',
		increaseQuantity: '',
	},
};

function form(): HTMLFormElement {
	document.body.innerHTML = VARIATION_FORM;
	return document.querySelector( 'form' )!;
}

function client( result: AddToCartResult ): CartClient {
	return {
		add: jest.fn( () => Promise.resolve( result ) ),
		queue: { add: ( task ) => task() },
	};
}

describe( 'the variation checks', () => {
	it( 'flags every option left empty as required and in error', () => {
		const element = form();
		const missing = checkRequiredAttributes( element );
		expect( missing.map( ( select ) => select.name ) ).toEqual( [
			'attribute_colour',
			'attribute_size',
		] );
		for ( const select of missing ) {
			expect( select.classList ).toContain( 'required' );
			expect( select.classList ).toContain( 'error' );
			expect( select.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		}
	} );

	it( 'clears the flags of an option once chosen', () => {
		const element = form();
		checkRequiredAttributes( element );
		element.querySelector< HTMLSelectElement >( '#colour' )!.value = 'Blue';
		const missing = checkRequiredAttributes( element );
		expect( missing.map( ( select ) => select.name ) ).toEqual( [
			'attribute_size',
		] );
		const colour = element.querySelector( '#colour' )!;
		expect( colour.classList ).not.toContain( 'error' );
		expect( colour.getAttribute( 'aria-invalid' ) ).toBe( 'false' );
	} );

	it( 'sends nothing while an option is empty, and says which', async () => {
		const element = form();
		const cart = client( { kind: 'failed' } );
		const announce = jest.fn();
		const result = await submitDialogForm( element, 30, CONFIG, {
			client: cart,
			navigate: jest.fn(),
			announce,
		} );
		expect( result ).toBeNull();
		expect( cart.add ).not.toHaveBeenCalled();
		expect( announce ).toHaveBeenCalledWith(
			'Please choose a Colour.',
			true
		);
		expect( element.ownerDocument.activeElement?.id ).toBe( 'colour' );
	} );

	it( 'sends the product, its variation and the chosen options', async () => {
		const element = form();
		element.querySelector< HTMLSelectElement >( '#colour' )!.value = 'Blue';
		element.querySelector< HTMLSelectElement >( '#size' )!.value = 'M';
		element.querySelector< HTMLInputElement >( '.variation_id' )!.value =
			'31';
		const payload = buildPayload( element, 30 );
		expect( payload ).toEqual(
			expect.objectContaining( {
				product_id: '30',
				product_sku: '',
				quantity: '2',
				variation_id: '31',
				attribute_colour: 'Blue',
				attribute_size: 'M',
			} )
		);
		expect( payload ).not.toHaveProperty( 'add-to-cart' );

		const cart = client( {
			kind: 'added',
			fragments: { '.count': '<b>1</b>' },
			cartHash: 'h',
		} );
		const button = element.querySelector( '.single_add_to_cart_button' )!;
		const pending = submitDialogForm( element, 30, CONFIG, {
			client: cart,
			navigate: jest.fn(),
			announce: jest.fn(),
		} );
		expect( button.classList ).toContain( 'loading' );
		await pending;
		expect( button.classList ).not.toContain( 'loading' );
		expect( button.classList ).toContain( 'added' );
	} );

	it( 'goes to the product page only when the answer is an error with a product page', async () => {
		const element = form();
		element.querySelector< HTMLSelectElement >( '#colour' )!.value = 'Blue';
		element.querySelector< HTMLSelectElement >( '#size' )!.value = 'M';
		const navigate = jest.fn();
		await submitDialogForm( element, 30, CONFIG, {
			client: client( {
				kind: 'refused',
				productUrl: 'https://shop.test/p/hoodie/',
			} ),
			navigate,
			announce: jest.fn(),
		} );
		expect( navigate ).toHaveBeenCalledWith(
			'https://shop.test/p/hoodie/'
		);

		navigate.mockClear();
		const announce = jest.fn();
		await submitDialogForm( element, 30, CONFIG, {
			client: client( { kind: 'refused', productUrl: null } ),
			navigate,
			announce,
		} );
		expect( navigate ).not.toHaveBeenCalled();
		expect( announce ).toHaveBeenCalledWith( 'Failed.', true );
	} );

	it( 'adds each child of a grouped product with a quantity', () => {
		document.body.innerHTML = `
			<form class="cart grouped_form">
				<input name="quantity[5]" value="2"><input name="quantity[6]" value="0"><input name="quantity[7]" value="1">
			</form>`;
		expect( groupedPayloads( document.querySelector( 'form' )! ) ).toEqual(
			[
				{ product_id: '5', product_sku: '', quantity: '2' },
				{ product_id: '7', product_sku: '', quantity: '1' },
			]
		);
	} );
} );
