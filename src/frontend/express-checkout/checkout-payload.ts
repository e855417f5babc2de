/**
 * The Store API checkout request a wallet payment sends: the wallet's addresses in WooCommerce's
 * shape, the payment method, and what the page itself adds (custom checkout fields, order
 * attribution).
 */

/**
 * External dependencies
 */
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { plainPhone, splitName } from './amounts';
import type { StoreAddress } from './cart';
import type { CheckoutData } from './extensions';

/**
 * A Store API address from a wallet's.
 *
 * @param name                The recipient's name.
 * @param address             The wallet's address.
 * @param address.line1
 * @param address.line2
 * @param address.city
 * @param address.state
 * @param address.postal_code
 * @param address.country
 */
export function storeAddress(
	name: string,
	address:
		| {
				line1?: string | null;
				line2?: string | null;
				city?: string | null;
				state?: string | null;
				postal_code?: string | null;
				country?: string | null;
		  }
		| undefined
): StoreAddress {
	return {
		...splitName( name ),
		company: '',
		address_1: address?.line1 ?? '',
		address_2: address?.line2 ?? '',
		city: address?.city ?? '',
		state: address?.state ?? '',
		postcode: address?.postal_code ?? '',
		country: address?.country ?? '',
	};
}

/**
 * The billing address, email and phone the wallet gave.
 *
 * @param billing The sheet's billing details.
 */
export function billingAddress(
	billing: StripeExpressCheckoutElementConfirmEvent[ 'billingDetails' ]
): StoreAddress {
	return {
		...storeAddress( billing?.name ?? '', billing?.address ),
		email: billing?.email ?? '',
		phone: plainPhone( billing?.phone ),
	};
}

/**
 * The body of the Store API's checkout request.
 *
 * @param details               What goes in.
 * @param details.billing       The billing address, with email and phone.
 * @param details.shipping      The wallet's shipping address, when the sheet asked for one.
 * @param details.gateway       The payment method's id.
 * @param details.paymentMethod Stripe's payment method (pm_…).
 * @param details.wallet        apple_pay or google_pay.
 * @param details.paymentData   What the placement adds to the payment data.
 * @param details.page          The page's own checkout data (custom fields, order attribution).
 */
export function checkoutPayload( details: {
	billing: StoreAddress;
	shipping: StripeExpressCheckoutElementConfirmEvent[ 'shippingAddress' ];
	gateway: string;
	paymentMethod: string;
	wallet: string;
	paymentData: Array< { key: string; value: string } >;
	page: CheckoutData;
} ): Record< string, unknown > {
	const { billing, shipping } = details;
	return {
		customer_note: '',
		billing_address: billing,
		shipping_address: shipping
			? {
					...storeAddress( shipping.name, shipping.address ),
					phone: billing.phone,
				}
			: { ...billing, email: undefined },
		payment_method: details.gateway,
		payment_data: [
			{ key: 'shopwright_payment_method', value: details.paymentMethod },
			{ key: 'express_payment_type', value: details.wallet },
			...details.paymentData,
		],
		...details.page,
	};
}
