/**
 * How the page's attribution reaches the code that hands it to an order: the checkout and
 * registration forms (frontend/attribution-forms) and any other plugin. The values are on
 * `window.shopwright.attribution.values` (by WooCommerce's field names, plus `click_id`; an empty
 * object while nothing may be recorded), and each change is announced by a `shopwright:attribution` event on
 * `document`, its detail the new values.
 */

export const ATTRIBUTION_EVENT = 'shopwright:attribution';

export type AttributionValues = Record< string, string >;

function namespace(): Record< string, unknown > {
	const shopwright: Record< string, unknown > =
		Reflect.get( window, 'shopwright' ) ?? {};
	Reflect.set( window, 'shopwright', shopwright );
	return shopwright;
}

/**
 * Publishes new values.
 *
 * @param values The field values.
 */
export function publish( values: AttributionValues ): void {
	namespace().attribution = { values };
	document.dispatchEvent(
		new CustomEvent( ATTRIBUTION_EVENT, { detail: values } )
	);
}

/**
 * Calls back with the values published so far (if any) and with every later change.
 *
 * @param callback Receives the values.
 */
export function follow(
	callback: ( values: AttributionValues ) => void
): void {
	const published = namespace().attribution as
		{ values: AttributionValues } | undefined; // Only publish() writes it.
	if ( published ) {
		callback( published.values );
	}
	document.addEventListener( ATTRIBUTION_EVENT, ( event ) => {
		if ( event instanceof CustomEvent ) {
			callback( event.detail );
		}
	} );
}
