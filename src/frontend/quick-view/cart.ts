/**
 * Add to cart from the dialog, through the page's one cart client and its queue: the chosen
 * options checked first (each one left empty is marked required and in error), then the product,
 * its variation and options sent as WooCommerce's product form would send them, the button loading
 * then added, and the page told (fragments, mini cart, events). A grouped product adds each child
 * with a quantity, one request after the other.
 */

/**
 * Internal dependencies
 */
import {
	publishAdded,
	type AddToCartResult,
	type CartClient,
} from '../storefront/cart-client';
import type { QuickViewConfig } from './config';

export const REQUIRED_CLASS = 'required';
export const ERROR_CLASS = 'error';
export const SOURCE = 'quick-view';

export interface DialogCartDependencies {
	client: CartClient;
	navigate: ( url: string ) => void;
	/** Tells the shopper, in the dialog's live region. */
	announce: ( message: string, isError: boolean ) => void;
}

/**
 * Marks every option select left empty as required and in error, clears the others, and gives back
 * the empty ones.
 *
 * @param form The variation form.
 */
export function checkRequiredAttributes(
	form: HTMLFormElement
): HTMLSelectElement[] {
	const selects = Array.from(
		form.querySelectorAll< HTMLSelectElement >(
			'select[name^="attribute_"]'
		)
	);
	return selects.filter( ( select ) => {
		const empty = select.value === '';
		select.classList.toggle( REQUIRED_CLASS, empty );
		select.classList.toggle( ERROR_CLASS, empty );
		select.setAttribute( 'aria-invalid', String( empty ) );
		if ( empty ) {
			select.setAttribute( 'aria-required', 'true' );
		}
		return empty;
	} );
}

/**
 * Clears the flag of an option once the shopper chooses one (the other empty options stay
 * flagged until the next try).
 *
 * @param select The option select that changed.
 */
export function clearChosenAttribute( select: HTMLSelectElement ): void {
	if ( select.value === '' ) {
		return;
	}
	select.classList.remove( REQUIRED_CLASS, ERROR_CLASS );
	select.removeAttribute( 'aria-invalid' );
}

/**
 * Flags the options left empty; when there are any, moves focus to the first and says which.
 *
 * @param form         The variation form.
 * @param requiredText "Please choose a %s."
 * @param announce     Tells the shopper.
 * @return Whether an option was missing.
 */
export function flagMissingAttributes(
	form: HTMLFormElement,
	requiredText: string,
	announce: DialogCartDependencies[ 'announce' ]
): boolean {
	const missing = checkRequiredAttributes( form );
	const first = missing[ 0 ];
	if ( ! first ) {
		return false;
	}
	first.focus();
	// The select's own label, found without building a selector from its id.
	const label =
		Array.from( form.querySelectorAll( 'label' ) ).find(
			( candidate ) => first.id !== '' && candidate.htmlFor === first.id
		)?.textContent || first.name.replace( /^attribute_(pa_)?/, '' );
	announce( requiredText.replace( '%s', label.trim() ), true );
	return true;
}

/**
 * What is sent for a simple or variable product: the serialized form, then product_id,
 * product_sku (empty), quantity, variation_id and each chosen attribute_* option.
 *
 * @param form      The product form.
 * @param productId The product shown.
 */
export function buildPayload(
	form: HTMLFormElement,
	productId: number
): Record< string, string > {
	const fields: Record< string, string > = {};
	new FormData( form ).forEach( ( value, name ) => {
		// WooCommerce's form posts itself with add-to-cart; the wc-ajax endpoint reads product_id.
		if ( typeof value === 'string' && name !== 'add-to-cart' ) {
			fields[ name ] = value;
		}
	} );
	const variations = Object.fromEntries(
		Array.from(
			form.querySelectorAll< HTMLSelectElement >(
				'select[name^="attribute_"]'
			)
		).map( ( select ) => [ select.name, select.value ] )
	);
	return {
		...fields,
		product_id: String( productId ),
		product_sku: '',
		quantity: fields.quantity || '1',
		variation_id: fields.variation_id || '0',
		...variations,
		shopwright_quick_view: '1',
	};
}

/**
 * The adds of a grouped product's form: one per child with a quantity above zero.
 *
 * @param form The grouped form.
 */
export function groupedPayloads(
	form: HTMLFormElement
): Array< Record< string, string > > {
	return Array.from(
		form.querySelectorAll< HTMLInputElement >( 'input[name^="quantity["]' )
	)
		.map( ( input ) => ( {
			id: /^quantity\[([0-9]+)\]$/.exec( input.name )?.[ 1 ] ?? '',
			quantity: Number( input.value ),
		} ) )
		.filter( ( { id, quantity } ) => id !== '' && quantity > 0 )
		.map( ( { id, quantity } ) => ( {
			product_id: id,
			product_sku: '',
			quantity: String( quantity ),
		} ) );
}

/**
 * Handles the submit of the dialog's product form.
 *
 * @param form      The form.
 * @param productId The product shown.
 * @param config    Cart page and texts.
 * @param deps      The cart client, navigation and the announcer.
 * @return The last answer, or null when nothing was sent.
 */
export async function submitDialogForm(
	form: HTMLFormElement,
	productId: number,
	config: Pick<
		QuickViewConfig,
		'cartUrl' | 'isCart' | 'cartRedirectAfterAdd' | 'i18n'
	>,
	deps: DialogCartDependencies
): Promise< AddToCartResult | null > {
	const button =
		form.querySelector< HTMLElement >( '.single_add_to_cart_button' ) ??
		form;
	let payloads: Array< Record< string, string > >;
	if ( form.classList.contains( 'variations_form' ) ) {
		if (
			flagMissingAttributes( form, config.i18n.required, deps.announce )
		) {
			return null;
		}
		if ( button.classList.contains( 'disabled' ) ) {
			deps.announce( config.i18n.unavailable, true );
			return null;
		}
		payloads = [ buildPayload( form, productId ) ];
	} else if ( form.classList.contains( 'grouped_form' ) ) {
		payloads = groupedPayloads( form );
		if ( payloads.length === 0 ) {
			deps.announce( config.i18n.selectionNeeded, true );
			return null;
		}
	} else {
		payloads = [ buildPayload( form, productId ) ];
	}

	button.classList.remove( 'added' );
	button.classList.add( 'loading' );
	let result: AddToCartResult = { kind: 'failed' };
	for ( const data of payloads ) {
		result = await deps.client.add( { data, button, source: SOURCE } );
		if ( result.kind !== 'added' ) {
			break;
		}
		publishAdded( form.ownerDocument, {
			button,
			data,
			fragments: result.fragments,
			cartHash: result.cartHash,
			source: SOURCE,
		} );
	}
	button.classList.remove( 'loading' );
	if ( result.kind === 'refused' && result.productUrl ) {
		// WooCommerce wants the shopper on the product page to see why: only ever this site's.
		deps.navigate( result.productUrl );
	} else if ( result.kind === 'added' ) {
		if ( config.cartRedirectAfterAdd && config.cartUrl ) {
			deps.navigate( config.cartUrl );
			return result;
		}
		button.classList.add( 'added' );
		if (
			! config.isCart &&
			config.cartUrl &&
			! form.querySelector( '.added_to_cart' )
		) {
			const link = form.ownerDocument.createElement( 'a' );
			link.href = config.cartUrl;
			link.className = 'added_to_cart wc-forward';
			link.textContent = config.i18n.viewCart;
			button.after( link );
		}
		deps.announce( config.i18n.addedToCart, false );
	} else if ( result.kind !== 'vetoed' ) {
		deps.announce( config.i18n.addToCartFailed, true );
	}
	return result;
}
