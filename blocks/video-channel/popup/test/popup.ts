/**
 * Internal dependencies
 */
import { createVideoPopup, embedUrl } from '../popup';
import { jsonResponse, renderBlock } from '../../test/helpers/markup';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const dialog = () => document.querySelector< HTMLElement >( '[role="dialog"]' );
const control = ( name: string ) =>
	document.querySelector< HTMLButtonElement >(
		`.shopwright-video-popup__${ name }`
	);

function describeWith( text: unknown, status = 200 ) {
	return jest.fn( () => jsonResponse( status, { description: text } ) );
}

afterEach( () => {
	document.querySelector( '.shopwright-video-popup' )?.remove();
} );

describe( 'embedUrl', () => {
	it( 'is the privacy-enhanced player, playing at once', () => {
		expect( embedUrl( 'swDemoVid01' ) ).toBe(
			'https://www.youtube-nocookie.com/embed/swDemoVid01?autoplay=1'
		);
		expect( embedUrl( '../x?y' ) ).toBe(
			'https://www.youtube-nocookie.com/embed/..%2Fx%3Fy?autoplay=1'
		);
	} );
} );

describe( 'createVideoPopup', () => {
	it( 'opens a labelled modal with the player and the description as text, and focuses Close', async () => {
		const root = renderBlock( 3 );
		const fetchFn = describeWith( '<b>Bold?</b> No: text.' );
		createVideoPopup( document, fetchFn ).open( root, 'video000001' );

		expect( dialog()?.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		expect(
			document.getElementById(
				dialog()?.getAttribute( 'aria-labelledby' ) ?? ''
			)?.textContent
		).toBe( 'Video 2' );
		expect( dialog()?.querySelector( 'iframe' )?.src ).toBe(
			'https://www.youtube-nocookie.com/embed/video000001?autoplay=1'
		);
		expect( document.body.ownerDocument.activeElement ).toBe(
			control( 'close' )
		);
		expect( fetchFn ).toHaveBeenCalledWith(
			'https://shop.test/wp-json/shopwright/v1/video-channel/abc/description?video=video000001',
			expect.anything()
		);
		await flush();
		const description = control( 'description' ) as HTMLElement | null;
		expect( description?.textContent ).toBe( '<b>Bold?</b> No: text.' );
		expect( description?.querySelector( 'b' ) ).toBeNull();
		expect( root.closest( '[inert]' ) ).not.toBeNull();
	} );

	it( 'hides Previous on the first video and Next on the last', () => {
		const root = renderBlock( 3 );
		createVideoPopup( document, describeWith( '' ) ).open(
			root,
			'video000000'
		);
		expect( control( 'prev' )?.hidden ).toBe( true );
		expect( control( 'next' )?.hidden ).toBe( false );
		control( 'next' )?.click();
		control( 'next' )?.click();
		expect( dialog()?.querySelector( 'iframe' )?.src ).toContain(
			'video000002'
		);
		expect( control( 'next' )?.hidden ).toBe( true );
		expect( control( 'prev' )?.hidden ).toBe( false );
	} );

	it( 'closes on Escape, Close and a click outside, and gives the focus back to the video', () => {
		const root = renderBlock( 3 );
		const popup = createVideoPopup( document, describeWith( 'x' ) );
		const opener = root.querySelectorAll< HTMLElement >( 'a' )[ 1 ];

		popup.open( root, 'video000001' );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( dialog() ).toBeNull();
		expect( document.body.ownerDocument.activeElement ).toBe( opener );
		expect( root.closest( '[inert]' ) ).toBeNull();

		popup.open( root, 'video000001' );
		control( 'close' )?.click();
		expect( dialog() ).toBeNull();

		popup.open( root, 'video000001' );
		dialog()?.click();
		expect( dialog() ).not.toBeNull();
		document
			.querySelector< HTMLElement >( '.shopwright-video-popup' )
			?.click();
		expect( dialog() ).toBeNull();
	} );

	it( 'leaves a missing description out, with only a console line', async () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		const root = renderBlock( 2 );
		createVideoPopup( document, describeWith( null, 404 ) ).open(
			root,
			'video000000'
		);
		await flush();
		expect(
			( control( 'description' ) as HTMLElement | null )?.hidden
		).toBe( true );
		expect( error ).toHaveBeenCalled();
		error.mockRestore();
	} );
} );
