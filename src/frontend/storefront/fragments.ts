/**
 * Cart fragments for classic themes: the markup of the mini cart widget and any other element
 * whose content follows the cart, cached for the browser session as WooCommerce's
 * cart-fragments script caches it (same storage keys, so neither script is confused by the
 * other's copy), and refreshed from the server only when needed.
 *
 * - No woocommerce_cart_hash cookie: the page was rendered with an empty cart and is right as it
 *   is, so nothing is read and nothing is sent. (WooCommerce's script asks the server anyway.)
 * - A session copy is used when its cart hash matches the cookie, it holds the mini cart
 *   widget and it is less than 24 hours old; a refresh is then scheduled for when it expires.
 * - Otherwise, and when another tab changes the cart, the fragments are refreshed.
 * - A failed refresh raises `wc_fragments_ajax_error` and changes nothing.
 */

/**
 * Internal dependencies
 */
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE, readCookie } from './cookies';
import { CART_EVENTS, FRAGMENT_REFRESH_EVENT } from './event-names';
import {
	emitCartEvent,
	readCartEventDetail,
	readFragments,
	type Fragments,
} from './events';
import type { Cleanup, Fetch, Timers } from './types';
import { postWcAjax, type WcAjaxResult } from './wc-ajax';

export const FRAGMENTS_MAX_AGE = 24 * 60 * 60 * 1000;
export const CART_CREATED_KEY = 'wc_cart_created';
/** WooCommerce reuses a cached copy only when it holds the mini cart widget. */
export const WIDGET_FRAGMENT = 'div.widget_shopping_cart_content';

/** Elements a fragment may never replace, whatever its selector matches. */
const NEVER_REPLACED =
	'html, head, body, script, style, template, title, meta, link, base';

export interface FragmentsConfig {
	wcAjaxUrl: string;
	/** Local and session storage key of the cart hash. */
	cartHashKey: string;
	/** Session storage key of the fragments. */
	fragmentName: string;
	timeout: number;
}

/** The part of the Storage API used; each call may throw (private mode, quota). */
export type StorageLike = Pick< Storage, 'getItem' | 'setItem' | 'removeItem' >;

export interface FragmentsDependencies {
	fetch: Fetch;
	timers: Timers;
	cookies: () => string;
	session: StorageLike | null;
	local: StorageLike | null;
	now: () => number;
	/** Where storage and pageshow events arrive. */
	window: Pick< Window, 'addEventListener' | 'removeEventListener' >;
}

/**
 * Replaces each element a fragment's selector matches with the fragment's markup. A selector is
 * used only when it is valid and matches elements in the page before any replacement, and then
 * only elements inside the body that are not the body, a script, a style or the like: a
 * tampered cache or answer cannot replace the page's head or add a script that runs (markup
 * inserted this way never runs its scripts, unlike jQuery's replaceWith).
 *
 * @param doc       The page.
 * @param fragments Selector → markup.
 * @return How many elements were replaced.
 */
export function applyFragments( doc: Document, fragments: Fragments ): number {
	const targets: Array< [ Element, string ] > = [];
	for ( const [ selector, html ] of Object.entries( fragments ) ) {
		let matches: NodeListOf< Element >;
		try {
			matches = doc.querySelectorAll( selector );
		} catch {
			continue;
		}
		matches.forEach( ( element ) => {
			if (
				! element.matches( NEVER_REPLACED ) &&
				! element.closest( 'head, script, style, template' ) &&
				doc.body.contains( element )
			) {
				targets.push( [ element, html ] );
			}
		} );
	}
	targets.forEach( ( [ element, html ] ) => {
		const template = doc.createElement( 'template' );
		template.innerHTML = html;
		element.replaceWith( template.content );
	} );
	return targets.length;
}

function safely< T >( read: () => T ): T | null {
	try {
		return read();
	} catch {
		return null;
	}
}

function usableStorage( storage: () => Storage ): StorageLike | null {
	return safely( () => {
		const store = storage();
		store.setItem( 'wc', 'test' );
		store.removeItem( 'wc' );
		return store;
	} );
}

/**
 * @param doc    The page.
 * @param config The wc-ajax URL, the storage keys and the refresh time limit.
 * @param deps   fetch, timers, cookies, storage, the clock and the window.
 */
export function initFragments(
	doc: Document,
	config: FragmentsConfig,
	deps: FragmentsDependencies = {
		fetch: ( input, init ) => window.fetch( input, init ),
		timers: window,
		cookies: () => doc.cookie,
		session: usableStorage( () => window.sessionStorage ),
		local: usableStorage( () => window.localStorage ),
		now: () => Date.now(),
		window,
	}
): Cleanup {
	const keys = { fragments: config.fragmentName, hash: config.cartHashKey };
	const { session, local } = deps;
	let scheduled: number | undefined;
	let refreshing: Promise< void > | null = null;
	let stopped = false;
	/** The cart hash the page's fragments show now. */
	let shownHash = '';

	const get = ( storage: StorageLike | null, key: string ) =>
		storage ? safely( () => storage.getItem( key ) ) : null;
	const set = ( storage: StorageLike | null, key: string, value: string ) =>
		storage && safely( () => storage.setItem( key, value ) );
	const remove = ( storage: StorageLike | null, key: string ) =>
		storage && safely( () => storage.removeItem( key ) );
	const cookieHash = () =>
		readCookie( deps.cookies(), CART_HASH_COOKIE ) ?? '';

	const setHash = ( hash: string ) => {
		set( local, keys.hash, hash );
		set( session, keys.hash, hash );
	};

	const schedule = ( delay: number ) => {
		deps.timers.clearTimeout( scheduled );
		scheduled = deps.timers.setTimeout(
			() => void refresh(),
			Math.max( 0, delay )
		);
	};

	function receive( result: WcAjaxResult ) {
		const fragments = result.ok
			? readFragments( result.data.fragments )
			: null;
		if ( stopped ) {
			return;
		}
		if ( ! result.ok || ! fragments ) {
			emitCartEvent( 'wc_fragments_ajax_error', { source: 'fragments' } );
			return;
		}
		const hash =
			typeof result.data.cart_hash === 'string'
				? result.data.cart_hash
				: '';
		applyFragments( doc, fragments );
		shownHash = hash;
		set( session, keys.fragments, JSON.stringify( fragments ) );
		setHash( hash );
		if ( hash ) {
			set( session, CART_CREATED_KEY, String( deps.now() ) );
		}
		schedule( FRAGMENTS_MAX_AGE );
		emitCartEvent( 'wc_fragments_refreshed', {
			fragments,
			cartHash: hash,
			source: 'fragments',
		} );
	}

	/** One refresh at a time: asking again while one is on its way joins it. */
	function refresh(): Promise< void > {
		refreshing ??= postWcAjax(
			config.wcAjaxUrl,
			'get_refreshed_fragments',
			{ time: String( deps.now() ) },
			config.timeout,
			deps
		)
			.then( receive )
			.finally( () => {
				refreshing = null;
			} );
		return refreshing;
	}

	/**
	 * The session copy, when it may be shown; malformed entries are removed on the way.
	 *
	 * @param cookie The cart hash cookie.
	 */
	function cachedCopy(
		cookie: string
	): { fragments: Fragments; created: number } | null {
		const text = get( session, keys.fragments );
		const parsed: unknown = safely( () => JSON.parse( text ?? '' ) );
		const fragments = readFragments( parsed );
		if ( text !== null && ! fragments ) {
			remove( session, keys.fragments );
		}
		const createdText = get( session, CART_CREATED_KEY );
		const created = Number( createdText );
		if (
			createdText !== null &&
			( ! Number.isFinite( created ) || created <= 0 )
		) {
			remove( session, CART_CREATED_KEY );
		}
		const age = deps.now() - created;
		const fresh = Number.isFinite( age ) && age >= 0;
		return fragments &&
			fragments[ WIDGET_FRAGMENT ] !== undefined &&
			get( session, keys.hash ) === cookie &&
			fresh &&
			age < FRAGMENTS_MAX_AGE
			? { fragments, created }
			: null;
	}

	const cookie = cookieHash();
	if ( cookie ) {
		const copy = cachedCopy( cookie );
		if ( copy ) {
			applyFragments( doc, copy.fragments );
			shownHash = cookie;
			emitCartEvent( 'wc_fragments_loaded', {
				fragments: copy.fragments,
				source: 'fragments',
			} );
			schedule( copy.created + FRAGMENTS_MAX_AGE - deps.now() );
		} else {
			void refresh();
		}
	}

	const showWidgets = ( show: boolean ) =>
		doc
			.querySelectorAll( '.hide_cart_widget_if_empty' )
			.forEach( ( element ) => {
				const widget = element.closest< HTMLElement >(
					'.widget_shopping_cart'
				);
				widget?.style.setProperty( 'display', show ? '' : 'none' );
			} );
	showWidgets(
		Number( readCookie( deps.cookies(), ITEMS_IN_CART_COOKIE ) ) > 0
	);

	const onCartChange = ( event: Event ) => {
		const detail = readCartEventDetail( event );
		if ( ! detail.fragments ) {
			return;
		}
		if ( ! get( session, keys.hash ) ) {
			set( session, CART_CREATED_KEY, String( deps.now() ) );
		}
		set( session, keys.fragments, JSON.stringify( detail.fragments ) );
		setHash( detail.cartHash ?? '' );
		shownHash = detail.cartHash ?? '';
	};
	const onAdding = () => showWidgets( true );
	const onRefreshRequest = () => void refresh();
	const onStorage = ( event: Event ) => {
		if (
			'key' in event &&
			event.key === keys.hash &&
			get( local, keys.hash ) !== get( session, keys.hash )
		) {
			void refresh();
		}
	};
	// A page restored from the back-forward cache shows the cart as it was when it was left.
	const onPageShow = ( event: Event ) => {
		if (
			'persisted' in event &&
			event.persisted === true &&
			cookieHash() !== shownHash
		) {
			void refresh();
		}
	};

	doc.addEventListener( CART_EVENTS.added_to_cart, onCartChange );
	doc.addEventListener( CART_EVENTS.removed_from_cart, onCartChange );
	doc.addEventListener( CART_EVENTS.adding_to_cart, onAdding );
	doc.addEventListener( FRAGMENT_REFRESH_EVENT, onRefreshRequest );
	deps.window.addEventListener( 'storage', onStorage );
	deps.window.addEventListener( 'pageshow', onPageShow );

	return () => {
		stopped = true;
		deps.timers.clearTimeout( scheduled );
		doc.removeEventListener( CART_EVENTS.added_to_cart, onCartChange );
		doc.removeEventListener( CART_EVENTS.removed_from_cart, onCartChange );
		doc.removeEventListener( CART_EVENTS.adding_to_cart, onAdding );
		doc.removeEventListener( FRAGMENT_REFRESH_EVENT, onRefreshRequest );
		deps.window.removeEventListener( 'storage', onStorage );
		deps.window.removeEventListener( 'pageshow', onPageShow );
	};
}
