/**
 * What the page holds for an order besides the wallet's details, for the Store API checkout the
 * sheet places: the Checkout block's extension data (WooCommerce's order attribution and other
 * plugins' data) and its custom checkout fields (`additional_fields`), and on classic pages the
 * order attribution inputs WooCommerce prints in the checkout form. A page without them sends
 * empty extensions, as before.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

export const CHECKOUT_STORE = 'wc/store/checkout';
export const ATTRIBUTION = 'woocommerce/order-attribution';
export const ATTRIBUTION_PREFIX = 'wc_order_attribution_';

export interface CheckoutData {
	extensions: Record< string, Record< string, unknown > >;
	additional_fields?: Record< string, unknown >;
}

/**
 * The Checkout block's store selectors, when the page has them.
 *
 * @param win The window.
 */
function checkoutSelectors(
	win: object | null
): Record< string, unknown > | null {
	const wp: unknown = win && 'wp' in win ? win.wp : undefined;
	const data: unknown = isRecord( wp ) ? wp.data : undefined;
	if ( ! isRecord( data ) || typeof data.select !== 'function' ) {
		return null;
	}
	try {
		const selectors: unknown = data.select( CHECKOUT_STORE );
		return isRecord( selectors ) ? selectors : null;
	} catch {
		return null; // The store is not registered on this page.
	}
}

/**
 * What a selector answers, when it answers a plain object.
 *
 * @param selectors The store's selectors.
 * @param name      The selector.
 */
function read(
	selectors: Record< string, unknown > | null,
	name: string
): Record< string, unknown > | null {
	const selector = selectors?.[ name ];
	if ( typeof selector !== 'function' ) {
		return null;
	}
	try {
		const value: unknown = selector();
		return isRecord( value ) ? value : null;
	} catch {
		return null;
	}
}

/**
 * The page's extension data and custom checkout fields.
 *
 * @param doc The page.
 * @param win Its window, for the blocks' data layer.
 */
export function pageCheckoutData(
	doc: Document,
	win: object | null
): CheckoutData {
	const selectors = checkoutSelectors( win );
	const extensions: CheckoutData[ 'extensions' ] = {};
	for ( const [ namespace, values ] of Object.entries(
		read( selectors, 'getExtensionData' ) ?? {}
	) ) {
		if ( isRecord( values ) ) {
			extensions[ namespace ] = { ...values };
		}
	}
	// The classic checkout's attribution inputs; the block's own data wins where both exist.
	const attribution: Record< string, unknown > = {};
	doc.querySelectorAll< HTMLInputElement >(
		`input[name^="${ ATTRIBUTION_PREFIX }"]`
	).forEach( ( input ) => {
		const field = input.name.slice( ATTRIBUTION_PREFIX.length );
		if ( field !== '' && input.value !== '' ) {
			attribution[ field ] = input.value;
		}
	} );
	if ( Object.keys( attribution ).length > 0 ) {
		extensions[ ATTRIBUTION ] = {
			...attribution,
			...( extensions[ ATTRIBUTION ] ?? {} ),
		};
	}
	const fields = read( selectors, 'getAdditionalFields' );
	return fields && Object.keys( fields ).length > 0
		? { extensions, additional_fields: { ...fields } }
		: { extensions };
}
