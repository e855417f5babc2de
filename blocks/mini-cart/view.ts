/**
 * The mini cart's view script: on every page with the block, so it stays tiny and imports
 * nothing from @wordpress/*. Without it (or without the drawer) the block is a link to the cart
 * page. The drawer itself (the cart store, the dialog) is a separate handle the blocks' runtime
 * brings in when the shopper reaches for the block; a click that comes first is held by the
 * runtime and clicked again once the drawer is there (or the link is followed if it cannot
 * load). This script covers the one other thing that can happen before it is there: a product
 * added or removed elsewhere on the page asks for the drawer, so that the count and total in the
 * header catch up.
 */

/**
 * Internal dependencies
 */
import { CART_EVENTS } from '../../src/frontend/storefront/event-names';
import { BLOCK_SELECTOR, READY_ATTRIBUTE } from './constants';

/**
 * @param doc The page.
 */
export function initMiniCartView( doc: Document ): void {
	// The same signal as a pointer over the block, which the runtime answers with the drawer.
	const requestDrawer = () =>
		doc
			.querySelectorAll( BLOCK_SELECTOR )
			.forEach(
				( block ) =>
					block.hasAttribute( READY_ATTRIBUTE ) ||
					block.dispatchEvent(
						new Event( 'pointerover', { bubbles: true } )
					)
			);
	doc.addEventListener( CART_EVENTS.added_to_cart, requestDrawer );
	doc.addEventListener( CART_EVENTS.removed_from_cart, requestDrawer );
}

initMiniCartView( document );
