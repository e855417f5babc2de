/**
 * Entry of the storefront popups: reads the config the server printed, starts
 * the runtime once the document is parsed, and makes the page's popups store
 * public as `shopwright/popups`.
 */

/**
 * WordPress dependencies
 */
import { select, subscribe } from '@wordpress/data';

/**
 * External dependencies
 */
import { register } from '@shopwright/data';

/**
 * Internal dependencies
 */
import { STORE_KEY, store } from '../../stores/popups';
import { CONFIG_ID, parseConfig } from './config';
import { startPopups, type PopupsRuntime } from './runtime';
import './style.scss';

let runtime: PopupsRuntime | null = null;

// Public from the moment this script runs, so that a theme's script can subscribe at once; the
// popups are in it once the page is parsed. Readers get every selector; writers only what the
// runtime carries out (opening and closing a popup as a click would), never the bookkeeping
// behind the conditions.
const actions = {
	openPopup: ( id: number ) => runtime?.open( id ),
	closePopup: ( id: number ) => runtime?.close( id ),
};
register( STORE_KEY, {
	getSelectors: () => select( store ),
	getActions: () => actions,
	subscribe: ( listener: () => void ) => subscribe( listener, store ),
} );

function boot() {
	const config = parseConfig(
		document.getElementById( CONFIG_ID )?.textContent ?? null
	);
	if ( config ) {
		runtime = startPopups( config );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', boot, { once: true } );
} else {
	boot();
}
