/**
 * Entry of the storefront popups: reads the config the server printed and
 * starts the runtime once the document is parsed.
 */

/**
 * Internal dependencies
 */
import { CONFIG_ID, parseConfig } from './config';
import { startPopups } from './runtime';
import './style.scss';

function boot() {
	const config = parseConfig(
		document.getElementById( CONFIG_ID )?.textContent ?? null
	);
	if ( config ) {
		startPopups( config );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', boot, { once: true } );
} else {
	boot();
}
