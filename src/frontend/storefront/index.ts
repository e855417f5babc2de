/**
 * Entry of the jQuery-free storefront behaviours: reads the config the server
 * printed and starts every module once the document is parsed.
 */

/**
 * External dependencies
 */
import * as publicData from '@shopwright/data';

/**
 * Internal dependencies
 */
import { initAccordion } from './accordion';
import { initAccount } from './account';
import { initAddToCart } from './add-to-cart';
import { sharedCartClient } from './cart-client';
import { connectCartStore } from './cart-store';
import { initCartRows } from './cart-rows';
import { initCatalogue } from './catalogue';
import { CONFIG_ID, parseConfig, type StorefrontConfig } from './config';
import { initEvents } from './events';
import { initFragments } from './fragments';
import { initGalleries } from './gallery';
import { initHashNavigation } from './hash-navigation';
import { createAnnouncer } from './live-region';
import { initMiniCartRemove } from './mini-cart-remove';
import { initNotices } from './notices';
import { initQuantity } from './quantity';
import { initReviewStars } from './review-stars';
import { initTabs } from './tabs';
import { initVariations } from './variations';

export { CONFIG_ID, parseConfig, type StorefrontConfig };

/**
 * Starts every module on the page; gives back the function that stops them.
 *
 * @param root   The page.
 * @param config The parsed config.
 */
export function initStorefront(
	root: Document,
	config: StorefrontConfig
): () => void {
	const { i18n } = config;
	if ( ! config.replacesClassic ) {
		// WooCommerce's own scripts run on this page; ours only adds what they lack.
		// Their jQuery cart events still reach the cart store and the hooks.
		const cleanups = [
			initCartRows( root, { label: i18n.cartItemDetails } ),
			initEvents(),
		];
		return () => cleanups.forEach( ( cleanup ) => cleanup() );
	}
	// Adding and removing share one queue, as in WooCommerce: both change the same session. The
	// search box's details panel adds through the same client, so through the same queue.
	const client = sharedCartClient( config.wcAjaxUrl );
	const cartRequests = {
		client,
		fetch: ( input: string, init?: RequestInit ) =>
			window.fetch( input, init ),
		timers: window,
		queue: client.queue,
		announcer: createAnnouncer( root, window ),
		navigate: ( url: string ) => window.location.assign( url ),
		origin: window.location.origin,
	};
	const cleanups = [
		initQuantity( root, {
			decreaseLabel: i18n.decreaseQuantity,
			increaseLabel: i18n.increaseQuantity,
		} ),
		initVariations( root, {
			wcAjaxUrl: config.wcAjaxUrl,
			selectionNeededText: i18n.selectionNeeded,
			unavailableText: i18n.unavailable,
		} ),
		initTabs( root, {
			reviewRatingRequired: config.reviewRatingRequired,
			ratingRequiredText: i18n.ratingRequired,
		} ),
		initReviewStars( root, { required: config.reviewRatingRequired } ),
		initGalleries( root, { thumbnailLabel: i18n.galleryThumbnail } ),
		initAccordion( root ),
		initHashNavigation( root ),
		initCatalogue( root, { subMenuLabel: i18n.subMenu } ),
		initAccount( root, {
			passwordShowLabel: i18n.passwordShow,
			passwordHideLabel: i18n.passwordHide,
		} ),
		initNotices( root, { restNonce: config.restNonce } ),
		initEvents(),
		config.fragmentsEnabled
			? initFragments( root, {
					wcAjaxUrl: config.wcAjaxUrl,
					cartHashKey: config.cartHashKey,
					fragmentName: config.fragmentName,
					timeout: config.requestTimeout,
				} )
			: () => {},
		initAddToCart(
			root,
			{
				wcAjaxUrl: config.wcAjaxUrl,
				cartUrl: config.cartUrl,
				isCart: config.isCart,
				cartRedirectAfterAdd: config.cartRedirectAfterAdd,
				viewCartText: i18n.viewCart,
				addedText: i18n.addedToCart,
				failedText: i18n.addToCartFailed,
			},
			cartRequests
		),
		initMiniCartRemove(
			root,
			{
				wcAjaxUrl: config.wcAjaxUrl,
				failedText: i18n.removeFromCartFailed,
			},
			cartRequests
		),
		initCartRows( root, { label: i18n.cartItemDetails } ),
		() => cartRequests.announcer.destroy(),
	];
	return () => cleanups.forEach( ( cleanup ) => cleanup() );
}

// The public cart store exists as soon as this script has run, so that a theme's script printed
// after it can subscribe at once.
connectCartStore( document, publicData );

function boot() {
	initStorefront(
		document,
		parseConfig( document.getElementById( CONFIG_ID )?.textContent ?? null )
	);
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', boot, { once: true } );
} else {
	boot();
}
