/**
 * Internal dependencies
 */
import { ADD_TO_CART_TIMEOUT } from '../add-to-cart';
import { CART_EVENTS } from '../event-names';
import { ANNOUNCE_DELAY } from '../live-region';
import {
	BLOCKED_CLASS,
	initMiniCartRemove,
	REMOVE_TIMEOUT,
} from '../mini-cart-remove';
import {
	fakeFetch,
	json,
	notJson,
	ORIGIN,
	requestDependencies,
	settle,
} from './helpers/requests';

const CONFIG = {
	wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
	failedText: 'The item could not be removed.',
};

const EMPTY_WIDGET = {
	'div.widget_shopping_cart_content':
		'<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>',
};

function render( href = `${ ORIGIN }/cart/?remove_item=k1&_wpnonce=n` ) {
	document.body.innerHTML = `
		<div class="widget_shopping_cart_content">
			<ul class="woocommerce-mini-cart">
				<li class="woocommerce-mini-cart-item"><a href="${ href }" class="remove remove_from_cart_button" role="button" aria-label="Remove Shirt from cart" data-cart_item_key="k1" data-success_message="“Shirt” has been removed from your cart">×</a> Shirt</li>
				<li class="woocommerce-mini-cart-item"><a href="${ ORIGIN }/cart/?remove_item=k2" class="remove remove_from_cart_button" role="button" data-cart_item_key="k2">×</a> Hat</li>
			</ul>
		</div>`;
}

const link = ( key: string ) =>
	document.querySelector< HTMLElement >( `[data-cart_item_key="${ key }"]` )!;
const row = ( key: string ) =>
	link( key ).closest< HTMLElement >( '.woocommerce-mini-cart-item' )!;

function click( element: HTMLElement ) {
	let defaultPrevented = false;
	const after = ( event: Event ) => {
		defaultPrevented = event.defaultPrevented;
		event.preventDefault();
	};
	window.addEventListener( 'click', after, { once: true } );
	element.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true } )
	);
	return { defaultPrevented };
}

describe( 'initMiniCartRemove', () => {
	let requests: ReturnType< typeof fakeFetch >;
	let deps: ReturnType< typeof requestDependencies >;
	let cleanup: () => void;

	beforeEach( () => {
		jest.useFakeTimers();
		render();
		requests = fakeFetch();
		deps = requestDependencies( requests.fetch );
		cleanup = initMiniCartRemove( document, CONFIG, deps );
	} );

	afterEach( () => {
		cleanup();
		deps.announcer.destroy();
		jest.useRealTimers();
	} );

	it( 'posts the cart item key to wc-ajax remove_from_cart and blocks the row meanwhile', async () => {
		const result = click( link( 'k1' ) );
		await settle();

		expect( result.defaultPrevented ).toBe( true );
		expect( requests.calls[ 0 ].url ).toBe( '/?wc-ajax=remove_from_cart' );
		expect( Object.fromEntries( requests.calls[ 0 ].body ) ).toEqual( {
			cart_item_key: 'k1',
		} );
		expect( row( 'k1' ).classList.contains( BLOCKED_CLASS ) ).toBe( true );
		expect( row( 'k1' ).getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( row( 'k1' ).style.pointerEvents ).toBe( 'none' );
	} );

	it( 'sends nothing more for a second click on a blocked row', async () => {
		click( link( 'k1' ) );
		click( link( 'k1' ) );
		await settle();
		requests.calls[ 0 ].respond( json( { fragments: EMPTY_WIDGET } ) );
		await settle();

		expect( requests.fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'replaces the fragments, announces the removal and sends removed_from_cart', async () => {
		const removed = jest.fn();
		document.addEventListener( CART_EVENTS.removed_from_cart, removed );
		const removeLink = link( 'k1' );
		click( removeLink );
		await settle();
		requests.calls[ 0 ].respond(
			json( { fragments: EMPTY_WIDGET, cart_hash: '' } )
		);
		await settle( ANNOUNCE_DELAY );

		expect(
			document.querySelector( '.woocommerce-mini-cart__empty-message' )
		).not.toBeNull();
		expect(
			document.querySelector( '.widget_shopping_cart_live_region' )
				?.textContent
		).toBe( '“Shirt” has been removed from your cart' );
		expect( removed.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			button: removeLink,
			fragments: EMPTY_WIDGET,
			cartHash: '',
			source: 'mini-cart-remove',
		} );
		expect( deps.navigate ).not.toHaveBeenCalled();
		document.removeEventListener( CART_EVENTS.removed_from_cart, removed );
	} );

	it( 'unblocks a row the fragments left on the page', async () => {
		click( link( 'k2' ) );
		await settle();
		requests.calls[ 0 ].respond(
			json( { fragments: { '.elsewhere': '<i></i>' } } )
		);
		await settle();

		expect( row( 'k2' ).classList.contains( BLOCKED_CLASS ) ).toBe( false );
		expect( row( 'k2' ).hasAttribute( 'aria-busy' ) ).toBe( false );
	} );

	it.each( [
		[
			'a network failure',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.fail(),
		],
		[
			'an answer that is not JSON',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( notJson() ),
		],
		[
			'an answer without fragments',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( json( { error: true } ) ),
		],
		[
			'an HTTP error',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( json( {}, false ) ),
		],
	] )( 'follows the link on %s', async ( _name, answer ) => {
		click( link( 'k1' ) );
		await settle();
		answer( requests.calls[ 0 ] );
		await settle();

		expect( deps.navigate ).toHaveBeenCalledWith(
			`${ ORIGIN }/cart/?remove_item=k1&_wpnonce=n`
		);
	} );

	it( 'follows the link when the request times out', async () => {
		click( link( 'k1' ) );
		await settle( REMOVE_TIMEOUT );

		expect( deps.navigate ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'never follows a link off the site: unblocks the row and shows a notice', async () => {
		cleanup();
		render( 'javascript:alert(1)' );
		cleanup = initMiniCartRemove( document, CONFIG, deps );
		click( link( 'k1' ) );
		await settle();
		requests.calls[ 0 ].fail();
		await settle();

		expect( deps.navigate ).not.toHaveBeenCalled();
		expect( row( 'k1' ).classList.contains( BLOCKED_CLASS ) ).toBe( false );
		expect( document.querySelector( '[role="alert"]' )?.textContent ).toBe(
			CONFIG.failedText
		);
	} );

	it( 'waits in the queue behind the requests before it', async () => {
		click( link( 'k1' ) );
		click( link( 'k2' ) );
		await settle();
		expect( requests.calls ).toHaveLength( 1 );
		requests.calls[ 0 ].respond( json( { fragments: {} } ) );
		await settle();
		expect(
			requests.calls.map( ( c ) => c.body.get( 'cart_item_key' ) )
		).toEqual( [ 'k1', 'k2' ] );
		expect( REMOVE_TIMEOUT ).toBe( ADD_TO_CART_TIMEOUT );
	} );

	it( 'removes with the Space key, as on a button', async () => {
		link( 'k1' ).dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key: ' ',
				bubbles: true,
				cancelable: true,
			} )
		);
		await settle();
		expect( requests.calls ).toHaveLength( 1 );
	} );
} );
