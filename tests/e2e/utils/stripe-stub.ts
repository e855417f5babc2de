/**
 * A stand-in for Stripe.js in the shopper's page, served for https://js.stripe.com/*: its Express
 * Checkout Element draws one button and emits the element's documented events, so the plugin's
 * own scripts run as they do for shoppers without reaching Stripe.
 */

/**
 * External dependencies
 */
import type { Page, Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { isRecord } from '../../../src/utils/is-record';

// A stand-in for Stripe.js with the surface the buttons use: Stripe(), elements(), create(
// 'expressCheckout'), on(), mount(), update(), createPaymentMethod(), handleNextAction(). Its one
// wallet is Google Pay, or Apple Pay when the page sets window.__stripeStubWallet; a wallet the
// element's paymentMethods option says 'never' to is reported unavailable, as Stripe does.
export const STRIPE_STUB = `
( () => {
	window.Stripe = function ( key ) {
		const wallet = window.__stripeStubWallet === 'apple_pay' ? 'apple_pay' : 'google_pay';
		const label = wallet === 'apple_pay' ? 'Apple Pay' : 'Google Pay';
		const stub = { key, handlers: {}, updates: [], sheet: null, nextPm: 'pm_card_visa', nextAction: 'succeeded' };
		window.__stripeStub = stub;
		stub.emit = ( name, event ) => new Promise( ( resolve ) => {
			stub.handlers[ name ]( Object.assign( { elementType: 'expressCheckout' }, event, {
				resolve: ( payload ) => resolve( { resolved: payload || {} } ),
				reject: () => resolve( { rejected: true } ),
				paymentFailed: ( payload ) => resolve( { failed: payload || {} } ),
			} ) );
		} );
		const elements = {
			update( options ) { stub.updates.push( options ); },
			create( type, options ) {
				stub.type = type;
				stub.options = options;
				const element = {
					on( name, handler ) { stub.handlers[ name ] = handler; return element; },
					mount( target ) {
						const button = document.createElement( 'button' );
						button.type = 'button';
						button.textContent = 'Buy with ' + label;
						button.style.cssText = 'width:100%;height:' + options.buttonHeight + 'px;background:#000;color:#fff;border:0';
						button.addEventListener( 'click', () => {
							stub.handlers.click( {
								elementType: 'expressCheckout',
								expressPaymentType: wallet,
								resolve: ( payload ) => { stub.sheet = payload; },
							} );
						} );
						target.append( button );
						setTimeout( () => stub.handlers.ready( {
							elementType: 'expressCheckout',
							availablePaymentMethods: {
								applePay: wallet === 'apple_pay' && options.paymentMethods.applePay !== 'never',
								googlePay: wallet === 'google_pay' && options.paymentMethods.googlePay !== 'never',
								link: false, paypal: false, amazonPay: false, klarna: false,
							},
						} ), 300 );
					},
				};
				return element;
			},
		};
		return {
			elements( options ) { stub.elementsOptions = options; return elements; },
			createPaymentMethod: async () => ( { paymentMethod: { id: stub.nextPm } } ),
			handleNextAction: async () => ( { paymentIntent: { status: stub.nextAction } } ),
		};
	};
} )();
`;

export const BILLING = {
	name: 'Ada King Lovelace',
	email: 'ada@example.com',
	phone: '(415) 555-0100',
	address: {
		line1: '12 Analytical Row',
		line2: '',
		city: 'San Francisco',
		state: 'CA',
		postal_code: '94105',
		country: 'US',
	},
};

/**
 * Serves the stub for Stripe.js and counts the requests for it.
 *
 * @param page   The shopper's page.
 * @param wallet The wallet the device has: Google Pay, or Apple Pay.
 */
export async function stubStripe(
	page: Page,
	wallet: 'google_pay' | 'apple_pay' = 'google_pay'
): Promise< { requests: number } > {
	const seen = { requests: 0 };
	if ( wallet === 'apple_pay' ) {
		await page.addInitScript( () => {
			(
				window as unknown as { __stripeStubWallet: string }
			 ).__stripeStubWallet = 'apple_pay';
		} );
	}
	await page.route( 'https://js.stripe.com/**', ( route ) => {
		seen.requests++;
		return route.fulfill( {
			contentType: 'application/javascript',
			body: STRIPE_STUB,
		} );
	} );
	return seen;
}

/**
 * What the wallet sheet was opened with, once it was.
 *
 * @param page The shopper's page.
 */
export async function sheet( page: Page ): Promise< unknown > {
	return page.evaluate(
		() =>
			( window as unknown as { __stripeStub?: { sheet: unknown } } )
				.__stripeStub?.sheet ?? null
	);
}

/**
 * Emits an event of the element and waits for the buttons' answer to it.
 *
 * @param page  The shopper's page.
 * @param name  Event name.
 * @param event Event fields.
 */
export async function emit(
	page: Page,
	name: string,
	event: Record< string, unknown >
): Promise< unknown > {
	return page.evaluate(
		( [ eventName, fields ] ) =>
			(
				window as unknown as {
					__stripeStub: {
						emit: ( n: string, e: unknown ) => Promise< unknown >;
					};
				}
			 ).__stripeStub.emit( eventName, fields ),
		[ name, event ] as const
	);
}

/**
 * Closes the wallet sheet as the shopper would, and waits until the page has put the shopper's
 * cart back: until it has made a Store API write and then had no cart request in flight for
 * half a second. WooCommerce saves the whole session when each request ends, so a cart read by
 * the test while a restoring write is still running would save the sheet's choices back over
 * it. A call counts as ended once its answer has been read in full (the server answers after
 * saving the session), not when its headers arrive.
 *
 * @param page The shopper's page.
 */
export async function cancelSheet( page: Page ): Promise< void > {
	const inFlight = new Set< Request >();
	let writes = 0;
	let quietSince = Date.now();
	// The Store API, and WooCommerce's own cart and checkout requests the page may make.
	const store = ( request: Request ) =>
		request.url().includes( '/wc/store/v1/' ) ||
		request.url().includes( 'wc-ajax=' );
	const started = ( request: Request ) => {
		if ( store( request ) ) {
			inFlight.add( request );
			writes += request.method() === 'POST' ? 1 : 0;
		}
	};
	const ended = ( request: Request ) => {
		if ( inFlight.delete( request ) && inFlight.size === 0 ) {
			quietSince = Date.now();
		}
	};
	page.on( 'request', started );
	page.on( 'requestfinished', ended );
	page.on( 'requestfailed', ended );
	try {
		await page.evaluate( () =>
			(
				window as unknown as {
					__stripeStub: { handlers: { cancel: () => void } };
				}
			 ).__stripeStub.handlers.cancel()
		);
		const deadline = Date.now() + 20000;
		while (
			writes === 0 ||
			inFlight.size > 0 ||
			Date.now() - quietSince < 500
		) {
			if ( Date.now() > deadline ) {
				throw new Error(
					'the page did not finish putting the cart back'
				);
			}
			await page.waitForTimeout( 50 );
		}
	} finally {
		page.off( 'request', started );
		page.off( 'requestfinished', ended );
		page.off( 'requestfailed', ended );
	}
}

/**
 * Sets what the stub's next payment method and confirmation will be.
 *
 * @param page       The shopper's page.
 * @param pm         The payment method id createPaymentMethod returns.
 * @param nextAction The intent status handleNextAction returns.
 */
export async function nextPayment(
	page: Page,
	pm: string,
	nextAction = 'succeeded'
): Promise< void > {
	await page.evaluate(
		( [ id, status ] ) => {
			const stub = (
				window as unknown as {
					__stripeStub: { nextPm: string; nextAction: string };
				}
			 ).__stripeStub;
			stub.nextPm = id;
			stub.nextAction = status;
		},
		[ pm, nextAction ] as const
	);
}

/**
 * Puts a product in the shopper's own cart through the Store API.
 *
 * @param page     The shopper's page.
 * @param search   Product name.
 * @param quantity How many.
 */
export async function addToOwnCart(
	page: Page,
	search: string,
	quantity = 1
): Promise< void > {
	const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
	const products: unknown = await (
		await page.request.get(
			`/wp-json/wc/store/v1/products?search=${ encodeURIComponent(
				search
			) }`
		)
	).json();
	const id =
		Array.isArray( products ) && isRecord( products[ 0 ] )
			? Number( products[ 0 ].id )
			: 0;
	await page.request.post( '/wp-json/wc/store/v1/cart/add-item', {
		headers: { Nonce: cart.headers().nonce ?? '' },
		data: { id, quantity },
	} );
}
