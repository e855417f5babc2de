/**
 * Internal dependencies
 */
import { initTabs } from '../tabs';

const MARKUP = `
<div class="woocommerce-tabs wc-tabs-wrapper">
	<ul class="tabs wc-tabs" role="tablist">
		<li class="description_tab" id="tab-title-description"><a href="#tab-description">Description</a></li>
		<li class="additional_information_tab"><a href="#tab-additional_information">Additional</a></li>
		<li class="reviews_tab"><a href="#tab-reviews">Reviews</a></li>
		<li class="broken_tab"><a href="#tab-missing">Broken</a></li>
	</ul>
	<div class="panel wc-tab" id="tab-description">D</div>
	<div class="panel wc-tab" id="tab-additional_information">A</div>
	<div class="panel wc-tab" id="tab-reviews">
		<form id="commentform"><select id="rating" name="rating"><option value="">Rate…</option><option value="5">5</option></select></form>
	</div>
</div>`;

const CONFIG = {
	reviewRatingRequired: true,
	ratingRequiredText: 'Please select a rating',
};

let cleanup = () => {};
function init( hash = '', href = 'https://shop.test/p/', config = CONFIG ) {
	document.body.innerHTML = MARKUP;
	const alert = jest.fn();
	cleanup = initTabs( document.body, config, {
		location: { hash, href: href + hash },
		alert,
	} );
	return alert;
}
afterEach( () => cleanup() );

const tabs = () =>
	Array.from( document.querySelectorAll< HTMLElement >( '[role="tab"]' ) );
const selected = () =>
	tabs().find( ( tab ) => tab.getAttribute( 'aria-selected' ) === 'true' )
		?.textContent;
const visiblePanels = () =>
	Array.from( document.querySelectorAll< HTMLElement >( '.panel' ) )
		.filter( ( panel ) => ! panel.hidden )
		.map( ( panel ) => panel.id );
const key = ( name: string ) =>
	document.body.ownerDocument.activeElement!.dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key: name,
			bubbles: true,
			cancelable: true,
		} )
	);

describe( 'initTabs', () => {
	it( 'gives the WAI-ARIA roles and shows the first tab', () => {
		init();
		expect( tabs() ).toHaveLength( 3 );
		expect( document.querySelector( 'ul' )!.getAttribute( 'role' ) ).toBe(
			'tablist'
		);
		const [ first, second ] = tabs();
		expect( first.getAttribute( 'aria-controls' ) ).toBe(
			'tab-description'
		);
		expect( first.parentElement!.getAttribute( 'role' ) ).toBe(
			'presentation'
		);
		expect(
			document
				.getElementById( 'tab-description' )!
				.getAttribute( 'aria-labelledby' )
		).toBe( first.id );
		expect( first.tabIndex ).toBe( 0 );
		expect( second.tabIndex ).toBe( -1 );
		expect( second.getAttribute( 'aria-selected' ) ).toBe( 'false' );
		expect( visiblePanels() ).toEqual( [ 'tab-description' ] );
		expect( first.parentElement!.classList.contains( 'active' ) ).toBe(
			true
		);
	} );

	it.each( [
		[ '#tab-additional_information', 'Additional' ],
		[ '#reviews', 'Reviews' ],
		[ '#comment-12', 'Reviews' ],
		[ '#nothing', 'Description' ],
		[ '#"><img src=x onerror=alert(1)>', 'Description' ],
	] )( 'opens the tab named by the hash %p', ( hash, name ) => {
		init( hash );
		expect( selected() ).toBe( name );
	} );

	it( 'opens reviews on a comment page', () => {
		init( '', 'https://shop.test/p/?cpage=2' );
		expect( selected() ).toBe( 'Reviews' );
	} );

	it( 'shows a clicked tab', () => {
		init();
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		tabs()[ 2 ].dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( visiblePanels() ).toEqual( [ 'tab-reviews' ] );
	} );

	it( 'moves and activates with arrows, Home and End, wrapping around', () => {
		init();
		tabs()[ 0 ].focus();
		key( 'ArrowRight' );
		expect( document.body.ownerDocument.activeElement!.textContent ).toBe(
			'Additional'
		);
		expect( selected() ).toBe( 'Additional' );
		key( 'End' );
		expect( selected() ).toBe( 'Reviews' );
		key( 'ArrowRight' );
		expect( selected() ).toBe( 'Description' );
		key( 'ArrowLeft' );
		expect( selected() ).toBe( 'Reviews' );
		key( 'Home' );
		expect( selected() ).toBe( 'Description' );
		expect( visiblePanels() ).toEqual( [ 'tab-description' ] );
	} );

	it( 'swaps the arrows right to left', () => {
		init();
		document.body.setAttribute( 'dir', 'rtl' );
		tabs()[ 0 ].focus();
		key( 'ArrowLeft' );
		expect( selected() ).toBe( 'Additional' );
		document.body.removeAttribute( 'dir' );
	} );

	it( 'leaves Tab and other keys alone', () => {
		init();
		tabs()[ 0 ].focus();
		const event = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			bubbles: true,
			cancelable: true,
		} );
		tabs()[ 0 ].dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( selected() ).toBe( 'Description' );
	} );

	const submit = () => {
		const event = new Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		document.querySelector( 'form' )!.dispatchEvent( event );
		return event;
	};

	it( 'blocks a review without a rating when one is required', () => {
		const alert = init();
		expect( submit().defaultPrevented ).toBe( true );
		expect( alert ).toHaveBeenCalledWith( 'Please select a rating' );
		// Then to the rating, to choose one.
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.querySelector( 'select' )
		);
	} );

	it( 'lets a rated review through', () => {
		const alert = init();
		document.querySelector( 'select' )!.value = '5';
		expect( submit().defaultPrevented ).toBe( false );
		expect( alert ).not.toHaveBeenCalled();
	} );

	it( 'lets an unrated review through when no rating is required', () => {
		const alert = init( '', 'https://shop.test/p/', {
			...CONFIG,
			reviewRatingRequired: false,
		} );
		expect( submit().defaultPrevented ).toBe( false );
		expect( alert ).not.toHaveBeenCalled();
	} );
} );
