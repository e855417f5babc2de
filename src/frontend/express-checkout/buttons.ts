/**
 * Apple Pay and Google Pay on a product page, through Stripe's Express Checkout Element: the
 * buttons show once a wallet is available; a click checks the product form, opens the sheet and
 * builds a cart of its own for the product; address and rate changes update that cart and the
 * total; confirming creates the payment method, places the order through the Store API and
 * finishes any confirmation Stripe asks for; closing the sheet empties that cart.
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
import {
	decimalToStripe,
	plainPhone,
	quantity,
	sheetLines,
	shippingRates,
	splitName,
	toStripeAmount,
} from './amounts';
import {
	EphemeralCart,
	type CheckoutAnswer,
	type Fetch,
	type StoreAddress,
	type StoreCart,
} from './cart';
import type { Report } from './analytics';
import type { ExpressConfig } from './config';
import type { LineItem, ShippingRate } from './amounts';
import { pageCheckoutData } from './extensions';

export const LIBRARY_WAIT = 600000;
export const QUANTITY_DEBOUNCE = 250;
export const CONFIRM_PREFIX = '#shopwright-confirm-pi/';
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
 * The chosen variation's attributes and id, read from the product form.
 *
 * @param form       The add to cart form.
 * @param fallbackId
 */
function chosenProduct(
	form: HTMLFormElement | null,
	fallbackId: number
): {
	id: number;
	variation: Array< { attribute: string; value: string } >;
} {
	const variationId = Number(
		form?.querySelector< HTMLInputElement >( 'input[name="variation_id"]' )
			?.value ?? 0
	);
	const variation = Array.from(
		form?.querySelectorAll< HTMLSelectElement >(
			'select[name^="attribute_"]'
		) ?? []
	).map( ( select ) => ( {
		attribute: select.name,
		value: select.value,
	} ) );
	return { id: variationId > 0 ? variationId : fallbackId, variation };
}

/**
 * The price of the chosen variation from the form's variation data, else the product's.
 *
 * @param form  The add to cart form.
 * @param price The product's price.
 */
function currentPrice( form: HTMLFormElement | null, price: string ): string {
	const variationId = Number(
		form?.querySelector< HTMLInputElement >( 'input[name="variation_id"]' )
			?.value ?? 0
	);
	if ( variationId > 0 && form?.dataset.product_variations ) {
		try {
			const variations: unknown = JSON.parse(
				form.dataset.product_variations
			);
			if ( Array.isArray( variations ) ) {
				for ( const variation of variations ) {
					if (
						typeof variation === 'object' &&
						variation !== null &&
						'variation_id' in variation &&
						Number( variation.variation_id ) === variationId &&
						'display_price' in variation
					) {
						return String( variation.display_price );
					}
				}
			}
		} catch {
			// Fall back to the product's price.
		}
	}
	return price;
}

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

/** What the sheet gave for a payment. */
export interface PlaceDetails {
	paymentMethod: string;
	wallet: string;
	billing: StoreAddress;
}

/**
 * Where the buttons are and which cart they pay: a product page's cart of its own, or the
 * shopper's own cart on the cart and checkout pages.
 */
export interface Placement {
	/** Gets what the buttons need before they are drawn. */
	prepare: () => Promise< void >;
	/** The total before the sheet opens, in Stripe's units; 0 or less hides the buttons. */
	amount: () => number;
	/** Whether the page lets a payment start now; says why not itself. */
	allow: () => boolean;
	/** What the sheet opens with. */
	sheet: () => {
		lines: LineItem[];
		needsShipping: boolean;
		rates: ShippingRate[] | undefined;
	};
	/**
	 * The cart the sheet works on, and the promise of it being ready; null when the sheet pays
	 * something fixed (an existing order) and works on no cart.
	 */
	open: () => { cart: EphemeralCart; building: Promise< StoreCart > } | null;
	/**
	 * Pays without the Store API checkout (an existing order); the cart's checkout when absent.
	 * Resolves to an answer shaped like the checkout's.
	 */
	place?: ( details: PlaceDetails ) => Promise< CheckoutAnswer >;
	/** When the cart cannot be made ready: what the shopper reads. */
	openError: string;
	/** Payment data the order carries besides the wallet's. */
	paymentData: Array< { key: string; value: string } >;
	/**
	 * The sheet closed without paying.
	 *
	 * @param cart The sheet's cart.
	 * @param seen The cart as last seen.
	 */
	cancel: ( cart: EphemeralCart, seen: StoreCart ) => Promise< void >;
	/**
	 * Calls back when the total may have changed.
	 *
	 * @param refresh What to call.
	 */
	watch: ( refresh: () => void ) => void;
}

/**
 * A product page: the product form's choice, quantity and price; a cart of its own.
 *
 * @param container The buttons' container.
 * @param config    Their configuration.
 * @param deps      The page's services.
 */
export function productPlacement(
	container: HTMLElement,
	config: ExpressConfig,
	deps: ButtonDeps
): Placement {
	const doc = container.ownerDocument;
	const product = config.product ?? {
		id: 0,
		name: '',
		price: '0',
		needsShipping: false,
	};
	const form =
		container.closest< HTMLFormElement >( 'form.cart' ) ??
		doc.querySelector< HTMLFormElement >( 'form.cart' );
	const addButton = form?.querySelector< HTMLElement >(
		'.single_add_to_cart_button'
	);
	const minor = config.stripeMinorUnit;
	const count = () =>
		quantity(
			form?.querySelector< HTMLInputElement >( 'input.qty' )?.value
		);
	const amount = () =>
		decimalToStripe( currentPrice( form, product.price ), minor ) * count();
	return {
		prepare: () => Promise.resolve(),
		amount,
		allow() {
			if ( addButton?.classList.contains( 'disabled' ) ) {
				deps.alert(
					addButton.classList.contains(
						'wc-variation-is-unavailable'
					)
						? config.i18n.unavailable
						: config.i18n.selectOptions
				);
				return false;
			}
			return true;
		},
		sheet() {
			const units = count();
			return {
				needsShipping: product.needsShipping,
				rates: product.needsShipping
					? [
							{
								id: 'pending',
								displayName: config.i18n.pending,
								amount: 0,
							},
						]
					: undefined,
				lines: [
					{
						name:
							units > 1
								? `${ product.name } × ${ units }`
								: product.name,
						amount: amount(),
					},
				],
			};
		},
		open() {
			const chosen = chosenProduct( form ?? null, product.id );
			const cart = new EphemeralCart( config.storeApi, deps.fetch );
			return {
				cart,
				building: cart.start( chosen.id, count(), chosen.variation ),
			};
		},
		openError: config.i18n.productError,
		// Paid from this page's own cart: the order-received page then leaves the shopper's
		// cart as it is.
		paymentData: [ { key: 'express_source', value: 'product' } ],
		cancel: ( cart, seen ) => cart.empty( seen ),
		watch( refresh ) {
			let debounce = 0;
			form?.addEventListener( 'input', ( event ) => {
				if (
					event.target instanceof HTMLInputElement &&
					event.target.matches( 'input.qty' )
				) {
					deps.clearTimeout( debounce );
					debounce = deps.setTimeout( refresh, QUANTITY_DEBOUNCE );
				}
			} );
			form?.addEventListener( 'shopwright:variation-found', refresh );
			form?.addEventListener( 'change', refresh );
		},
	};
}

/**
 * Sets the buttons up in one container.
 *
 * @param container The container the server rendered.
 * @param config    Its configuration.
 * @param deps      The page's services.
 * @param placement Where they are; a product page when not given.
 */
export async function mountButtons(
	container: HTMLElement,
	config: ExpressConfig,
	deps: ButtonDeps,
	placement: Placement = productPlacement( container, config, deps )
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

	let cart: EphemeralCart | null = null;
	let building: Promise< StoreCart > | null = null;
	let current: StoreCart | null = null;
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
		if ( ! opened ) {
			return;
		}
		cart = opened.cart;
		building = opened.building.then(
			( started ) => {
				current = started;
				return started;
			},
			( error: unknown ) => {
				showError( container, placement.openError );
				hide();
				throw error;
			}
		);
		building.catch( () => undefined );
	} );

	element.on(
		'shippingaddresschange',
		async (
			event: StripeExpressCheckoutElementShippingAddressChangeEvent
		) => {
			try {
				const sheetCart = cart;
				const opening = building;
				if ( ! sheetCart || ! opening ) {
					throw new Error( 'no cart' );
				}
				await opening;
				if ( building !== opening ) {
					throw new Error( 'closed' );
				}
				const next = await sheetCart.call< StoreCart >(
					'cart/update-customer',
					'POST',
					{
						shipping_address: storeAddress(
							event.name,
							event.address
						),
					}
				);
				if ( building !== opening ) {
					// The sheet closed meanwhile: its cart is being put back, after this call.
					event.reject();
					return;
				}
				if (
					next.needs_shipping &&
					( next.shipping_rates[ 0 ]?.shipping_rates ?? [] )
						.length === 0
				) {
					event.reject();
					return;
				}
				current = next;
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
				const opening = building;
				if ( ! cart ) {
					throw new Error( 'no cart' );
				}
				const next = await cart.call< StoreCart >(
					'cart/select-shipping-rate',
					'POST',
					{ package_id: 0, rate_id: event.shippingRate.id }
				);
				if ( building !== opening ) {
					event.reject();
					return;
				}
				current = next;
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
				const billing = event.billingDetails;
				const billingAddress: StoreAddress = {
					...storeAddress( billing?.name ?? '', billing?.address ),
					email: billing?.email ?? '',
					phone: plainPhone( billing?.phone ),
				};
				if ( placement.place ) {
					answer = await placement.place( {
						paymentMethod: created.paymentMethod.id,
						wallet: event.expressPaymentType,
						billing: billingAddress,
					} );
				} else {
					if ( ! cart || ! building ) {
						throw new Error( 'no cart' );
					}
					await building;
					const shipping = event.shippingAddress;
					answer = await cart.call< CheckoutAnswer >(
						'checkout',
						'POST',
						{
							customer_note: '',
							billing_address: billingAddress,
							shipping_address: shipping
								? {
										...storeAddress(
											shipping.name,
											shipping.address
										),
										phone: billingAddress.phone,
									}
								: { ...billingAddress, email: undefined },
							payment_method: config.gateway,
							payment_data: [
								{
									key: 'shopwright_payment_method',
									value: created.paymentMethod.id,
								},
								{
									key: 'express_payment_type',
									value: event.expressPaymentType,
								},
								...placement.paymentData,
							],
							// The page's custom checkout fields and order attribution.
							...pageCheckoutData(
								container.ownerDocument,
								container.ownerDocument.defaultView
							),
						}
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
			if ( redirect.startsWith( CONFIRM_PREFIX ) ) {
				const [ , secret = '', returnUrl = '' ] = redirect
					.slice( CONFIRM_PREFIX.length )
					.split( '/' );
				const next = await stripe.handleNextAction( {
					clientSecret: decodeURIComponent( secret ),
				} );
				if ( next.error ) {
					fail( event, next.error.message ?? config.i18n.fallback );
					return;
				}
				if ( next.paymentIntent?.status === 'requires_action' ) {
					fail( event, config.i18n.actionRequired );
					return;
				}
				deps.navigate( decodeURIComponent( returnUrl ) );
				return;
			}
			deps.navigate( redirect );
		}
	);

	element.on( 'cancel', () => {
		const closing = cart;
		const pending = building;
		const seen = current;
		cart = null;
		building = null;
		current = null;
		if ( closing && pending ) {
			pending
				.then( ( started ) =>
					placement.cancel( closing, seen ?? started )
				)
				.then( () => {
					// The next sheet opens with the page's total, not the closed one's.
					const total = placement.amount();
					if ( total > 0 ) {
						elements.update( { amount: total } );
					}
				} )
				.catch( () => undefined );
		}
	} );

	const target = container.querySelector< HTMLElement >(
		'.shopwright-express__buttons'
	);
	element.mount( target ?? container );
}

/**
 * The product page's buttons (the name the product page's script knew them by).
 *
 * @param container The container the server rendered.
 * @param config    Its configuration.
 * @param deps      The page's services.
 */
export function mountProductButtons(
	container: HTMLElement,
	config: ExpressConfig,
	deps: ButtonDeps
): Promise< void > {
	return mountButtons( container, config, deps );
}
