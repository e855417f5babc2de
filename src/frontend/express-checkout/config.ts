/**
 * What the server tells the wallet buttons, read from the container's data-config attribute.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

export interface ExpressConfig {
	publishableKey: string;
	storeApi: string;
	currency: string;
	country: string;
	stripeMinorUnit: number;
	gateway: string;
	applePay: boolean;
	/**
	 * Where the buttons are: a product page, the cart or checkout page (classic or blocks), or
	 * an existing order's pay-for-order page.
	 */
	placement?: 'product' | 'cart' | 'checkout' | 'blocks' | 'order';
	/** The Store API nonce for the shopper's own cart; WordPress's REST nonce for an order. */
	nonce?: string;
	/** The order on the pay-for-order page, as the server built it: fixed lines and total. */
	order?: {
		id: number;
		key: string;
		/** The route that pays it. */
		pay: string;
		/** Its total in Stripe's units. */
		amount: number;
		lines: Array< { name: string; amount: number } >;
	};
	product?: {
		id: number;
		name: string;
		price: string;
		needsShipping: boolean;
	};
	button: {
		height: number;
		theme: 'black' | 'white' | 'white-outline';
		type: 'plain' | 'buy';
		radius: number;
	};
	login: { required: boolean; message: string; url: string };
	/** Where the buttons report their showings and clicks; checked by analytics.ts. */
	analytics?: unknown;
	i18n: {
		productError: string;
		fallback: string;
		actionRequired: string;
		selectOptions: string;
		unavailable: string;
		libraryMissing: string;
		pending: string;
	};
}

export const MIN_HEIGHT = 40;
export const MAX_HEIGHT = 55;
export const DEFAULT_HEIGHT = 48;

/**
 * A button height within what the wallets draw well: 40 to 55 pixels, 48 when unset.
 *
 * @param value The configured height.
 */
export function clampHeight( value: unknown ): number {
	const height = Number( value );
	if ( ! Number.isFinite( height ) || value === '' || value === null ) {
		return DEFAULT_HEIGHT;
	}
	return Math.min( MAX_HEIGHT, Math.max( MIN_HEIGHT, Math.round( height ) ) );
}

/**
 * The container's configuration, or null when it is unreadable.
 *
 * @param container The buttons' container.
 */
export function readConfig( container: HTMLElement ): ExpressConfig | null {
	let data: unknown;
	try {
		data = JSON.parse( container.dataset.config ?? '' );
	} catch {
		return null;
	}
	if (
		! isRecord( data ) ||
		typeof data.publishableKey !== 'string' ||
		( ! isRecord( data.product ) && typeof data.nonce !== 'string' ) ||
		! isRecord( data.button ) ||
		! isRecord( data.i18n ) ||
		! isRecord( data.login )
	) {
		return null;
	}
	// Written by the server in this exact shape (ProductButtons::config()); checked above at the
	// level the buttons would otherwise crash on.
	const config = data as unknown as ExpressConfig;
	return {
		...config,
		button: {
			...config.button,
			height: clampHeight( config.button.height ),
		},
	};
}
