/**
 * Internal dependencies
 */
import { createCartClient } from '../../../src/frontend/storefront/cart-client';
import type { FetchResponse, Fetcher } from '../client';
import type { Environment } from '../details-panel';
import { SEARCHES_KEY, VIEWED_KEY } from '../history';
import { initSearchBox } from '../search-box';
import type { SearchBox } from '../search-box';
import type { Suggestion } from '../suggestion';

const BLOCK = 'wp-block-shopwright-product-search';
const ENDPOINT = 'https://shop.test/endpoint.php';
const DETAILS = 'https://shop.test/wp-json/shopwright/v1/search/details';
const PRICES = 'https://shop.test/prices';

const RESULTS: Suggestion[] = [
	{ type: 'headline', value: 'Products' },
	{
		type: 'product',
		value: 'Blue shirt',
		url: 'https://shop.test/p/blue/',
		post_id: 1,
		price: '<b>x</b>',
	},
	{
		type: 'product',
		value: 'Red shirt',
		url: 'https://shop.test/p/red/',
		post_id: 2,
	},
	{ type: 'more_products', value: '', total: 7 },
];

type Options = {
	layout?: string;
	overlay?: boolean;
	config?: Record< string, unknown >;
};

/**
 * The markup render.php prints, trimmed to what the script reads.
 *
 * @param options         Layout, overlay and configuration.
 * @param options.layout
 * @param options.overlay
 * @param options.config
 */
function markup( {
	layout = 'full',
	overlay = false,
	config = {},
}: Options ): string {
	const data = JSON.stringify( {
		endpointUrl: ENDPOINT,
		restUrl: 'https://shop.test/wp-json/shopwright/v1/search',
		minChars: 3,
		debounceMs: 400,
		labels: { noResults: 'Nothing here', results: '%d results' },
		...config,
	} ).replace( /"/g, '&quot;' );
	return `
		<div id="box" class="${ BLOCK } is-layout-${ layout }" data-config="${ data }">
			${ layout === 'full' ? '' : `<button type="button" class="${ BLOCK }__toggle" aria-expanded="false">Open</button>` }
			${ overlay ? `<button type="button" class="${ BLOCK }__overlay-open" aria-expanded="false">Open</button>` : '' }
			<form role="search" class="${ BLOCK }__form" action="/" method="get">
				${ overlay ? `<button type="button" class="${ BLOCK }__overlay-close">Close</button>` : '' }
				<label for="q">Search products</label>
				<div class="${ BLOCK }__field">
					<span class="${ BLOCK }__hint" aria-hidden="true"></span>
					<input type="search" id="q" name="s" class="${ BLOCK }__input" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="lb" />
					<button type="button" class="${ BLOCK }__voice" hidden>Voice</button>
					<ul role="listbox" id="lb" class="${ BLOCK }__suggestions" hidden></ul>
				</div>
				<button type="submit" class="${ BLOCK }__submit">Search</button>
				<div class="${ BLOCK }__status" role="status" aria-live="polite"></div>
			</form>
			<a href="#elsewhere" id="elsewhere">Elsewhere</a>
		</div>`;
}

function get< T extends Element >( selector: string, kind: new () => T ): T {
	const found = document.querySelector( selector );
	if ( ! ( found instanceof kind ) ) {
		throw new Error( `No ${ selector }` );
	}
	return found;
}

const input = () => get( `.${ BLOCK }__input`, HTMLInputElement );
const list = () => get( '[role="listbox"]', HTMLUListElement );
const status = () => get( '[role="status"]', HTMLElement );
const options = () =>
	Array.from( list().querySelectorAll( '[role="option"]' ) );

let box: SearchBox | null = null;
let navigate: jest.Mock;
let openInNewTab: jest.Mock;
let submitted: string[];
let environment: Environment;
// What the details and prices routes answer; the search endpoint answers the suggestions.
let detailsReply: ( url: string ) => Promise< FetchResponse >;
let pricesReply: ( url: string ) => Promise< FetchResponse >;

function json( body: unknown, ok = true ): Promise< FetchResponse > {
	return Promise.resolve( {
		ok,
		status: ok ? 200 : 500,
		json: () => Promise.resolve( body ),
	} );
}

function detailsFor( url: string ): Promise< FetchResponse > {
	const id = Number( /ids%5B%5D=(\d+)/.exec( url )?.[ 1 ] );
	return json( {
		items: [
			{
				objectID: id,
				html: `<div><a href="https://shop.test/p/${ id }/">Card ${ id }</a></div>`,
				price: '',
			},
		],
	} );
}

function setUp(
	layout: Options = {},
	suggestions = RESULTS,
	speechWindow: object = {}
): jest.Mock {
	document.body.innerHTML = markup( layout );
	const fetcher = jest.fn< ReturnType< Fetcher >, Parameters< Fetcher > >(
		( url ) => {
			if ( url.startsWith( DETAILS ) ) {
				return detailsReply( url );
			}
			if ( url.startsWith( PRICES ) ) {
				return pricesReply( url );
			}
			return json( { suggestions } );
		}
	);
	navigate = jest.fn();
	openInNewTab = jest.fn();
	submitted = [];
	const root = get( '#box', HTMLElement );
	box = initSearchBox( root, {
		fetcher,
		navigate,
		openInNewTab,
		speechWindow,
		environment: () => environment,
		cart: () =>
			createCartClient( '/?wc-ajax=%%endpoint%%', {
				fetch: () => json( { fragments: {}, cart_hash: 'h' } ),
				timers: window,
				origin: 'https://shop.test',
			} ),
		userAgent:
			'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
	} );
	get( 'form', HTMLFormElement ).addEventListener( 'submit', ( event ) => {
		if ( ! event.defaultPrevented ) {
			submitted.push( input().value );
		}
		// jsdom cannot navigate.
		event.preventDefault();
	} );
	return fetcher;
}

function type( text: string ): void {
	input().focus();
	input().value = text;
	input().dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

function press( key: string, init: KeyboardEventInit = {} ): KeyboardEvent {
	const event = new KeyboardEvent( 'keydown', {
		key,
		bubbles: true,
		cancelable: true,
		...init,
	} );
	input().dispatchEvent( event );
	return event;
}

async function typeAndWait( text: string ): Promise< void > {
	type( text );
	jest.advanceTimersByTime( 400 );
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
}

beforeEach( () => {
	jest.useFakeTimers();
	window.localStorage.clear();
	environment = { width: 1280, isTouch: false };
	detailsReply = detailsFor;
	pricesReply = () => json( { success: true, data: [] } );
} );

afterEach( () => {
	box?.destroy();
	jest.useRealTimers();
} );

describe( 'suggestions', () => {
	it( 'asks once the text is long enough and shows the answer as a listbox', async () => {
		const fetcher = setUp();
		await typeAndWait( 'sh' );
		expect( fetcher ).not.toHaveBeenCalled();
		expect( list().hidden ).toBe( true );
		await typeAndWait( 'shi' );
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
		expect( list().hidden ).toBe( false );
		expect( input().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		// The headline labels a group; it is not one of the options.
		expect( options() ).toHaveLength( 3 );
		const group = list().querySelector( '[role="group"]' );
		expect(
			document.getElementById(
				group?.getAttribute( 'aria-labelledby' ) ?? ''
			)?.textContent
		).toBe( 'Products' );
		expect( status().textContent ).toBe( '2 results' );
	} );

	it( 'shows the configured text as the one no-results item', async () => {
		setUp( {}, [ { type: 'no-results', value: 'No results' } ] );
		await typeAndWait( 'zzz' );
		expect( options().map( ( option ) => option.textContent ) ).toEqual( [
			'Nothing here',
		] );
		expect( status().textContent ).toBe( 'Nothing here' );
	} );

	it( 'says which words the results hold when none holds every word, and counts only results', async () => {
		setUp( {}, [
			{ type: 'partial-match', value: 'scarf' },
			{ type: 'product', value: 'Wool scarf', post_id: 9 },
		] );
		await typeAndWait( 'cotton scarf' );
		expect( options()[ 0 ].textContent ).toBe(
			'No exact match for cotton scarf. Showing results for scarf.'
		);
		expect( status().textContent ).toBe(
			'No exact match for cotton scarf. Showing results for scarf. 1 result available.'
		);
		// Down goes to the result, past the sentence.
		press( 'ArrowDown' );
		expect(
			document
				.getElementById(
					input().getAttribute( 'aria-activedescendant' ) ?? ''
				)
				?.textContent?.includes( 'Wool scarf' )
		).toBe( true );
	} );
} );

describe( 'keyboard', () => {
	it( 'moves with Up and Down over options only, wrapping, with aria-activedescendant', async () => {
		setUp();
		await typeAndWait( 'shirt' );
		press( 'ArrowDown' );
		expect( input().getAttribute( 'aria-activedescendant' ) ).toBe(
			options()[ 0 ].id
		);
		expect( options()[ 0 ].textContent ).toContain( 'Blue shirt' );
		expect( options()[ 0 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		press( 'ArrowDown' );
		press( 'ArrowDown' );
		expect( input().getAttribute( 'aria-activedescendant' ) ).toBe(
			options()[ 2 ].id
		);
		press( 'ArrowDown' );
		expect( input().getAttribute( 'aria-activedescendant' ) ).toBe(
			options()[ 0 ].id
		);
		press( 'ArrowUp' );
		expect( input().getAttribute( 'aria-activedescendant' ) ).toBe(
			options()[ 2 ].id
		);
	} );

	it( 'Enter opens the active suggestion and remembers the product without its price', async () => {
		setUp();
		await typeAndWait( 'shirt' );
		press( 'ArrowDown' );
		const event = press( 'Enter' );
		expect( event.defaultPrevented ).toBe( true );
		expect( navigate ).toHaveBeenCalledWith( 'https://shop.test/p/blue/' );
		expect( list().hidden ).toBe( true );
		const stored = window.localStorage.getItem( VIEWED_KEY ) ?? '';
		expect( stored ).toContain( '"post_id":1' );
		expect( stored ).not.toContain( 'price' );
	} );

	it.each( [
		'https://evil.test/p/blue/',
		'//evil.test/p/blue/',
		'javascript:alert(1)',
	] )(
		'never leaves the shop for a suggestion that points at %p',
		async ( url ) => {
			setUp( {}, [ { ...RESULTS[ 1 ], url } ] );
			await typeAndWait( 'shirt' );
			press( 'ArrowDown' );
			press( 'Enter' );
			press( 'Enter', { ctrlKey: true } );
			expect( navigate ).not.toHaveBeenCalled();
			expect( openInNewTab ).not.toHaveBeenCalled();
		}
	);

	it( 'Ctrl+Enter and Cmd+Enter open the suggestion in a new tab', async () => {
		setUp();
		await typeAndWait( 'shirt' );
		press( 'ArrowDown' );
		press( 'Enter', { ctrlKey: true } );
		expect( openInNewTab ).toHaveBeenCalledWith(
			'https://shop.test/p/blue/'
		);
		await typeAndWait( 'shirts' );
		press( 'ArrowUp' );
		press( 'ArrowUp' );
		press( 'Enter', { metaKey: true } );
		expect( openInNewTab ).toHaveBeenLastCalledWith(
			'https://shop.test/p/red/'
		);
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'the more products item submits the form with the query', async () => {
		setUp();
		await typeAndWait( 'shirt' );
		press( 'ArrowUp' );
		press( 'Enter' );
		expect( submitted ).toEqual( [ 'shirt' ] );
		expect(
			JSON.parse( window.localStorage.getItem( SEARCHES_KEY ) ?? '[]' )
		).toEqual( [ 'shirt' ] );
	} );

	it( 'Escape closes the list, then clears the text', async () => {
		setUp();
		await typeAndWait( 'shirt' );
		press( 'Escape' );
		expect( list().hidden ).toBe( true );
		expect( input().value ).toBe( 'shirt' );
		press( 'Escape' );
		expect( input().value ).toBe( '' );
	} );

	it( 'Right accepts the completion only with the caret at the end', async () => {
		const fetcher = setUp();
		await typeAndWait( 'blu' );
		expect( get( `.${ BLOCK }__hint`, HTMLElement ).textContent ).toBe(
			'blue shirt'
		);
		input().setSelectionRange( 1, 1 );
		press( 'ArrowRight' );
		expect( input().value ).toBe( 'blu' );
		input().setSelectionRange( 3, 3 );
		press( 'ArrowRight' );
		expect( input().value ).toBe( 'blue shirt' );
		jest.advanceTimersByTime( 400 );
		expect( fetcher ).toHaveBeenLastCalledWith(
			`${ ENDPOINT }?s=blue%20shirt`,
			expect.anything()
		);
	} );

	it( 'Tab and leaving the box close the list', async () => {
		setUp();
		await typeAndWait( 'shirt' );
		press( 'Tab' );
		expect( list().hidden ).toBe( true );
		await typeAndWait( 'shirts' );
		input().dispatchEvent(
			new FocusEvent( 'focusout', { bubbles: true, relatedTarget: null } )
		);
		expect( list().hidden ).toBe( true );
	} );

	it( 'a click on an option opens it', async () => {
		setUp();
		await typeAndWait( 'shirt' );
		options()[ 1 ]
			.querySelector( 'span' )
			?.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) );
		expect( navigate ).toHaveBeenCalledWith( 'https://shop.test/p/red/' );
	} );
} );

describe( 'submitting', () => {
	it( 'refuses to submit empty text', () => {
		setUp();
		type( '   ' );
		const event = new Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		get( 'form', HTMLFormElement ).dispatchEvent( event );
		expect( submitted ).toEqual( [] );
	} );
} );

describe( 'history', () => {
	it( 'shows recent searches and products on an empty focused input, and clears them', () => {
		window.localStorage.setItem(
			SEARCHES_KEY,
			JSON.stringify( [ 'tee' ] )
		);
		window.localStorage.setItem(
			VIEWED_KEY,
			JSON.stringify( [
				{ post_id: 3, value: 'Hat', url: 'https://shop.test/p/hat/' },
			] )
		);
		setUp();
		input().focus();
		expect(
			Array.from(
				list().querySelectorAll( '[role="presentation"]' ),
				( headline ) => headline.textContent
			)
		).toEqual( [ 'Recent searches', 'Recently viewed' ] );
		expect( options().map( ( option ) => option.textContent ) ).toEqual( [
			'tee',
			'Hat',
		] );
		press( 'ArrowDown' );
		press( 'Enter' );
		expect( submitted ).toEqual( [ 'tee' ] );

		input().value = '';
		input().dispatchEvent( new Event( 'input' ) );
		const clear = get( `.${ BLOCK }__clear-history`, HTMLButtonElement );
		expect( clear.hidden ).toBe( false );
		clear.click();
		expect( window.localStorage.getItem( SEARCHES_KEY ) ).toBeNull();
		expect( list().hidden ).toBe( true );
	} );
} );

describe( 'layouts', () => {
	it( 'the icon layout opens and closes the box from its button', () => {
		setUp( { layout: 'icon' } );
		const toggle = get( `.${ BLOCK }__toggle`, HTMLButtonElement );
		const root = get( '#box', HTMLElement );
		expect( root.classList.contains( 'is-enhanced' ) ).toBe( true );
		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( root.classList.contains( 'is-open' ) ).toBe( true );
		expect( input().ownerDocument.activeElement ).toBe( input() );
		press( 'Escape' );
		expect( root.classList.contains( 'is-open' ) ).toBe( false );
		expect( input().ownerDocument.activeElement ).toBe( toggle );
	} );

	it( 'the mobile overlay opens, closes on Escape or its button, and gives focus back', () => {
		setUp( { overlay: true } );
		const opener = get( `.${ BLOCK }__overlay-open`, HTMLButtonElement );
		const root = get( '#box', HTMLElement );
		opener.click();
		expect( root.classList.contains( 'is-overlay-open' ) ).toBe( true );
		expect( opener.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( input().ownerDocument.activeElement ).toBe( input() );
		press( 'Escape' );
		expect( root.classList.contains( 'is-overlay-open' ) ).toBe( false );
		expect( input().ownerDocument.activeElement ).toBe( opener );
		opener.click();
		get( `.${ BLOCK }__overlay-close`, HTMLButtonElement ).click();
		expect( root.classList.contains( 'is-overlay-open' ) ).toBe( false );
		expect( input().ownerDocument.activeElement ).toBe( opener );
	} );
} );

describe( 'voice', () => {
	it( 'stays hidden where the browser has no speech recognition', () => {
		setUp();
		expect( get( `.${ BLOCK }__voice`, HTMLButtonElement ).hidden ).toBe(
			true
		);
	} );

	it( 'shows where supported, and its final transcript fills the input and searches', async () => {
		const instances: FakeRecognition[] = [];
		class FakeRecognition {
			onstart: ( () => void ) | null = null;
			onresult: ( ( event: unknown ) => void ) | null = null;
			start = () => this.onstart?.();
			stop = jest.fn();
			abort = jest.fn();
			constructor() {
				instances.push( this );
			}
		}
		const fetcher = setUp( {}, RESULTS, {
			webkitSpeechRecognition: FakeRecognition,
		} );
		const button = get( `.${ BLOCK }__voice`, HTMLButtonElement );
		expect( button.hidden ).toBe( false );
		button.click();
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		instances[ 0 ]?.onresult?.( {
			resultIndex: 0,
			results: [
				Object.assign( [ { transcript: 'red shirt' } ], {
					isFinal: true,
				} ),
			],
		} );
		expect( input().value ).toBe( 'red shirt' );
		expect( button.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		jest.advanceTimersByTime( 400 );
		for ( let i = 0; i < 5; i++ ) {
			await Promise.resolve();
		}
		expect( fetcher ).toHaveBeenCalledWith(
			`${ ENDPOINT }?s=red%20shirt`,
			expect.anything()
		);
		expect( list().hidden ).toBe( false );
	} );
} );

const GROUPED: Suggestion[] = [
	{ type: 'headline', value: 'Products' },
	{
		type: 'product',
		value: 'Blue shirt',
		url: 'https://shop.test/p/blue/',
		post_id: 1,
		price_plain: '10.00',
		in_stock: true,
	},
	{
		type: 'product_variation',
		value: 'Red shirt - L',
		url: 'https://shop.test/p/red/?attribute_size=L',
		post_id: 2,
		variation_id: 21,
		price_plain: '12.00',
		in_stock: true,
	},
	{ type: 'more_products', value: 'See all products… (42)', total: 42 },
	{ type: 'headline', value: 'Categories' },
	{
		type: 'taxonomy',
		value: 'Shirts',
		taxonomy: 'product_cat',
		term_id: 5,
		url: 'https://shop.test/c/shirts/',
	},
	{ type: 'headline', value: 'Posts' },
	{
		type: 'post',
		post_type: 'post',
		value: 'Shirt care',
		url: 'https://shop.test/shirt-care/',
	},
];

const VARIATION_FIRST: Suggestion[] = [
	{
		type: 'product_variation',
		value: 'Red shirt - L',
		url: 'https://shop.test/p/red/?attribute_size=L',
		post_id: 2,
		variation_id: 21,
	},
	{ type: 'more_products', value: '', total: 3 },
];

const activeText = () =>
	document.getElementById(
		input().getAttribute( 'aria-activedescendant' ) ?? ''
	)?.textContent;
const panel = () => get( `.${ BLOCK }__details`, HTMLElement );
const root = () => get( '#box', HTMLElement );

async function flush(): Promise< void > {
	for ( let i = 0; i < 8; i++ ) {
		await Promise.resolve();
	}
}

function submitForm(): void {
	get( 'form', HTMLFormElement ).dispatchEvent(
		new Event( 'submit', { bubbles: true, cancelable: true } )
	);
}

describe( 'grouped suggestions', () => {
	it( 'skips the group headlines with Up and Down and counts only what can be chosen', async () => {
		setUp( {}, GROUPED );
		await typeAndWait( 'shirt' );
		expect( status().textContent ).toBe( '4 results' );
		expect( list().querySelectorAll( '[role="group"]' ) ).toHaveLength( 3 );
		press( 'ArrowDown' );
		expect( activeText() ).toContain( 'Blue shirt' );
		press( 'ArrowDown' );
		press( 'ArrowDown' );
		expect( activeText() ).toBe( 'See all products (42)' );
		press( 'ArrowDown' );
		expect( activeText() ).toContain( 'Shirts' );
		press( 'ArrowDown' );
		press( 'ArrowDown' );
		expect( activeText() ).toContain( 'Blue shirt' );
		press( 'ArrowUp' );
		expect( activeText() ).toContain( 'Shirt care' );
		press( 'Enter' );
		expect( navigate ).toHaveBeenCalledWith(
			'https://shop.test/shirt-care/'
		);
	} );

	it( 'a category opens its page', async () => {
		setUp( {}, GROUPED );
		await typeAndWait( 'shirt' );
		options()[ 3 ].dispatchEvent(
			new MouseEvent( 'click', { bubbles: true } )
		);
		expect( navigate ).toHaveBeenCalledWith(
			'https://shop.test/c/shirts/'
		);
	} );

	it( 'a click on see all products submits the search', async () => {
		setUp( {}, GROUPED );
		await typeAndWait( 'shirt' );
		options()[ 2 ].dispatchEvent(
			new MouseEvent( 'click', { bubbles: true } )
		);
		expect( submitted ).toEqual( [ 'shirt' ] );
		expect( navigate ).not.toHaveBeenCalled();
	} );
} );

describe( 'details panel', () => {
	const withDetails: Options = {
		config: { detailsPanel: true, detailsUrl: DETAILS },
	};

	it( 'shows the first product beside the results, then the one chosen', async () => {
		const fetcher = setUp( withDetails, GROUPED );
		await typeAndWait( 'shirt' );
		await flush();
		expect( panel().hidden ).toBe( false );
		expect( panel().textContent ).toContain( 'Card 1' );
		press( 'ArrowDown' );
		press( 'ArrowDown' );
		await flush();
		expect( fetcher ).toHaveBeenLastCalledWith(
			`${ DETAILS }?ids%5B%5D=2`,
			expect.anything()
		);
		expect( panel().textContent ).toContain( 'Card 2' );
		// The variation's own id goes into the cart.
		expect(
			root()
				.querySelector( 'input[name="add-to-cart"]' )
				?.getAttribute( 'value' )
		).toBe( '21' );
		// Hovering a product shows it too; the cache answers.
		const calls = fetcher.mock.calls.length;
		options()[ 0 ].dispatchEvent(
			new MouseEvent( 'mouseover', { bubbles: true } )
		);
		expect( panel().textContent ).toContain( 'Card 1' );
		expect( fetcher ).toHaveBeenCalledTimes( calls );
	} );

	it( 'lets Tab go on into the panel rather than closing the list', async () => {
		setUp( withDetails, GROUPED );
		await typeAndWait( 'shirt' );
		await flush();
		press( 'Tab' );
		expect( list().hidden ).toBe( false );
		expect( panel().hidden ).toBe( false );
	} );

	it.each( [
		[ 'a narrow window', { width: 767, isTouch: false } ],
		[ 'a touch screen', { width: 1280, isTouch: true } ],
	] )( 'does not show in %s', async ( _name, env ) => {
		environment = env;
		const fetcher = setUp( withDetails, GROUPED );
		await typeAndWait( 'shirt' );
		await flush();
		expect( list().hidden ).toBe( false );
		expect( panel().hidden ).toBe( true );
		expect(
			fetcher.mock.calls.some( ( [ url ] ) => url.startsWith( DETAILS ) )
		).toBe( false );
	} );

	it( 'does not show for recent searches and products', () => {
		window.localStorage.setItem(
			VIEWED_KEY,
			JSON.stringify( [
				{ post_id: 3, value: 'Hat', url: 'https://shop.test/p/hat/' },
			] )
		);
		setUp( withDetails, GROUPED );
		input().focus();
		expect( options() ).toHaveLength( 1 );
		expect( panel().hidden ).toBe( true );
	} );

	it( 'is hidden for no results, which shows its notice', async () => {
		setUp( withDetails, GROUPED );
		await typeAndWait( 'shirt' );
		await flush();
		expect( panel().hidden ).toBe( false );
		box?.destroy();
		setUp( withDetails, [ { type: 'no-results', value: 'No results' } ] );
		await typeAndWait( 'zzz' );
		await flush();
		expect( options()[ 0 ].textContent ).toBe( 'Nothing here' );
		expect( status().textContent ).toBe( 'Nothing here' );
		expect( panel().hidden ).toBe( true );
	} );

	it( 'hides when the window becomes too narrow', async () => {
		setUp( withDetails, GROUPED );
		await typeAndWait( 'shirt' );
		await flush();
		environment = { width: 600, isTouch: false };
		window.dispatchEvent( new Event( 'resize' ) );
		expect( panel().hidden ).toBe( false );
		jest.advanceTimersByTime( 100 );
		expect( panel().hidden ).toBe( true );
	} );

	it( 'closes with the list', async () => {
		setUp( withDetails, GROUPED );
		await typeAndWait( 'shirt' );
		await flush();
		press( 'Escape' );
		expect( panel().hidden ).toBe( true );
		expect( root().classList.contains( 'has-details' ) ).toBe( false );
	} );

	it( 'is not made when the block does not ask for it', async () => {
		setUp( {}, GROUPED );
		await typeAndWait( 'shirt' );
		expect( root().querySelector( `.${ BLOCK }__details` ) ).toBeNull();
	} );
} );

describe( 'dynamic prices', () => {
	const withPrices: Options = {
		config: { dynamicPrices: true, pricesUrl: PRICES },
	};
	const priceTexts = () =>
		Array.from(
			list().querySelectorAll( `.${ BLOCK }__price` ),
			( price ) => price.textContent
		);

	it( 'replaces the listed prices with the current ones, in one request', async () => {
		pricesReply = () =>
			json( {
				success: true,
				data: [
					{ id: 1, price: '<span>$9.00</span>' },
					{ id: 21, price: '<del>$12.00</del><ins>$11.00</ins>' },
				],
			} );
		const fetcher = setUp( withPrices, GROUPED );
		await typeAndWait( 'shirt' );
		await flush();
		const asked = fetcher.mock.calls.filter( ( [ url ] ) =>
			url.startsWith( PRICES )
		);
		expect( asked ).toHaveLength( 1 );
		expect( asked[ 0 ][ 0 ] ).toBe(
			`${ PRICES }?ids%5B%5D=1&ids%5B%5D=21`
		);
		expect( priceTexts() ).toEqual( [ '$9.00', '$11.00' ] );
	} );

	it( 'keeps the listed prices when the request fails', async () => {
		pricesReply = () => Promise.reject( new Error( 'offline' ) );
		setUp( withPrices, GROUPED );
		await typeAndWait( 'shirt' );
		await flush();
		expect( priceTexts() ).toEqual( [ '10.00', '12.00' ] );
	} );

	it( 'asks nothing when dynamic prices are off or prices are hidden', async () => {
		const off = setUp( {}, GROUPED );
		await typeAndWait( 'shirt' );
		await flush();
		expect(
			off.mock.calls.some( ( [ url ] ) => url.startsWith( PRICES ) )
		).toBe( false );
		box?.destroy();
		const hidden = setUp(
			{
				config: {
					...withPrices.config,
					display: { price: false },
				},
			},
			GROUPED
		);
		await typeAndWait( 'shirt' );
		await flush();
		expect(
			hidden.mock.calls.some( ( [ url ] ) => url.startsWith( PRICES ) )
		).toBe( false );
	} );
} );

describe( 'go to first variation', () => {
	it( 'opens the variation that answers the search instead of the results page', async () => {
		setUp( { config: { goToFirstVariation: true } }, VARIATION_FIRST );
		await typeAndWait( 'SW-RED-L' );
		press( 'Enter' );
		submitForm();
		expect( submitted ).toEqual( [] );
		expect( navigate ).toHaveBeenCalledWith(
			'https://shop.test/p/red/?attribute_size=L'
		);
		expect(
			JSON.parse( window.localStorage.getItem( SEARCHES_KEY ) ?? '[]' )
		).toEqual( [ 'SW-RED-L' ] );
	} );

	it( 'submits as usual when it is off, or when the text changed since', async () => {
		setUp( {}, VARIATION_FIRST );
		await typeAndWait( 'SW-RED-L' );
		submitForm();
		expect( submitted ).toEqual( [ 'SW-RED-L' ] );
		box?.destroy();
		setUp( { config: { goToFirstVariation: true } }, VARIATION_FIRST );
		await typeAndWait( 'SW-RED-L' );
		input().value = 'SW-RED-LX';
		submitForm();
		expect( submitted ).toEqual( [ 'SW-RED-LX' ] );
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'leaves see all products to the results page', async () => {
		setUp( { config: { goToFirstVariation: true } }, VARIATION_FIRST );
		await typeAndWait( 'SW-RED-L' );
		press( 'ArrowUp' );
		press( 'Enter' );
		expect( submitted ).toEqual( [ 'SW-RED-L' ] );
		expect( navigate ).not.toHaveBeenCalled();
	} );
} );

describe( 'mobile overlay', () => {
	function openOverlay(): HTMLButtonElement {
		setUp( { overlay: true, config: { overlayBreakpoint: 768 } } );
		root().insertAdjacentHTML( 'afterend', '<p id="page">Page</p>' );
		const opener = get( `.${ BLOCK }__overlay-open`, HTMLButtonElement );
		opener.click();
		return opener;
	}

	it( 'keeps Tab inside, makes the page inert and stops its scrolling', () => {
		const opener = openOverlay();
		expect(
			document.getElementById( 'page' )?.hasAttribute( 'inert' )
		).toBe( true );
		expect( opener.hasAttribute( 'inert' ) ).toBe( true );
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		const submit = get( `.${ BLOCK }__submit`, HTMLButtonElement );
		submit.focus();
		const event = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			bubbles: true,
			cancelable: true,
		} );
		submit.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		expect( input().ownerDocument.activeElement ).toBe(
			get( `.${ BLOCK }__overlay-close`, HTMLButtonElement )
		);
	} );

	it( 'Escape leaves it, gives the focus back and frees the page', async () => {
		const opener = openOverlay();
		await typeAndWait( 'shirt' );
		press( 'Escape' );
		expect( list().hidden ).toBe( true );
		expect( root().classList.contains( 'is-overlay-open' ) ).toBe( true );
		press( 'Escape' );
		expect( root().classList.contains( 'is-overlay-open' ) ).toBe( false );
		expect( input().ownerDocument.activeElement ).toBe( opener );
		expect( document.querySelectorAll( '[inert]' ) ).toHaveLength( 0 );
		expect( document.documentElement.style.overflow ).toBe( '' );
	} );

	it( 'Escape on its close button leaves it too', () => {
		const opener = openOverlay();
		const close = get( `.${ BLOCK }__overlay-close`, HTMLButtonElement );
		close.focus();
		close.dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key: 'Escape',
				bubbles: true,
				cancelable: true,
			} )
		);
		expect( root().classList.contains( 'is-overlay-open' ) ).toBe( false );
		expect( input().ownerDocument.activeElement ).toBe( opener );
	} );

	it( 'closes when the window grows past the breakpoint', () => {
		openOverlay();
		Object.defineProperty( window, 'innerWidth', {
			configurable: true,
			value: 1024,
		} );
		window.dispatchEvent( new Event( 'resize' ) );
		jest.advanceTimersByTime( 100 );
		expect( root().classList.contains( 'is-overlay-open' ) ).toBe( false );
		expect( document.querySelectorAll( '[inert]' ) ).toHaveLength( 0 );
	} );
} );

describe( 'icon layout', () => {
	it( 'folds up when the focus moves on elsewhere on the page', () => {
		setUp( { layout: 'icon' } );
		root().insertAdjacentHTML(
			'afterend',
			'<button id="other" type="button">Other</button>'
		);
		const toggle = get( `.${ BLOCK }__toggle`, HTMLButtonElement );
		toggle.click();
		expect( root().classList.contains( 'is-open' ) ).toBe( true );
		const other = get( '#other', HTMLButtonElement );
		input().dispatchEvent(
			new FocusEvent( 'focusout', {
				bubbles: true,
				relatedTarget: other,
			} )
		);
		expect( root().classList.contains( 'is-open' ) ).toBe( false );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );
} );
