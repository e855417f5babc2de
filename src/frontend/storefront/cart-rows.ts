/**
 * The classic cart's expandable product-detail rows: each cart item's details (the variation
 * and add-on data WooCommerce lists under the product name, or any element marked
 * data-shopwright-cart-details, such as a row of its own after the item's row) are collapsed
 * behind a disclosure button, so that a long cart stays readable on a small screen.
 */

/**
 * Internal dependencies
 */
import type { Cleanup } from './types';

export const CART_DETAILS =
	'.woocommerce-cart-form .cart_item .product-name dl.variation, .woocommerce-cart-form [data-shopwright-cart-details]';

export const TOGGLE_CLASS = 'shopwright-cart-item-details__toggle';

export interface CartRowsConfig {
	/** The button's text, such as "Details"; without it nothing is collapsed. */
	label: string;
}

export interface CartRowsDependencies {
	MutationObserver?: typeof MutationObserver;
}

let count = 0;

/**
 * The cell that gets the button: the details' own place, or for a details row, the product
 * cell of the item's row just before it.
 *
 * @param details The details element.
 */
function placeFor( details: HTMLElement ): { anchor: Element; row: Element } {
	if ( details instanceof HTMLTableRowElement ) {
		const row = details.previousElementSibling ?? details;
		const cell =
			row.querySelector( '.product-name' ) ??
			row.querySelector( 'td' ) ??
			row;
		return { anchor: cell, row };
	}
	return {
		anchor: details,
		row: details.closest( 'tr, .cart_item' ) ?? details,
	};
}

/**
 * @param doc    The page.
 * @param config The button's text.
 * @param deps   MutationObserver, to enhance a cart form the cart script put back.
 */
export function initCartRows(
	doc: Document,
	config: CartRowsConfig,
	deps: CartRowsDependencies = { MutationObserver: window.MutationObserver }
): Cleanup {
	const added = new Map< HTMLButtonElement, HTMLElement >();
	if ( ! config.label ) {
		return () => {};
	}

	const enhance = () => {
		for ( const button of added.keys() ) {
			if ( ! button.isConnected ) {
				added.delete( button );
			}
		}
		doc.querySelectorAll< HTMLElement >( CART_DETAILS ).forEach(
			( details ) => {
				if ( details.dataset.shopwrightCollapsed !== undefined ) {
					return;
				}
				details.dataset.shopwrightCollapsed = '';
				details.id ||= `shopwright-cart-item-details-${ ++count }`;
				const { anchor, row } = placeFor( details );
				const name = row
					.querySelector( '.product-name a' )
					?.textContent?.trim();
				const button = doc.createElement( 'button' );
				button.type = 'button';
				button.className = TOGGLE_CLASS;
				button.setAttribute( 'aria-expanded', 'false' );
				button.setAttribute( 'aria-controls', details.id );
				button.textContent = config.label;
				if ( name ) {
					// Many rows, many "Details" buttons: the product tells them apart.
					const hidden = doc.createElement( 'span' );
					hidden.className = 'screen-reader-text';
					hidden.textContent = ` ${ name }`;
					button.append( hidden );
				}
				if ( anchor === details ) {
					details.before( button );
				} else {
					anchor.append( button );
				}
				details.hidden = true;
				added.set( button, details );
			}
		);
	};

	const onClick = ( event: Event ) => {
		const button =
			event.target instanceof Element
				? event.target.closest( `.${ TOGGLE_CLASS }` )
				: null;
		const details =
			button instanceof HTMLButtonElement ? added.get( button ) : null;
		if ( ! button || ! details ) {
			return;
		}
		const expanded = button.getAttribute( 'aria-expanded' ) !== 'true';
		button.setAttribute( 'aria-expanded', String( expanded ) );
		details.hidden = ! expanded;
	};

	enhance();
	doc.addEventListener( 'click', onClick );
	// WooCommerce's cart script replaces the whole form after an update.
	const form = doc.querySelector( '.woocommerce-cart-form' );
	const observer =
		form?.parentElement && deps.MutationObserver
			? new deps.MutationObserver( enhance )
			: null;
	if ( observer && form?.parentElement ) {
		observer.observe( form.parentElement, {
			childList: true,
			subtree: true,
		} );
	}

	return () => {
		observer?.disconnect();
		doc.removeEventListener( 'click', onClick );
		added.forEach( ( details, button ) => {
			button.remove();
			details.hidden = false;
			delete details.dataset.shopwrightCollapsed;
		} );
		added.clear();
	};
}
