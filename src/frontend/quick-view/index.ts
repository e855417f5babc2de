/**
 * Entry of the quick view dialog: script handle shopwright-quick-view, built into
 * build/frontend/quick-view.js by the storefront build. It is not on the page at first: the
 * server hands it to the blocks' runtime, which loads it when the shopper reaches for a quick view
 * button (or at once when the address asks for a quick view).
 */

/**
 * Internal dependencies
 */
import { sharedCartClient } from '../storefront/cart-client';
import { parseQuickViewConfig } from './config';
import {
	BUTTON_SELECTOR,
	CONFIG_ID,
	OPEN_REQUESTED_ATTRIBUTE,
	READY_ATTRIBUTE,
	parseProductId,
} from './constants';
import { createQuickView, idInAddress } from './dialog';
import './style.scss';

function boot() {
	const config = parseQuickViewConfig(
		document.getElementById( CONFIG_ID )?.textContent ?? null,
		window.location.origin
	);
	if ( ! config.restUrl ) {
		return;
	}
	const quickView = createQuickView( document, config, {
		fetch: ( input, init ) => window.fetch( input, init ),
		client: sharedCartClient( config.wcAjaxUrl ),
		navigate: ( url ) => window.location.assign( url ),
		// The messages a theme's developer looks for when quick view shows nothing.
		// eslint-disable-next-line no-console
		log: ( message ) => console.log( message ),
		history: window.history,
		location: () => window.location.href,
	} );

	document.addEventListener( 'click', ( event ) => {
		const button =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( BUTTON_SELECTOR )
				: null;
		const id = parseProductId( button?.dataset.productId );
		if ( ! button || id === null ) {
			return;
		}
		event.preventDefault();
		void quickView.open( id, button );
	} );
	window.addEventListener( 'popstate', () => {
		const id = idInAddress( window.location.href );
		if ( id === null ) {
			quickView.close( true );
		} else if ( id !== quickView.productId() ) {
			void quickView.open( id, null, 'none' );
		}
	} );
	document.documentElement.setAttribute( READY_ATTRIBUTE, '' );

	const requested = document.querySelector< HTMLElement >(
		`${ BUTTON_SELECTOR }[${ OPEN_REQUESTED_ATTRIBUTE }]`
	);
	const fromAddress = idInAddress( window.location.href );
	if ( requested ) {
		requested.removeAttribute( OPEN_REQUESTED_ATTRIBUTE );
		const id = parseProductId( requested.dataset.productId );
		if ( id !== null ) {
			void quickView.open( id, requested );
		}
	} else if ( fromAddress !== null ) {
		void quickView.open( fromAddress, null, 'none' );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', boot, { once: true } );
} else {
	boot();
}
