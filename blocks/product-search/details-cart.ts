/**
 * The add to cart of the details panel: a quantity and a button that add the product through
 * the page's one cart client. The panel sits inside the search form, and forms do not nest: the
 * add-to-cart form is outside it, in the block's wrapper, and the controls join it with the form
 * attribute. Without the script's help the form posts to the product page, where WooCommerce
 * adds the product; with it, a failed request falls back to exactly that.
 */

/**
 * Internal dependencies
 */
import {
	publishAdded,
	sharedCartClient,
	type CartClient,
} from '../../src/frontend/storefront/cart-client';
import { blockParts } from '../../src/utils/dom';
import { sameOriginUrl } from '../../src/utils/urls';
import type { Labels } from './config';
import { BLOCK } from './render-suggestions';
import type { Suggestion } from './suggestion';

export type DetailsCartOptions = {
	/** The block's wrapper: it holds the form. */
	root: HTMLElement;
	/** Where the controls go, in the panel. */
	actions: HTMLElement;
	/** Prefix of the form's id. */
	idBase: string;
	/** The page's cart client; the storefront's one queue when it is on the page. */
	cart?: () => CartClient;
	wcAjaxUrl: string;
	cartUrl: string;
	redirectAfterAdd: boolean;
	labels: Labels;
	announce: ( message: string ) => void;
	navigate: ( url: string ) => void;
};

export type DetailsCart = {
	/** Puts the quantity and button for the product in the panel (none when out of stock). */
	show: ( suggestion: Suggestion, productId: number ) => void;
	clear: () => void;
	destroy: () => void;
};

/**
 * @param options The elements, the cart and what to tell the shopper.
 */
export function createDetailsCart( options: DetailsCartOptions ): DetailsCart {
	const { root, actions, labels } = options;
	const doc = root.ownerDocument;
	const part = blockParts( doc, BLOCK );
	const form = part( 'form', 'details-form' );
	form.id = `${ options.idBase }-cart`;
	form.method = 'post';
	form.hidden = true;
	root.append( form );
	let pending = false;

	function show( suggestion: Suggestion, productId: number ): void {
		const url = suggestion.url ?? '';
		if ( suggestion.in_stock === false || sameOriginUrl( url ) === null ) {
			return;
		}
		form.action = url;
		const hidden = doc.createElement( 'input' );
		hidden.type = 'hidden';
		hidden.name = 'add-to-cart';
		hidden.value = String( productId );
		form.replaceChildren( hidden );

		const quantityId = `${ form.id }-quantity`;
		const label = part(
			'label',
			'details-quantity-label',
			labels.quantity
		);
		label.htmlFor = quantityId;
		const quantity = part( 'input', 'details-quantity' );
		quantity.type = 'number';
		quantity.id = quantityId;
		quantity.name = 'quantity';
		quantity.min = '1';
		quantity.step = '1';
		quantity.value = '1';
		quantity.inputMode = 'numeric';
		quantity.setAttribute( 'form', form.id );
		const button = part( 'button', 'details-add', labels.addToCart );
		button.type = 'submit';
		button.classList.add( 'wp-element-button' );
		button.setAttribute( 'form', form.id );
		button.dataset.productId = String( productId );
		button.dataset.productName = suggestion.value;
		actions.append( label, quantity, button );
	}

	async function onSubmit( event: SubmitEvent ): Promise< void > {
		const button = actions.querySelector( `.${ BLOCK }__details-add` );
		const quantity = actions.querySelector(
			`.${ BLOCK }__details-quantity`
		);
		if (
			options.wcAjaxUrl === '' ||
			! ( button instanceof HTMLButtonElement ) ||
			! ( quantity instanceof HTMLInputElement )
		) {
			return;
		}
		event.preventDefault();
		if ( pending ) {
			return;
		}
		pending = true;
		button.classList.add( 'is-loading' );
		button.setAttribute( 'aria-disabled', 'true' );
		const cart =
			options.cart ?? ( () => sharedCartClient( options.wcAjaxUrl ) );
		const data = {
			product_id: button.dataset.productId ?? '',
			quantity: String(
				Math.max( 1, Math.floor( Number( quantity.value ) ) || 1 )
			),
		};
		const result = await cart().add( { data, button, source: 'search' } );
		pending = false;
		button.classList.remove( 'is-loading' );
		button.removeAttribute( 'aria-disabled' );
		actions.querySelector( `.${ BLOCK }__details-added` )?.remove();
		if ( result.kind === 'added' ) {
			button.classList.add( 'is-added' );
			const message = labels.addedToCart.replace(
				'%s',
				button.dataset.productName ?? ''
			);
			// Seen under the button; heard once, through the block's live region.
			actions.append( part( 'p', 'details-added', message ) );
			options.announce( message );
			publishAdded( doc, {
				button,
				data,
				fragments: result.fragments,
				cartHash: result.cartHash,
				source: 'search',
			} );
			if ( options.redirectAfterAdd && options.cartUrl !== '' ) {
				options.navigate( options.cartUrl );
			}
		} else if ( result.kind === 'refused' && result.productUrl ) {
			options.navigate( result.productUrl );
		} else if ( result.kind === 'refused' ) {
			options.announce( labels.addToCartFailed );
		} else if ( result.kind === 'failed' ) {
			// No usable answer: send the form the ordinary way, as without the script.
			form.submit();
		}
	}

	const listener = ( event: SubmitEvent ) => void onSubmit( event );
	form.addEventListener( 'submit', listener );

	return {
		show,
		clear: () => form.replaceChildren(),
		destroy() {
			form.removeEventListener( 'submit', listener );
			form.remove();
		},
	};
}
