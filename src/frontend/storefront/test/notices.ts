/**
 * Internal dependencies
 */
import {
	NOTICE_FOCUS_DELAY,
	initNotices,
	type NoticesDependencies,
} from '../notices';

const NOTICE = ( id: string ) =>
	`<p role="complementary" class="woocommerce-store-notice demo_store" data-notice-id="${ id }" style="display:none;">Sale! <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
const BANNER = ( url: string ) =>
	`<div id="coming-soon-footer-banner">Soon <a class="coming-soon-footer-banner-dismiss" data-rest-url="${ url }" href="#">Dismiss</a></div>`;

let cleanup = () => {};
let consoleError: jest.SpyInstance;
beforeEach( () => {
	consoleError = jest
		.spyOn( console, 'error' )
		.mockImplementation( () => {} );
} );
afterEach( () => consoleError.mockRestore() );
function init(
	markup: string,
	cookie = '',
	fetch?: NoticesDependencies[ 'fetch' ]
) {
	document.body.innerHTML = markup;
	const cookies = { get: () => cookie, set: jest.fn() };
	const fetchMock = jest.fn(
		fetch ??
			( () =>
				Promise.resolve( {
					ok: true,
					json: () => Promise.resolve( {} ),
				} ) )
	);
	cleanup = initNotices(
		document.body,
		{ restNonce: 'n0nce' },
		{
			cookies,
			fetch: fetchMock,
			timers: window,
			origin: 'https://shop.test',
		}
	);
	return { cookies, fetch: fetchMock };
}
const $ = ( selector: string ) =>
	document.querySelector< HTMLElement >( selector )!;
const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
afterEach( () => cleanup() );

describe( 'store notice', () => {
	it( 'shows the notice when not dismissed', () => {
		init( NOTICE( 'abc' ), 'store_notice123=hidden' );
		expect( $( '.woocommerce-store-notice' ).style.display ).toBe(
			'block'
		);
		expect( $( '.woocommerce-store-notice' ).hidden ).toBe( false );
	} );

	it( 'keeps it hidden when its cookie says so', () => {
		init( NOTICE( 'abc' ), 'a=b; store_noticeabc=hidden' );
		expect( $( '.woocommerce-store-notice' ).hidden ).toBe( true );
	} );

	it( 'sets the cookie and hides the notice on dismiss', () => {
		const { cookies } = init( NOTICE( 'abc' ) );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		$( '.woocommerce-store-notice__dismiss-link' ).dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( cookies.set ).toHaveBeenCalledWith(
			'store_noticeabc=hidden; path=/'
		);
		expect( $( '.woocommerce-store-notice' ).hidden ).toBe( true );
	} );

	it( 'dismisses with Space, as a button does', () => {
		const { cookies } = init( NOTICE( 'abc' ) );
		$( '.woocommerce-store-notice__dismiss-link' ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: ' ', bubbles: true } )
		);
		expect( cookies.set ).toHaveBeenCalled();
	} );

	it( 'cannot be made to write other cookie attributes', () => {
		const { cookies } = init( NOTICE( 'x; domain=evil.test; path' ) );
		$( '.woocommerce-store-notice__dismiss-link' ).click();
		expect( cookies.set ).toHaveBeenCalledWith(
			'store_noticex%3B%20domain%3Devil.test%3B%20path=hidden; path=/'
		);
	} );
} );

describe( 'coming-soon banner', () => {
	it( 'posts the dismissal with the nonce, then hides the banner', async () => {
		const { fetch } = init(
			BANNER( 'https://shop.test/wp-json/wc-admin/options' )
		);
		$( '.coming-soon-footer-banner-dismiss' ).click();
		expect( $( '#coming-soon-footer-banner' ).hidden ).toBe( false );
		const [ url, options ] = fetch.mock.calls[ 0 ] as unknown as [
			// The arguments the module passed.
			string,
			RequestInit,
		]; // The mock's own call shape.
		expect( url ).toBe( 'https://shop.test/wp-json/wc-admin/options' );
		expect( options.method ).toBe( 'POST' );
		expect( options.headers ).toEqual(
			expect.objectContaining( { 'X-WP-Nonce': 'n0nce' } )
		);
		expect( JSON.parse( String( options.body ) ) ).toEqual( {
			woocommerce_meta: { coming_soon_banner_dismissed: 'yes' },
		} );
		await flush();
		expect( $( '#coming-soon-footer-banner' ).hidden ).toBe( true );
	} );

	it( 'hides the banner after a network error', async () => {
		init( BANNER( '/wp-json/x' ), '', () =>
			Promise.reject( new Error( 'offline' ) )
		);
		$( '.coming-soon-footer-banner-dismiss' ).click();
		await flush();
		expect( $( '#coming-soon-footer-banner' ).hidden ).toBe( true );
	} );

	it.each( [ 'https://evil.test/steal', '//evil.test/steal' ] )(
		'never sends the nonce to %p',
		( url ) => {
			const { fetch } = init( BANNER( url ) );
			$( '.coming-soon-footer-banner-dismiss' ).click();
			expect( fetch ).not.toHaveBeenCalled();
			expect( $( '#coming-soon-footer-banner' ).hidden ).toBe( true );
			if ( url.startsWith( '//' ) ) {
				expect( consoleError ).toHaveBeenCalledWith(
					'Error sanitizing URL'
				);
			}
		}
	);

	it( 'refuses a script URL', () => {
		const { fetch } = init( BANNER( 'javascript:alert(1)' ) );
		$( '.coming-soon-footer-banner-dismiss' ).click();
		expect( fetch ).not.toHaveBeenCalled();
		expect( consoleError ).toHaveBeenCalledWith( 'Error sanitizing URL' );
	} );
} );

describe( 'notice focus', () => {
	it( 'focuses the first alert notice after 500 ms', () => {
		jest.useFakeTimers();
		init(
			'<div class="woocommerce-info">i</div><div class="woocommerce-error" role="alert">e</div>'
		);
		const notice = $( '.woocommerce-error' );
		expect( notice.getAttribute( 'tabindex' ) ).toBe( '-1' );
		jest.advanceTimersByTime( NOTICE_FOCUS_DELAY - 1 );
		expect( document.body.ownerDocument.activeElement ).not.toBe( notice );
		jest.advanceTimersByTime( 1 );
		expect( document.body.ownerDocument.activeElement ).toBe( notice );
		jest.useRealTimers();
	} );
} );
