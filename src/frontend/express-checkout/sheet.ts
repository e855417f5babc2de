/**
 * The wallet buttons' script, added once a button container nears the viewport: it loads
 * Stripe.js and sets up every container on the page.
 */

/**
 * External dependencies
 */
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Internal dependencies
 */
import { mountProductButtons } from './buttons';
import { readConfig } from './config';

const MOUNTED = 'data-shopwright-express-mounted';

document
	.querySelectorAll< HTMLElement >(
		`.shopwright-express:not([${ MOUNTED }])`
	)
	.forEach( ( container ) => {
		container.setAttribute( MOUNTED, '' );
		const config = readConfig( container );
		if ( ! config ) {
			container.hidden = true;
			return;
		}
		mountProductButtons( container, config, {
			loadStripe: ( key ) => loadStripe( key ),
			fetch: ( url, init ) => window.fetch( url, init ),
			// The product form's own alerts and the login question are the browser's dialogs.
			// eslint-disable-next-line no-alert
			alert: ( message ) => window.alert( message ),
			// eslint-disable-next-line no-alert
			confirm: ( message ) => window.confirm( message ),
			navigate: ( url ) => window.location.assign( url ),
			setTimeout: ( callback, ms ) => window.setTimeout( callback, ms ),
			clearTimeout: ( id ) => window.clearTimeout( id ),
		} ).catch( () => {
			container.hidden = true;
		} );
	} );
