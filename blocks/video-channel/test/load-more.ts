/**
 * Internal dependencies
 */
import { loadNextPage, toPage } from '../load-more';
import { jsonResponse, renderBlock } from './helpers/markup';

const MORE =
	'<button type="button" class="wp-block-shopwright-video-channel__more" data-token="EAAaBlBUOkNBWQ">Load more videos</button>';

const page = ( next: string ) => ( {
	items: [
		{
			id: 'swDemoVid07',
			title: '<img src=x onerror=alert(1)> Bound by hand',
			url: 'https://www.youtube.com/watch?v=swDemoVid07',
			thumb: {
				src: 'https://shop.test/wp-content/uploads/shopwright-media/a.jpg',
				width: 320,
				height: 180,
			},
		},
		{
			id: 'swDemoVid08',
			title: 'Nibs',
			url: 'https://www.youtube.com/watch?v=swDemoVid08',
			thumb: null,
		},
	],
	next,
} );

describe( 'toPage', () => {
	it( 'accepts only the page shape', () => {
		expect( toPage( page( '' ) ) ).not.toBeNull();
		expect( toPage( { items: [ { id: 1 } ], next: '' } ) ).toBeNull();
		expect( toPage( { items: [] } ) ).toBeNull();
		expect( toPage( '<html>' ) ).toBeNull();
	} );
} );

describe( 'loadNextPage', () => {
	it( 'appends the next page as text, focuses the first new video, and goes after the last page', async () => {
		const root = renderBlock( 2, 'grid', MORE );
		const fetchFn = jest.fn( () => jsonResponse( 200, page( '' ) ) );
		const loading = loadNextPage( root, fetchFn );
		expect(
			root
				.querySelector( '.wp-block-shopwright-video-channel__more' )
				?.getAttribute( 'aria-busy' )
		).toBe( 'true' );
		// A second click while busy asks nothing.
		await loadNextPage( root, fetchFn );
		expect( fetchFn ).toHaveBeenCalledTimes( 1 );
		await loading;

		expect( fetchFn ).toHaveBeenCalledWith(
			'https://shop.test/wp-json/shopwright/v1/video-channel/abc/page?token=EAAaBlBUOkNBWQ',
			expect.objectContaining( { credentials: 'omit' } )
		);
		const links = root.querySelectorAll( 'a[data-vid]' );
		expect( links ).toHaveLength( 4 );
		expect( links[ 2 ].textContent ).toBe(
			'<img src=x onerror=alert(1)> Bound by hand'
		);
		expect( root.querySelectorAll( 'img[onerror]' ) ).toHaveLength( 0 );
		const image = links[ 2 ].querySelector( 'img' );
		expect( image?.getAttribute( 'width' ) ).toBe( '320' );
		expect( image?.getAttribute( 'height' ) ).toBe( '180' );
		expect( image?.getAttribute( 'loading' ) ).toBe( 'lazy' );
		expect( document.body.ownerDocument.activeElement ).toBe( links[ 2 ] );
		expect(
			root.querySelector( '.wp-block-shopwright-video-channel__more' )
		).toBeNull();
		expect(
			root.querySelector( '.wp-block-shopwright-video-channel__status' )
				?.textContent
		).toBe( '2 more videos loaded.' );
	} );

	it( 'keeps the button with the next token while pages remain', async () => {
		const root = renderBlock( 2, 'grid', MORE );
		const button = root.querySelector< HTMLButtonElement >(
			'.wp-block-shopwright-video-channel__more'
		);
		await loadNextPage(
			root,
			jest.fn( () => jsonResponse( 200, page( 'CAoQAA' ) ) )
		);
		expect( button?.isConnected ).toBe( true );
		expect( button?.dataset.token ).toBe( 'CAoQAA' );
		expect( button?.disabled ).toBe( false );
	} );

	it( 'says so when the page cannot be loaded, and lets the visitor try again', async () => {
		const root = renderBlock( 2, 'grid', MORE );
		const fetchFn = jest
			.fn()
			.mockReturnValueOnce( jsonResponse( 429, { code: 'x' } ) )
			.mockReturnValueOnce( Promise.reject( new Error( 'offline' ) ) );
		const button = root.querySelector< HTMLButtonElement >(
			'.wp-block-shopwright-video-channel__more'
		);
		for ( const attempt of [ 1, 2 ] ) {
			await loadNextPage( root, fetchFn );
			expect( fetchFn ).toHaveBeenCalledTimes( attempt );
			expect( root.querySelectorAll( 'a[data-vid]' ) ).toHaveLength( 2 );
			expect(
				root.querySelector(
					'.wp-block-shopwright-video-channel__status'
				)?.textContent
			).toBe( 'Could not load.' );
			expect( button?.disabled ).toBe( false );
		}
	} );
} );
