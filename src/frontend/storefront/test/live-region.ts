/**
 * Internal dependencies
 */
import { ANNOUNCE_DELAY, createAnnouncer } from '../live-region';

describe( 'createAnnouncer', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = '';
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'adds nothing to the page until used', () => {
		createAnnouncer( document, window );
		expect( document.body.children ).toHaveLength( 0 );
	} );

	it( "uses WooCommerce's live region, and fills it after a pause", () => {
		document.body.innerHTML =
			'<div class="widget_shopping_cart_live_region screen-reader-text" role="status">Old</div>';
		const announcer = createAnnouncer( document, window );
		const region = document.querySelector(
			'.widget_shopping_cart_live_region'
		)!;

		announcer.reset();
		expect( region.textContent ).toBe( '' );
		announcer.announce( 'Added' );
		jest.advanceTimersByTime( ANNOUNCE_DELAY - 1 );
		expect( region.textContent ).toBe( '' );
		jest.advanceTimersByTime( 1 );
		expect( region.textContent ).toBe( 'Added' );
		expect( region.getAttribute( 'aria-relevant' ) ).toBe( 'all' );
		expect( document.querySelectorAll( '[role="status"]' ) ).toHaveLength(
			1
		);
	} );

	it( 'creates a status region when the page has none, and removes it when destroyed', () => {
		const announcer = createAnnouncer( document, window );
		announcer.announce( 'Added' );
		jest.advanceTimersByTime( ANNOUNCE_DELAY );
		expect( document.querySelector( '[role="status"]' )?.textContent ).toBe(
			'Added'
		);
		announcer.destroy();
		expect( document.querySelector( '[role="status"]' ) ).toBeNull();
	} );

	it( 'reads out the same failure twice as a new addition each time', () => {
		const announcer = createAnnouncer( document, window );
		announcer.error( 'Failed' );
		const first = document.querySelector( '[role="alert"] p' );
		announcer.error( 'Failed' );
		const second = document.querySelector( '[role="alert"] p' );
		expect( second?.textContent ).toBe( 'Failed' );
		expect( second ).not.toBe( first );
		expect( document.querySelectorAll( '[role="alert"] p' ) ).toHaveLength(
			1
		);
	} );

	it( 'shows an error as a WooCommerce notice when the page has a notices area', () => {
		document.body.innerHTML =
			'<div class="woocommerce-notices-wrapper"></div>';
		createAnnouncer( document, window ).error( 'Failed' );
		const notice = document.querySelector(
			'.woocommerce-notices-wrapper ul.woocommerce-error'
		);
		expect( notice?.getAttribute( 'role' ) ).toBe( 'alert' );
		expect( notice?.textContent ).toBe( 'Failed' );
	} );
} );
