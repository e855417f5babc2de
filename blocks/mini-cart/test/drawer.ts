/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	CART_EVENTS,
	FRAGMENT_REFRESH_EVENT,
} from '../../../src/frontend/storefront/event-names';
import { store } from '../../../src/stores/cart';
import { cart, cartItem } from '../../../src/stores/cart/test/fixtures/cart';
import { READY_ATTRIBUTE } from '../constants';
import type { CartAccess } from '../drawer/cart-access';
import { SCROLL_LOCK_CLASS } from '../drawer/dialog';
import { startMiniCarts } from '../drawer/start';
import { blockMarkup, DRAWER_CONFIG, ORIGIN } from './helpers/markup';
import { flush, installFakeFetch } from './helpers/store-api';

/** The element with focus, read through a node's document as the lint rule asks. */
const focused = () => document.body.ownerDocument.activeElement;

const ROOT = DRAWER_CONFIG.storeApiRoot;

const TWO_ITEMS = cart( [
	cartItem( 'a', { name: 'Shirt &#8211; Blue', quantity: 1 } ),
	cartItem( 'b', {
		name: 'Hat',
		quantity: 2,
		quantity_limits: {
			minimum: 1,
			maximum: 2,
			multiple_of: 1,
			editable: true,
		},
		variation: [ { attribute: 'Size', value: 'L' } ],
		totals: {
			...cartItem( 'b' ).totals,
			line_subtotal: '2500',
			line_subtotal_tax: '500',
		},
	} ),
] );

let fake: ReturnType< typeof installFakeFetch >;
let stop: () => void;

function access(): CartAccess {
	const registry = createRegistry();
	registry.register( store );
	return {
		select: () => registry.select( store ),
		dispatch: () => registry.dispatch( store ),
		load: () => registry.resolveSelect( store ).getCart(),
		subscribe: ( listener ) => registry.subscribe( listener, store ),
	};
}

async function start(
	markup = blockMarkup(),
	answer: unknown = TWO_ITEMS,
	hasCart = true
) {
	document.body.innerHTML = `<button id="before">Before</button>${ markup }`;
	fake = installFakeFetch();
	stop = startMiniCarts( document, access(), {
		nonce: 'page-nonce',
		hasCart: () => hasCart,
	} );
	await flush();
	if ( answer !== null && fake.calls[ 0 ] ) {
		fake.calls[ 0 ].answer( {
			body: answer,
			headers: { Nonce: 'n2', 'Cart-Hash': 'hash-1' },
		} );
		await flush();
	}
}

const $ = < T extends Element = HTMLElement >( selector: string ) =>
	document.querySelector< T >( selector )!;
const button = () =>
	$< HTMLAnchorElement >( '.wp-block-shopwright-mini-cart__button' );
const drawer = () => $( '.wp-block-shopwright-mini-cart__drawer' );
const panel = () => $( '[role="dialog"]' );
const row = ( key: string ) => $( `[data-key="${ key }"]` );
const texts = ( selector: string ) =>
	Array.from( document.querySelectorAll( selector ), ( e ) => e.textContent );

function clickButton( init: MouseEventInit = {} ) {
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
		...init,
	} );
	button().dispatchEvent( event );
	return event;
}

function press( target: Element, name: string, shiftKey = false ) {
	target.dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key: name,
			shiftKey,
			bubbles: true,
			cancelable: true,
		} )
	);
}

afterEach( () => {
	stop?.();
	document.documentElement.className = '';
} );

describe( 'startMiniCarts', () => {
	it( 'turns the link into a button for a dialog, and loads the cart once', async () => {
		await start();

		expect(
			$( '.wp-block-shopwright-mini-cart' ).hasAttribute(
				READY_ATTRIBUTE
			)
		).toBe( true );
		expect( button().getAttribute( 'role' ) ).toBe( 'button' );
		expect( button().getAttribute( 'aria-haspopup' ) ).toBe( 'dialog' );
		expect( button().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( button().getAttribute( 'aria-controls' ) ).toBe( drawer().id );
		expect( fake.calls.map( ( c ) => `${ c.method } ${ c.url }` ) ).toEqual(
			[ `GET ${ ROOT }/cart` ]
		);
	} );

	it( 'sends nothing for a shopper without a cart until the drawer opens', async () => {
		await start( blockMarkup(), null, false );
		expect( fake.fetch ).not.toHaveBeenCalled();

		clickButton();
		await flush();
		expect( fake.calls.map( ( c ) => c.url ) ).toEqual( [
			`${ ROOT }/cart`,
		] );
		fake.calls[ 0 ].answer( { body: cart() } );
		await flush();
		expect(
			$( '.wp-block-shopwright-mini-cart__message' ).textContent
		).toBe( 'Your cart is empty.' );
	} );

	it( 'updates the count and total in the header from the store', async () => {
		await start();

		expect(
			$( '.wp-block-shopwright-mini-cart__count-value' ).textContent
		).toBe( '3' );
		// 12,50 + 2,50 tax + 25,00 + 5,00 tax, prices shown with tax.
		expect(
			$( '.wp-block-shopwright-mini-cart__total-value' ).textContent
		).toBe( '45,00 €' );
		expect(
			$( '.wp-block-shopwright-mini-cart' ).classList.contains(
				'has-items'
			)
		).toBe( true );
	} );

	it( 'opens the drawer on click: focus in the dialog, page scroll locked', async () => {
		await start();
		const event = clickButton();

		expect( event.defaultPrevented ).toBe( true );
		expect( drawer().hidden ).toBe( false );
		expect( drawer().classList.contains( 'is-open' ) ).toBe( true );
		expect( button().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( focused() ).toBe( panel() );
		expect( panel().getAttribute( 'aria-modal' ) ).toBe( 'true' );
		expect(
			document.getElementById(
				panel().getAttribute( 'aria-labelledby' )!
			)?.textContent
		).toBe( 'Your cart' );
		expect(
			document.documentElement.classList.contains( SCROLL_LOCK_CLASS )
		).toBe( true );
	} );

	it( 'leaves a click that asks for a new tab to the link', async () => {
		await start();
		let prevented: boolean | undefined;
		// jsdom cannot follow the link: stop it once the page's handlers had their say.
		window.addEventListener(
			'click',
			( event ) => {
				prevented = event.defaultPrevented;
				event.preventDefault();
			},
			{ once: true }
		);
		clickButton( { ctrlKey: true } );

		expect( prevented ).toBe( false );
		expect( drawer().hidden ).toBe( true );
	} );

	it( 'opens with the Space key, as a button does', async () => {
		await start();
		press( button(), ' ' );
		expect( drawer().hidden ).toBe( false );
	} );

	it( 'lists the items: image, name, variation, price with tax, quantity, and the subtotal', async () => {
		await start();
		clickButton();

		expect( texts( '.wp-block-shopwright-mini-cart__item-name' ) ).toEqual(
			[ 'Shirt – Blue', 'Hat' ]
		);
		expect( $< HTMLAnchorElement >( '[data-key="a"] a' ).href ).toBe(
			'https://shop.test/product/a/'
		);
		expect( $< HTMLImageElement >( '[data-key="a"] img' ).src ).toBe(
			'https://shop.test/a-150.jpg'
		);
		expect(
			texts( '.wp-block-shopwright-mini-cart__item-variation' )
		).toEqual( [ '', 'Size: L' ] );
		expect( texts( '.wp-block-shopwright-mini-cart__item-price' ) ).toEqual(
			[ '15,00 €', '30,00 €' ]
		);
		expect(
			texts( '.wp-block-shopwright-mini-cart__quantity-value' )
		).toEqual( [ '1', '2' ] );
		expect(
			$( '.wp-block-shopwright-mini-cart__subtotal-value' ).textContent
		).toBe( '45,00 €' );
		expect(
			$< HTMLAnchorElement >(
				'.wp-block-shopwright-mini-cart__view-cart'
			).href
		).toBe( `${ ORIGIN }/cart/` );
		expect(
			$< HTMLAnchorElement >( '.wp-block-shopwright-mini-cart__checkout' )
				.href
		).toBe( `${ ORIGIN }/checkout/` );
		expect(
			row( 'a' )
				.querySelector( '.is-decrease' )
				?.getAttribute( 'aria-label' )
		).toBe( 'Reduce the quantity of Shirt – Blue' );
		expect(
			row( 'a' )
				.querySelector( '.wp-block-shopwright-mini-cart__remove' )
				?.getAttribute( 'aria-label' )
		).toBe( 'Remove Shirt – Blue from the cart' );
	} );

	it( 'shows the loading text until the cart is there', async () => {
		await start( blockMarkup(), null );
		clickButton();
		expect(
			$( '.wp-block-shopwright-mini-cart__message' ).textContent
		).toBe( 'Loading your cart…' );
		expect( $( '.wp-block-shopwright-mini-cart__checkout' ).hidden ).toBe(
			true
		);
	} );

	it( 'shows the empty state', async () => {
		await start( blockMarkup(), cart() );
		clickButton();

		expect(
			$( '.wp-block-shopwright-mini-cart__message' ).textContent
		).toBe( 'Your cart is empty.' );
		expect( $( '.wp-block-shopwright-mini-cart__items' ).hidden ).toBe(
			true
		);
		expect( $( '.wp-block-shopwright-mini-cart__checkout' ).hidden ).toBe(
			true
		);
		expect( $( '.wp-block-shopwright-mini-cart__view-cart' ).hidden ).toBe(
			false
		);
		expect(
			$( '.wp-block-shopwright-mini-cart__count-value' ).textContent
		).toBe( '0' );
	} );

	it( 'closes on Escape and gives focus back to the button', async () => {
		await start();
		button().focus();
		clickButton();
		press( panel(), 'Escape' );

		expect( drawer().hidden ).toBe( true );
		expect( button().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( focused() ).toBe( button() );
		expect(
			document.documentElement.classList.contains( SCROLL_LOCK_CLASS )
		).toBe( false );
	} );

	it( 'closes on a click on the overlay or the close button, not inside the panel', async () => {
		await start();
		clickButton();
		$( '.wp-block-shopwright-mini-cart__subtotal' ).click();
		expect( drawer().hidden ).toBe( false );

		drawer().click();
		expect( drawer().hidden ).toBe( true );

		clickButton();
		$< HTMLButtonElement >(
			'.wp-block-shopwright-mini-cart__close'
		).click();
		expect( drawer().hidden ).toBe( true );
	} );

	it( 'keeps Tab inside the dialog', async () => {
		await start();
		clickButton();
		const close = $( '.wp-block-shopwright-mini-cart__close' );
		const checkout = $( '.wp-block-shopwright-mini-cart__checkout' );

		press( panel(), 'Tab', true );
		expect( focused() ).toBe( checkout );
		press( checkout, 'Tab' );
		expect( focused() ).toBe( close );
		press( close, 'Tab', true );
		expect( focused() ).toBe( checkout );
	} );

	it( 'removes an item: row busy, then gone, focus on the next row, announced, fragments asked for', async () => {
		await start();
		clickButton();
		const removed = jest.fn();
		const refresh = jest.fn();
		document.addEventListener( CART_EVENTS.removed_from_cart, removed );
		document.addEventListener( FRAGMENT_REFRESH_EVENT, refresh );
		const remove = row( 'a' ).querySelector< HTMLButtonElement >(
			'.wp-block-shopwright-mini-cart__remove'
		)!;
		remove.focus();
		remove.click();
		await flush();

		expect( fake.calls[ 1 ] ).toMatchObject( {
			method: 'POST',
			url: `${ ROOT }/cart/remove-item`,
			body: { key: 'a' },
		} );
		expect( row( 'a' ).getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( remove.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		remove.click();
		await flush();
		expect( fake.calls ).toHaveLength( 2 );

		fake.calls[ 1 ].answer( { body: cart( [ TWO_ITEMS.items[ 1 ] ] ) } );
		await flush();

		expect( document.querySelector( '[data-key="a"]' ) ).toBeNull();
		expect( focused() ).toBe(
			row( 'b' ).querySelector( '.wp-block-shopwright-mini-cart__remove' )
		);
		expect( $( '[role="status"]' ).textContent ).toBe(
			'Shirt – Blue has been removed from your cart.'
		);
		expect( removed.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			source: 'mini-cart',
		} );
		expect( refresh ).toHaveBeenCalledTimes( 1 );
		expect(
			$( '.wp-block-shopwright-mini-cart__count-value' ).textContent
		).toBe( '2' );
		// Its own change is not loaded again.
		expect( fake.calls ).toHaveLength( 2 );
		document.removeEventListener( CART_EVENTS.removed_from_cart, removed );
		document.removeEventListener( FRAGMENT_REFRESH_EVENT, refresh );
	} );

	it( 'moves focus to the dialog when the last item is removed', async () => {
		await start( blockMarkup(), cart( [ cartItem( 'a' ) ] ) );
		clickButton();
		const remove = row( 'a' ).querySelector< HTMLButtonElement >(
			'.wp-block-shopwright-mini-cart__remove'
		)!;
		remove.focus();
		remove.click();
		await flush();
		fake.calls[ 1 ].answer( { body: cart() } );
		await flush();

		expect( focused() ).toBe( panel() );
		expect(
			$( '.wp-block-shopwright-mini-cart__message' ).textContent
		).toBe( 'Your cart is empty.' );
	} );

	it( 'changes a quantity with the stepper, within the limits', async () => {
		await start();
		clickButton();
		const increase =
			row( 'a' ).querySelector< HTMLButtonElement >( '.is-increase' )!;
		const decrease =
			row( 'a' ).querySelector< HTMLButtonElement >( '.is-decrease' )!;
		expect( decrease.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		decrease.click();
		await flush();
		expect( fake.calls ).toHaveLength( 1 );

		increase.click();
		await flush();
		expect( fake.calls[ 1 ] ).toMatchObject( {
			url: `${ ROOT }/cart/update-item`,
			body: { key: 'a', quantity: 2 },
		} );
		fake.calls[ 1 ].answer( {
			body: cart( [
				cartItem( 'a', { name: 'Shirt &#8211; Blue', quantity: 2 } ),
				TWO_ITEMS.items[ 1 ],
			] ),
		} );
		await flush();

		expect(
			row( 'a' ).querySelector(
				'.wp-block-shopwright-mini-cart__quantity-value'
			)?.textContent
		).toBe( '2' );
		expect( $( '[role="status"]' ).textContent ).toBe(
			'The quantity of Shirt – Blue is now 2.'
		);
		// The hat is at its maximum of 2.
		expect(
			row( 'b' )
				.querySelector( '.is-increase' )
				?.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );

	it( "shows the Store API's message when a change is refused", async () => {
		await start();
		clickButton();
		row( 'a' )
			.querySelector< HTMLButtonElement >( '.is-increase' )!
			.click();
		await flush();
		fake.calls[ 1 ].answer( {
			status: 400,
			body: {
				code: 'woocommerce_rest_cart_invalid_quantity',
				message: 'Only 1 &quot;Shirt&quot; left.',
				data: { status: 400 },
			},
		} );
		await flush();

		expect( $( '[role="alert"]' ).textContent ).toBe(
			'Only 1 "Shirt" left.'
		);
		expect(
			row( 'a' ).querySelector(
				'.wp-block-shopwright-mini-cart__item-error'
			)?.textContent
		).toBe( 'Only 1 "Shirt" left.' );
		expect( row( 'a' ).getAttribute( 'aria-busy' ) ).toBe( 'false' );
	} );

	it( 'reloads the cart when a product is added elsewhere on the page', async () => {
		await start();
		document.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.added_to_cart, {
				bubbles: true,
				detail: { source: 'add-to-cart', fragments: {} },
			} )
		);
		await flush();
		expect( fake.calls.map( ( c ) => c.url ) ).toEqual( [
			`${ ROOT }/cart`,
			`${ ROOT }/cart`,
		] );
	} );

	it( 'reloads the cart when refreshed fragments say another tab changed it', async () => {
		await start();
		const refreshed = ( cartHash: string ) =>
			document.body.dispatchEvent(
				new CustomEvent( CART_EVENTS.wc_fragments_refreshed, {
					bubbles: true,
					detail: { cartHash },
				} )
			);
		refreshed( 'hash-1' );
		await flush();
		expect( fake.calls ).toHaveLength( 1 );
		refreshed( 'hash-2' );
		await flush();
		expect( fake.calls ).toHaveLength( 2 );
	} );

	it( 'opens on the click the runtime holds for it and clicks again once it has run', async () => {
		await start( blockMarkup(), TWO_ITEMS, false );
		button().click();
		await flush();
		expect( drawer().hidden ).toBe( false );
	} );

	it( 'stays a link when the Store API is not on this site', async () => {
		await start(
			blockMarkup( {
				...DRAWER_CONFIG,
				storeApiRoot: 'https://evil.test/wp-json/wc/store/v1',
			} )
		);
		expect( fake.fetch ).not.toHaveBeenCalled();
		expect( button().hasAttribute( 'role' ) ).toBe( false );
		expect(
			$( '.wp-block-shopwright-mini-cart' ).hasAttribute(
				READY_ATTRIBUTE
			)
		).toBe( false );
	} );

	it( 'gives the page back when stopped', async () => {
		await start();
		stop();
		stop = () => {};
		expect( button().hasAttribute( 'role' ) ).toBe( false );
		expect( drawer().children ).toHaveLength( 0 );
	} );
} );
