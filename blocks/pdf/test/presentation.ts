/**
 * Internal dependencies
 */
import { PRESENTING_CLASS, isAppleMobile, setupViewer } from '../presentation';

const IPHONE = {
	userAgent:
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
	platform: 'iPhone',
	maxTouchPoints: 5,
};
const DESKTOP = {
	userAgent:
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
	platform: 'Linux x86_64',
	maxTouchPoints: 0,
};

function viewer(): HTMLElement {
	document.documentElement.className = '';
	document.body.innerHTML = `
		<header><a href="/shop/" id="behind">Shop</a></header>
		<main><p id="before">Our catalogue.</p>
		<div class="wp-block-shopwright-pdf">
			<div class="wp-block-shopwright-pdf__viewer"><iframe title="PDF: Catalogue" src="https://shop.test/catalogue.pdf"></iframe></div>
			<div class="wp-block-shopwright-pdf__actions">
				<a class="wp-block-shopwright-pdf__download" href="https://shop.test/catalogue.pdf" download>Download PDF</a>
				<button type="button" class="wp-block-shopwright-pdf__fullscreen" hidden>Full screen</button>
				<button type="button" class="wp-block-shopwright-pdf__present" aria-pressed="false" hidden>Presentation mode</button>
			</div>
		</div></main>`;
	return document.querySelector( '.wp-block-shopwright-pdf' ) as HTMLElement; // The markup above has it.
}

const button = ( root: HTMLElement ) =>
	root.querySelector(
		'.wp-block-shopwright-pdf__present'
	) as HTMLButtonElement; // The markup above has it.

const escape = () =>
	document.dispatchEvent(
		new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
	);

describe( 'isAppleMobile', () => {
	test.each( [
		[ 'iPhone', IPHONE, true ],
		[
			'iPod',
			{
				userAgent:
					'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15',
			},
			true,
		],
		[
			'iPad naming itself',
			{ userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)' },
			true,
		],
		[
			'iPadOS asking for the desktop page',
			{
				userAgent:
					'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
				platform: 'MacIntel',
				maxTouchPoints: 5,
			},
			true,
		],
		[
			'a Mac',
			{
				userAgent:
					'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
				platform: 'MacIntel',
				maxTouchPoints: 0,
			},
			false,
		],
		[ 'a desktop', DESKTOP, false ],
	] )( '%s', ( _name, device, expected ) => {
		expect( isAppleMobile( device ) ).toBe( expected );
	} );
} );

describe( 'presentation mode', () => {
	test( 'on an iPhone the button shows, and toggles the full-window style', () => {
		const root = viewer();
		const stop = setupViewer( root, IPHONE );
		const present = button( root );

		expect( present.hidden ).toBe( false );
		present.click();
		expect( root.classList.contains( 'is-presenting' ) ).toBe( true );
		expect( present.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect(
			document.documentElement.classList.contains( PRESENTING_CLASS )
		).toBe( true );

		present.click();
		expect( root.classList.contains( 'is-presenting' ) ).toBe( false );
		expect( present.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect(
			document.documentElement.classList.contains( PRESENTING_CLASS )
		).toBe( false );
		stop();
	} );

	test( 'while presenting, nothing behind the viewer can be reached', () => {
		const root = viewer();
		const stop = setupViewer( root, IPHONE );
		const header = document.querySelector( 'header' ) as HTMLElement; // The markup above has it.
		const before = document.getElementById( 'before' ) as HTMLElement; // As above.
		button( root ).click();
		expect( header.hasAttribute( 'inert' ) ).toBe( true );
		expect( before.hasAttribute( 'inert' ) ).toBe( true );
		expect( root.hasAttribute( 'inert' ) ).toBe( false );
		expect( root.closest( 'main' )?.hasAttribute( 'inert' ) ).toBe( false );

		escape();
		expect( header.hasAttribute( 'inert' ) ).toBe( false );
		expect( before.hasAttribute( 'inert' ) ).toBe( false );
		stop();
	} );

	test( 'Escape leaves it and gives the focus back to the button', () => {
		const root = viewer();
		const stop = setupViewer( root, IPHONE );
		const present = button( root );
		present.click();

		escape();
		expect( root.classList.contains( 'is-presenting' ) ).toBe( false );
		expect( present.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( root.ownerDocument.activeElement ).toBe( present );
		stop();
	} );

	test( 'Escape does nothing while not presenting', () => {
		const root = viewer();
		const stop = setupViewer( root, IPHONE );
		escape();
		expect( root.classList.contains( 'is-presenting' ) ).toBe( false );
		expect( root.ownerDocument.activeElement ).not.toBe( button( root ) );
		stop();
	} );

	test( 'elsewhere there is no presentation button', () => {
		const root = viewer();
		setupViewer( root, DESKTOP );
		expect( button( root ).hidden ).toBe( true );
		escape();
		expect( root.classList.contains( 'is-presenting' ) ).toBe( false );
	} );
} );
