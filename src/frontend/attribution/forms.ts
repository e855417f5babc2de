/**
 * Entry of the attribution forms script, on pages with a checkout or an account form: fills
 * WooCommerce's hidden attribution inputs and the checkout block with what the attribution script
 * published.
 */

/**
 * Internal dependencies
 */
import { follow } from './api';
import { defineInputsElement, writeValues } from './inputs';
import { CONFIG_ID, readConfig } from './config';

const config = readConfig( document.getElementById( CONFIG_ID )?.textContent );
if ( config ) {
	defineInputsElement( config.prefix, config.fields );
	// Every field, empty when it has no value: nothing stale stays in a form.
	follow( ( values ) =>
		writeValues(
			Object.fromEntries(
				config.fields.map( ( field ) => [
					field,
					values[ field ] ?? '',
				] )
			)
		)
	);
}
