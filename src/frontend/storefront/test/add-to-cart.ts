/**
 * WordPress dependencies
 */
import { addAction, removeAction } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { uncaughtErrors } from './helpers/uncaught';
import {
	ADD_TO_CART_TIMEOUT,
	initAddToCart,
	type AddToCartConfig,
} from '../add-to-cart';
import { CART_EVENTS } from '../event-names';
import { ANNOUNCE_DELAY } from '../live-region';
import {
	fakeFetch,
	json,
	notJson,
	ORIGIN,
	requestDependencies,
	settle,
} from './helpers/requests';

const CONFIG: AddToCartConfig = {
	wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
	cartUrl: `${ ORIGIN }/cart/`,
	isCart: false,
	cartRedirectAfterAdd: false,
	viewCartText: 'View cart',
	addedText: 'Added to your cart.',
	failedText: 'The product could not be added to your cart.',
};

const FRAGMENTS = {
	'div.widget_shopping_cart_content':
		'<div class="widget_shopping_cart_content"><p>1 item</p></div>',
};

function render() {
	document.body.innerHTML = `
		<div class="woocommerce-notices-wrapper"></div>
		<div class="widget_shopping_cart_content"><p>Empty</p></div>
		<ul class="products">
			<li><a href="?add-to-cart=11" class="button add_to_cart_button ajax_add_to_cart" data-product_id="11" data-product_sku="S11" data-quantity="1" data-success_message="“Shirt” has been added to your cart">Add Shirt</a></li>
			<li><a href="?add-to-cart=12" class="button add_to_cart_button ajax_add_to_cart" data-product_id="12" data-quantity="2">Add Hat</a></li>
			<li><a href="?add-to-cart=13" class="button add_to_cart_button ajax_add_to_cart" data-product_id="13" data-quantity="1">Add Sock</a></li>
			<li><a href="/product/choose" class="button add_to_cart_button ajax_add_to_cart" data-quantity="1">Choose options</a></li>
			<li><a href="/product/16" class="button add_to_cart_button" data-product_id="16">Read more</a></li>
		</ul>`;
}

const button = ( id: string ) =>
	document.querySelector< HTMLElement >( `[data-product_id="${ id }"]` )!;

/**
 * Clicks, and tells whether the page's handlers stopped the link; jsdom cannot follow links,
 * so the click is stopped afterwards in any case.
 *
 * @param element What to click.
 */
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

const success = ( data: Record< string, unknown > = {} ) =>
	json( { fragments: FRAGMENTS, cart_hash: 'hash1', ...data } );

const notices = () =>
	Array.from(
		document.querySelectorAll(
			'.woocommerce-notices-wrapper .woocommerce-error'
		),
		( notice ) => notice.textContent
	);

describe( 'initAddToCart', () => {
	let cleanup: () => void;
	let requests: ReturnType< typeof fakeFetch >;
	let deps: ReturnType< typeof requestDependencies >;

	function start( config: Partial< AddToCartConfig > = {} ) {
		requests = fakeFetch();
		deps = requestDependencies( requests.fetch );
		cleanup = initAddToCart( document, { ...CONFIG, ...config }, deps );
	}

	beforeEach( () => {
		jest.useFakeTimers();
		render();
	} );

	afterEach( () => {
		cleanup();
		deps.announcer.destroy();
		jest.useRealTimers();
		removeAction( 'shopwright.added_to_cart', 'test' );
	} );

	it( "posts the button's data attributes to wc-ajax add_to_cart", async () => {
		start();
		const event = click( button( '11' ) );
		await settle();

		expect( event.defaultPrevented ).toBe( true );
		expect( requests.calls ).toHaveLength( 1 );
		expect( requests.calls[ 0 ].url ).toBe( '/?wc-ajax=add_to_cart' );
		expect( requests.calls[ 0 ].init.method ).toBe( 'POST' );
		expect( Object.fromEntries( requests.calls[ 0 ].body ) ).toEqual( {
			product_id: '11',
			product_sku: 'S11',
			quantity: '1',
			success_message: '“Shirt” has been added to your cart',
		} );
	} );

	it( 'ignores buttons without a product id and plain links', async () => {
		start();
		const choose = click(
			document.querySelector< HTMLElement >( '[href="/product/choose"]' )!
		);
		const readMore = click( button( '16' ) );
		await settle();

		expect( choose.defaultPrevented ).toBe( false );
		expect( readMore.defaultPrevented ).toBe( false );
		expect( requests.fetch ).not.toHaveBeenCalled();
	} );

	it( 'shows loading, then added with a View cart link, the fragments and an announcement', async () => {
		start();
		const shirt = button( '11' );
		click( shirt );
		expect( shirt.classList.contains( 'loading' ) ).toBe( true );
		await settle();
		requests.calls[ 0 ].respond( success() );
		await settle();

		expect( shirt.classList.contains( 'loading' ) ).toBe( false );
		expect( shirt.classList.contains( 'added' ) ).toBe( true );
		const link = shirt.nextElementSibling as HTMLAnchorElement;
		expect( link.matches( 'a.added_to_cart.wc-forward' ) ).toBe( true );
		expect( link.href ).toBe( CONFIG.cartUrl );
		expect( link.textContent ).toBe( 'View cart' );
		expect(
			document.querySelector( '.widget_shopping_cart_content' )
				?.textContent
		).toBe( '1 item' );

		const region = document.querySelector(
			'.widget_shopping_cart_live_region'
		)!;
		expect( region.getAttribute( 'role' ) ).toBe( 'status' );
		expect( region.textContent ).toBe( '' );
		await settle( ANNOUNCE_DELAY );
		expect( region.textContent ).toBe(
			'“Shirt” has been added to your cart'
		);
	} );

	it( 'announces the generic text for a button without a message of its own', async () => {
		start();
		click( button( '12' ) );
		await settle();
		requests.calls[ 0 ].respond( success() );
		await settle( ANNOUNCE_DELAY );

		expect(
			document.querySelector( '.widget_shopping_cart_live_region' )
				?.textContent
		).toBe( 'Added to your cart.' );
	} );

	it( 'adds one View cart link however often the product is added', async () => {
		start();
		click( button( '11' ) );
		click( button( '11' ) );
		await settle();
		requests.calls[ 0 ].respond( success() );
		await settle();
		requests.calls[ 1 ].respond( success() );
		await settle();

		expect( document.querySelectorAll( '.added_to_cart' ) ).toHaveLength(
			1
		);
	} );

	it( 'shows the View cart link a Product Button block keeps hidden beside the button, and adds none', async () => {
		start();
		const sock = button( '13' );
		sock.insertAdjacentHTML(
			'afterend',
			`<span class="shopwright-view-cart" hidden><a href="${ CONFIG.cartUrl }" class="added_to_cart wc_forward">View cart</a></span>`
		);
		const waiting = sock.nextElementSibling as HTMLElement;
		click( sock );
		await settle();
		requests.calls[ 0 ].respond( success() );
		await settle();

		expect( waiting.hidden ).toBe( false );
		expect( document.querySelectorAll( '.added_to_cart' ) ).toHaveLength(
			1
		);
	} );

	it( 'adds no View cart link on the cart page', async () => {
		start( { isCart: true } );
		click( button( '11' ) );
		await settle();
		requests.calls[ 0 ].respond( success() );
		await settle();

		expect( button( '11' ).classList.contains( 'added' ) ).toBe( true );
		expect( document.querySelector( '.added_to_cart' ) ).toBeNull();
	} );

	it( 'sends the requests one at a time, in the order of the clicks', async () => {
		start();
		click( button( '11' ) );
		click( button( '12' ) );
		click( button( '13' ) );
		await settle();
		expect( requests.calls ).toHaveLength( 1 );

		requests.calls[ 0 ].respond( success() );
		await settle();
		expect( requests.calls ).toHaveLength( 2 );

		requests.calls[ 1 ].respond( success() );
		await settle();
		expect(
			requests.calls.map( ( call ) => call.body.get( 'product_id' ) )
		).toEqual( [ '11', '12', '13' ] );
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
			'an HTTP error',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( json( {}, false ) ),
		],
		[
			'a JSON answer that is no object',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( json( 0 ) ),
		],
		[
			'an answer without fragments',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( json( { cart_hash: 'x' } ) ),
		],
	] )(
		'reports %s in the middle of the queue and goes on',
		async ( _name, answer ) => {
			start();
			click( button( '11' ) );
			click( button( '12' ) );
			click( button( '13' ) );
			await settle();
			requests.calls[ 0 ].respond( success() );
			await settle();
			answer( requests.calls[ 1 ] );
			await settle();

			expect( button( '12' ).classList.contains( 'loading' ) ).toBe(
				false
			);
			expect( button( '12' ).classList.contains( 'added' ) ).toBe(
				false
			);
			expect( notices() ).toEqual( [ CONFIG.failedText ] );
			expect( requests.calls ).toHaveLength( 3 );
			requests.calls[ 2 ].respond( success() );
			await settle();
			expect( button( '13' ).classList.contains( 'added' ) ).toBe( true );
		}
	);

	it( 'gives up a request after the time limit and goes on', async () => {
		start();
		click( button( '11' ) );
		click( button( '12' ) );
		await settle();

		await settle( ADD_TO_CART_TIMEOUT - 1 );
		expect( requests.calls ).toHaveLength( 1 );
		await settle( 1 );

		expect( notices() ).toEqual( [ CONFIG.failedText ] );
		expect( button( '11' ).classList.contains( 'loading' ) ).toBe( false );
		expect( requests.calls ).toHaveLength( 2 );
	} );

	it( 'without a notices area, reads the failure out through an alert', async () => {
		document.querySelector( '.woocommerce-notices-wrapper' )!.remove();
		start();
		click( button( '11' ) );
		await settle();
		requests.calls[ 0 ].fail();
		await settle();

		expect( document.querySelector( '[role="alert"]' )?.textContent ).toBe(
			CONFIG.failedText
		);
	} );

	it( 'goes to the product when the answer has an error and a product url on the site', async () => {
		start();
		click( button( '11' ) );
		await settle();
		requests.calls[ 0 ].respond(
			json( { error: true, product_url: `${ ORIGIN }/product/shirt/` } )
		);
		await settle();

		expect( deps.navigate ).toHaveBeenCalledWith(
			`${ ORIGIN }/product/shirt/`
		);
	} );

	it.each( [
		'https://evil.test/product/',
		'//evil.test/product/',
		'javascript:alert(document.cookie)',
		' JaVaScRiPt:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'ftp://' + window.location.host + '/x',
		'',
	] )(
		'refuses to go to %p and shows a notice instead',
		async ( productUrl ) => {
			start();
			click( button( '11' ) );
			await settle();
			requests.calls[ 0 ].respond(
				json( { error: true, product_url: productUrl } )
			);
			await settle();

			expect( deps.navigate ).not.toHaveBeenCalled();
			expect( notices() ).toEqual( [ CONFIG.failedText ] );
			expect( button( '11' ).classList.contains( 'loading' ) ).toBe(
				false
			);
		}
	);

	it( 'goes to the cart when the owner asked for it', async () => {
		start( { cartRedirectAfterAdd: true } );
		click( button( '11' ) );
		await settle();
		requests.calls[ 0 ].respond( success() );
		await settle();

		expect( deps.navigate ).toHaveBeenCalledWith( CONFIG.cartUrl );
		expect(
			document.querySelector( '.widget_shopping_cart_content' )
				?.textContent
		).toBe( 'Empty' );
	} );

	it( 'sends adding_to_cart with the data, then added_to_cart with the answer', async () => {
		start();
		const adding = jest.fn();
		const added = jest.fn();
		const hook = jest.fn();
		document.addEventListener( CART_EVENTS.adding_to_cart, adding );
		document.addEventListener( CART_EVENTS.added_to_cart, added );
		addAction( 'shopwright.added_to_cart', 'test', hook );

		click( button( '12' ) );
		expect( adding.mock.calls[ 0 ][ 0 ].detail ).toMatchObject( {
			button: button( '12' ),
			data: { product_id: '12', quantity: '2' },
		} );
		await settle();
		expect( added ).not.toHaveBeenCalled();
		requests.calls[ 0 ].respond( success() );
		await settle();

		expect( added.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			button: button( '12' ),
			data: { product_id: '12', quantity: '2' },
			fragments: FRAGMENTS,
			cartHash: 'hash1',
			source: 'add-to-cart',
		} );
		expect( hook ).toHaveBeenCalledTimes( 1 );
		document.removeEventListener( CART_EVENTS.adding_to_cart, adding );
		document.removeEventListener( CART_EVENTS.added_to_cart, added );
	} );

	it( "applies another script's added_to_cart brought in from jQuery", () => {
		start();
		const shirt = button( '11' );
		shirt.classList.add( 'loading' );
		document.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.added_to_cart, {
				bubbles: true,
				detail: {
					fragments: FRAGMENTS,
					button: shirt,
					source: 'jquery',
				},
			} )
		);

		expect( shirt.classList.contains( 'added' ) ).toBe( true );
		expect(
			document.querySelector( '.widget_shopping_cart_content' )
				?.textContent
		).toBe( '1 item' );
	} );

	it( 'ignores a malformed cart event that claims to come from jQuery', () => {
		start();
		expect(
			uncaughtErrors( () =>
				document.body.dispatchEvent(
					new CustomEvent( CART_EVENTS.added_to_cart, {
						bubbles: true,
						detail: {
							button: 'not an element',
							fragments: 5,
							source: 'jquery',
						},
					} )
				)
			)
		).toEqual( [] );
		expect(
			document.querySelector( '.widget_shopping_cart_content' )
				?.textContent
		).toBe( 'Empty' );
	} );

	it( 'stops listening when cleaned up', async () => {
		start();
		cleanup();
		click( button( '11' ) );
		await settle();
		expect( requests.fetch ).not.toHaveBeenCalled();
		cleanup = () => {};
	} );
} );
