/**
 * How the page's attribution reaches the code that hands it to an order: the checkout and
 * registration forms (frontend/attribution-forms) and any other plugin. The record and session
 * of this visit are on `window.shopwright.attribution` (null while nothing may be recorded), and
 * each change is announced by a `shopwright:attribution` event on `document`, its detail the
 * same value.
 */

/**
 * Internal dependencies
 */
import type { Attribution } from './state';

export const ATTRIBUTION_EVENT = 'shopwright:attribution';

/** Shopwright's namespace on `window`, shared with the public store registry. */
function namespace(): { attribution?: Attribution | null } {
	// The registry's window type does not know this key; it is ours alone.
	const page = window as unknown as {
		shopwright?: { attribution?: Attribution | null };
	};
	return ( page.shopwright ??= {} );
}

/**
 * Publishes this visit's attribution, or null when nothing may be recorded.
 *
 * @param attribution The record and session.
 */
export function publish( attribution: Attribution | null ): void {
	namespace().attribution = attribution;
	document.dispatchEvent(
		new CustomEvent( ATTRIBUTION_EVENT, { detail: attribution } )
	);
}

/**
 * Calls back with the attribution published so far (if any) and with every later change.
 *
 * @param callback Receives the attribution, or null.
 */
export function follow(
	callback: ( attribution: Attribution | null ) => void
): void {
	const published = namespace().attribution;
	if ( published !== undefined ) {
		callback( published );
	}
	document.addEventListener( ATTRIBUTION_EVENT, ( event ) => {
		if ( event instanceof CustomEvent ) {
			callback( event.detail );
		}
	} );
}
