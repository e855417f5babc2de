/**
 * What the wallet buttons need to know about where they are: the contract each page kind
 * (product page, the shopper's cart and checkout, an existing order) fulfils.
 */

/**
 * Internal dependencies
 */
import type {
	EphemeralCart,
	CheckoutAnswer,
	StoreAddress,
	StoreCart,
} from './cart';
import type { LineItem, ShippingRate } from './amounts';

/** Milliseconds a quantity change settles before the total follows it. */
export const QUANTITY_DEBOUNCE = 250;

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
