/**
 * Internal dependencies
 */
import {
	HASH_GUARD,
	POPUP_DELAY,
	initHashNavigation,
} from '../hash-navigation';

const PAGE = 'https://shop.test/product/shirt/';
const MARKUP = `
<ul class="wc-tabs"><li><a href="#tab-reviews" id="reviews-tab">Reviews</a></li></ul>
<div id="tab-reviews"></div>
<button type="button" data-shopwright-accordion="faq-1" id="faq-1-header">Q</button>
<div id="faq-1"></div>
<a id="to-reviews" href="#tab-reviews">See reviews</a>
<a id="to-faq" href="${ PAGE }#faq-1">FAQ</a>
<a id="elsewhere" href="https://shop.test/other/#tab-reviews">Other page</a>
<a id="hostile" href="#x&quot;],*[id=&quot;">Hostile</a>
<div class="woocommerce-notices-wrapper" id="notices"></div>
<section id="details"></section>
<button type="button" class="login-popup" id="login" data-shopwright-popup-opener="login">Log in</button>
<button type="button" id="lost" data-shopwright-popup-opener="lost-password">Lost your password?</button>
<div id="wp-admin-bar-logout"><a id="logout" href="/wp-login.php?action=logout&amp;_wpnonce=abc">Log out</a></div>`;

let cleanup = () => {};
function init( search = '', hash = '' ) {
	document.body.innerHTML = MARKUP;
	const location = { hash, search, href: PAGE + search + hash };
	const win = {
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
		scrollTo: jest.fn(),
		scrollY: 50,
	};
	cleanup = initHashNavigation( document.body, {
		location,
		window: win,
		timers: window,
	} );
	const hashChange = ( next: string ) => {
		location.hash = next;
		win.addEventListener.mock.calls[ 0 ][ 1 ]();
	};
	return { win, hashChange };
}
function spyClicks( id: string ) {
	const onClick = jest.fn();
	document.getElementById( id )!.addEventListener( 'click', onClick );
	return onClick;
}

beforeEach( () => jest.useFakeTimers() );
afterEach( () => {
	cleanup();
	jest.useRealTimers();
} );

describe( 'initHashNavigation', () => {
	it( 'clicks the tab a link points to', () => {
		init();
		const tab = spyClicks( 'reviews-tab' );
		document.getElementById( 'to-reviews' )!.click();
		expect( tab ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'clicks the accordion header a full same-page link points to', () => {
		init();
		const header = spyClicks( 'faq-1-header' );
		document.getElementById( 'to-faq' )!.click();
		expect( header ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'leaves links to other pages and hostile hashes alone', () => {
		init();
		const tab = spyClicks( 'reviews-tab' );
		document.getElementById( 'elsewhere' )!.click();
		document.getElementById( 'hostile' )!.click();
		expect( tab ).not.toHaveBeenCalled();
	} );

	it( 'opens the tab or section a new hash names, once', () => {
		const { hashChange } = init();
		const tab = spyClicks( 'reviews-tab' );
		hashChange( '#tab-reviews' );
		hashChange( '#tab-reviews' );
		expect( tab ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( HASH_GUARD );
		hashChange( '#tab-reviews' );
		expect( tab ).toHaveBeenCalledTimes( 2 );
		const header = spyClicks( 'faq-1-header' );
		jest.advanceTimersByTime( HASH_GUARD );
		hashChange( '#faq-1' );
		expect( header ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'never clicks other elements a hash names, such as a log-out link', () => {
		const { hashChange } = init();
		const logout = spyClicks( 'logout' );
		const login = spyClicks( 'login' );
		hashChange( '#logout' );
		jest.advanceTimersByTime( HASH_GUARD );
		hashChange( '#login' );
		expect( logout ).not.toHaveBeenCalled();
		expect( login ).not.toHaveBeenCalled();
	} );

	it( 'does not click again for the hash change a link click causes', () => {
		const { hashChange } = init();
		const tab = spyClicks( 'reviews-tab' );
		document.getElementById( 'to-reviews' )!.click();
		hashChange( '#reviews-tab' );
		expect( tab ).toHaveBeenCalledTimes( 1 );
	} );

	it.each( [ '#1login', '#login"]', '#%E0%A4%A', '#a b', '#' ] )(
		'ignores the unsafe hash %p',
		( hash ) => {
			const { hashChange } = init();
			const spy = jest.spyOn( document, 'getElementById' );
			hashChange( hash );
			expect( spy ).not.toHaveBeenCalled();
			spy.mockRestore();
		}
	);

	it( 'scrolls to the element named by the hash parameter, 100 px above', () => {
		const { win } = init( '?hash=details' );
		expect( win.scrollTo ).toHaveBeenCalledWith( {
			top: -50,
			behavior: 'auto',
		} );
	} );

	it( 'scrolls smoothly to notices', () => {
		const { win } = init( '?hash=notices' );
		expect( win.scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { behavior: 'smooth' } )
		);
	} );

	it.each( [ '?hash=missing', '?hash=1abc', '?hash=a%22%5D' ] )(
		'does not scroll for %p',
		( search ) => {
			const { win } = init( search );
			expect( win.scrollTo ).not.toHaveBeenCalled();
		}
	);

	it( 'opens the marked login popup after 300 ms with a password flag', () => {
		init( '?popup-selector=login&lost-password=1' );
		const login = spyClicks( 'login' );
		jest.advanceTimersByTime( POPUP_DELAY - 1 );
		expect( login ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( login ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'opens the marked lost-password popup', () => {
		init( '?popup-selector=lost-password&reset-password' );
		const lost = spyClicks( 'lost' );
		jest.runAllTimers();
		expect( lost ).toHaveBeenCalledTimes( 1 );
	} );

	it.each( [
		[ 'no flag', '?popup-selector=login' ],
		[ 'a selector', '?popup-selector=.login-popup&lost-password' ],
		[ 'an id', '?popup-selector=%23login&lost-password' ],
		[
			'a descendant selector reaching a log-out link',
			'?lost-password&popup-selector=%23wp-admin-bar-logout%20a',
		],
		[
			'an attribute selector',
			'?popup-selector=button[id=login]&reset-password',
		],
		[ 'a script', '?popup-selector=<img src=x>&reset-password' ],
		[ 'a name in another case', '?popup-selector=LOGIN&reset-password' ],
	] )( 'clicks nothing with %s', ( _, search ) => {
		init( search );
		const clicked = jest.fn();
		document.body.addEventListener( 'click', clicked );
		jest.runAllTimers();
		expect( clicked ).not.toHaveBeenCalled();
	} );
} );
