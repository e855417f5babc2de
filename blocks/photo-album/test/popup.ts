/**
 * Internal dependencies
 */
import { photoLabel, popupHeight, setupAlbum, wrap } from '../popup';

const BLOCK = 'wp-block-shopwright-photo-album';
const POPUP = 'shopwright-photo-popup';

const PHOTOS = [
	{ alt: 'A brass pen on linen', width: 1024, height: 768 },
	{ alt: '<img src=x onerror=alert(1)>', width: 768, height: 1024 },
	{ alt: '', width: 1260, height: 945 },
];

/**
 * The block as the server renders it, in a page with something focusable around it.
 */
function renderAlbum(): HTMLElement {
	document.body.innerHTML = `<a href="/before">Before</a><div class="${ BLOCK }" data-label-photo="Photo %1$d of %2$d" data-label-prev="Previous photo" data-label-next="Next photo" data-label-close="Close" data-label-loading="Loading the photo…" data-label-failed="The photo could not be loaded."><ul class="${ BLOCK }__grid"></ul></div><a href="/after">After</a>`;
	const root = document.querySelector< HTMLElement >( `.${ BLOCK }` )!; // Just rendered.
	const grid = root.querySelector( 'ul' )!; // Just rendered.
	PHOTOS.forEach( ( photo, index ) => {
		const item = document.createElement( 'li' );
		const link = document.createElement( 'a' );
		link.className = `${ BLOCK }__link`;
		link.href = `https://shop.test/wp-content/uploads/shopwright-media/${ index }.jpg`;
		link.dataset.width = String( photo.width );
		link.dataset.height = String( photo.height );
		link.dataset.alt = photo.alt;
		const image = document.createElement( 'img' );
		image.alt = photo.alt || `Photo ${ index + 1 } of 3`;
		link.append( image );
		item.append( link );
		grid.append( item );
	} );
	return root;
}

function setup() {
	const root = renderAlbum();
	const preloads: HTMLImageElement[] = [];
	const teardown = setupAlbum( root, () => {
		const image = document.createElement( 'img' );
		preloads.push( image );
		return image;
	} );
	const links = Array.from(
		root.querySelectorAll< HTMLAnchorElement >( 'a' )
	);
	const dialog = () =>
		document.querySelector< HTMLElement >( '[role="dialog"]' );
	const part = < T extends HTMLElement >( name: string ) =>
		document.querySelector< T >( `.${ POPUP }__${ name }` );
	const key = ( name: string, init: KeyboardEventInit = {} ) => {
		const event = new KeyboardEvent( 'keydown', {
			key: name,
			bubbles: true,
			cancelable: true,
			...init,
		} );
		(
			root.ownerDocument.activeElement ?? root.ownerDocument.body
		).dispatchEvent( event );
		return event;
	};
	const loaded = () =>
		preloads[ preloads.length - 1 ]?.onload?.( new Event( 'load' ) );
	return { root, links, dialog, part, key, preloads, loaded, teardown };
}

describe( 'wrap', () => {
	it( 'goes round both ways', () => {
		expect( wrap( 2, 1, 3 ) ).toBe( 0 );
		expect( wrap( 0, -1, 3 ) ).toBe( 2 );
		expect( wrap( 1, 1, 3 ) ).toBe( 2 );
		expect( wrap( 0, 1, 0 ) ).toBe( 0 );
	} );
} );

describe( 'popupHeight and photoLabel', () => {
	it( 'keep the photo 630 wide at its own shape, and fill in the label', () => {
		expect( popupHeight( 1260, 945 ) ).toBe( 473 );
		expect( popupHeight( 768, 1024 ) ).toBe( 840 );
		expect( popupHeight( 0, 0 ) ).toBe( 630 );
		expect( photoLabel( 'Photo %1$d of %2$d', 2, 9 ) ).toBe(
			'Photo 2 of 9'
		);
	} );
} );

describe( 'setupAlbum', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'opens the clicked photo with a spinner until the large image has loaded', () => {
		const { root, links, dialog, part, preloads, loaded } = setup();
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		links[ 0 ].dispatchEvent( click );

		expect( click.defaultPrevented ).toBe( true );
		expect( dialog()?.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		expect( dialog()?.getAttribute( 'aria-label' ) ).toBe(
			'Photo 1 of 3: A brass pen on linen'
		);
		expect( dialog()?.classList.contains( 'is-loading' ) ).toBe( true );
		expect( part( 'status' )?.textContent ).toBe( 'Loading the photo…' );
		expect( preloads[ 0 ].src ).toBe( links[ 0 ].href );
		const image = part< HTMLImageElement >( 'image' )!; // The popup is open.
		expect( image.getAttribute( 'src' ) ).toBeNull();
		expect( image.width ).toBe( 630 );
		expect( image.height ).toBe( 473 );
		expect( root.ownerDocument.activeElement ).toBe( part( 'close' ) );
		// The rest of the page is out of reach.
		expect(
			document
				.querySelector( 'a[href="/before"]' )
				?.hasAttribute( 'inert' )
		).toBe( true );

		loaded();
		expect( dialog()?.classList.contains( 'is-loading' ) ).toBe( false );
		expect( image.src ).toBe( links[ 0 ].href );
		expect( image.alt ).toBe( 'A brass pen on linen' );
		expect( part( 'caption' )?.textContent ).toBe( 'A brass pen on linen' );
		expect( part( 'status' )?.textContent ).toBe( 'Photo 1 of 3' );
	} );

	it( 'goes round with Next, Previous and the arrow keys, keeping text as text', () => {
		const { links, dialog, part, key, loaded } = setup();
		links[ 2 ].click();
		expect( dialog()?.getAttribute( 'aria-label' ) ).toBe( 'Photo 3 of 3' );
		expect( part< HTMLImageElement >( 'image' )?.alt ).toBe(
			'Photo 3 of 3'
		);

		part< HTMLButtonElement >( 'next' )?.click();
		expect( dialog()?.getAttribute( 'aria-label' ) ).toBe(
			'Photo 1 of 3: A brass pen on linen'
		);
		expect( key( 'ArrowLeft' ).defaultPrevented ).toBe( true );
		expect( dialog()?.getAttribute( 'aria-label' ) ).toBe( 'Photo 3 of 3' );
		key( 'ArrowLeft' );
		loaded();
		expect( dialog()?.getAttribute( 'aria-label' ) ).toBe(
			'Photo 2 of 3: <img src=x onerror=alert(1)>'
		);
		expect( part( 'caption' )?.textContent ).toBe(
			'<img src=x onerror=alert(1)>'
		);
		expect( part( 'caption' )?.children ).toHaveLength( 0 );
		expect( part< HTMLImageElement >( 'image' )?.height ).toBe( 840 );
		part< HTMLButtonElement >( 'prev' )?.click();
		key( 'ArrowRight' );
		expect( dialog()?.getAttribute( 'aria-label' ) ).toBe(
			'Photo 2 of 3: <img src=x onerror=alert(1)>'
		);
	} );

	it( 'ignores a photo that finished loading after the visitor moved on', () => {
		const { links, part, preloads } = setup();
		links[ 0 ].click();
		part< HTMLButtonElement >( 'next' )?.click();
		preloads[ 0 ].onload?.( new Event( 'load' ) );
		expect(
			part< HTMLImageElement >( 'image' )?.getAttribute( 'src' )
		).toBeNull();
		expect( part( 'status' )?.textContent ).toBe( 'Loading the photo…' );
	} );

	it( 'says so, with a link, when the large image cannot load', () => {
		const { links, dialog, part, preloads } = setup();
		links[ 1 ].click();
		preloads[ 0 ].onerror?.( new Event( 'error' ) );
		expect( dialog()?.classList.contains( 'is-loading' ) ).toBe( false );
		expect( part( 'status' )?.textContent ).toBe(
			'The photo could not be loaded.'
		);
		const fallback = part< HTMLAnchorElement >( 'fallback' );
		expect( fallback?.hidden ).toBe( false );
		expect( fallback?.href ).toBe( links[ 1 ].href );
	} );

	it( 'keeps Tab inside, and Escape closes it and returns the focus to the photo shown last', () => {
		const { root, links, dialog, part, key } = setup();
		links[ 0 ].focus();
		links[ 0 ].click();
		const next = part< HTMLButtonElement >( 'next' )!; // The popup is open.
		next.focus();
		expect( key( 'Tab' ).defaultPrevented ).toBe( true );
		expect( root.ownerDocument.activeElement ).toBe( part( 'close' ) );
		key( 'Tab', { shiftKey: true } );
		expect( root.ownerDocument.activeElement ).toBe( next );

		key( 'ArrowRight' );
		expect( key( 'Escape' ).defaultPrevented ).toBe( true );
		expect( dialog() ).toBeNull();
		expect( root.ownerDocument.activeElement ).toBe( links[ 1 ] );
		expect( document.querySelector( '[inert]' ) ).toBeNull();
		// Closed: the arrows are the page's again.
		expect( key( 'ArrowRight' ).defaultPrevented ).toBe( false );
	} );

	it( 'closes on Close and on the backdrop, not on a click inside', () => {
		const { root, links, dialog, part } = setup();
		links[ 1 ].click();
		part( 'figure' )?.click();
		expect( dialog() ).not.toBeNull();
		document.querySelector< HTMLElement >( `.${ POPUP }` )?.click();
		expect( dialog() ).toBeNull();
		expect( root.ownerDocument.activeElement ).toBe( links[ 1 ] );

		links[ 0 ].click();
		part< HTMLButtonElement >( 'close' )?.click();
		expect( dialog() ).toBeNull();
		expect( root.ownerDocument.activeElement ).toBe( links[ 0 ] );
	} );

	it( 'leaves modified clicks to the browser, and lets go on teardown', () => {
		const { links, dialog, teardown } = setup();
		// What the album left to the browser; then nothing navigates in the test page.
		const leftToBrowser: boolean[] = [];
		const note = ( event: Event ) => {
			leftToBrowser.push( ! event.defaultPrevented );
			event.preventDefault();
		};
		document.addEventListener( 'click', note );
		links[ 0 ].dispatchEvent(
			new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
				ctrlKey: true,
			} )
		);
		expect( dialog() ).toBeNull();

		links[ 0 ].click();
		expect( dialog() ).not.toBeNull();
		teardown();
		expect( dialog() ).toBeNull();
		links[ 0 ].click();
		expect( dialog() ).toBeNull();
		document.removeEventListener( 'click', note );
		expect( leftToBrowser ).toEqual( [ true, false, true ] );
	} );
} );
