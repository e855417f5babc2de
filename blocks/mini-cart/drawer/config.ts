/**
 * The drawer's settings, printed by render.php as JSON in the block's data-config attribute,
 * read defensively.
 */

/**
 * Internal dependencies
 */
import { sameOriginUrl } from '../../../src/utils/urls';
import { isRecord } from '../../../src/utils/is-record';

export interface DrawerConfig {
	/** The Store API root; on this site, since it gets the shopper's cookies and nonce. */
	storeApiRoot: string;
	cartUrl: string;
	checkoutUrl: string;
	pricesIncludeTax: boolean;
	i18n: Record< ( typeof I18N_KEYS )[ number ], string >;
}

const I18N_KEYS = [
	'title',
	'close',
	'loading',
	'empty',
	'subtotal',
	'viewCart',
	'checkout',
	'removeLabel',
	'remove',
	'decrease',
	'increase',
	'quantity',
	'removed',
	'quantityChanged',
	'error',
	'loadError',
] as const;

/**
 * The config, or null when it is unusable (no Store API root on this site): the block then
 * stays the link to the cart page it is without any script.
 *
 * @param text   The data-config attribute.
 * @param origin The page's origin.
 */
export function parseDrawerConfig(
	text: string | undefined,
	origin: string = window.location.origin
): DrawerConfig | null {
	let data: unknown;
	try {
		data = JSON.parse( text ?? '' );
	} catch {
		return null;
	}
	if ( ! isRecord( data ) ) {
		return null;
	}
	const storeApiRoot = sameOriginUrl( data.storeApiRoot, origin );
	if ( ! storeApiRoot ) {
		return null;
	}
	const i18n = isRecord( data.i18n ) ? data.i18n : {};
	return {
		storeApiRoot,
		cartUrl: sameOriginUrl( data.cartUrl, origin ) ?? '',
		checkoutUrl: sameOriginUrl( data.checkoutUrl, origin ) ?? '',
		pricesIncludeTax: data.pricesIncludeTax === true,
		i18n: Object.fromEntries(
			I18N_KEYS.map( ( key ) => [
				key,
				typeof i18n[ key ] === 'string' ? i18n[ key ] : '',
			] )
		) as DrawerConfig[ 'i18n' ], // Every key of the type is in I18N_KEYS.
	};
}
