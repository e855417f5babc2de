/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { LIBRARY_WAIT, showError, waitForLibrary } from '../buttons';
import { clampHeight, readConfig } from '../config';
import { watchExpressButtons } from '../index';
import { scriptAdded } from '../near';

const timers = {
	setTimeout: ( callback: () => void, ms: number ) =>
		Number( setTimeout( callback, ms ) ),
	clearTimeout: ( id: number ) => clearTimeout( id ),
};

describe( 'waiting for Stripe.js', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'gives up after 600000 ms with its message', async () => {
		const waiting = waitForLibrary(
			new Promise< Stripe | null >( () => undefined ),
			'Stripe object not found',
			timers
		);
		jest.advanceTimersByTime( LIBRARY_WAIT - 1 );
		await Promise.resolve();
		let settled = false;
		void waiting.catch( () => ( settled = true ) );
		await Promise.resolve();
		expect( settled ).toBe( false );
		jest.advanceTimersByTime( 1 );
		await expect( waiting ).rejects.toThrow( 'Stripe object not found' );
	} );

	it( 'fails at once when the library loads without a Stripe object', async () => {
		await expect(
			waitForLibrary(
				Promise.resolve( null ),
				'Stripe object not found',
				timers
			)
		).rejects.toThrow( 'Stripe object not found' );
	} );
} );

describe( 'button settings', () => {
	it( 'clamps the height between 40 and 55, 48 when unset', () => {
		expect( clampHeight( 70 ) ).toBe( 55 );
		expect( clampHeight( '12' ) ).toBe( 40 );
		expect( clampHeight( '' ) ).toBe( 48 );
		expect( clampHeight( 'tall' ) ).toBe( 48 );
		expect( clampHeight( 44 ) ).toBe( 44 );
	} );

	it( 'reads no configuration from a broken attribute', () => {
		const container = document.createElement( 'div' );
		container.dataset.config = '{"publishableKey":';
		expect( readConfig( container ) ).toBeNull();
		container.dataset.config = JSON.stringify( { publishableKey: 1 } );
		expect( readConfig( container ) ).toBeNull();
	} );
} );

describe( 'errors in the notices area', () => {
	it( 'replaces the last error and is announced', () => {
		document.body.innerHTML =
			'<div class="woocommerce-notices-wrapper"></div><div id="c"></div>';
		// The element was just written above.
		const container = document.getElementById( 'c' ) as HTMLElement;
		showError( container, 'First' );
		showError( container, 'Payment requires additional action.' );
		const alerts = document.querySelectorAll( '[role="alert"]' );
		expect( alerts ).toHaveLength( 1 );
		expect( alerts[ 0 ].textContent ).toBe(
			'Payment requires additional action.'
		);
	} );
} );

describe( 'the first script', () => {
	beforeEach( () => scriptAdded( false ) );

	it( 'adds the buttons’ script only once a container nears the viewport', () => {
		document.head.innerHTML = '';
		document.body.innerHTML =
			'<div class="shopwright-express" data-sheet-src="/sheet.js"></div>';
		let notify: (
			entries: Array< { isIntersecting: boolean } >
		) => void = () => undefined;
		class Observer {
			constructor(
				callback: (
					entries: Array< { isIntersecting: boolean } >
				) => void
			) {
				notify = callback;
			}
			observe() {}
			disconnect() {}
		}
		watchExpressButtons( document, {
			// The test's stand-in for the browser's observer.
			IntersectionObserver:
				Observer as unknown as typeof IntersectionObserver,
		} );
		expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 0 );
		notify( [ { isIntersecting: false } ] );
		expect( document.head.querySelectorAll( 'script' ) ).toHaveLength( 0 );
		notify( [ { isIntersecting: true } ] );
		expect(
			document.head.querySelector( 'script' )?.getAttribute( 'src' )
		).toBe( '/sheet.js' );
	} );

	it( 'gives the space back when the script cannot load', () => {
		document.head.innerHTML = '';
		document.body.innerHTML =
			'<div class="shopwright-express" data-sheet-src="/sheet.js"></div>';
		watchExpressButtons( document, {
			IntersectionObserver:
				undefined as unknown as typeof IntersectionObserver,
		} );
		document.head
			.querySelector( 'script' )
			?.dispatchEvent( new Event( 'error' ) );
		expect(
			document.querySelector< HTMLElement >( '.shopwright-express' )
				?.hidden
		).toBe( true );
	} );
} );
