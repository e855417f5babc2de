/**
 * Internal dependencies
 */
import {
	MENU_HIDE_DELAY,
	MENU_SHOW_DELAY,
	RESULT_COUNT_DELAY,
	initCatalogue,
	NAV_CLASS,
} from '../catalogue';

const MARKUP = `
<form class="woocommerce-ordering" method="get">
	<select name="orderby" class="orderby"><option value="menu_order">Default</option><option value="price">Price</option></select>
</form>
<form class="other"><select class="orderby"><option value="a">a</option><option value="b">b</option></select></form>
<p class="woocommerce-result-count" role="alert">Showing all <b>3</b> results</p>
<header>
	<button type="button" data-shopwright-nav-toggle aria-controls="menu">Menu</button>
	<ul id="menu">
		<li class="menu-item"><a href="/a">A</a></li>
		<li class="menu-item menu-item-has-children" id="parent"><a href="/b">B</a><ul class="sub-menu"><li><a href="/c" id="child">C</a></li></ul></li>
	</ul>
</header>
<div id="bar" data-shopwright-sticky>Bar</div>`;

class FakeObserver {
	static last: FakeObserver;
	callback: IntersectionObserverCallback;
	observed: Element[] = [];
	disconnect = jest.fn();
	constructor( callback: IntersectionObserverCallback ) {
		this.callback = callback;
		FakeObserver.last = this;
	}
	observe( element: Element ) {
		this.observed.push( element );
	}
	fire( isIntersecting: boolean, top: number ) {
		this.callback(
			this.observed.map( ( target ) => ( {
				target,
				isIntersecting,
				boundingClientRect: { top },
			} ) ) as unknown as IntersectionObserverEntry[], // Only the fields read.
			this as unknown as IntersectionObserver // Only the fields read.
		);
	}
}

let cleanup = () => {};
function init() {
	document.body.innerHTML = MARKUP;
	cleanup = initCatalogue(
		document.body,
		{ subMenuLabel: 'Show sub-menu' },
		{
			timers: window,
			IntersectionObserver:
				FakeObserver as unknown as typeof IntersectionObserver, // A stand-in jsdom lacks.
		}
	);
}
const $ = ( selector: string ) =>
	document.querySelector< HTMLElement >( selector )!;
const change = ( select: HTMLSelectElement, value: string ) => {
	select.value = value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
};

beforeEach( () => jest.useFakeTimers() );
afterEach( () => {
	cleanup();
	jest.useRealTimers();
} );

describe( 'sorting', () => {
	it( 'submits the ordering form when the sort changes', () => {
		init();
		const onSubmit = jest.fn( ( event: Event ) => event.preventDefault() );
		document.addEventListener( 'submit', onSubmit );
		change(
			document.querySelector< HTMLSelectElement >(
				'.woocommerce-ordering select'
			)!,
			'price'
		); // querySelector typing.
		change(
			document.querySelector< HTMLSelectElement >( '.other select' )!,
			'b'
		); // querySelector typing.
		document.removeEventListener( 'submit', onSubmit );
		expect( onSubmit ).toHaveBeenCalledTimes( 1 );
		expect( onSubmit.mock.calls[ 0 ][ 0 ].target ).toBe(
			$( '.woocommerce-ordering' )
		);
	} );
} );

describe( 'result count', () => {
	it( 'is a polite status re-announced after 2000 ms', () => {
		init();
		const region = $( '.woocommerce-result-count' );
		expect( region.getAttribute( 'role' ) ).toBe( 'status' );
		expect( region.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		expect( region.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		jest.advanceTimersByTime( RESULT_COUNT_DELAY );
		expect( region.getAttribute( 'aria-hidden' ) ).toBe( 'false' );
		expect( region.innerHTML ).toBe( 'Showing all <b>3</b> results' );
	} );
} );

describe( 'navigation', () => {
	it( 'opens and closes the menu with the toggle', () => {
		init();
		const toggle = $( '[data-shopwright-nav-toggle]' );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( $( '#menu' ).classList.contains( 'is-open' ) ).toBe( true );
		toggle.click();
		expect( $( '#menu' ).classList.contains( 'is-open' ) ).toBe( false );
	} );

	it( 'marks the menu it drives for the sub-menus’ width and fade, and unmarks it on cleanup', () => {
		init();
		expect( $( '#menu' ).classList.contains( NAV_CLASS ) ).toBe( true );
		cleanup();
		cleanup = () => {};
		expect( $( '#menu' ).classList.contains( NAV_CLASS ) ).toBe( false );
	} );

	it( 'adds a labelled sub-menu toggle to parent items only', () => {
		init();
		const buttons = document.querySelectorAll(
			'.shopwright-nav__submenu-toggle'
		);
		expect( buttons ).toHaveLength( 1 );
		const button = document.querySelector< HTMLButtonElement >(
			'.shopwright-nav__submenu-toggle'
		)!;
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'Show sub-menu' );
		expect( button.getAttribute( 'aria-controls' ) ).toBe(
			$( '.sub-menu' ).id
		);
		button.click();
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( $( '#parent' ).classList.contains( 'is-open' ) ).toBe( true );
		$( '#child' ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( document.body.ownerDocument.activeElement ).toBe( button );
	} );

	it( 'opens a sub-menu 250 ms after hover and closes it 500 ms after leaving', () => {
		init();
		const parent = $( '#parent' );
		parent.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		jest.advanceTimersByTime( MENU_SHOW_DELAY - 1 );
		expect( parent.classList.contains( 'is-open' ) ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( parent.classList.contains( 'is-open' ) ).toBe( true );
		parent.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		jest.advanceTimersByTime( MENU_HIDE_DELAY - 1 );
		parent.dispatchEvent( new MouseEvent( 'mouseenter' ) );
		jest.runAllTimers();
		expect( parent.classList.contains( 'is-open' ) ).toBe( true );
		parent.dispatchEvent( new MouseEvent( 'mouseleave' ) );
		jest.advanceTimersByTime( MENU_HIDE_DELAY );
		expect( parent.classList.contains( 'is-open' ) ).toBe( false );
	} );

	it( 'removes the toggles it added on cleanup', () => {
		init();
		cleanup();
		expect(
			document.querySelectorAll( '.shopwright-nav__submenu-toggle' )
		).toHaveLength( 0 );
	} );
} );

describe( 'sticky', () => {
	it( 'is stuck once its sentinel scrolled out above', () => {
		init();
		const sentinel = $( '#bar' ).previousElementSibling!;
		expect( sentinel.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		FakeObserver.last.fire( false, -10 );
		expect( $( '#bar' ).classList.contains( 'is-stuck' ) ).toBe( true );
		FakeObserver.last.fire( true, 0 );
		expect( $( '#bar' ).classList.contains( 'is-stuck' ) ).toBe( false );
		FakeObserver.last.fire( false, 900 );
		expect( $( '#bar' ).classList.contains( 'is-stuck' ) ).toBe( false );
	} );

	it( 'does nothing without IntersectionObserver', () => {
		document.body.innerHTML = MARKUP;
		cleanup = initCatalogue(
			document.body,
			{ subMenuLabel: '' },
			{ timers: window }
		);
		expect(
			document.querySelector( '.shopwright-sticky__sentinel' )
		).toBeNull();
	} );
} );
