/**
 * Internal dependencies
 */
import { makeConfig, makePopup, popupMarkup } from './helpers/fixtures';

const HOSTILE =
	'<img src=x onerror="window.hacked=true"><script>window.hacked=true</script>';

function page( configText: string, popupIds: number[] ) {
	document.body.innerHTML =
		'<p id="before">Shop</p>' +
		popupIds.map( ( id ) => popupMarkup( id ) ).join( '' );
	const script = document.createElement( 'script' );
	script.type = 'application/json';
	script.id = 'shopwright-popups-config';
	script.textContent = configText;
	document.body.appendChild( script );
}

async function boot() {
	await jest.isolateModulesAsync( async () => {
		await import( '../index' );
	} );
}

describe( 'the popups entry', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		window.localStorage.clear();
		window.sessionStorage.clear();
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'starts the popups from the config in the page', async () => {
		page(
			JSON.stringify(
				makeConfig( [
					makePopup( 3, { triggers: { page_load: { delay: 1 } } } ),
				] )
			),
			[ 3 ]
		);
		await boot();
		jest.advanceTimersByTime( 1000 );
		expect( document.getElementById( 'shopwright-popup-3' )?.hidden ).toBe(
			false
		);
		expect(
			window.localStorage.getItem( 'shopwright_popups_pageViews' )
		).toBe( '{"value":1}' );
	} );

	it( 'ignores malformed JSON without throwing', async () => {
		page( '{"popups": [ <b>', [ 3 ] );
		await expect( boot() ).resolves.toBeUndefined();
		expect( window.localStorage.length ).toBe( 0 );
	} );

	it( 'never puts markup from the config into the page', async () => {
		const popup = makePopup( 3, {
			classes: HOSTILE,
			open_selector: HOSTILE,
			triggers: {
				page_load: { delay: 0 },
				scrolling_to: { selector: HOSTILE },
			},
		} );
		page(
			JSON.stringify(
				makeConfig( [ { ...popup, title: HOSTILE } ], {
					i18n: { close: HOSTILE },
				} )
			),
			[ 3 ]
		);
		const before = document.body.innerHTML;
		await boot();
		jest.advanceTimersByTime( 0 );
		document.getElementById( 'before' )?.click();
		const root = document.getElementById( 'shopwright-popup-3' );
		expect( root?.hidden ).toBe( false );
		expect(
			document.querySelectorAll( 'img, script:not([type])' )
		).toHaveLength( 0 );
		expect( window ).not.toHaveProperty( 'hacked' );
		// Only the popup's own attributes changed.
		expect(
			document.body.innerHTML
				.replace( / hidden=""/, '' )
				.replace( ' is-open', '' )
		).toBe( before.replace( / hidden=""/, '' ) );
	} );
} );
