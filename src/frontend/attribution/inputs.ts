/**
 * Where the order fields go: the hidden inputs of the classic checkout and the account
 * registration form (inside the `<wc-order-attribution-inputs>` element WooCommerce prints), and
 * the checkout block's extension data. Values are set through `.value`, never as markup.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';
/** The checkout block's store and the extension namespace WooCommerce's server reads. */
const CHECKOUT_STORE = 'wc/store/checkout';
const EXTENSION = 'woocommerce/order-attribution';

type Values = Record< string, string >;

/** The values every inputs element shows, including one added to the page later. */
let latest: Values = {};

/**
 * Defines the element that holds one hidden input per field, unless WooCommerce's own script (kept
 * by another plugin that needs it) defined it first; both take `values` the same way.
 *
 * @param prefix The inputs' name prefix.
 * @param fields The field names.
 */
export function defineInputsElement( prefix: string, fields: string[] ): void {
	if ( customElements.get( INPUTS_ELEMENT ) ) {
		return;
	}
	customElements.define(
		INPUTS_ELEMENT,
		class extends HTMLElement {
			connectedCallback(): void {
				this.replaceChildren(
					...fields.map( ( field ) => {
						const input = document.createElement( 'input' );
						input.type = 'hidden';
						input.name = prefix + field;
						return input;
					} )
				);
				this.values = latest;
			}

			set values( values: Values ) {
				for ( const field of fields ) {
					const input = this.querySelector(
						`input[name="${ prefix + field }"]`
					);
					if ( input instanceof HTMLInputElement ) {
						input.value = values[ field ] ?? '';
					}
				}
			}

			get values(): Values {
				return latest;
			}
		}
	);
}

interface WpData {
	dispatch: ( store: string ) => unknown;
	subscribe: ( listener: () => void, store?: string ) => () => void;
}

function wpData(): WpData | null {
	const wp: unknown = Reflect.get( window, 'wp' );
	const data = isRecord( wp ) ? wp.data : null;
	return isRecord( data ) &&
		typeof data.dispatch === 'function' &&
		typeof data.subscribe === 'function'
		? ( data as unknown as WpData ) // Checked just above.
		: null;
}

function setExtensionData( values: Values ): boolean {
	let checkout: unknown;
	try {
		checkout = wpData()?.dispatch( CHECKOUT_STORE );
	} catch {
		return false; // The store is not registered (yet).
	}
	const set = isRecord( checkout ) ? checkout.setExtensionData : null;
	if ( typeof set !== 'function' ) {
		return false;
	}
	set( EXTENSION, values, true );
	return true;
}

let pending: Values | null = null;

/**
 * Writes the values everywhere an order or an account can take them: every inputs element on the
 * page, and the checkout block now or as soon as its store appears.
 *
 * @param values The field values; empty strings for none.
 */
export function writeValues( values: Values ): void {
	latest = values;
	for ( const element of document.querySelectorAll( INPUTS_ELEMENT ) ) {
		Reflect.set( element, 'values', values );
	}
	if ( setExtensionData( values ) ) {
		return;
	}
	const data = wpData();
	if ( ! data ) {
		return; // No block checkout on this page.
	}
	if ( ! pending ) {
		const unsubscribe = data.subscribe( () => {
			if ( pending && setExtensionData( pending ) ) {
				pending = null;
				unsubscribe();
			}
		}, CHECKOUT_STORE );
	}
	pending = values;
}
