/**
 * Internal dependencies
 */
import { CART_EVENTS } from '../../../src/frontend/storefront/event-names';
import { FAILED_EVENT } from '../../../src/frontend/intent-loader/loader';
import {
	DRAWER_HANDLE,
	OPEN_REQUESTED_ATTRIBUTE,
	READY_ATTRIBUTE,
} from '../constants';
import { initMiniCartView, OPEN_TIMEOUT } from '../view';
import { blockMarkup, ORIGIN } from './helpers/markup';

const manifest = ( handle = DRAWER_HANDLE ) =>
	`<script type="application/json" id="shopwright-intent-manifest">${ JSON.stringify(
		{
			strategy: 'intent',
			groups: [
				{
					handle,
					selector: '.wp-block-shopwright-mini-cart',
					scripts: [],
				},
			],
		}
	) }</script>`;

const block = () =>
	document.querySelector< HTMLElement >( '.wp-block-shopwright-mini-cart' )!;
const button = () =>
	document.querySelector< HTMLElement >(
		'.wp-block-shopwright-mini-cart__button'
	)!;

/**
 * Clicks the button and tells whether the view script stopped the link; jsdom cannot follow
 * links, so the click is stopped afterwards in any case.
 *
 * @param init Mouse event details.
 */
function click( init: MouseEventInit = {} ) {
	let prevented = false;
	window.addEventListener(
		'click',
		( event ) => {
			prevented = event.defaultPrevented;
			event.preventDefault();
		},
		{ once: true }
	);
	button().dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true, ...init } )
	);
	return prevented;
}

describe( 'initMiniCartView', () => {
	let navigate: jest.Mock;
	let intents: jest.Mock;
	const deps = () => ( {
		setTimeout: ( callback: () => void, ms: number ) =>
			window.setTimeout( callback, ms ),
		navigate,
	} );

	beforeEach( () => {
		jest.useFakeTimers();
		navigate = jest.fn();
		intents = jest.fn();
		document.addEventListener( 'pointerover', intents, { capture: true } );
	} );

	afterEach( () => {
		document.removeEventListener( 'pointerover', intents, {
			capture: true,
		} );
		jest.useRealTimers();
	} );

	it( 'leaves the link alone when no drawer is on its way', () => {
		document.body.innerHTML = blockMarkup();
		initMiniCartView( document, deps() );

		expect( click() ).toBe( false );
		expect( intents ).not.toHaveBeenCalled();
	} );

	it( 'holds a click until the drawer is there, asking the intent loader for it', () => {
		document.body.innerHTML = blockMarkup() + manifest();
		initMiniCartView( document, deps() );

		expect( click() ).toBe( true );
		expect( block().hasAttribute( OPEN_REQUESTED_ATTRIBUTE ) ).toBe( true );
		expect( block().classList.contains( 'is-loading' ) ).toBe( true );
		expect( intents ).toHaveBeenCalledTimes( 1 );
		expect( intents.mock.calls[ 0 ][ 0 ].target ).toBe( block() );
	} );

	it( 'follows the link when the drawer has not come in time', () => {
		document.body.innerHTML = blockMarkup() + manifest();
		initMiniCartView( document, deps() );
		click();

		jest.advanceTimersByTime( OPEN_TIMEOUT - 1 );
		expect( navigate ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( navigate ).toHaveBeenCalledWith( `${ ORIGIN }/cart/` );
	} );

	it( 'does not follow the link once the drawer took over', () => {
		document.body.innerHTML = blockMarkup() + manifest();
		initMiniCartView( document, deps() );
		click();
		block().setAttribute( READY_ATTRIBUTE, '' );
		block().removeAttribute( OPEN_REQUESTED_ATTRIBUTE );

		jest.advanceTimersByTime( OPEN_TIMEOUT );
		expect( navigate ).not.toHaveBeenCalled();
		// Later clicks are the drawer's own.
		expect( click() ).toBe( false );
	} );

	it( 'follows the link at once when the drawer failed to load', () => {
		document.body.innerHTML = blockMarkup() + manifest();
		initMiniCartView( document, deps() );
		click();
		document.dispatchEvent(
			new CustomEvent( FAILED_EVENT, { detail: { handle: 'other' } } )
		);
		expect( navigate ).not.toHaveBeenCalled();

		document.dispatchEvent(
			new CustomEvent( FAILED_EVENT, {
				detail: { handle: DRAWER_HANDLE },
			} )
		);
		expect( navigate ).toHaveBeenCalledWith( `${ ORIGIN }/cart/` );
	} );

	it( 'lets a click for a new tab through', () => {
		document.body.innerHTML = blockMarkup() + manifest();
		initMiniCartView( document, deps() );
		expect( click( { metaKey: true } ) ).toBe( false );
	} );

	it( 'asks for the drawer when the cart changes elsewhere, so the header catches up', () => {
		document.body.innerHTML = blockMarkup() + manifest();
		initMiniCartView( document, deps() );
		document.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.added_to_cart, { bubbles: true } )
		);
		expect( intents ).toHaveBeenCalledTimes( 1 );

		block().setAttribute( READY_ATTRIBUTE, '' );
		document.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.removed_from_cart, { bubbles: true } )
		);
		expect( intents ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'ignores a manifest without the drawer', () => {
		document.body.innerHTML = blockMarkup() + manifest( 'something-else' );
		initMiniCartView( document, deps() );
		expect( click() ).toBe( false );
	} );
} );
