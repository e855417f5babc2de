/**
 * Entry of the attribution forms script, on pages with a checkout or an account form: fills
 * WooCommerce's hidden attribution inputs and the checkout block with the order fields of what
 * the attribution script published: the touch the owner counts as the origin, the visit, the
 * browser.
 */

/**
 * Internal dependencies
 */
import { follow } from './api';
import { CONFIG_ID, readConfig } from './config';
import { defineInputsElement, writeValues } from './inputs';
import { orderFields } from './state';

const config = readConfig( document.getElementById( CONFIG_ID )?.textContent );
if ( config ) {
	defineInputsElement( config.prefix, config.fields );
	follow( ( attribution ) => {
		const values: Record< string, string > = attribution
			? orderFields( attribution, config.origin, navigator.userAgent )
			: {};
		// Every field, empty when it has no value: nothing stale stays in a form.
		writeValues(
			Object.fromEntries(
				config.fields.map( ( field ) => [
					field,
					values[ field ] ?? '',
				] )
			)
		);
	} );
}
