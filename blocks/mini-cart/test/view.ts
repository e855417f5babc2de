/**
 * Internal dependencies
 */
import { CART_EVENTS } from '../../../src/frontend/storefront/event-names';
import { READY_ATTRIBUTE } from '../constants';
import { initMiniCartView } from '../view';
import { blockMarkup } from './helpers/markup';

describe( 'initMiniCartView', () => {
	// A page of its own: the script also starts on the test's global document when imported.
	let doc: Document;
	let intents: jest.Mock;

	beforeEach( () => {
		doc = document.implementation.createHTMLDocument( 'Shop' );
		doc.body.innerHTML = blockMarkup();
		intents = jest.fn();
		doc.addEventListener( 'pointerover', intents, { capture: true } );
		initMiniCartView( doc );
	} );

	const block = () =>
		doc.querySelector< HTMLElement >( '.wp-block-shopwright-mini-cart' )!;

	it( 'asks for the drawer when the cart changes elsewhere, so the header catches up', () => {
		doc.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.added_to_cart, { bubbles: true } )
		);
		expect( intents ).toHaveBeenCalledTimes( 1 );
		expect( intents.mock.calls[ 0 ][ 0 ].target ).toBe( block() );

		doc.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.removed_from_cart, { bubbles: true } )
		);
		expect( intents ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'asks nothing once the drawer is there', () => {
		block().setAttribute( READY_ATTRIBUTE, '' );
		doc.body.dispatchEvent(
			new CustomEvent( CART_EVENTS.added_to_cart, { bubbles: true } )
		);
		expect( intents ).not.toHaveBeenCalled();
	} );

	it( 'leaves a click to the runtime, which holds it until the drawer is there', () => {
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		doc.querySelector(
			'.wp-block-shopwright-mini-cart__button'
		)?.dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( false );
		expect( intents ).not.toHaveBeenCalled();
	} );
} );
