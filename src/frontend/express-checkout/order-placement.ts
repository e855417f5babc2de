/**
 * The buttons on the pay-for-order page pay an existing order: the sheet opens with the order's
 * own lines and total as the server built them, asks for no shipping (the order is fixed) and
 * works on no cart; confirm sends the wallet's payment method to the route that charges that
 * order. Closing the sheet changes nothing.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import type { ButtonDeps } from './buttons';
import type { PlaceDetails, Placement } from './placement';
import type { CheckoutAnswer } from './cart';
import type { ExpressConfig } from './config';

/**
 * Sends the payment for the order and answers like the Store API checkout: a payment result
 * when it went through, else the server's sentence as the message.
 *
 * @param config  The buttons' configuration.
 * @param fetch   The page's fetch.
 * @param details What the sheet gave.
 */
export async function payOrder(
	config: ExpressConfig,
	fetch: ButtonDeps[ 'fetch' ],
	details: PlaceDetails
): Promise< CheckoutAnswer > {
	const order = config.order;
	if ( ! order ) {
		return { message: config.i18n.fallback };
	}
	const response = await fetch( order.pay, {
		method: 'POST',
		credentials: 'same-origin',
		headers: {
			'Content-Type': 'application/json',
			'X-WP-Nonce': config.nonce ?? '',
		},
		body: JSON.stringify( {
			key: order.key,
			payment_method: details.paymentMethod,
			express_payment_type: details.wallet,
			amount: order.amount,
			currency: config.currency,
			billing_address: {
				first_name: details.billing.first_name ?? '',
				last_name: details.billing.last_name ?? '',
				email: details.billing.email ?? '',
				phone: details.billing.phone ?? '',
			},
		} ),
	} );
	const data: unknown = await response.json().catch( () => null );
	if ( ! response.ok || ! isRecord( data ) ) {
		const message =
			isRecord( data ) && typeof data.message === 'string'
				? data.message
				: '';
		return { message: message || config.i18n.fallback };
	}
	// The route's own answer, in the Store API checkout's shape.
	return data as CheckoutAnswer;
}

/**
 * The existing order as the buttons' placement.
 *
 * @param config The buttons' configuration.
 * @param deps   The page's services.
 */
export function orderPlacement(
	config: ExpressConfig,
	deps: Pick< ButtonDeps, 'fetch' >
): Placement {
	const order = config.order;
	return {
		prepare: () => Promise.resolve(),
		amount: () => order?.amount ?? 0,
		allow: () => order !== undefined,
		sheet: () => ( {
			needsShipping: false,
			rates: undefined,
			lines: order?.lines ?? [],
		} ),
		open: () => null,
		place: ( details ) => payOrder( config, deps.fetch, details ),
		openError: config.i18n.fallback,
		paymentData: [],
		cancel: () => Promise.resolve(),
		// The order is fixed: its total never changes on this page.
		watch: () => undefined,
	};
}
