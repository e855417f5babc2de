/**
 * Internal dependencies
 */
import { STATUS_DURATION, setupShareButtons } from '../share';
import { toggleNetwork } from '../networks';

const MARKUP = `
<div class="wp-block-shopwright-share-buttons" data-url="https://shop.test/pen/" data-title="Brass pen">
	<ul>
		<li><a href="https://x.com/intent/tweet">X</a></li>
		<li class="is-waiting"><button type="button" class="wp-block-shopwright-share-buttons__native" hidden>More ways to share</button><button type="button" class="wp-block-shopwright-share-buttons__copy" data-copied="Link copied." data-failed="Could not copy.">Copy link</button></li>
	</ul>
	<p class="wp-block-shopwright-share-buttons__status" role="status"></p>
</div>`;

function setNavigator( value: Record< string, unknown > ) {
	Object.defineProperty( window, 'navigator', {
		configurable: true,
		value: { ...value },
	} );
}

const realNavigator = window.navigator;
const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'share buttons', () => {
	beforeEach( () => {
		document.body.innerHTML = MARKUP;
	} );
	afterEach( () => {
		Object.defineProperty( window, 'navigator', {
			configurable: true,
			value: realNavigator,
		} );
		jest.useRealTimers();
	} );

	const root = () =>
		document.querySelector(
			'.wp-block-shopwright-share-buttons'
		) as HTMLElement;
	const button = ( name: string ) =>
		document.querySelector(
			`.wp-block-shopwright-share-buttons__${ name }`
		) as HTMLButtonElement;
	const status = () =>
		document.querySelector( '[role="status"]' ) as HTMLElement;

	const slot = () => button( 'copy' ).closest( 'li' ) as HTMLElement;

	test( 'without the Web Share API and clipboard, only the links show', () => {
		setNavigator( {} );
		setupShareButtons( root() );
		expect( slot().hidden ).toBe( true );
	} );

	test( 'where the device has a share sheet, its button takes the room kept for it', async () => {
		const share = jest.fn().mockRejectedValue( new Error( 'AbortError' ) );
		setNavigator( {
			share,
			clipboard: { writeText: jest.fn() },
		} );
		setupShareButtons( root() );
		expect( slot().hidden ).toBe( false );
		expect( slot().classList.contains( 'is-waiting' ) ).toBe( false );
		expect( button( 'native' ).hidden ).toBe( false );
		expect( button( 'copy' ).hidden ).toBe( true );
		button( 'native' ).click();
		await flush();
		expect( share ).toHaveBeenCalledWith( {
			url: 'https://shop.test/pen/',
			title: 'Brass pen',
		} );
		expect( status().textContent ).toBe( '' );
	} );

	test( 'copy link copies the address and announces it, then clears the announcement', async () => {
		jest.useFakeTimers();
		const writeText = jest.fn().mockResolvedValue( undefined );
		setNavigator( { clipboard: { writeText } } );
		setupShareButtons( root() );
		expect( button( 'copy' ).hidden ).toBe( false );
		expect( button( 'native' ).hidden ).toBe( true );
		button( 'copy' ).click();
		await Promise.resolve();
		await Promise.resolve();
		expect( writeText ).toHaveBeenCalledWith( 'https://shop.test/pen/' );
		expect( status().textContent ).toBe( 'Link copied.' );
		jest.advanceTimersByTime( STATUS_DURATION );
		expect( status().textContent ).toBe( '' );
	} );

	test( 'a refused copy says so', async () => {
		setNavigator( {
			clipboard: { writeText: () => Promise.reject( new Error( 'no' ) ) },
		} );
		setupShareButtons( root() );
		button( 'copy' ).click();
		await flush();
		expect( status().textContent ).toBe( 'Could not copy.' );
	} );

	test( 'teardown gives the room back to waiting and cancels the pending clear', async () => {
		jest.useFakeTimers();
		const writeText = jest.fn().mockResolvedValue( undefined );
		setNavigator( { clipboard: { writeText } } );
		const teardown = setupShareButtons( root() );
		button( 'copy' ).click();
		await Promise.resolve();
		await Promise.resolve();
		teardown();
		expect( jest.getTimerCount() ).toBe( 0 );
		expect( slot().classList.contains( 'is-waiting' ) ).toBe( true );
		button( 'copy' ).click();
		expect( writeText ).toHaveBeenCalledTimes( 1 );
	} );

	test( 'the editor keeps picked networks in the offered order', () => {
		expect( toggleNetwork( [ 'email', 'x' ], 'facebook', true ) ).toEqual( [
			'facebook',
			'x',
			'email',
		] );
		expect(
			toggleNetwork( [ 'email', 'x', 'bogus' ], 'x', false )
		).toEqual( [ 'email' ] );
	} );
} );
