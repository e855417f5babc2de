/**
 * Internal dependencies
 */
import { loadNextPage, toPage } from '../load-more';

const BLOCK = 'wp-block-shopwright-nft-gallery';

const page = ( next: string, ids = [ '5', '6' ] ) => ( {
	items: ids.map( ( id, index ) => ( {
		id,
		name: index === 0 ? '<img src=x onerror=alert(1)> Ink Well' : '',
		collection: 'shopwright-workshop',
		url:
			index === 0
				? `https://opensea.io/assets/ethereum/0x5e1f0c3a1e2b4d6f8a9c0b1d2e3f4a5b6c7d8e9f/${ id }`
				: 'javascript:alert(1)',
		image:
			index === 0
				? {
						src: 'https://shop.test/wp-content/uploads/shopwright-media/a.png',
						width: 480,
						height: 480,
					}
				: { src: 'https://evil.example/x.png', width: 1, height: 1 },
	} ) ),
	next,
} );

function renderGallery(): HTMLElement {
	document.body.innerHTML = `<div class="${ BLOCK }" data-endpoint="https://shop.test/wp-json/shopwright/v1/nft-gallery/abc/" data-loaded="%d more NFTs loaded." data-failed="More NFTs could not be loaded. Try again." data-view="%s on OpenSea" data-untitled="Untitled"><ul class="${ BLOCK }__items"><li class="${ BLOCK }__item">One</li></ul><button type="button" class="${ BLOCK }__more" data-cursor="LXBrPTEwMDA0">Load more</button><p class="${ BLOCK }__status" role="status"></p></div>`;
	return document.querySelector< HTMLElement >( `.${ BLOCK }` )!; // Just rendered.
}

function jsonResponse( status: number, body: unknown ) {
	return Promise.resolve( {
		ok: status >= 200 && status < 300,
		status,
		json: () => Promise.resolve( body ),
	} as Response ); // Only what loadNextPage reads.
}

describe( 'toPage', () => {
	it( 'accepts only the page shape', () => {
		expect( toPage( page( '' ) ) ).not.toBeNull();
		expect( toPage( { items: [ { id: 1 } ], next: '' } ) ).toBeNull();
		expect( toPage( { items: [] } ) ).toBeNull();
		expect( toPage( 'html' ) ).toBeNull();
	} );
} );

describe( 'loadNextPage', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'spins for 500 ms, then fades the next NFTs in as text and hides itself when none remain', async () => {
		const root = renderGallery();
		const button = root.querySelector< HTMLButtonElement >(
			`.${ BLOCK }__more`
		)!; // Rendered above.
		let answer = page( 'LXBrPTEwMDA4' );
		const fetchFn = jest.fn( () => jsonResponse( 200, answer ) );
		const loading = loadNextPage( root, fetchFn, window );
		expect( button.classList.contains( 'is-loading' ) ).toBe( true );
		expect( button.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		// A second click while busy asks nothing.
		await loadNextPage( root, fetchFn, window );
		expect( fetchFn ).toHaveBeenCalledTimes( 1 );
		expect( fetchFn ).toHaveBeenCalledWith(
			'https://shop.test/wp-json/shopwright/v1/nft-gallery/abc/page?cursor=LXBrPTEwMDA0',
			expect.objectContaining( { credentials: 'omit' } )
		);
		// The answer is in, but the spinner keeps turning until 500 ms have passed.
		await Promise.resolve();
		await Promise.resolve();
		jest.advanceTimersByTime( 499 );
		await Promise.resolve();
		expect( root.querySelectorAll( 'li' ) ).toHaveLength( 1 );
		expect( button.classList.contains( 'is-loading' ) ).toBe( true );
		jest.advanceTimersByTime( 1 );
		await loading;

		expect( button.classList.contains( 'is-loading' ) ).toBe( false );
		const added = Array.from( root.querySelectorAll( 'li.is-new' ) );
		expect( added ).toHaveLength( 2 );
		expect( added[ 0 ].classList.contains( 'is-shown' ) ).toBe( false );
		jest.advanceTimersByTime( 20 );
		expect( added[ 0 ].classList.contains( 'is-shown' ) ).toBe( true );
		expect(
			added[ 0 ].querySelector( `.${ BLOCK }__name` )?.textContent
		).toBe( '<img src=x onerror=alert(1)> Ink Well' );
		expect( added[ 0 ].querySelectorAll( 'img' ) ).toHaveLength( 1 );
		expect( added[ 0 ].querySelector( 'a' )?.textContent ).toBe(
			'<img src=x onerror=alert(1)> Ink Well on OpenSea'
		);
		expect( root.ownerDocument.activeElement ).toBe(
			added[ 0 ].querySelector( 'a' )
		);
		// Another host's image and a script link are left out; no name is "Untitled".
		expect( added[ 1 ].querySelector( 'img, a' ) ).toBeNull();
		expect(
			added[ 1 ].querySelector( `.${ BLOCK }__name` )?.textContent
		).toBe( 'Untitled' );
		expect( root.querySelector( '[role="status"]' )?.textContent ).toBe(
			'2 more NFTs loaded.'
		);
		expect( button.hidden ).toBe( false );
		expect( button.dataset.cursor ).toBe( 'LXBrPTEwMDA4' );

		answer = page( '', [ '9' ] );
		const last = loadNextPage( root, fetchFn, window );
		await Promise.resolve();
		jest.advanceTimersByTime( 500 );
		await last;
		expect( root.querySelectorAll( 'li' ) ).toHaveLength( 4 );
		expect( root.querySelectorAll( 'li.is-new' ) ).toHaveLength( 1 );
		expect( button.hidden ).toBe( true );
	} );

	it( 'says so and keeps the button when the page cannot be loaded', async () => {
		const root = renderGallery();
		const loading = loadNextPage(
			root,
			() => jsonResponse( 502, { code: 'shopwright_feed_unavailable' } ),
			window
		);
		jest.advanceTimersByTime( 500 );
		await loading;
		expect( root.querySelector( '[role="status"]' )?.textContent ).toBe(
			'More NFTs could not be loaded. Try again.'
		);
		const button = root.querySelector< HTMLButtonElement >(
			`.${ BLOCK }__more`
		);
		expect( button?.hidden ).toBe( false );
		expect( button?.classList.contains( 'is-loading' ) ).toBe( false );
		expect( root.querySelectorAll( 'li' ) ).toHaveLength( 1 );
	} );
} );
