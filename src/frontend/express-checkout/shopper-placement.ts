/**
 * The buttons on the cart and checkout pages pay the shopper's own cart: the sheet opens with its
 * lines and rates, an address or rate chosen in the sheet updates it, and closing the sheet puts
 * the shipping address and rate the cart had back. On the blocks' pages the total follows the
 * blocks' cart store; on classic pages WooCommerce prints the container afresh with each update.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import { sheetLines, shippingRates, toStripeAmount } from './amounts';
import type { ButtonDeps } from './buttons';
import { QUANTITY_DEBOUNCE, type Placement } from './placement';
import {
	ShopperCart,
	type EphemeralCart,
	type StoreAddress,
	type StoreCart,
} from './cart';
import type { ExpressConfig } from './config';

export const CART_STORE = 'wc/store/cart';

/** The part of WordPress's data layer the blocks' pages have, as the buttons use it. */
export interface DataLayer {
	subscribe: ( listener: () => void ) => unknown;
	select: ( store: string ) => unknown;
	dispatch: ( store: string ) => unknown;
}

/**
 * The page's data layer (`wp.data`), when the blocks brought it.
 *
 * @param win The window.
 */
export function pageDataLayer( win: object ): DataLayer | null {
	const wp: unknown = 'wp' in win ? win.wp : undefined;
	const data: unknown = isRecord( wp ) ? wp.data : undefined;
	if (
		isRecord( data ) &&
		typeof data.subscribe === 'function' &&
		typeof data.select === 'function' &&
		typeof data.dispatch === 'function'
	) {
		// Checked above: the three functions the buttons call.
		return data as unknown as DataLayer;
	}
	return null;
}

/**
 * What the blocks' cart store says the totals are, as a string to compare.
 *
 * @param data The data layer.
 */
function storeTotals( data: DataLayer ): string {
	const selectors = data.select( CART_STORE );
	if (
		! isRecord( selectors ) ||
		typeof selectors.getCartTotals !== 'function'
	) {
		return '';
	}
	return JSON.stringify( selectors.getCartTotals() );
}

/**
 * The rate chosen in the cart's first package.
 *
 * @param cart The cart.
 */
export function selectedRate( cart: StoreCart | null ): string {
	return (
		cart?.shipping_rates[ 0 ]?.shipping_rates.find(
			( rate ) => rate.selected
		)?.rate_id ?? ''
	);
}

/**
 * The shopper's own cart as the buttons' cart.
 *
 * @param config The buttons' configuration.
 * @param deps   The page's services.
 * @param data   The page's data layer, on the blocks' pages.
 * @param after  Runs after the sheet closed and the cart was put back (the classic checkout
 *               form's shipping choice follows it).
 * @param follow On classic pages: calls back when the page shows a changed cart.
 */
export function shopperPlacement(
	config: ExpressConfig,
	deps: ButtonDeps,
	data: DataLayer | null,
	after?: ( address: StoreAddress | undefined, rate: string ) => void,
	follow?: ( changed: () => void ) => void
): Placement {
	const minor = config.stripeMinorUnit;
	const cart = new ShopperCart(
		config.storeApi,
		deps.fetch,
		config.nonce ?? ''
	);
	let current: StoreCart | null = null;
	// What closing the sheet puts back: the cart as the opening of the sheet found it, taken
	// once per opening (reloads while the sheet is open see the sheet's choices, not these).
	let saved: Promise< { address?: StoreAddress; rate: string } > =
		Promise.resolve( { rate: '' } );
	let loads = 0;
	const load = async () => {
		// Answers may come back out of order; only the latest reload counts.
		const mine = ++loads;
		const next = await cart.call< StoreCart >( 'cart', 'GET' );
		if ( mine === loads ) {
			current = next;
		}
	};
	const tell = ( next: StoreCart ) => {
		current = next;
		const actions = data?.dispatch( CART_STORE );
		if (
			isRecord( actions ) &&
			typeof actions.receiveCart === 'function'
		) {
			actions.receiveCart( next );
		}
	};
	return {
		prepare: load,
		amount: () =>
			current
				? toStripeAmount(
						current.totals.total_price,
						current.totals.currency_minor_unit,
						minor
					)
				: 0,
		allow: () => current !== null,
		sheet() {
			const seen = current;
			const needsShipping = seen?.needs_shipping ?? false;
			return {
				needsShipping,
				rates:
					seen && needsShipping
						? shippingRates(
								seen.shipping_rates[ 0 ]?.shipping_rates ?? [],
								seen.totals.currency_minor_unit,
								minor,
								config.i18n.pending
							)
						: undefined,
				lines: seen ? sheetLines( seen, minor ) : [],
			};
		},
		open() {
			// Queued behind the cart's earlier calls (a previous sheet's restore among them), so
			// this answer is the cart as it stands when the sheet opens.
			const building = cart.call< StoreCart >( 'cart', 'GET' );
			saved = building.then(
				( opened ) => ( {
					address: opened.shipping_address,
					rate: selectedRate( opened ),
				} ),
				() => ( {
					address: current?.shipping_address,
					rate: selectedRate( current ),
				} )
			);
			return { cart, building };
		},
		openError: config.i18n.fallback,
		paymentData: [],
		async cancel( session: EphemeralCart, seen: StoreCart ) {
			const { address, rate } = await saved;
			let restored = seen;
			// Each step on its own: an address the Store API now refuses (a classic checkout's
			// half-typed one) still lets the rate and the form come back. Both go through the
			// cart's queue, after any address or rate change of the sheet still under way: the
			// sheet's last change can never be saved over them.
			if ( address ) {
				restored = await session
					.call< StoreCart >( 'cart/update-customer', 'POST', {
						shipping_address: address,
					} )
					.catch( () => restored );
			}
			if ( rate && selectedRate( restored ) !== rate ) {
				restored = await session
					.call< StoreCart >( 'cart/select-shipping-rate', 'POST', {
						package_id: 0,
						rate_id: rate,
					} )
					.catch( () => restored );
			}
			tell( restored );
			after?.( address, rate );
		},
		watch( refresh ) {
			let debounce = 0;
			const reload = () => {
				deps.clearTimeout( debounce );
				debounce = deps.setTimeout( () => {
					load().then( refresh, () => undefined );
				}, QUANTITY_DEBOUNCE );
			};
			follow?.( reload );
			if ( ! data ) {
				return;
			}
			let last = storeTotals( data );
			data.subscribe( () => {
				const next = storeTotals( data );
				if ( next === last ) {
					return;
				}
				last = next;
				reload();
			} );
		},
	};
}
