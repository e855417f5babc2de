/**
 * Internal dependencies
 */
import {
	createCartClient,
	type CartClient,
} from '../../../src/frontend/storefront/cart-client';
import type { Fetch } from '../../../src/frontend/storefront/types';
import type { FetchResponse, Fetcher } from '../client';
import { DEFAULT_LABELS } from '../config';
import {
	canShowDetails,
	createDetailsPanel,
	parseDetails,
	readEnvironment,
} from '../details-panel';
import type { DetailsPanel } from '../details-panel';
import type { Suggestion } from '../suggestion';

const BLOCK = 'wp-block-shopwright-product-search';
const DETAILS = 'https://shop.test/wp-json/shopwright/v1/search/details';
const DESKTOP = { width: 1280, isTouch: false };

const TEE: Suggestion = {
	type: 'product',
	value: 'Organic Cotton Tee',
	url: 'https://shop.test/product/tee/',
	post_id: 11,
	in_stock: true,
};
const HOODIE_BLUE: Suggestion = {
	type: 'product_variation',
	value: 'Everyday Hoodie - Blue, M',
	url: 'https://shop.test/product/hoodie/?attribute_colour=Blue',
	post_id: 27,
	variation_id: 30,
	in_stock: true,
};
const POSTER: Suggestion = {
	type: 'product',
	value: 'Poster',
	url: 'https://shop.test/product/poster/',
	post_id: 40,
	in_stock: false,
};

function card( id: number, title: string ): string {
	return `<div class="item"><img src="https://shop.test/${ id }.png" alt="" onerror="alert(1)"><a href="https://shop.test/p/${ id }/">${ title }</a><div class="price">$24.00</div><p>Soft.</p><script>alert(2)</script></div>`;
}

function answer( body: unknown, ok = true ): Promise< FetchResponse > {
	return Promise.resolve( {
		ok,
		status: ok ? 200 : 500,
		json: () => Promise.resolve( body ),
	} );
}

/**
 * A jest mock typed as a Fetcher.
 *
 * @param reply The answer for a URL.
 */
function fetcherMock(
	reply: ( url: string ) => Promise< FetchResponse >
): jest.Mock< ReturnType< Fetcher >, Parameters< Fetcher > > {
	return jest.fn< ReturnType< Fetcher >, Parameters< Fetcher > >( ( url ) =>
		reply( url )
	);
}

function detailsFor( url: string ): Promise< FetchResponse > {
	const id = Number( /ids%5B%5D=(\d+)/.exec( url )?.[ 1 ] );
	return answer( {
		items: [
			{ objectID: id, html: card( id, `Product ${ id }` ), price: '' },
		],
	} );
}

type FetcherMock = jest.Mock< ReturnType< Fetcher >, Parameters< Fetcher > >;

type Harness = {
	panel: DetailsPanel;
	root: HTMLElement;
	list: HTMLElement;
	fetcher: FetcherMock;
	poster: jest.Mock;
	announce: jest.Mock;
	navigate: jest.Mock;
	onEscape: jest.Mock;
	element: () => HTMLElement;
};

let current: Harness | null = null;

function setUp(
	fetcher: FetcherMock = fetcherMock( detailsFor ),
	overrides: { wcAjaxUrl?: string; redirectAfterAdd?: boolean } = {}
): Harness {
	document.body.innerHTML = `<div id="box" class="${ BLOCK }"><form class="${ BLOCK }__form"><div class="${ BLOCK }__field"><ul id="lb" role="listbox"></ul></div></form></div>`;
	const root = document.getElementById( 'box' );
	const list = document.getElementById( 'lb' );
	if ( ! root || ! list ) {
		throw new Error( 'No markup' );
	}
	// What the cart client POSTs: the shared client, over a fake network.
	const poster = jest.fn< ReturnType< Fetch >, Parameters< Fetch > >( () =>
		answer( { fragments: {}, cart_hash: 'h' } )
	);
	const client: CartClient = createCartClient(
		overrides.wcAjaxUrl ?? '/?wc-ajax=%%endpoint%%',
		{ fetch: poster, timers: window, origin: 'https://shop.test' }
	);
	const announce = jest.fn();
	const navigate = jest.fn();
	const onEscape = jest.fn();
	const panel = createDetailsPanel( {
		root,
		list,
		idBase: 'lb',
		url: DETAILS,
		fetcher,
		cart: () => client,
		wcAjaxUrl: overrides.wcAjaxUrl ?? '/?wc-ajax=%%endpoint%%',
		cartUrl: 'https://shop.test/cart/',
		redirectAfterAdd: overrides.redirectAfterAdd ?? false,
		labels: DEFAULT_LABELS,
		announce,
		navigate,
		onEscape,
	} );
	current = {
		panel,
		root,
		list,
		fetcher,
		poster,
		announce,
		navigate,
		onEscape,
		element: () => {
			const found = root.querySelector( `.${ BLOCK }__details` );
			if ( ! ( found instanceof HTMLElement ) ) {
				throw new Error( 'No panel' );
			}
			return found;
		},
	};
	return current;
}

async function settle(): Promise< void > {
	for ( let i = 0; i < 20; i++ ) {
		await Promise.resolve();
	}
}

const loader = () =>
	document.querySelector< HTMLElement >( `.${ BLOCK }__details-loader` );
const cardOf = () =>
	document.querySelector< HTMLElement >( `.${ BLOCK }__details-card` );

afterEach( () => {
	current?.panel.destroy();
	current = null;
} );

describe( 'canShowDetails', () => {
	const results: Suggestion[] = [ TEE ];

	it( 'shows for product results in a wide window with a fine pointer', () => {
		expect( canShowDetails( DESKTOP, 'results', results ) ).toBe( true );
		expect(
			canShowDetails( { width: 768, isTouch: false }, 'results', results )
		).toBe( true );
	} );

	it( 'never below 768px, on touch screens, for history or for no results', () => {
		expect(
			canShowDetails( { width: 767, isTouch: false }, 'results', results )
		).toBe( false );
		expect(
			canShowDetails( { width: 1280, isTouch: true }, 'results', results )
		).toBe( false );
		expect( canShowDetails( DESKTOP, 'history', results ) ).toBe( false );
		expect(
			canShowDetails( DESKTOP, 'results', [
				{ type: 'no-results', value: 'No results' },
			] )
		).toBe( false );
		expect(
			canShowDetails( DESKTOP, 'results', [
				{ type: 'taxonomy', value: 'Shirts' },
			] )
		).toBe( false );
	} );
} );

describe( 'readEnvironment', () => {
	it( 'reads the width and calls a coarse pointer or no hover touch', () => {
		const fake = ( matching: string[] ) =>
			( {
				innerWidth: 1000,
				matchMedia: ( query: string ) => ( {
					matches: matching.includes( query ),
				} ),
			} ) as unknown as Window; // Only the two members read.
		expect( readEnvironment( fake( [] ) ) ).toEqual( {
			width: 1000,
			isTouch: false,
		} );
		expect(
			readEnvironment( fake( [ '(pointer: coarse)' ] ) ).isTouch
		).toBe( true );
		expect( readEnvironment( fake( [ '(hover: none)' ] ) ).isTouch ).toBe(
			true
		);
	} );
} );

describe( 'parseDetails', () => {
	it( 'keeps well-formed items', () => {
		expect(
			parseDetails( {
				items: [
					{ objectID: 1, html: '<p>a</p>', price: 'p' },
					{ objectID: '2', html: 'x' },
					{ objectID: 3, html: 'y' },
				],
			} )
		).toEqual( [
			{ objectID: 1, html: '<p>a</p>', price: 'p' },
			{ objectID: 3, html: 'y', price: '' },
		] );
		expect( parseDetails( { data: [] } ) ).toBeNull();
	} );
} );

describe( 'createDetailsPanel', () => {
	it( 'shows the loader, then the card, its stock and an add to cart', async () => {
		const { panel, fetcher, root, element } = setUp();
		panel.show( TEE );
		expect( element().hidden ).toBe( false );
		expect( root.classList.contains( 'has-details' ) ).toBe( true );
		expect( loader()?.hidden ).toBe( false );
		expect( fetcher ).toHaveBeenCalledWith(
			`${ DETAILS }?ids%5B%5D=11`,
			expect.objectContaining( { signal: expect.any( AbortSignal ) } )
		);
		await settle();
		expect( loader()?.hidden ).toBe( true );
		expect( cardOf()?.querySelector( 'a' )?.textContent ).toBe(
			'Product 11'
		);
		// The route's markup goes through the allowlist.
		expect( cardOf()?.querySelector( 'script' ) ).toBeNull();
		expect(
			cardOf()?.querySelector( 'img' )?.hasAttribute( 'onerror' )
		).toBe( false );
		expect( element().textContent ).toContain( 'In stock' );

		const form = root.querySelector( 'form[id="lb-cart"]' );
		expect( form ).toBeInstanceOf( HTMLFormElement );
		expect( form?.getAttribute( 'action' ) ).toBe( TEE.url );
		expect( form?.getAttribute( 'method' ) ).toBe( 'post' );
		// Not nested in the search form: forms do not nest.
		expect( form?.parentElement ).toBe( root );
		const quantity = element().querySelector( 'input[name="quantity"]' );
		expect( quantity?.getAttribute( 'form' ) ).toBe( 'lb-cart' );
		expect( quantity?.getAttribute( 'min' ) ).toBe( '1' );
		expect(
			document.querySelector( 'label[for="lb-cart-quantity"]' )
				?.textContent
		).toBe( 'Quantity' );
		const button = element().querySelector( 'button[type="submit"]' );
		expect( button?.textContent ).toBe( 'Add to cart' );
		expect( button?.getAttribute( 'form' ) ).toBe( 'lb-cart' );
		expect(
			form
				?.querySelector( 'input[name="add-to-cart"]' )
				?.getAttribute( 'value' )
		).toBe( '11' );
	} );

	it( 'offers no add to cart for a product out of stock', async () => {
		const { panel, element } = setUp();
		panel.show( POSTER );
		await settle();
		expect( element().textContent ).toContain( 'Out of stock' );
		expect( element().querySelector( 'button' ) ).toBeNull();
	} );

	it( 'asks once per product and answers again from its cache', async () => {
		const { panel, fetcher } = setUp();
		panel.show( TEE );
		await settle();
		panel.show( POSTER );
		await settle();
		panel.show( TEE );
		expect( loader()?.hidden ).toBe( true );
		expect( cardOf()?.textContent ).toContain( 'Product 11' );
		expect( fetcher ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'aborts the request of a product no longer chosen and never paints its answer', async () => {
		const releases: Array< () => void > = [];
		const fetcher = fetcherMock(
			( url: string ) =>
				new Promise< FetchResponse >( ( resolve ) => {
					releases.push( () => resolve( detailsFor( url ) ) );
				} )
		);
		const { panel } = setUp( fetcher );
		panel.show( TEE );
		panel.show( POSTER );
		const first: AbortSignal = fetcher.mock.calls[ 0 ][ 1 ].signal;
		expect( first.aborted ).toBe( true );
		releases[ 1 ]();
		await settle();
		releases[ 0 ]();
		await settle();
		expect( cardOf()?.textContent ).toContain( 'Product 40' );
		expect( cardOf()?.textContent ).not.toContain( 'Product 11' );
	} );

	it.each( [
		[ 'a network error', () => Promise.reject( new Error( 'offline' ) ) ],
		[ 'an error status', () => answer( {}, false ) ],
		[ 'an unexpected body', () => answer( { html: 'x' } ) ],
		[ 'an unknown product', () => answer( { items: [] } ) ],
	] )(
		'on %s hides the loader and clears the panel',
		async ( _name, reply ) => {
			const { panel, element, root } = setUp( fetcherMock( reply ) );
			panel.show( TEE );
			await settle();
			expect( loader()?.hidden ).toBe( true );
			expect( cardOf()?.childNodes ).toHaveLength( 0 );
			expect( element().hidden ).toBe( true );
			expect( root.classList.contains( 'has-details' ) ).toBe( false );
		}
	);

	it( 'adds the variation to the cart through wc-ajax and announces it', async () => {
		const { panel, poster, announce, element, root } = setUp();
		const added = jest.fn();
		document.body.addEventListener( 'wc-blocks_added_to_cart', added );
		panel.show( HOODIE_BLUE );
		await settle();
		const quantity = element().querySelector< HTMLInputElement >(
			'input[name="quantity"]'
		);
		if ( quantity ) {
			quantity.value = '3';
		}
		const form = root.querySelector( 'form[id="lb-cart"]' );
		const event = new Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		form?.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		await settle();
		const [ url, init ] = poster.mock.calls[ 0 ];
		const body = init?.body;
		if ( ! ( body instanceof URLSearchParams ) ) {
			throw new Error( 'The add was not sent as form data.' );
		}
		expect( url ).toBe( '/?wc-ajax=add_to_cart' );
		expect( body.get( 'product_id' ) ).toBe( '30' );
		expect( body.get( 'quantity' ) ).toBe( '3' );
		expect( announce ).toHaveBeenCalledWith(
			'“Everyday Hoodie - Blue, M” has been added to your cart.'
		);
		// Seen in the panel too, under the button.
		expect(
			element().querySelector(
				'.wp-block-shopwright-product-search__details-added'
			)?.textContent
		).toBe( '“Everyday Hoodie - Blue, M” has been added to your cart.' );
		expect( added ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'goes to the cart after adding when the store says so', async () => {
		const { panel, root, navigate } = setUp( undefined, {
			redirectAfterAdd: true,
		} );
		panel.show( TEE );
		await settle();
		root.querySelector( 'form[id="lb-cart"]' )?.dispatchEvent(
			new Event( 'submit', { cancelable: true } )
		);
		await settle();
		expect( navigate ).toHaveBeenCalledWith( 'https://shop.test/cart/' );
	} );

	it( 'goes to the product page when WooCommerce refuses with one', async () => {
		const { panel, root, poster, navigate, announce } = setUp();
		poster.mockImplementation( () =>
			answer( { error: true, product_url: 'https://shop.test/p/27/' } )
		);
		panel.show( TEE );
		await settle();
		root.querySelector( 'form[id="lb-cart"]' )?.dispatchEvent(
			new Event( 'submit', { cancelable: true } )
		);
		await settle();
		expect( navigate ).toHaveBeenCalledWith( 'https://shop.test/p/27/' );
		expect( announce ).not.toHaveBeenCalled();
	} );

	it( 'sends the form the ordinary way when wc-ajax gives no answer', async () => {
		const submit = jest
			.spyOn( HTMLFormElement.prototype, 'submit' )
			.mockImplementation( () => undefined );
		const { panel, root, poster } = setUp();
		poster.mockImplementation( () =>
			Promise.reject( new Error( 'offline' ) )
		);
		panel.show( TEE );
		await settle();
		root.querySelector( 'form[id="lb-cart"]' )?.dispatchEvent(
			new Event( 'submit', { cancelable: true } )
		);
		await settle();
		expect( submit ).toHaveBeenCalledTimes( 1 );
		submit.mockRestore();
	} );

	it( 'leaves the form to the browser without WooCommerce’s wc-ajax', async () => {
		const { panel, root, poster } = setUp( undefined, { wcAjaxUrl: '' } );
		panel.show( TEE );
		await settle();
		const event = new Event( 'submit', { cancelable: true } );
		root.querySelector( 'form[id="lb-cart"]' )?.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( poster ).not.toHaveBeenCalled();
	} );

	it( 'gives both panels the taller height once either is over 340px', async () => {
		const { panel, list, element } = setUp();
		panel.show( TEE );
		await settle();
		Object.defineProperty( list, 'offsetHeight', {
			configurable: true,
			value: 300,
		} );
		Object.defineProperty( element(), 'offsetHeight', {
			configurable: true,
			value: 420,
		} );
		panel.equalise();
		expect( list.style.minHeight ).toBe( '420px' );
		expect( element().style.minHeight ).toBe( '420px' );
		Object.defineProperty( element(), 'offsetHeight', {
			configurable: true,
			value: 340,
		} );
		panel.equalise();
		expect( list.style.minHeight ).toBe( '' );
		expect( element().style.minHeight ).toBe( '' );
	} );

	it( 'hands Escape back to the box', async () => {
		const { panel, element, onEscape } = setUp();
		panel.show( TEE );
		await settle();
		const event = new KeyboardEvent( 'keydown', {
			key: 'Escape',
			bubbles: true,
			cancelable: true,
		} );
		element().querySelector( 'input' )?.dispatchEvent( event );
		expect( onEscape ).toHaveBeenCalledTimes( 1 );
		expect( event.defaultPrevented ).toBe( true );
	} );

	it.each( [
		[ 'inside a wide box', { left: 100, width: 600 }, 'inside' ],
		[ 'on the right of a narrow box', { left: 100, width: 400 }, 'right' ],
		[
			'on the left near the window’s right edge',
			{ left: 700, width: 400 },
			'left',
		],
		[
			'under the list of a narrow box with no room on either side',
			{ left: 290, width: 450 },
			'below',
		],
	] )( 'goes %s', async ( _name, { left, width }, where ) => {
		Object.defineProperty( window, 'innerWidth', {
			configurable: true,
			value: 1024,
		} );
		const { panel, list, root } = setUp();
		jest.spyOn(
			list.parentElement ?? list,
			'getBoundingClientRect'
		).mockReturnValue( new DOMRect( left, 0, width, 40 ) );
		panel.show( TEE );
		await settle();
		expect( root.classList.contains( 'has-details-inside' ) ).toBe(
			where === 'inside'
		);
		expect( root.classList.contains( 'has-details-flipped' ) ).toBe(
			where === 'left'
		);
		expect( root.classList.contains( 'has-details-below' ) ).toBe(
			where === 'below'
		);
	} );
} );
