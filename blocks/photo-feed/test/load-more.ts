/**
 * Internal dependencies
 */
import { countsText, loadNextPage, toPage, type PhotoPage } from '../load-more';
import { setupTabs } from '../tabs';
import { jsonResponse, renderBlock, shown } from './helpers/markup';

const image = {
	src: 'https://shop.test/wp-content/uploads/shopwright-media/a.jpg',
	width: 640,
	height: 800,
};

const page = ( next: string ): PhotoPage => ( {
	items: [
		{
			id: '7',
			type: 'IMAGE',
			caption: '<img src=x onerror=alert(1)> Paper, compared',
			url: 'https://www.instagram.com/p/SwDemo07/',
			date: 'January 28, 2026',
			likes: 42,
			comments: 1,
			image,
			children: [],
		},
		{
			id: '8',
			type: 'VIDEO',
			caption: 'A desk lamp',
			url: 'https://www.instagram.com/reel/SwDemo08/',
			date: 'January 20, 2026',
			likes: null,
			comments: null,
			image: null,
			children: [],
		},
	],
	next,
} );

const more = ( root: HTMLElement ) =>
	root.querySelector< HTMLButtonElement >(
		'.wp-block-shopwright-photo-feed__more'
	);

describe( 'toPage', () => {
	it( 'accepts only the page shape, and only Instagram post addresses', () => {
		expect( toPage( page( '' ) ) ).not.toBeNull();
		const bad = page( '' );
		bad.items[ 0 ].url = 'javascript:alert(1)';
		expect( toPage( bad ) ).toBeNull();
		const script = page( '' );
		script.items[ 0 ].image = {
			src: 'javascript:alert(1)',
			width: 1,
			height: 1,
		};
		expect( toPage( script ) ).toBeNull();
		expect( toPage( { items: [ { id: 1 } ], next: '' } ) ).toBeNull();
		expect( toPage( { items: [] } ) ).toBeNull();
		expect( toPage( '<html>' ) ).toBeNull();
	} );
} );

describe( 'countsText', () => {
	it( 'counts in words, only those shown', () => {
		expect( countsText( { likes: 1, comments: 2 } ) ).toBe(
			'1 like, 2 comments'
		);
		expect( countsText( { likes: null, comments: null } ) ).toBe( '' );
	} );
} );

describe( 'loadNextPage', () => {
	it( 'appends the next page as text, focuses the first new post, and goes after the last page', async () => {
		const root = renderBlock();
		const fetchFn = jest.fn( () => jsonResponse( 200, page( '' ) ) );
		const loading = loadNextPage( root, fetchFn );
		expect( more( root )?.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		// A second click while busy asks nothing.
		await loadNextPage( root, fetchFn );
		expect( fetchFn ).toHaveBeenCalledTimes( 1 );
		await loading;

		expect( fetchFn ).toHaveBeenCalledWith(
			'https://shop.test/wp-json/shopwright/v1/photo-feed/abc/page?after=QVFIUnBhZAGVfMl9jdXJzb3IZD',
			expect.objectContaining( { credentials: 'omit' } )
		);
		expect( shown( root ) ).toEqual( [
			'Brass pens',
			'Binding a notebook',
			'Three inks',
			'Linen',
			'<img src=x onerror=alert(1)> Paper, compared',
			'Video: A desk lamp',
		] );
		expect( root.querySelector( 'img[onerror]' ) ).toBeNull();
		const added =
			root.querySelector< HTMLAnchorElement >( 'a[data-id="7"]' );
		expect( root.ownerDocument.activeElement ).toBe( added );
		expect( added?.href ).toBe( 'https://www.instagram.com/p/SwDemo07/' );
		expect( added?.dataset.counts ).toBe( '42 likes, 1 comment' );
		const img = added?.querySelector( 'img' );
		expect( img?.getAttribute( 'width' ) ).toBe( '640' );
		expect( img?.getAttribute( 'height' ) ).toBe( '800' );
		expect( img?.getAttribute( 'loading' ) ).toBe( 'lazy' );
		expect(
			root.querySelector( 'a[data-id="8"] [aria-hidden="true"]' )
				?.textContent
		).toBe( 'Video' );
		expect( more( root ) ).toBeNull();
		expect( root.querySelector( '[role="status"]' )?.textContent ).toBe(
			'2 more posts loaded.'
		);
	} );

	it( 'keeps the next cursor and the chosen tab', async () => {
		const root = renderBlock();
		setupTabs( root );
		(
			root.querySelector(
				'[data-type="IMAGE"][role="tab"]'
			) as HTMLElement
		 ) // The markup has it.
			.click();
		await loadNextPage( root, () => jsonResponse( 200, page( 'NEXT2' ) ) );
		expect( more( root )?.dataset.after ).toBe( 'NEXT2' );
		expect( shown( root ) ).toEqual( [
			'Brass pens',
			'Linen',
			'<img src=x onerror=alert(1)> Paper, compared',
		] );
		expect( root.querySelector( '[role="status"]' )?.textContent ).toBe(
			'1 more posts loaded.'
		);
	} );

	it( 'says so when the page cannot be loaded, and keeps the button to try again', async () => {
		for ( const answer of [
			() => jsonResponse( 502, { code: 'shopwright_feed_unavailable' } ),
			() => jsonResponse( 200, { items: 'nope' } ),
			() => Promise.reject( new Error( 'offline' ) ),
		] ) {
			const root = renderBlock();
			await loadNextPage( root, answer );
			expect( more( root )?.disabled ).toBe( false );
			expect( more( root )?.dataset.after ).toBe(
				'QVFIUnBhZAGVfMl9jdXJzb3IZD'
			);
			expect( root.querySelector( '[role="status"]' )?.textContent ).toBe(
				'Could not load.'
			);
			expect( shown( root ) ).toHaveLength( 4 );
		}
	} );
} );
