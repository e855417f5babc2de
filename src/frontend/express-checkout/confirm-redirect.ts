/**
 * The gateway's answer when Stripe asks the shopper to confirm a payment (3-D Secure): instead
 * of the order-received page, the checkout's redirect carries the intent's client secret and
 * where to go once confirmed. The server writes it without a colon so that WordPress's URL
 * cleaning keeps it whole.
 */

export const CONFIRM_PREFIX = '#shopwright-confirm-pi/';

/**
 * The client secret and return address in a confirmation redirect; null for any other
 * redirect.
 *
 * @param redirect The checkout's redirect.
 */
export function confirmRedirect(
	redirect: string
): { secret: string; returnUrl: string } | null {
	if ( ! redirect.startsWith( CONFIRM_PREFIX ) ) {
		return null;
	}
	// The order id comes first; the browser has no use for it.
	const [ , secret = '', returnUrl = '' ] = redirect
		.slice( CONFIRM_PREFIX.length )
		.split( '/' );
	return {
		secret: decodeURIComponent( secret ),
		returnUrl: decodeURIComponent( returnUrl ),
	};
}
