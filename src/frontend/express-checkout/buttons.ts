/**
 * Apple Pay and Google Pay through Stripe's Express Checkout Element, wherever a placement puts
 * them (a product page, the cart and checkout, an existing order): the buttons show once a
 * wallet is available; a click asks the placement whether a payment may start and opens the
 * sheet on its cart; address and rate changes update that cart and the total; confirming
 * creates the payment method, places the order and finishes any confirmation Stripe asks for;
 * closing the sheet hands the cart back to the placement.
 */

/**
 * External dependencies
 */
import type {
	Stripe,
	StripeElements,
	StripeExpressCheckoutElement,
	StripeExpressCheckoutElementClickEvent,
	StripeExpressCheckoutElementConfirmEvent,
	StripeExpressCheckoutElementShippingAddressChangeEvent,
	StripeExpressCheckoutElementShippingRateChangeEvent,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { errorNotice } from '../../utils/notice';
import { sheetLines, shippingRates, toStripeAmount } from './amounts';
import type { CheckoutAnswer, Fetch, StoreCart } from './cart';
import type { Report } from './analytics';
import type { ExpressConfig } from './config';
import { pageCheckoutData } from './extensions';
import {
	billingAddress,
	checkoutPayload,
	storeAddress,
} from './checkout-payload';
import { confirmRedirect } from './confirm-redirect';
import type { Placement } from './placement';
import { SheetSession } from './sheet-session';

export const LIBRARY_WAIT = 600000;
export const READY_CLASS = 'is-ready';

export interface ButtonDeps {
	loadStripe: ( key: string ) => Promise< Stripe | null >;
	fetch: Fetch;
	alert: ( message: string ) => void;
	confirm: ( message: string ) => boolean;
	navigate: ( url: string ) => void;
	setTimeout: ( callback: () => void, ms: number ) => number;
	clearTimeout: ( id: number ) => void;
	/** Counts the buttons' showings and clicks for the owner (see analytics.ts). */
	report?: Report;
}

const WALLET_NAMES: Record< string, string > = {
	apple_pay: 'Apple Pay',
	google_pay: 'Google Pay',
};

/**
 * Waits for Stripe.js, giving up after LIBRARY_WAIT with the library-missing message.
 *
 * @param load    The loader's promise.
 * @param message What the error says.
 * @param deps    Timers.
 */
export function waitForLibrary(
	load: Promise< Stripe | null >,
	message: string,
	deps: Pick< ButtonDeps, 'setTimeout' | 'clearTimeout' >
): Promise< Stripe > {
	return new Promise( ( resolve, reject ) => {
		const timer = deps.setTimeout(
			() => reject( new Error( message ) ),
			LIBRARY_WAIT
		);
		load.then(
			( stripe ) => {
				deps.clearTimeout( timer );
				if ( stripe ) {
					resolve( stripe );
				} else {
					reject( new Error( message ) );
				}
			},
			( error: unknown ) => {
				deps.clearTimeout( timer );
				reject( error instanceof Error ? error : new Error( message ) );
			}
		);
	} );
}

/**
 * Shows an error in the page's notices area and scrolls it into view.
 *
 * @param container The buttons' container, for the page and a fallback place.
 * @param message   The sentence.
 */
export function showError( container: HTMLElement, message: string ): void {
	const doc = container.ownerDocument;
	let area = doc.querySelector< HTMLElement >(
		'.woocommerce-notices-wrapper'
	);
	if ( ! area ) {
		area = doc.createElement( 'div' );
		area.className = 'woocommerce-notices-wrapper';
		container.before( area );
	}
	// WooCommerce's error list, announced by a wrapper of its own: a list that is itself the
	// alert has no list role left for its item, which assistive technology then misreads.
	const list = errorNotice( doc, message );
	list.removeAttribute( 'role' );
	const notice = doc.createElement( 'div' );
	notice.setAttribute( 'role', 'alert' );
	notice.append( list );
	area.replaceChildren( notice );
	notice.scrollIntoView?.( { behavior: 'smooth', block: 'center' } );
}

/**
 * Sets the buttons up in one container.
 *
 * @param container The container the server rendered.
 * @param config    Its configuration.
 * @param deps      The page's services.
 * @param placement Where they are and which cart they pay.
 */
export async function mountButtons(
	container: HTMLElement,
	config: ExpressConfig,
	deps: ButtonDeps,
	placement: Placement
): Promise< void > {
	const hide = () => {
		container.hidden = true;
		container.classList.remove( READY_CLASS );
	};
	const minor = config.stripeMinorUnit;

	let stripe: Stripe;
	try {
		stripe = await waitForLibrary(
			deps.loadStripe( config.publishableKey ),
			config.i18n.libraryMissing,
			deps
		);
		await placement.prepare();
	} catch {
		hide();
		return;
	}
	if ( placement.amount() <= 0 ) {
		hide();
		return;
	}

	const elements: StripeElements = stripe.elements( {
		mode: 'payment',
		amount: placement.amount(),
		currency: config.currency,
		paymentMethodCreation: 'manual',
		appearance: {
			variables: { borderRadius: `${ config.button.radius }px` },
		},
	} );
	const element: StripeExpressCheckoutElement = elements.create(
		'expressCheckout',
		{
			buttonHeight: config.button.height,
			buttonTheme: {
				applePay:
					config.button.theme === 'white-outline'
						? 'white-outline'
						: config.button.theme,
				googlePay: config.button.theme === 'black' ? 'black' : 'white',
			},
			buttonType: {
				applePay: config.button.type,
				googlePay: config.button.type,
			},
			paymentMethods: {
				applePay: config.applePay === false ? 'never' : 'always',
				googlePay: 'always',
				amazonPay: 'never',
				link: 'never',
				paypal: 'never',
				klarna: 'never',
			},
		}
	);

	const session = new SheetSession();
	let available = false;

	placement.watch( () => {
		const total = placement.amount();
		if ( total > 0 ) {
			elements.update( { amount: total } );
			if ( available ) {
				container.hidden = false;
				container.classList.add( READY_CLASS );
			}
		} else {
			// Nothing to pay: the space goes until there is again.
			container.hidden = true;
		}
	} );

	const cartAmounts = ( next: StoreCart ) => ( {
		total: toStripeAmount(
			next.totals.total_price,
			next.totals.currency_minor_unit,
			minor
		),
		lines: sheetLines( next, minor ),
		rates: shippingRates(
			next.shipping_rates[ 0 ]?.shipping_rates ?? [],
			next.totals.currency_minor_unit,
			minor,
			config.i18n.pending
		),
	} );

	const fail = (
		event: StripeExpressCheckoutElementConfirmEvent,
		message: string
	) => {
		event.paymentFailed( { reason: 'fail' } );
		showError( container, message );
	};

	element.on( 'ready', ( event ) => {
		const methods = event.availablePaymentMethods;
		if ( methods && ( methods.applePay || methods.googlePay ) ) {
			available = true;
			container.classList.add( READY_CLASS );
			if ( methods.applePay ) {
				deps.report?.( 'buttons_shown', 'apple_pay' );
			}
			if ( methods.googlePay ) {
				deps.report?.( 'buttons_shown', 'google_pay' );
			}
		} else {
			hide();
		}
	} );
	element.on( 'loaderror', hide );

	element.on( 'click', ( event: StripeExpressCheckoutElementClickEvent ) => {
		deps.report?.( 'button_clicked', event.expressPaymentType );
		if ( ! placement.allow() ) {
			return;
		}
		if ( config.login.required ) {
			const message = config.login.message.replace(
				'%s',
				WALLET_NAMES[ event.expressPaymentType ] ?? ''
			);
			if ( deps.confirm( message ) ) {
				deps.navigate( config.login.url );
			}
			return;
		}
		const opening = placement.sheet();
		event.resolve( {
			emailRequired: true,
			phoneNumberRequired: true,
			billingAddressRequired: true,
			shippingAddressRequired: opening.needsShipping,
			shippingRates: opening.rates,
			lineItems: opening.lines,
		} );
		const opened = placement.open();
		if ( opened ) {
			session.open( opened.cart, opened.building, () => {
				showError( container, placement.openError );
				hide();
			} );
		}
	} );

	element.on(
		'shippingaddresschange',
		async (
			event: StripeExpressCheckoutElementShippingAddressChangeEvent
		) => {
			try {
				const next = await session.change( ( cart ) =>
					cart.call< StoreCart >( 'cart/update-customer', 'POST', {
						shipping_address: storeAddress(
							event.name,
							event.address
						),
					} )
				);
				// Closed meanwhile (its cart is put back after this call), or nowhere to ship.
				if (
					! next ||
					( next.needs_shipping &&
						( next.shipping_rates[ 0 ]?.shipping_rates ?? [] )
							.length === 0 )
				) {
					event.reject();
					return;
				}
				const { total, lines, rates } = cartAmounts( next );
				elements.update( { amount: total } );
				event.resolve( { shippingRates: rates, lineItems: lines } );
			} catch {
				event.reject();
			}
		}
	);

	element.on(
		'shippingratechange',
		async (
			event: StripeExpressCheckoutElementShippingRateChangeEvent
		) => {
			try {
				const next = await session.change( ( cart ) =>
					cart.call< StoreCart >(
						'cart/select-shipping-rate',
						'POST',
						{ package_id: 0, rate_id: event.shippingRate.id }
					)
				);
				if ( ! next ) {
					event.reject();
					return;
				}
				const { total, lines } = cartAmounts( next );
				elements.update( { amount: total } );
				event.resolve( { lineItems: lines } );
			} catch {
				event.reject();
			}
		}
	);

	element.on(
		'confirm',
		async ( event: StripeExpressCheckoutElementConfirmEvent ) => {
			const created = await stripe.createPaymentMethod( { elements } );
			if ( created.error || ! created.paymentMethod ) {
				fail( event, created.error?.message ?? config.i18n.fallback );
				return;
			}
			let answer: CheckoutAnswer;
			try {
				const billing = billingAddress( event.billingDetails );
				if ( placement.place ) {
					answer = await placement.place( {
						paymentMethod: created.paymentMethod.id,
						wallet: event.expressPaymentType,
						billing,
					} );
				} else {
					const cart = await session.ready();
					answer = await cart.call< CheckoutAnswer >(
						'checkout',
						'POST',
						checkoutPayload( {
							billing,
							shipping: event.shippingAddress,
							gateway: config.gateway,
							paymentMethod: created.paymentMethod.id,
							wallet: event.expressPaymentType,
							paymentData: placement.paymentData,
							page: pageCheckoutData(
								container.ownerDocument,
								container.ownerDocument.defaultView
							),
						} )
					);
				}
			} catch {
				fail( event, config.i18n.fallback );
				return;
			}
			const result = answer.payment_result;
			if ( ! result || result.payment_status !== 'success' ) {
				const detail = result?.payment_details?.find(
					( entry ) => entry.key === 'errorMessage'
				)?.value;
				fail( event, detail || answer.message || config.i18n.fallback );
				return;
			}
			const redirect = result.redirect_url ?? '';
			const confirmation = confirmRedirect( redirect );
			if ( ! confirmation ) {
				deps.navigate( redirect );
				return;
			}
			const next = await stripe.handleNextAction( {
				clientSecret: confirmation.secret,
			} );
			if ( next.error ) {
				fail( event, next.error.message ?? config.i18n.fallback );
				return;
			}
			if ( next.paymentIntent?.status === 'requires_action' ) {
				fail( event, config.i18n.actionRequired );
				return;
			}
			deps.navigate( confirmation.returnUrl );
		}
	);

	element.on( 'cancel', () => {
		session
			.close( ( cart, seen ) => placement.cancel( cart, seen ) )
			?.then( () => {
				// The next sheet opens with the page's total, not the closed one's.
				const total = placement.amount();
				if ( total > 0 ) {
					elements.update( { amount: total } );
				}
			} )
			.catch( () => undefined );
	} );

	const target = container.querySelector< HTMLElement >(
		'.shopwright-express__buttons'
	);
	element.mount( target ?? container );
}
