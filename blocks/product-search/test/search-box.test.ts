/**
 * Internal dependencies
 */
import type { FetchResponse, Fetcher } from '../client';
import { SEARCHES_KEY, VIEWED_KEY } from '../history';
import { initSearchBox } from '../search-box';
import type { SearchBox } from '../search-box';
import type { Suggestion } from '../suggestion';

const BLOCK = 'wp-block-shopwright-product-search';
const ENDPOINT = 'https://shop.test/endpoint.php';

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

function setUp(
	layout: Options = {},
	suggestions = RESULTS,
	speechWindow: object = {}
): jest.Mock {
	document.body.innerHTML = markup( layout );
	const fetcher = jest.fn< ReturnType< Fetcher >, Parameters< Fetcher > >(
		() =>
			Promise.resolve< FetchResponse >( {
				ok: true,
				status: 200,
				json: () => Promise.resolve( { suggestions } ),
			} )
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
		expect( options() ).toHaveLength( 4 );
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
} );

describe( 'keyboard', () => {
	it( 'moves with Up and Down over options only, wrapping, with aria-activedescendant', async () => {
		setUp();
		await typeAndWait( 'shirt' );
		press( 'ArrowDown' );
		expect( input().getAttribute( 'aria-activedescendant' ) ).toBe(
			options()[ 1 ].id
		);
		expect( options()[ 1 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		press( 'ArrowDown' );
		press( 'ArrowDown' );
		expect( input().getAttribute( 'aria-activedescendant' ) ).toBe(
			options()[ 3 ].id
		);
		press( 'ArrowDown' );
		expect( input().getAttribute( 'aria-activedescendant' ) ).toBe(
			options()[ 1 ].id
		);
		press( 'ArrowUp' );
		expect( input().getAttribute( 'aria-activedescendant' ) ).toBe(
			options()[ 3 ].id
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
		options()[ 2 ]
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
		expect( options().map( ( option ) => option.textContent ) ).toEqual( [
			'Recent searches',
			'tee',
			'Recently viewed',
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
