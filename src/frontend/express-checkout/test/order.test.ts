/**
 * External dependencies
 */
import type { Stripe } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { mountButtons, type ButtonDeps } from '../buttons';
import type { ExpressConfig } from '../config';
import { pageCheckoutData } from '../extensions';
import { orderPlacement, payOrder } from '../order-placement';
import { shopperPlacement } from '../shopper-placement';
import {
	BILLING,
	expressConfig,
	fakeStripe,
	LABELS,
	type Handler,
} from './fixtures';

const ORDER_CONFIG: ExpressConfig = expressConfig( {
	placement: 'order',
	nonce: 'rest-nonce',
	order: {
		id: 42,
		key: 'wc_order_abc',
		pay: '/wp-json/shopwright/v1/express-checkout/orders/42/pay',
		amount: 2450,
		lines: [
			{ name: 'Mug × 2', amount: 2000 },
			{ name: 'Shipping', amount: 450 },
		],
	},
} );

/**
 * A JSON answer.
 *
 * @param status  HTTP status.
 * @param body    Its body.
 * @param headers Its headers.
 */
function answer(
	status: number,
	body: unknown,
	headers: Record< string, string > = {}
): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		headers: { get: ( name: string ) => headers[ name ] ?? null },
		json: async () => body,
	} as unknown as Response;
}

/**
 * The page's services with a fetch answering from a function.
 *
 * @param stripe  The Stripe stand-in.
 * @param respond Answers a call.
 */
function services(
	stripe: Stripe,
	respond: ( url: string, init: RequestInit ) => Response
) {
	const calls: Array< { url: string; init: RequestInit } > = [];
	const navigated: string[] = [];
	const deps: ButtonDeps = {
		loadStripe: async () => stripe,
		fetch: async ( url, init ) => {
			calls.push( { url, init } );
			return respond( url, init );
		},
		alert: () => undefined,
		confirm: () => false,
		navigate: ( url ) => navigated.push( url ),
		setTimeout: () => 0,
		clearTimeout: () => undefined,
	};
	return { deps, calls, navigated };
}

/**
 * A button container in a page with a notices area.
 */
function container(): HTMLElement {
	document.body.innerHTML =
		'<div class="woocommerce-notices-wrapper"></div><div class="shopwright-express"><div class="shopwright-express__buttons"></div></div>';
	return document.querySelector< HTMLElement >( '.shopwright-express' )!;
}

/**
 * Emits an element event and waits for its answer (resolve, reject or paymentFailed).
 *
 * @param handler The buttons' handler.
 * @param fields  The event's fields.
 */
function emit(
	handler: Handler | undefined,
	fields: Record< string, unknown >
): Promise< unknown > {
	return new Promise( ( resolve ) => {
		const done = handler?.( {
			...fields,
			resolve: ( payload: unknown ) => resolve( { resolved: payload } ),
			reject: () => resolve( { rejected: true } ),
			paymentFailed: ( payload: unknown ) =>
				resolve( { failed: payload } ),
		} );
		Promise.resolve( done ).then( () => resolve( { done: true } ) );
	} );
}

describe( 'the pay-for-order page', () => {
	it( 'opens the sheet with the order’s own lines and total, and no shipping', () => {
		const placement = orderPlacement( ORDER_CONFIG, {
			fetch: jest.fn(),
		} );
		expect( placement.amount() ).toBe( 2450 );
		expect( placement.sheet() ).toEqual( {
			needsShipping: false,
			rates: undefined,
			lines: ORDER_CONFIG.order?.lines,
		} );
		expect( placement.open() ).toBeNull();
		expect( placement.allow() ).toBe( true );
	} );

	it( 'pays the order through its route with its key, the total shown and the REST nonce', async () => {
		const { stripe } = fakeStripe();
		const { deps, calls } = services( stripe, () =>
			answer( 200, {
				order_id: 42,
				payment_result: {
					payment_status: 'success',
					redirect_url:
						'/checkout/order-received/42/?key=wc_order_abc',
				},
			} )
		);
		const result = await payOrder( ORDER_CONFIG, deps.fetch, {
			paymentMethod: 'pm_card_visa',
			wallet: 'google_pay',
			billing: { first_name: 'Ada', email: 'ada@example.com' },
		} );
		expect( result.payment_result?.payment_status ).toBe( 'success' );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe( ORDER_CONFIG.order?.pay );
		expect( calls[ 0 ].init.method ).toBe( 'POST' );
		expect( calls[ 0 ].init.credentials ).toBe( 'same-origin' );
		expect( calls[ 0 ].init.headers ).toMatchObject( {
			'X-WP-Nonce': 'rest-nonce',
		} );
		expect( JSON.parse( String( calls[ 0 ].init.body ) ) ).toEqual( {
			key: 'wc_order_abc',
			payment_method: 'pm_card_visa',
			express_payment_type: 'google_pay',
			amount: 2450,
			currency: 'usd',
			billing_address: {
				first_name: 'Ada',
				last_name: '',
				email: 'ada@example.com',
				phone: '',
			},
		} );
	} );

	it( 'turns a refusal into the server’s sentence, and an unreadable answer into the fallback', async () => {
		const { stripe } = fakeStripe();
		const refused = services( stripe, () =>
			answer( 404, {
				code: 'shopwright_order_not_found',
				message: 'This order was not found.',
			} )
		);
		const details = {
			paymentMethod: 'pm_card_visa',
			wallet: 'apple_pay',
			billing: {},
		};
		expect(
			await payOrder( ORDER_CONFIG, refused.deps.fetch, details )
		).toEqual( { message: 'This order was not found.' } );
		const broken = services( stripe, () => answer( 500, null ) );
		expect(
			await payOrder( ORDER_CONFIG, broken.deps.fetch, details )
		).toEqual( { message: LABELS.fallback } );
	} );

	it( 'confirm pays the order and opens the order-received page; closing the sheet sends nothing', async () => {
		const { stripe, seen } = fakeStripe();
		const { deps, calls, navigated } = services( stripe, () =>
			answer( 200, {
				payment_result: {
					payment_status: 'success',
					redirect_url:
						'/checkout/order-received/42/?key=wc_order_abc',
				},
			} )
		);
		const box = container();
		await mountButtons(
			box,
			ORDER_CONFIG,
			deps,
			orderPlacement( ORDER_CONFIG, deps )
		);
		expect( seen.amount ).toBe( 2450 );

		const opened = await emit( seen.handlers.click, {
			expressPaymentType: 'google_pay',
		} );
		expect( opened ).toEqual( {
			resolved: expect.objectContaining( {
				shippingAddressRequired: false,
				shippingRates: undefined,
				lineItems: ORDER_CONFIG.order?.lines,
			} ),
		} );
		seen.handlers.cancel?.( {} );
		await Promise.resolve();
		expect( calls ).toHaveLength( 0 );

		await emit( seen.handlers.click, { expressPaymentType: 'google_pay' } );
		await emit( seen.handlers.confirm, {
			expressPaymentType: 'google_pay',
			billingDetails: BILLING,
		} );
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			ORDER_CONFIG.order?.pay,
		] );
		expect(
			JSON.parse( String( calls[ 0 ].init.body ) ).billing_address
		).toEqual( {
			first_name: 'Ada',
			last_name: 'King Lovelace',
			email: 'ada@example.com',
			phone: '4155550100',
		} );
		expect( navigated ).toEqual( [
			'/checkout/order-received/42/?key=wc_order_abc',
		] );
	} );

	it( 'a refused payment fails the sheet and says Stripe’s sentence once in the notices area', async () => {
		const { stripe, seen } = fakeStripe();
		const { deps, navigated } = services( stripe, () =>
			answer( 402, {
				code: 'shopwright_payment_failed',
				message: 'Your card has insufficient funds.',
			} )
		);
		const box = container();
		await mountButtons(
			box,
			ORDER_CONFIG,
			deps,
			orderPlacement( ORDER_CONFIG, deps )
		);
		await emit( seen.handlers.click, { expressPaymentType: 'google_pay' } );
		const result = await emit( seen.handlers.confirm, {
			expressPaymentType: 'google_pay',
			billingDetails: BILLING,
		} );
		expect( result ).toEqual( { failed: { reason: 'fail' } } );
		const notices = document.querySelectorAll(
			'.woocommerce-notices-wrapper [role="alert"] ul.woocommerce-error > li'
		);
		expect( notices ).toHaveLength( 1 );
		expect(
			document.querySelector( '.woocommerce-notices-wrapper' )
				?.textContent
		).toContain( 'Your card has insufficient funds.' );
		expect(
			document.querySelector( '.woocommerce-notices-wrapper' )?.children
		).toHaveLength( 1 );
		expect( navigated ).toEqual( [] );
	} );
} );

describe( 'extension data for the Store API checkout', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'sends nothing extra from a page without any', () => {
		expect( pageCheckoutData( document, {} ) ).toEqual( {
			extensions: {},
		} );
	} );

	it( 'takes the Checkout block’s extension data and custom fields', () => {
		const win = {
			wp: {
				data: {
					select: ( store: string ) =>
						store === 'wc/store/checkout'
							? {
									getExtensionData: () => ( {
										'woocommerce/order-attribution': {
											source_type: 'utm',
											utm_source: 'newsletter',
										},
										'other/plugin': { gift: true },
									} ),
									getAdditionalFields: () => ( {
										'shop/gift-note': 'For Grace',
									} ),
								}
							: {},
				},
			},
		};
		expect( pageCheckoutData( document, win ) ).toEqual( {
			extensions: {
				'woocommerce/order-attribution': {
					source_type: 'utm',
					utm_source: 'newsletter',
				},
				'other/plugin': { gift: true },
			},
			additional_fields: { 'shop/gift-note': 'For Grace' },
		} );
	} );

	it( 'takes the classic checkout’s attribution inputs, leaving empty ones out', () => {
		document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs>
			<input type="hidden" name="wc_order_attribution_source_type" value="referral">
			<input type="hidden" name="wc_order_attribution_referrer" value="https://example.org/">
			<input type="hidden" name="wc_order_attribution_utm_source" value="">
		</wc-order-attribution-inputs></form>`;
		expect( pageCheckoutData( document, {} ) ).toEqual( {
			extensions: {
				'woocommerce/order-attribution': {
					source_type: 'referral',
					referrer: 'https://example.org/',
				},
			},
		} );
	} );

	it( 'ignores a store that is missing or throws', () => {
		const win = {
			wp: {
				data: {
					select: () => {
						throw new Error( 'not registered' );
					},
				},
			},
		};
		expect( pageCheckoutData( document, win ) ).toEqual( {
			extensions: {},
		} );
	} );

	it( 'the cart’s checkout carries the page’s attribution and fields', async () => {
		const { stripe, seen } = fakeStripe();
		const cartBody = {
			items: [
				{
					key: 'k1',
					name: 'Brass Pen',
					quantity: 1,
				},
			],
			totals: { total_price: '3200', currency_minor_unit: 2 },
			needs_shipping: false,
			shipping_rates: [],
		};
		const { deps, calls } = services( stripe, ( url ) =>
			url.endsWith( 'checkout' )
				? answer( 200, {
						payment_result: {
							payment_status: 'success',
							redirect_url: '/done',
						},
					} )
				: answer( 200, cartBody, { Nonce: 'n2' } )
		);
		const box = container();
		box.insertAdjacentHTML(
			'beforebegin',
			'<input type="hidden" name="wc_order_attribution_source_type" value="typein">'
		);
		const config: ExpressConfig = {
			...ORDER_CONFIG,
			placement: 'checkout',
			order: undefined,
		};
		await mountButtons(
			box,
			config,
			deps,
			shopperPlacement( config, deps, null )
		);
		await emit( seen.handlers.click, { expressPaymentType: 'apple_pay' } );
		await emit( seen.handlers.confirm, {
			expressPaymentType: 'apple_pay',
			billingDetails: BILLING,
		} );
		const checkout = calls.find( ( call ) =>
			call.url.endsWith( 'checkout' )
		);
		expect( JSON.parse( String( checkout?.init.body ) ) ).toMatchObject( {
			payment_method: 'shopwright_express',
			extensions: {
				'woocommerce/order-attribution': {
					source_type: 'typein',
				},
			},
		} );
	} );
} );
