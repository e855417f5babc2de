/**
 * The wallet buttons' analytics: which events leave the page, how often, and that nothing about
 * the shopper is ever part of them.
 */

/**
 * Internal dependencies
 */
import {
	createReporter,
	DEBOUNCE,
	eventPayload,
	readAnalytics,
	reporterFor,
	type EventPayload,
} from '../analytics';
import { mountButtons, type ButtonDeps } from '../buttons';
import { orderPlacement } from '../order-placement';
import { BILLING, expressConfig, fakeStripe, realTimers } from './fixtures';

const mockedFetch = jest.fn< Promise< Response >, [ string, RequestInit ] >(
	async () =>
		( {
			ok: true,
			status: 201,
			text: async () => '{"recorded":1}',
		} ) as Response
);
window.fetch = mockedFetch as unknown as typeof window.fetch;

/** What each report sent, as the route reads it. */
const sentBodies = () =>
	mockedFetch.mock.calls.map( ( [ , init ] ) =>
		JSON.parse( String( init.body ) )
	);

const ANALYTICS = {
	url: 'https://shop.test/wp-json/shopwright/v1/express-checkout/events',
	nonce: 'rest-nonce',
	page: 'pay_for_order',
	ui: 'classic',
};

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	mockedFetch.mockClear();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'the reporting configuration', () => {
	it( 'is read only with a route, a nonce and a known page and kind of page', () => {
		expect( readAnalytics( ANALYTICS ) ).toEqual( ANALYTICS );
		expect( readAnalytics( { ...ANALYTICS, page: 'account' } ) ).toBeNull();
		expect( readAnalytics( { ...ANALYTICS, ui: 'amp' } ) ).toBeNull();
		expect( readAnalytics( { ...ANALYTICS, url: '' } ) ).toBeNull();
		expect( readAnalytics( undefined ) ).toBeNull();
	} );

	it( 'builds payloads only from the allowed names and values', () => {
		const where = { page: 'cart', ui: 'block' } as const;
		expect( eventPayload( 'button_clicked', 'apple_pay', where ) ).toEqual(
			{
				event: 'button_clicked',
				wallet: 'apple_pay',
				page: 'cart',
				ui: 'block',
			}
		);
		expect( eventPayload( 'sheet_opened', 'apple_pay', where ) ).toBeNull();
		expect( eventPayload( 'button_clicked', 'link', where ) ).toBeNull();
		expect(
			eventPayload(
				'button_clicked',
				{ email: 'ada@example.com' },
				where
			)
		).toBeNull();
	} );
} );

describe( 'the debounce', () => {
	it( 'sends a burst of the same event within 1000 ms once, after the burst', () => {
		jest.useFakeTimers();
		const sent: EventPayload[] = [];
		const report = createReporter(
			{ page: 'product', ui: 'classic' },
			{
				...realTimers,
				send: async ( payload ) => sent.push( payload ),
			}
		);
		report( 'button_clicked', 'google_pay' );
		jest.advanceTimersByTime( DEBOUNCE - 1 );
		report( 'button_clicked', 'google_pay' );
		jest.advanceTimersByTime( DEBOUNCE - 1 );
		report( 'button_clicked', 'google_pay' );
		expect( sent ).toEqual( [] );
		jest.advanceTimersByTime( DEBOUNCE );
		expect( sent ).toEqual( [
			{
				event: 'button_clicked',
				wallet: 'google_pay',
				page: 'product',
				ui: 'classic',
			},
		] );

		// A click more than 1000 ms after the burst is a new one.
		report( 'button_clicked', 'google_pay' );
		jest.advanceTimersByTime( DEBOUNCE );
		expect( sent ).toHaveLength( 2 );
	} );

	it( 'keeps different events and wallets apart', () => {
		jest.useFakeTimers();
		const sent: EventPayload[] = [];
		const report = createReporter(
			{ page: 'checkout', ui: 'classic' },
			{
				...realTimers,
				send: async ( payload ) => sent.push( payload ),
			}
		);
		report( 'buttons_shown', 'apple_pay' );
		report( 'buttons_shown', 'google_pay' );
		report( 'button_clicked', 'google_pay' );
		report( 'buttons_shown', 'apple_pay' );
		jest.advanceTimersByTime( DEBOUNCE );
		expect(
			sent.map( ( payload ) => `${ payload.event } ${ payload.wallet }` )
		).toEqual( [
			'buttons_shown google_pay',
			'button_clicked google_pay',
			'buttons_shown apple_pay',
		] );
	} );

	it( 'sends what is waiting at once when the page is left, and nothing twice', () => {
		jest.useFakeTimers();
		const sent: EventPayload[] = [];
		const report = createReporter(
			{ page: 'product', ui: 'classic' },
			{
				...realTimers,
				send: async ( payload ) => sent.push( payload ),
			}
		);
		report( 'buttons_shown', 'apple_pay' );
		report( 'button_clicked', 'apple_pay' );
		report.flush();
		expect( sent.map( ( payload ) => payload.event ) ).toEqual( [
			'buttons_shown',
			'button_clicked',
		] );
		jest.advanceTimersByTime( DEBOUNCE );
		report.flush();
		expect( sent ).toHaveLength( 2 );
	} );

	it( 'sends every report so that it outlives the page, also one that left on its own just before a confirm leaves the page', () => {
		jest.useFakeTimers();
		const report = reporterFor( ANALYTICS, realTimers );
		report( 'buttons_shown', 'apple_pay' );
		// The showing's wait ends and it is sent; the shopper clicks, and the confirm's redirect
		// leaves the page while the showing is still on its way and the click still waits.
		jest.advanceTimersByTime( DEBOUNCE );
		report( 'button_clicked', 'apple_pay' );
		report.flush();
		expect( sentBodies().map( ( body ) => body.event ) ).toEqual( [
			'buttons_shown',
			'button_clicked',
		] );
		// The browser cancels a page's ordinary requests as it leaves it: the showing would be
		// lost if the shop had not received it yet.
		expect(
			mockedFetch.mock.calls.map( ( [ , init ] ) => init.keepalive )
		).toEqual( [ true, true ] );
	} );

	it( 'swallows a failed send', async () => {
		jest.useFakeTimers();
		const report = createReporter(
			{ page: 'product', ui: 'classic' },
			{
				...realTimers,
				send: () => Promise.reject( new Error( 'offline' ) ),
			}
		);
		report( 'buttons_shown', 'google_pay' );
		expect( () => jest.advanceTimersByTime( DEBOUNCE ) ).not.toThrow();
	} );

	it( 'sends nothing when the page has no reporting configuration', () => {
		jest.useFakeTimers();
		const report = reporterFor( undefined, realTimers );
		report( 'buttons_shown', 'google_pay' );
		jest.advanceTimersByTime( DEBOUNCE );
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );
} );

describe( 'the buttons’ reports', () => {
	/**
	 * The pay-for-order buttons, mounted with a Stripe stand-in and the real reporter.
	 */
	async function mounted() {
		document.body.innerHTML =
			'<div class="woocommerce-notices-wrapper"></div><div class="shopwright-express"><div class="shopwright-express__buttons"></div></div>';
		const container = document.querySelector< HTMLElement >(
			'.shopwright-express'
		)!;
		const config = expressConfig( {
			placement: 'order',
			nonce: 'rest-nonce',
			order: {
				id: 42,
				key: 'wc_order_abc',
				pay: '/wp-json/shopwright/v1/express-checkout/orders/42/pay',
				amount: 2450,
				lines: [ { name: 'Mug × 2', amount: 2450 } ],
			},
			analytics: ANALYTICS,
		} );
		const { stripe, seen } = fakeStripe();
		const deps: ButtonDeps = {
			...realTimers,
			loadStripe: async () => stripe,
			fetch: async () =>
				( {
					ok: true,
					status: 200,
					headers: { get: () => null },
					json: async () => ( {
						payment_result: {
							payment_status: 'success',
							redirect_url: '/done',
						},
					} ),
				} ) as unknown as Response,
			alert: () => undefined,
			confirm: () => false,
			navigate: () => undefined,
			report: reporterFor( config.analytics, realTimers ),
		};
		await mountButtons(
			container,
			config,
			deps,
			orderPlacement( config, deps )
		);
		return { container, seen };
	}

	it( 'reports each wallet shown once it is available, and a click once per burst', async () => {
		const { container, seen } = await mounted();
		jest.useFakeTimers();
		seen.handlers.ready( {
			availablePaymentMethods: { applePay: true, googlePay: true },
		} );
		expect( container.classList.contains( 'is-ready' ) ).toBe( true );
		for ( let i = 0; i < 3; i++ ) {
			seen.handlers.click( {
				expressPaymentType: 'apple_pay',
				resolve: () => undefined,
			} );
		}
		expect( mockedFetch ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( DEBOUNCE );
		expect( sentBodies() ).toEqual( [
			{
				event: 'buttons_shown',
				wallet: 'apple_pay',
				page: 'pay_for_order',
				ui: 'classic',
			},
			{
				event: 'buttons_shown',
				wallet: 'google_pay',
				page: 'pay_for_order',
				ui: 'classic',
			},
			{
				event: 'button_clicked',
				wallet: 'apple_pay',
				page: 'pay_for_order',
				ui: 'classic',
			},
		] );
		expect( mockedFetch.mock.calls[ 0 ][ 0 ] ).toBe( ANALYTICS.url );
		expect( mockedFetch.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			method: 'POST',
			headers: { 'X-WP-Nonce': 'rest-nonce' },
			keepalive: true,
		} );
	} );

	it( 'sends nothing about the shopper, even once the sheet holds their name, email and address', async () => {
		const { seen } = await mounted();
		seen.handlers.ready( {
			availablePaymentMethods: { applePay: false, googlePay: true },
		} );
		seen.handlers.click( {
			expressPaymentType: 'google_pay',
			resolve: () => undefined,
		} );
		await seen.handlers.confirm( {
			expressPaymentType: 'google_pay',
			billingDetails: BILLING,
			shippingAddress: { name: BILLING.name, address: BILLING.address },
			paymentFailed: () => undefined,
		} );
		seen.handlers.click( {
			expressPaymentType: 'google_pay',
			billingDetails: BILLING,
			resolve: () => undefined,
		} );
		await new Promise( ( resolve ) =>
			setTimeout( resolve, DEBOUNCE + 50 )
		);
		await flush();
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
		const sent = JSON.stringify( mockedFetch.mock.calls );
		for ( const personal of [
			'Ada',
			'Lovelace',
			'ada@example.com',
			'555',
			'12 Row',
			'94105',
			'wc_order_abc',
			'42',
		] ) {
			expect( sent ).not.toContain( personal );
		}
		sentBodies().forEach( ( body ) =>
			expect( Object.keys( body ).sort() ).toEqual( [
				'event',
				'page',
				'ui',
				'wallet',
			] )
		);
	} );
} );
