/**
 * One wallet sheet's life: closed, then open on a cart that is being built, then settled or
 * closed again. A change the shopper makes in the sheet (an address, a rate) reaches the cart
 * only while that same sheet is open; a sheet closed meanwhile gets its cart put back after
 * its last call, never before.
 */

/**
 * Internal dependencies
 */
import type { EphemeralCart, StoreCart } from './cart';

interface OpenSheet {
	cart: EphemeralCart;
	building: Promise< StoreCart >;
	/** The cart as the server last answered. */
	seen: StoreCart | null;
}

export class SheetSession {
	private sheet: OpenSheet | null = null;

	/**
	 * The sheet opened on a cart.
	 *
	 * @param cart     The cart the sheet works on.
	 * @param building Its being made ready.
	 * @param failed   Called when it cannot be made ready.
	 */
	open(
		cart: EphemeralCart,
		building: Promise< StoreCart >,
		failed: () => void
	): void {
		const sheet: OpenSheet = { cart, building, seen: null };
		sheet.building = building.then(
			( started ) => {
				sheet.seen = started;
				return started;
			},
			( error: unknown ) => {
				failed();
				throw error;
			}
		);
		sheet.building.catch( () => undefined );
		this.sheet = sheet;
	}

	/**
	 * Sends one change to the open sheet's cart once it is ready.
	 *
	 * @param call The Store API call.
	 * @return The cart after it; null when the sheet closed meanwhile.
	 */
	async change(
		call: ( cart: EphemeralCart ) => Promise< StoreCart >
	): Promise< StoreCart | null > {
		const sheet = this.sheet;
		if ( ! sheet ) {
			throw new Error( 'No sheet is open.' );
		}
		await sheet.building;
		if ( this.sheet !== sheet ) {
			return null;
		}
		const next = await call( sheet.cart );
		if ( this.sheet !== sheet ) {
			return null;
		}
		sheet.seen = next;
		return next;
	}

	/**
	 * The open sheet's cart, once ready: what the checkout is placed from.
	 */
	async ready(): Promise< EphemeralCart > {
		const sheet = this.sheet;
		if ( ! sheet ) {
			throw new Error( 'No sheet is open.' );
		}
		await sheet.building;
		return sheet.cart;
	}

	/**
	 * The sheet closed without paying: the next one starts afresh, and this one's cart is
	 * settled once it is ready.
	 *
	 * @param settle What to do with the cart and how it was last seen.
	 * @return When settled; null when no sheet was open.
	 */
	close(
		settle: ( cart: EphemeralCart, seen: StoreCart ) => Promise< void >
	): Promise< void > | null {
		const sheet = this.sheet;
		this.sheet = null;
		if ( ! sheet ) {
			return null;
		}
		return sheet.building.then( ( started ) =>
			settle( sheet.cart, sheet.seen ?? started )
		);
	}
}
