/**
 * The wallet buttons' script, added once a button container nears the viewport: it loads
 * Stripe.js and sets up every container on the page, and those that appear later (WooCommerce's
 * classic cart prints its totals afresh after each update; the blocks draw theirs when they render).
 */

/**
 * External dependencies
 */
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Internal dependencies
 */
import { reporterFor } from './analytics';
import { mountButtons, type ButtonDeps } from './buttons';
import { productPlacement } from './product-placement';
import { restoreCheckoutForm, watchOrderReview } from './checkout-form';
import { readConfig } from './config';
import { orderPlacement } from './order-placement';
import { pageDataLayer, shopperPlacement } from './shopper-placement';

const MOUNTED = 'data-shopwright-express-mounted';

const pageDeps: ButtonDeps = {
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
};

/**
 * Sets up the containers not set up yet.
 */
function mountAll(): void {
	document
		.querySelectorAll< HTMLElement >(
			`.shopwright-express[data-config]:not([${ MOUNTED }])`
		)
		.forEach( ( container ) => {
			container.setAttribute( MOUNTED, '' );
			const config = readConfig( container );
			if ( ! config ) {
				container.hidden = true;
				return;
			}
			const report = reporterFor( config.analytics, pageDeps );
			window.addEventListener( 'pagehide', report.flush );
			const deps: ButtonDeps = { ...pageDeps, report };
			if ( config.placement === 'order' ) {
				mountButtons(
					container,
					config,
					deps,
					orderPlacement( config, deps )
				).catch( () => {
					container.hidden = true;
				} );
				return;
			}
			const checkout = config.placement === 'checkout';
			const placement =
				config.placement === undefined || config.placement === 'product'
					? productPlacement( container, config, deps )
					: shopperPlacement(
							config,
							deps,
							pageDataLayer( window ),
							checkout
								? ( _address, rate ) =>
										restoreCheckoutForm( document, rate )
								: undefined,
							checkout
								? ( changed ) =>
										watchOrderReview( document, changed )
								: undefined
						);
			mountButtons( container, config, deps, placement ).catch( () => {
				container.hidden = true;
			} );
		} );
}

mountAll();
new MutationObserver( ( records ) => {
	if ( records.some( ( record ) => record.addedNodes.length > 0 ) ) {
		mountAll();
	}
} ).observe( document.body, { childList: true, subtree: true } );
