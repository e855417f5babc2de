/**
 * Entry of the jQuery-free storefront behaviours: reads the config the server
 * printed and starts every module once the document is parsed.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import { initAccordion } from './accordion';
import { initAccount } from './account';
import { initCatalogue } from './catalogue';
import { initGalleries } from './gallery';
import { initHashNavigation } from './hash-navigation';
import { initNotices } from './notices';
import { initQuantity } from './quantity';
import { initTabs } from './tabs';
import { initVariations } from './variations';

export const CONFIG_ID = 'shopwright-storefront-config';

export interface StorefrontConfig {
	wcAjaxUrl: string;
	restNonce: string;
	reviewRatingRequired: boolean;
	i18n: {
		decreaseQuantity: string;
		increaseQuantity: string;
		selectionNeeded: string;
		unavailable: string;
		ratingRequired: string;
		passwordShow: string;
		passwordHide: string;
		subMenu: string;
		galleryThumbnail: string;
	};
}

const I18N_KEYS = [
	'decreaseQuantity',
	'increaseQuantity',
	'selectionNeeded',
	'unavailable',
	'ratingRequired',
	'passwordShow',
	'passwordHide',
	'subMenu',
	'galleryThumbnail',
] as const satisfies ReadonlyArray< keyof StorefrontConfig[ 'i18n' ] >;

const string = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/**
 * Reads the config element's text. Each missing or malformed field gets an
 * empty value (false for the flag), so a broken config never stops the page.
 *
 * @param text The JSON printed by the server.
 */
export function parseConfig( text: string | null ): StorefrontConfig {
	let data: unknown;
	try {
		data = JSON.parse( text ?? '' );
	} catch {
		data = null;
	}
	const config = isRecord( data ) ? data : {};
	const i18n = isRecord( config.i18n ) ? config.i18n : {};
	const wcAjaxUrl = string( config.wcAjaxUrl );
	return {
		// The lookup must stay on the site and name its endpoint.
		wcAjaxUrl:
			wcAjaxUrl.startsWith( '/' ) &&
			! /^\/[/\\]/.test( wcAjaxUrl ) &&
			wcAjaxUrl.includes( '%%endpoint%%' )
				? wcAjaxUrl
				: '/?wc-ajax=%%endpoint%%',
		restNonce: string( config.restNonce ),
		reviewRatingRequired: config.reviewRatingRequired === true,
		i18n: Object.fromEntries(
			I18N_KEYS.map( ( key ) => [ key, string( i18n[ key ] ) ] )
		) as StorefrontConfig[ 'i18n' ], // Every key of the type is in I18N_KEYS.
	};
}

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
		initGalleries( root, { thumbnailLabel: i18n.galleryThumbnail } ),
		initAccordion( root ),
		initHashNavigation( root ),
		initCatalogue( root, { subMenuLabel: i18n.subMenu } ),
		initAccount( root, {
			passwordShowLabel: i18n.passwordShow,
			passwordHideLabel: i18n.passwordHide,
		} ),
		initNotices( root, { restNonce: config.restNonce } ),
	];
	return () => cleanups.forEach( ( cleanup ) => cleanup() );
}

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
