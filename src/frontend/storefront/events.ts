/**
 * Sends the cart events (see event-names.ts) and brings the same events from other scripts in:
 * when another plugin triggers WooCommerce's jQuery `added_to_cart` or `wc_fragment_refresh`, the
 * DOM event and the hook follow, so that Shopwright's own modules hear it too.
 */

/**
 * WordPress dependencies
 */
import { applyFilters, doAction } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import {
	CART_EVENTS,
	FRAGMENT_REFRESH_EVENT,
	hookName,
	type CartEventName,
} from './event-names';
import type { Cleanup } from './types';

export type Fragments = Record< string, string >;

/** What every listener gets: the DOM event's `detail` and the hook's one argument. */
export interface CartEventDetail {
	button?: HTMLElement;
	/** The add-to-cart request's fields. */
	data?: Record< string, string >;
	fragments?: Fragments;
	cartHash?: string;
	/**
	 * What caused it: 'add-to-cart', 'mini-cart-remove', 'fragments', 'mini-cart' (the block's
	 * Store API changes) or 'jquery' (another script's jQuery event).
	 */
	source?: string;
}

/** The few jQuery methods used, on the collection `jQuery( element )` gives. */
interface JQueryCollection {
	trigger: ( name: string, args?: unknown[] ) => unknown;
	triggerHandler: ( name: string, args?: unknown[] ) => unknown;
	on: ( events: string, handler: ( ...args: unknown[] ) => void ) => unknown;
	off: ( events: string, handler: ( ...args: unknown[] ) => void ) => unknown;
	get: ( index: number ) => unknown;
}

type JQueryStatic = ( target: unknown ) => JQueryCollection;

/**
 * The page's jQuery, if some other script loaded it. Shopwright never loads it.
 */
export function getJQuery(): JQueryStatic | null {
	const candidate: unknown = ( window as { jQuery?: unknown } ).jQuery; // Window has no jQuery in its type.
	return typeof candidate === 'function'
		? ( candidate as JQueryStatic ) // A function named jQuery on window: trusted to be jQuery.
		: null;
}

/**
 * Reports an error thrown by another script's handler the way the browser reports any uncaught
 * error, without stopping the cart code that called it.
 *
 * @param error What was thrown.
 */
function report( error: unknown ) {
	if ( typeof window.reportError === 'function' ) {
		window.reportError( error );
	} else {
		// eslint-disable-next-line no-console
		console.error( error );
	}
}

/** Above zero while Shopwright triggers a jQuery event, so the bridge does not bring it back. */
let triggering = 0;

/**
 * The arguments WooCommerce's own trigger gives, or null when they cannot be made: a handler
 * written for WooCommerce must never get fewer than it expects.
 *
 * @param name   The event.
 * @param detail Its detail.
 * @param $      jQuery.
 */
function jQueryArguments(
	name: CartEventName,
	detail: CartEventDetail,
	$: JQueryStatic
): unknown[] | null {
	const $button = detail.button ? $( detail.button ) : undefined;
	switch ( name ) {
		case 'adding_to_cart':
			return $button ? [ $button, detail.data ?? {} ] : null;
		case 'added_to_cart':
		case 'removed_from_cart':
			return detail.fragments
				? [ detail.fragments, detail.cartHash ?? '', $button ]
				: null;
		case 'wc_cart_button_updated':
			return $button ? [ $button ] : null;
		default:
			return [];
	}
}

/**
 * Sends one cart event: the hook, the DOM event on document.body, then WooCommerce's jQuery event
 * when jQuery is on the page. A listener that throws is reported and stops nothing.
 *
 * @param name   The WooCommerce name of the moment.
 * @param detail What happened.
 * @param jQuery Whether to trigger the jQuery event too (false for events that came from it).
 */
export function emitCartEvent(
	name: CartEventName,
	detail: CartEventDetail = {},
	jQuery = true
): void {
	try {
		doAction( hookName( name ), detail );
	} catch ( error ) {
		report( error );
	}
	document.body.dispatchEvent(
		new CustomEvent< CartEventDetail >( CART_EVENTS[ name ], {
			bubbles: true,
			detail,
		} )
	);
	const $ = jQuery ? getJQuery() : null;
	const args = $ ? jQueryArguments( name, detail, $ ) : null;
	if ( $ && args ) {
		triggering++;
		try {
			$( document.body ).trigger( name, args );
		} catch ( error ) {
			report( error );
		} finally {
			triggering--;
		}
	}
}

/**
 * Whether another script lets an add to cart go ahead: WooCommerce's
 * `should_send_ajax_request.adding_to_cart` jQuery handler, then the
 * `shopwright.should_send_add_to_cart` filter. When one says no, WooCommerce's
 * `ajax_request_not_sent.adding_to_cart` is triggered, as WooCommerce does.
 *
 * @param button The add to cart button.
 */
export function shouldSendAddToCart( button: HTMLElement ): boolean {
	const $ = getJQuery();
	const allowed =
		( ! $ ||
			$( document.body ).triggerHandler(
				'should_send_ajax_request.adding_to_cart',
				[ $( button ) ]
			) !== false ) &&
		applyFilters( 'shopwright.should_send_add_to_cart', true, button ) !==
			false;
	if ( ! allowed && $ ) {
		$( document.body ).trigger( 'ajax_request_not_sent.adding_to_cart', [
			false,
			false,
			$( button ),
		] );
	}
	return allowed;
}

/**
 * A fragments map (selector → markup), or null when the value is anything else.
 *
 * @param value A parsed JSON value.
 */
export function readFragments( value: unknown ): Fragments | null {
	return isRecord( value ) &&
		Object.values( value ).every( ( html ) => typeof html === 'string' )
		? ( value as Fragments ) // Every value was just checked to be a string.
		: null;
}

/**
 * The detail of a cart DOM event, checked field by field: any script can dispatch one.
 *
 * @param event The DOM event.
 */
export function readCartEventDetail( event: Event ): CartEventDetail {
	const detail =
		event instanceof CustomEvent && isRecord( event.detail )
			? event.detail
			: {};
	const text = ( value: unknown ) =>
		typeof value === 'string' ? value : undefined;
	return {
		button:
			detail.button instanceof HTMLElement ? detail.button : undefined,
		// The request's fields: a map of strings, as fragments are.
		data: readFragments( detail.data ) ?? undefined,
		fragments: readFragments( detail.fragments ) ?? undefined,
		cartHash: text( detail.cartHash ),
		source: text( detail.source ),
	};
}

function readButton( value: unknown ): HTMLElement | undefined {
	const element =
		isRecord( value ) && typeof value.get === 'function'
			? value.get( 0 )
			: undefined;
	return element instanceof HTMLElement ? element : undefined;
}

/**
 * Brings other scripts' jQuery cart events in as Shopwright's DOM events and hooks. Does nothing
 * on a page without jQuery.
 */
export function initEvents(): Cleanup {
	const $ = getJQuery();
	if ( ! $ ) {
		return () => {};
	}
	const $body = $( document.body );
	const onChange = ( ...args: unknown[] ) => {
		const [ event, fragments, cartHash, $button ] = args;
		const type = isRecord( event ) ? event.type : undefined;
		if (
			triggering > 0 ||
			( type !== 'added_to_cart' && type !== 'removed_from_cart' )
		) {
			return;
		}
		emitCartEvent(
			type,
			{
				fragments: readFragments( fragments ) ?? undefined,
				cartHash: typeof cartHash === 'string' ? cartHash : undefined,
				button: readButton( $button ),
				source: 'jquery',
			},
			false
		);
	};
	const onRefresh = () => {
		if ( triggering === 0 ) {
			document.body.dispatchEvent(
				new CustomEvent( FRAGMENT_REFRESH_EVENT, { bubbles: true } )
			);
		}
	};
	$body.on( 'added_to_cart removed_from_cart', onChange );
	$body.on( 'wc_fragment_refresh updated_wc_div', onRefresh );
	return () => {
		$body.off( 'added_to_cart removed_from_cart', onChange );
		$body.off( 'wc_fragment_refresh updated_wc_div', onRefresh );
	};
}
