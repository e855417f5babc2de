/**
 * Internal dependencies
 */
import { CART_EVENTS, FRAGMENT_REFRESH_EVENT } from '../event-names';
import {
	applyFragments,
	CART_CREATED_KEY,
	FRAGMENTS_MAX_AGE,
	initFragments,
	WIDGET_FRAGMENT,
	type FragmentsDependencies,
} from '../fragments';
import { fakeFetch, json, notJson, settle } from './helpers/requests';

const KEYS = { fragments: 'wc_fragments_abc123', hash: 'wc_cart_hash_abc123' };
const CONFIG = {
	wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
	cartHashKey: KEYS.hash,
	fragmentName: KEYS.fragments,
	timeout: 5000,
};
const NOW = new Date( '2025-03-01T12:00:00Z' ).getTime();

const CACHED = {
	[ WIDGET_FRAGMENT ]:
		'<div class="widget_shopping_cart_content">Cached cart</div>',
	'a.cart-contents': '<a class="cart-contents">2 items</a>',
};
const FRESH = {
	[ WIDGET_FRAGMENT ]:
		'<div class="widget_shopping_cart_content">Fresh cart</div>',
	'a.cart-contents': '<a class="cart-contents">3 items</a>',
};

function memoryStorage( entries: Record< string, string > = {} ) {
	const map = new Map( Object.entries( entries ) );
	return {
		map,
		getItem: jest.fn( ( key: string ) => map.get( key ) ?? null ),
		setItem: jest.fn(
			( key: string, value: string ) => void map.set( key, value )
		),
		removeItem: jest.fn( ( key: string ) => void map.delete( key ) ),
	};
}

function render() {
	document.body.innerHTML = `
		<header><a class="cart-contents">Cart</a></header>
		<aside class="widget_shopping_cart"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content">Server cart</div></div></aside>`;
}

const widgetText = () =>
	document.querySelector( '.widget_shopping_cart_content' )?.textContent;

describe( 'initFragments', () => {
	let requests: ReturnType< typeof fakeFetch >;
	let session: ReturnType< typeof memoryStorage >;
	let local: ReturnType< typeof memoryStorage >;
	let cookies: string;
	let win: EventTarget;
	let cleanup: () => void;
	const events: string[] = [];
	const record = ( event: Event ) => events.push( event.type );

	function start(
		state: {
			cookie?: string;
			session?: Record< string, string >;
			local?: Record< string, string >;
		} = {}
	) {
		cookies = state.cookie
			? `woocommerce_cart_hash=${ state.cookie }; woocommerce_items_in_cart=1`
			: '';
		session = memoryStorage( state.session );
		local = memoryStorage( state.local );
		requests = fakeFetch();
		win = new EventTarget();
		const deps: FragmentsDependencies = {
			fetch: requests.fetch,
			timers: window,
			cookies: () => cookies,
			session,
			local,
			now: () => Date.now(),
			window: win,
		};
		cleanup = initFragments( document, CONFIG, deps );
	}

	const validCopy = ( hash = 'h1', created = NOW - 1000 ) => ( {
		[ KEYS.fragments ]: JSON.stringify( CACHED ),
		[ KEYS.hash ]: hash,
		[ CART_CREATED_KEY ]: String( created ),
	} );

	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( NOW );
		render();
		events.length = 0;
		Object.values( CART_EVENTS ).forEach( ( type ) =>
			document.addEventListener( type, record )
		);
	} );

	afterEach( () => {
		cleanup();
		Object.values( CART_EVENTS ).forEach( ( type ) =>
			document.removeEventListener( type, record )
		);
		jest.useRealTimers();
	} );

	it( 'sends nothing and reads nothing when there is no cart cookie', async () => {
		start( { session: validCopy( 'old' ) } );
		await settle( FRAGMENTS_MAX_AGE * 2 );

		expect( requests.fetch ).not.toHaveBeenCalled();
		expect( session.getItem ).not.toHaveBeenCalled();
		expect( widgetText() ).toBe( 'Server cart' );
	} );

	it( 'shows the session copy without a request when its hash matches the cookie and it is fresh', async () => {
		start( { cookie: 'h1', session: validCopy() } );
		await settle();

		expect( requests.fetch ).not.toHaveBeenCalled();
		expect( widgetText() ).toBe( 'Cached cart' );
		expect( document.querySelector( '.cart-contents' )?.textContent ).toBe(
			'2 items'
		);
		expect( events ).toEqual( [ CART_EVENTS.wc_fragments_loaded ] );
	} );

	it( 'refreshes when the copy is 24 hours old', async () => {
		start( {
			cookie: 'h1',
			session: validCopy( 'h1', NOW - FRAGMENTS_MAX_AGE ),
		} );
		await settle();

		expect( requests.calls ).toHaveLength( 1 );
		expect( requests.calls[ 0 ].url ).toBe(
			'/?wc-ajax=get_refreshed_fragments'
		);
		expect( requests.calls[ 0 ].init.method ).toBe( 'POST' );
		expect( requests.calls[ 0 ].body.get( 'time' ) ).toBe( String( NOW ) );
		expect( widgetText() ).toBe( 'Server cart' );
	} );

	it.each( [
		[ 'the hash differs from the cookie', validCopy( 'other' ) ],
		[ 'there is no copy', {} ],
		[
			'the copy lacks the mini cart widget',
			{
				...validCopy(),
				[ KEYS.fragments ]: JSON.stringify( {
					'a.cart-contents': '<a></a>',
				} ),
			},
		],
		[
			'the creation time is missing',
			{
				[ KEYS.fragments ]: JSON.stringify( CACHED ),
				[ KEYS.hash ]: 'h1',
			},
		],
		[
			'the creation time is in the future',
			validCopy( 'h1', NOW + 60000 ),
		],
	] )( 'refreshes when %s', async ( _name, stored ) => {
		start( { cookie: 'h1', session: stored } );
		await settle();

		expect( requests.calls ).toHaveLength( 1 );
		expect( widgetText() ).toBe( 'Server cart' );
	} );

	it( 'applies and keeps a refresh: fragments, hash in both storages, creation time', async () => {
		start( { cookie: 'h2', session: validCopy( 'h1' ) } );
		await settle();
		requests.calls[ 0 ].respond(
			json( { fragments: FRESH, cart_hash: 'h2' } )
		);
		await settle();

		expect( widgetText() ).toBe( 'Fresh cart' );
		expect( JSON.parse( session.map.get( KEYS.fragments )! ) ).toEqual(
			FRESH
		);
		expect( session.map.get( KEYS.hash ) ).toBe( 'h2' );
		expect( local.map.get( KEYS.hash ) ).toBe( 'h2' );
		expect( session.map.get( CART_CREATED_KEY ) ).toBe( String( NOW ) );
		expect( events ).toEqual( [ CART_EVENTS.wc_fragments_refreshed ] );
	} );

	it.each( [
		[ 'not JSON', '{' ],
		[ 'not an object', '[1,2]' ],
		[ 'not all markup', JSON.stringify( { [ WIDGET_FRAGMENT ]: 5 } ) ],
	] )( 'discards a stored copy that is %s', async ( _name, text ) => {
		start( {
			cookie: 'h1',
			session: { ...validCopy(), [ KEYS.fragments ]: text },
		} );
		await settle();

		expect( session.map.has( KEYS.fragments ) ).toBe( false );
		expect( widgetText() ).toBe( 'Server cart' );
		expect( requests.calls ).toHaveLength( 1 );
	} );

	it( 'discards a creation time that is not a number', async () => {
		start( {
			cookie: 'h1',
			session: { ...validCopy(), [ CART_CREATED_KEY ]: 'yesterday' },
		} );
		await settle();

		expect( session.map.has( CART_CREATED_KEY ) ).toBe( false );
		expect( requests.calls ).toHaveLength( 1 );
	} );

	it( 'works on when storage throws', async () => {
		cookies = 'woocommerce_cart_hash=h1';
		requests = fakeFetch();
		win = new EventTarget();
		const broken = {
			getItem: () => {
				throw new Error( 'denied' );
			},
			setItem: () => {
				throw new Error( 'quota' );
			},
			removeItem: () => {
				throw new Error( 'denied' );
			},
		};
		cleanup = initFragments( document, CONFIG, {
			fetch: requests.fetch,
			timers: window,
			cookies: () => cookies,
			session: broken,
			local: broken,
			now: () => Date.now(),
			window: win,
		} );
		await settle();
		requests.calls[ 0 ].respond(
			json( { fragments: FRESH, cart_hash: 'h1' } )
		);
		await settle();

		expect( widgetText() ).toBe( 'Fresh cart' );
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
				call.respond( json( { fragments: FRESH }, false ) ),
		],
		[
			'an answer without fragments',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( json( { cart_hash: 'h9' } ) ),
		],
	] )(
		'raises wc_fragments_ajax_error on %s and changes nothing',
		async ( _name, answer ) => {
			const stored = validCopy( 'h1', NOW - FRAGMENTS_MAX_AGE - 1 );
			start( {
				cookie: 'h1',
				session: stored,
				local: { [ KEYS.hash ]: 'h1' },
			} );
			const before = document.body.innerHTML;
			await settle();
			answer( requests.calls[ 0 ] );
			await settle();

			expect( events ).toEqual( [ CART_EVENTS.wc_fragments_ajax_error ] );
			expect( document.body.innerHTML ).toBe( before );
			expect( Object.fromEntries( session.map ) ).toEqual( stored );
			expect( Object.fromEntries( local.map ) ).toEqual( {
				[ KEYS.hash ]: 'h1',
			} );
		}
	);

	it( 'gives a refresh up after the configured time and raises the error event', async () => {
		start( { cookie: 'h1' } );
		await settle( CONFIG.timeout - 1 );
		expect( events ).toEqual( [] );
		await settle( 1 );

		expect( events ).toEqual( [ CART_EVENTS.wc_fragments_ajax_error ] );
		expect( widgetText() ).toBe( 'Server cart' );
	} );

	it( 'refreshes when the cached copy expires', async () => {
		start( {
			cookie: 'h1',
			session: validCopy( 'h1', NOW - FRAGMENTS_MAX_AGE + 60000 ),
		} );
		await settle( 59999 );
		expect( requests.calls ).toHaveLength( 0 );
		await settle( 1 );
		expect( requests.calls ).toHaveLength( 1 );
	} );

	it( 'refreshes again 24 hours after a refresh', async () => {
		start( { cookie: 'h1' } );
		await settle();
		requests.calls[ 0 ].respond(
			json( { fragments: FRESH, cart_hash: 'h1' } )
		);
		await settle( FRAGMENTS_MAX_AGE - 1 );
		expect( requests.calls ).toHaveLength( 1 );
		await settle( 1 );
		expect( requests.calls ).toHaveLength( 2 );
	} );

	it( 'refreshes when another tab changed the cart hash', async () => {
		start( {
			session: { [ KEYS.hash ]: 'h1' },
			local: { [ KEYS.hash ]: 'h1' },
		} );
		const storage = ( key: string ) =>
			win.dispatchEvent(
				Object.assign( new Event( 'storage' ), { key } )
			);

		storage( KEYS.hash );
		storage( 'something_else' );
		await settle();
		expect( requests.calls ).toHaveLength( 0 );

		local.map.set( KEYS.hash, 'h2' );
		storage( 'something_else' );
		await settle();
		expect( requests.calls ).toHaveLength( 0 );
		storage( KEYS.hash );
		await settle();
		expect( requests.calls ).toHaveLength( 1 );
	} );

	it( 'sends one refresh for several requests at once', async () => {
		start( { cookie: 'h1' } );
		document.body.dispatchEvent(
			new CustomEvent( FRAGMENT_REFRESH_EVENT, { bubbles: true } )
		);
		await settle();
		expect( requests.calls ).toHaveLength( 1 );

		requests.calls[ 0 ].respond(
			json( { fragments: FRESH, cart_hash: 'h1' } )
		);
		await settle();
		document.body.dispatchEvent(
			new CustomEvent( FRAGMENT_REFRESH_EVENT, { bubbles: true } )
		);
		await settle();
		expect( requests.calls ).toHaveLength( 2 );
	} );

	it( 'refreshes a page restored from the back-forward cache when the cart changed meanwhile', async () => {
		start( { cookie: 'h1', session: validCopy() } );
		const pageshow = ( persisted: boolean ) =>
			win.dispatchEvent(
				Object.assign( new Event( 'pageshow' ), { persisted } )
			);

		pageshow( true );
		await settle();
		expect( requests.calls ).toHaveLength( 0 );

		cookies = 'woocommerce_cart_hash=h2';
		pageshow( false );
		await settle();
		expect( requests.calls ).toHaveLength( 0 );
		pageshow( true );
		await settle();
		expect( requests.calls ).toHaveLength( 1 );
	} );

	it( 'keeps the fragments of an added_to_cart, starting the creation time of a new cart', () => {
		start();
		document.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.added_to_cart, {
				bubbles: true,
				detail: { fragments: FRESH, cartHash: 'h5' },
			} )
		);

		expect( JSON.parse( session.map.get( KEYS.fragments )! ) ).toEqual(
			FRESH
		);
		expect( session.map.get( KEYS.hash ) ).toBe( 'h5' );
		expect( local.map.get( KEYS.hash ) ).toBe( 'h5' );
		expect( session.map.get( CART_CREATED_KEY ) ).toBe( String( NOW ) );
	} );

	it( 'keeps the creation time of a cart that had one', () => {
		start( { session: validCopy( 'h1', NOW - 5000 ) } );
		document.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.removed_from_cart, {
				bubbles: true,
				detail: { fragments: FRESH, cartHash: 'h6' },
			} )
		);

		expect( session.map.get( CART_CREATED_KEY ) ).toBe(
			String( NOW - 5000 )
		);
		expect( session.map.get( KEYS.hash ) ).toBe( 'h6' );
	} );

	it( 'hides a widget set to hide when the cart is empty, and shows it on adding', () => {
		start();
		const widget = document.querySelector< HTMLElement >(
			'.widget_shopping_cart'
		)!;
		expect( widget.style.display ).toBe( 'none' );

		document.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.adding_to_cart, { bubbles: true } )
		);
		expect( widget.style.display ).toBe( '' );
	} );
} );

describe( 'applyFragments', () => {
	beforeEach( () => {
		document.head.innerHTML = '<title>Shop</title>';
		document.body.innerHTML = `
			<div class="widget_shopping_cart_content">Old</div>
			<span class="count">1</span><span class="count">1</span>
			<script id="inline">var x = 1;</script>`;
	} );

	it( 'replaces every element a fragment selector matches', () => {
		expect(
			applyFragments( document, {
				'div.widget_shopping_cart_content':
					'<div class="widget_shopping_cart_content">New</div>',
				'span.count': '<span class="count">2</span>',
			} )
		).toBe( 3 );
		expect( widgetText() ).toBe( 'New' );
		expect(
			Array.from(
				document.querySelectorAll( '.count' ),
				( e ) => e.textContent
			)
		).toEqual( [ '2', '2' ] );
	} );

	it( 'skips selectors that are invalid, match nothing, or reach the document itself', () => {
		const before = document.documentElement.innerHTML;
		expect(
			applyFragments( document, {
				'<<not a selector': '<b>x</b>',
				'.not-on-the-page': '<b>x</b>',
				body: '<b>x</b>',
				html: '<b>x</b>',
				title: '<title>Hacked</title>',
				'#inline': '<b>x</b>',
			} )
		).toBe( 0 );
		expect( document.documentElement.innerHTML ).toBe( before );
	} );

	it( 'only uses elements that were on the page before the first replacement', () => {
		applyFragments( document, {
			'div.widget_shopping_cart_content':
				'<div class="widget_shopping_cart_content"><i class="late">new</i></div>',
			'i.late': '<b>replaced</b>',
		} );
		expect( document.querySelector( 'i.late' ) ).not.toBeNull();
	} );

	it( 'does not run scripts in fragment markup', () => {
		const run = jest.fn();
		( window as { shopwrightTestRun?: () => void } ).shopwrightTestRun =
			run;
		applyFragments( document, {
			'div.widget_shopping_cart_content':
				'<div class="widget_shopping_cart_content"><script>window.shopwrightTestRun()</script></div>',
		} );
		expect( run ).not.toHaveBeenCalled();
	} );
} );
