/**
 * Tells screen reader users what a cart request did, through the live region WooCommerce's own
 * script uses (so a theme that styles or reads it keeps working), and shows failures as notices.
 */

/**
 * Internal dependencies
 */
import type { Timers } from './types';
import { errorNotice } from '../../utils/notice';

/**
 * Screen readers may not read a message that replaces the same message at once: a short pause
 * between emptying the region and filling it makes a repeated message heard, as in WooCommerce.
 */
export const ANNOUNCE_DELAY = 1000;

export interface Announcer {
	/** Empties the region before a new request, so its result is heard even if it repeats. */
	reset: () => void;
	announce: ( message: string ) => void;
	/** A visible error notice, read at once. */
	error: ( message: string ) => void;
	destroy: () => void;
}

function region( doc: Document, className: string, role: string ) {
	const existing = doc.querySelector< HTMLElement >( `.${ className }` );
	if ( existing ) {
		return { element: existing, created: false };
	}
	const element = doc.createElement( 'div' );
	element.className = `${ className } screen-reader-text`;
	element.setAttribute( 'role', role );
	doc.body.append( element );
	return { element, created: true };
}

/**
 * @param doc    The page.
 * @param timers Timer functions.
 */
export function createAnnouncer( doc: Document, timers: Timers ): Announcer {
	let status: ReturnType< typeof region > | null = null;
	let alert: ReturnType< typeof region > | null = null;
	let pending: number | undefined;
	const notices: HTMLElement[] = [];

	// Created on first use: a page where nobody adds to the cart gets no extra element.
	const statusRegion = () =>
		( status ??= region(
			doc,
			'widget_shopping_cart_live_region',
			'status'
		) ).element;

	return {
		reset() {
			timers.clearTimeout( pending );
			const element = statusRegion();
			element.textContent = '';
			element.removeAttribute( 'aria-relevant' );
		},
		announce( message ) {
			if ( ! message ) {
				return;
			}
			timers.clearTimeout( pending );
			pending = timers.setTimeout( () => {
				const element = statusRegion();
				element.textContent = message;
				element.setAttribute( 'aria-relevant', 'all' );
			}, ANNOUNCE_DELAY );
		},
		error( message ) {
			if ( ! message ) {
				return;
			}
			const wrapper = doc.querySelector( '.woocommerce-notices-wrapper' );
			if ( wrapper ) {
				const notice = errorNotice( doc, message );
				wrapper.append( notice );
				notices.push( notice );
				return;
			}
			alert ??= region( doc, 'shopwright-cart-alert', 'alert' );
			// A new node each time: the same message twice is still an addition, and is read.
			const line = doc.createElement( 'p' );
			line.textContent = message;
			alert.element.replaceChildren( line );
		},
		destroy() {
			timers.clearTimeout( pending );
			notices.forEach( ( notice ) => notice.remove() );
			[ status, alert ].forEach(
				( made ) => made?.created && made.element.remove()
			);
		},
	};
}
