/**
 * The numbers and names a wallet sheet shows, from the Store API's cart: amounts in Stripe's
 * units, the list of lines (built by the server with the cart, see sheetLines()), the shipping
 * rates, and the shopper's name and phone as WooCommerce wants them. Pure functions, so every
 * rule is tested on its own.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

export interface CartTotals {
	total_price: string;
	total_shipping?: string | null;
	currency_minor_unit: number;
}

export interface CartItem {
	name: string;
	quantity: number;
}

export interface CartRate {
	rate_id: string;
	name: string;
	price: string;
	selected: boolean;
}

export interface LineItem {
	name: string;
	amount: number;
}

export interface ShippingRate {
	id: string;
	displayName: string;
	amount: number;
}

export const MAX_RATES = 9;

/**
 * A Store API amount (an integer in the store's decimals) in the currency's smallest unit as
 * Stripe counts it: a store set to 2 decimals selling in yen sends 1250 for ¥13.
 *
 * @param value       The Store API's integer string.
 * @param storeMinor  The cart's currency_minor_unit (the store's decimals).
 * @param stripeMinor The currency's own smallest unit.
 */
export function toStripeAmount(
	value: string | number | null | undefined,
	storeMinor: number,
	stripeMinor: number
): number {
	const amount = Number( value ?? 0 );
	if ( ! Number.isFinite( amount ) ) {
		return 0;
	}
	return Math.round( amount * Math.pow( 10, stripeMinor - storeMinor ) );
}

/**
 * A decimal price ("24.50") in Stripe's units.
 *
 * @param price       The price.
 * @param stripeMinor The currency's smallest unit.
 */
export function decimalToStripe( price: string, stripeMinor: number ): number {
	const amount = Number( price );
	return Number.isFinite( amount )
		? Math.round( amount * Math.pow( 10, stripeMinor ) )
		: 0;
}

/**
 * The lines under the total, as the server built them with the cart (every Store API cart answer
 * carries them under extensions.shopwright.sheet): the products, then Shipping, Discount, Fees,
 * and Tax when the store shows prices without tax; with tax inside each line otherwise. The
 * server makes them add up exactly to the cart's total; lines that do not (an answer without
 * them, or one changed on its way) are not shown, since Stripe refuses lines adding up to more
 * than the total and lines adding up to less would have the sheet contradict itself.
 *
 * @param cart            A Store API cart answer.
 * @param cart.totals     The cart's totals.
 * @param cart.extensions What extensions added; ours holds the sheet.
 * @param stripeMinor     The currency's smallest unit.
 */
export function sheetLines(
	cart: { totals: CartTotals; extensions?: unknown },
	stripeMinor: number
): LineItem[] {
	const ours = isRecord( cart.extensions )
		? cart.extensions.shopwright
		: undefined;
	const sheet = isRecord( ours ) ? ours.sheet : undefined;
	const lines = isRecord( sheet ) ? sheet.lines : undefined;
	if ( ! Array.isArray( lines ) || lines.length === 0 ) {
		return [];
	}
	const read: LineItem[] = [];
	for ( const line of lines ) {
		if (
			! isRecord( line ) ||
			typeof line.name !== 'string' ||
			! Number.isInteger( line.amount )
		) {
			return [];
		}
		read.push( { name: line.name, amount: Number( line.amount ) } );
	}
	const sum = read.reduce( ( total, line ) => total + line.amount, 0 );
	const total = toStripeAmount(
		cart.totals.total_price,
		cart.totals.currency_minor_unit,
		stripeMinor
	);
	return sum === total ? read : [];
}

/**
 * The rates the sheet offers: the selected one first, at most nine; a "Pending" rate of 0 when
 * shipping is needed but no address has given rates yet.
 *
 * @param rates        The first package's rates.
 * @param storeMinor   The cart's currency_minor_unit.
 * @param stripeMinor  The currency's smallest unit.
 * @param pendingLabel Name of the placeholder rate.
 */
export function shippingRates(
	rates: CartRate[],
	storeMinor: number,
	stripeMinor: number,
	pendingLabel: string
): ShippingRate[] {
	if ( rates.length === 0 ) {
		return [ { id: 'pending', displayName: pendingLabel, amount: 0 } ];
	}
	return [ ...rates ]
		.sort( ( a, b ) => Number( b.selected ) - Number( a.selected ) )
		.slice( 0, MAX_RATES )
		.map( ( rate ) => ( {
			id: rate.rate_id,
			displayName: rate.name,
			amount: toStripeAmount( rate.price, storeMinor, stripeMinor ),
		} ) );
}

/**
 * A recipient's name as first and last name: split at the first space, "-" when there is no
 * last name (WooCommerce requires one).
 *
 * @param name The full name.
 */
export function splitName( name: string ): {
	first_name: string;
	last_name: string;
} {
	const trimmed = name.trim();
	const space = trimmed.indexOf( ' ' );
	if ( space === -1 ) {
		return { first_name: trimmed, last_name: '-' };
	}
	return {
		first_name: trimmed.slice( 0, space ),
		last_name: trimmed.slice( space + 1 ).trim() || '-',
	};
}

/**
 * A phone number without its formatting: no parentheses, spaces or hyphens.
 *
 * @param phone The number as the wallet gives it.
 */
export function plainPhone( phone: string | null | undefined ): string {
	return ( phone ?? '' ).replace( /[()\s-]/g, '' );
}

/**
 * A quantity input's value, 1 when it is not a whole number of at least 1.
 *
 * @param value The input's value.
 */
export function quantity( value: string | undefined ): number {
	const parsed = Number( value );
	return Number.isInteger( parsed ) && parsed >= 1 ? parsed : 1;
}
