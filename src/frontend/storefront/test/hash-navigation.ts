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
<button type="button" class="login-popup" id="login">Log in</button>`;

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

	it( 'clicks the element named by a new hash, once', () => {
		const { hashChange } = init();
		const login = spyClicks( 'login' );
		hashChange( '#login' );
		hashChange( '#login' );
		expect( login ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( HASH_GUARD );
		hashChange( '#login' );
		expect( login ).toHaveBeenCalledTimes( 2 );
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

	it( 'opens the popup after 300 ms with a password flag', () => {
		init( '?popup-selector=.login-popup&lost-password=1' );
		const login = spyClicks( 'login' );
		jest.advanceTimersByTime( POPUP_DELAY - 1 );
		expect( login ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( login ).toHaveBeenCalledTimes( 1 );
	} );

	it.each( [
		[ 'no flag', '?popup-selector=%23login' ],
		[
			'an unsafe selector',
			'?popup-selector=button[id=login]&reset-password',
		],
		[ 'a script', '?popup-selector=<img src=x>&reset-password' ],
	] )( 'does not open a popup with %s', ( _, search ) => {
		init( search );
		const login = spyClicks( 'login' );
		jest.runAllTimers();
		expect( login ).not.toHaveBeenCalled();
	} );

	it( 'survives a safe but invalid selector', () => {
		init( '?popup-selector=%231&reset-password' );
		expect( () => jest.runAllTimers() ).not.toThrow();
	} );
} );
