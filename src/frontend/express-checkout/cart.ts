/**
 * A cart of its own for a wallet payment from a product page: a Store API session the shopper's
 * browser cookies never join (requests go without credentials, carrying only this cart's token),
 * so the shopper's own cart stays exactly as it was, whatever happens in the sheet.
 */

/**
 * Internal dependencies
 */
import type { CartItem, CartRate, CartTotals } from './amounts';

export interface StoreCart {
	items: Array< CartItem & { key: string } >;
	totals: CartTotals;
	needs_shipping: boolean;
	shipping_rates: Array< {
		package_id?: number;
		shipping_rates: CartRate[];
	} >;
	shipping_address?: StoreAddress;
	/** What extensions add; ours carries the sheet's lines (see sheetLines()). */
	extensions?: unknown;
}

export interface StoreAddress {
	first_name?: string;
	last_name?: string;
	company?: string;
	address_1?: string;
	address_2?: string;
	city?: string;
	state?: string;
	postcode?: string;
	country?: string;
	phone?: string;
	email?: string;
}

export interface CheckoutAnswer {
	order_id?: number;
	message?: string;
	payment_result?: {
		payment_status?: string;
		redirect_url?: string;
		payment_details?: Array< { key: string; value: string } >;
	};
}

export type Fetch = ( url: string, init: RequestInit ) => Promise< Response >;

export class CartError extends Error {}

/**
 * Runs calls one after another. WooCommerce keeps a cart's session whole and saves all of it
 * when each request ends, so of two requests running together the one ending last wins, even if
 * it only read the cart: a call starts only once every earlier call has been answered in full.
 */
export class CallQueue {
	private last: Promise< unknown > = Promise.resolve();

	/**
	 * Runs a call after every call queued before it has finished, failed or not.
	 *
	 * @param run The call.
	 */
	add< T >( run: () => Promise< T > ): Promise< T > {
		const next = this.last.then( run, run );
		this.last = next.catch( () => undefined );
		return next;
	}
}

// Every button container on a page writes the same shopper's session: one queue for all.
const SHOPPER_QUEUE = new CallQueue();

/**
 * The separate cart.
 */
export class EphemeralCart {
	protected token = '';
	protected credentials: RequestCredentials = 'omit';
	protected queue = new CallQueue();

	/**
	 * @param root      The Store API's address, ending in /wc/store/v1/.
	 * @param fetchImpl The page's fetch.
	 */
	constructor(
		private readonly root: string,
		private readonly fetchImpl: Fetch
	) {}

	/**
	 * One call, once the calls made before it on this cart have been answered; the token of
	 * the first answer keys every later call.
	 *
	 * @param path   Path under the root.
	 * @param method GET or POST.
	 * @param body   JSON body.
	 */
	call< T >(
		path: string,
		method: 'GET' | 'POST' = 'POST',
		body?: unknown
	): Promise< T > {
		return this.queue.add( () => this.send< T >( path, method, body ) );
	}

	/**
	 * Sends one call and reads its whole answer.
	 *
	 * @param path   Path under the root.
	 * @param method GET or POST.
	 * @param body   JSON body.
	 */
	private async send< T >(
		path: string,
		method: 'GET' | 'POST',
		body?: unknown
	): Promise< T > {
		const headers: Record< string, string > = {
			'Content-Type': 'application/json',
			...this.authHeaders(),
		};
		const response = await this.fetchImpl( this.root + path, {
			method,
			credentials: this.credentials,
			headers,
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		this.remember( response );
		const data: unknown = await response.json().catch( () => ( {} ) );
		if ( ! response.ok && path !== 'checkout' ) {
			const message =
				typeof data === 'object' &&
				data !== null &&
				'message' in data &&
				typeof data.message === 'string'
					? data.message
					: '';
			throw new CartError( message );
		}
		// The Store API's own answer shapes, as documented for these routes.
		return data as T;
	}

	/**
	 * What proves the call belongs to this cart: its token.
	 */
	protected authHeaders(): Record< string, string > {
		return this.token ? { 'Cart-Token': this.token } : {};
	}

	/**
	 * Keeps the token an answer carries.
	 *
	 * @param response The answer.
	 */
	protected remember( response: Response ): void {
		this.token = response.headers.get( 'Cart-Token' ) ?? this.token;
	}

	/**
	 * Starts the cart with one product (and its chosen variation).
	 *
	 * @param id        Product or variation id.
	 * @param count     Quantity.
	 * @param variation Chosen attributes.
	 */
	async start(
		id: number,
		count: number,
		variation: Array< { attribute: string; value: string } >
	): Promise< StoreCart > {
		await this.call( 'cart', 'GET' );
		return this.call< StoreCart >( 'cart/add-item', 'POST', {
			id,
			quantity: count,
			variation,
		} );
	}

	/**
	 * Empties it, when the shopper closes the sheet.
	 *
	 * @param cart The cart as last seen.
	 */
	async empty( cart: StoreCart | null ): Promise< void > {
		for ( const item of cart?.items ?? [] ) {
			await this.call( 'cart/remove-item', 'POST', { key: item.key } );
		}
		this.token = '';
	}
}

/**
 * The shopper's own cart, for the buttons on the cart, checkout and pay-for-order pages: their
 * session cookie and the Store API's nonce, renewed from every answer.
 */
export class ShopperCart extends EphemeralCart {
	protected credentials: RequestCredentials = 'same-origin';
	protected queue = SHOPPER_QUEUE;

	/**
	 * @param root      The Store API's address.
	 * @param fetchImpl The page's fetch.
	 * @param nonce     The Store API nonce the page was printed with.
	 */
	constructor(
		root: string,
		fetchImpl: Fetch,
		private nonce: string
	) {
		super( root, fetchImpl );
	}

	protected authHeaders(): Record< string, string > {
		return { Nonce: this.nonce };
	}

	protected remember( response: Response ): void {
		this.nonce = response.headers.get( 'Nonce' ) ?? this.nonce;
	}
}
