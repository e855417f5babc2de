/**
 * The quick view config the server prints as JSON, read defensively: a missing or malformed
 * field gets a safe default.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import { sameOriginUrl } from '../../utils/urls';

export interface QuickViewConfig {
	/** The route, ending in a slash: the product id follows. */
	restUrl: string;
	wcAjaxUrl: string;
	cartUrl: string;
	isCart: boolean;
	cartRedirectAfterAdd: boolean;
	i18n: Record< QuickViewText, string >;
}

export type QuickViewText =
	| 'close'
	| 'loading'
	| 'loadFailed'
	| 'openPage'
	| 'previous'
	| 'next'
	| 'viewCart'
	| 'addedToCart'
	| 'addToCartFailed'
	| 'required'
	| 'selectionNeeded'
	| 'unavailable'
	| 'decreaseQuantity'
	| 'increaseQuantity';

const TEXTS: QuickViewText[] = [
	'close',
	'loading',
	'loadFailed',
	'openPage',
	'previous',
	'next',
	'viewCart',
	'addedToCart',
	'addToCartFailed',
	'required',
	'selectionNeeded',
	'unavailable',
	'decreaseQuantity',
	'increaseQuantity',
];

const string = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/**
 * @param text   The JSON the server printed, or null.
 * @param origin The page's origin: the route and the cart must be on it.
 */
export function parseQuickViewConfig(
	text: string | null,
	origin: string
): QuickViewConfig {
	let data: unknown = null;
	try {
		data = JSON.parse( text ?? '' );
	} catch {
		data = null;
	}
	const record = isRecord( data ) ? data : {};
	const i18n = isRecord( record.i18n ) ? record.i18n : {};
	return {
		restUrl: sameOriginUrl( record.restUrl, origin ) ?? '',
		wcAjaxUrl: string( record.wcAjaxUrl ) || '/?wc-ajax=%%endpoint%%',
		cartUrl: sameOriginUrl( record.cartUrl, origin ) ?? '',
		isCart: record.isCart === true,
		cartRedirectAfterAdd: record.cartRedirectAfterAdd === true,
		i18n: Object.fromEntries(
			TEXTS.map( ( key ) => [ key, string( i18n[ key ] ) ] )
		) as Record< QuickViewText, string >,
	};
}
