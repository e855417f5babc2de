/**
 * Links and addresses that point into the page: a hash opens its tab or
 * accordion section, a `hash` query parameter scrolls to an element, and a
 * `popup-selector` parameter opens a login popup.
 *
 * An address can come from anywhere (a link on another site, a window another
 * site opened and navigates), so nothing in it may choose what gets clicked:
 * only tab and accordion headers, and the login popup openers the owner
 * marked with `data-shopwright-popup-opener`, are ever clicked for it.
 */

/**
 * Internal dependencies
 */
import { ACCORDION_HEADERS } from './accordion';
import type { Cleanup, Timers } from './types';

export const SAFE_ID = /^[A-Za-z][\w-]*$/;
/** What `popup-selector` may name, and the marker its opener carries. */
export const POPUP_OPENERS = [ 'login', 'lost-password', 'reset-password' ];
export const POPUP_OPENER_ATTRIBUTE = 'data-shopwright-popup-opener';
export const HASH_GUARD = 100;
export const SCROLL_OFFSET = 100;
export const POPUP_DELAY = 300;

const NOTICES =
	'.woocommerce-notices-wrapper, .woocommerce-message, .woocommerce-error, .woocommerce-info, .wc-block-components-notice-banner';

export interface HashNavigationDependencies {
	location: Pick< Location, 'hash' | 'search' | 'href' >;
	window: Pick<
		Window,
		'addEventListener' | 'removeEventListener' | 'scrollTo' | 'scrollY'
	>;
	timers: Timers;
}

function idFrom( hash: string ): string {
	try {
		return decodeURIComponent( hash.replace( /^#/, '' ) );
	} catch {
		return '';
	}
}

/**
 * The tab or accordion header that opens the element with this id.
 *
 * @param document The page.
 * @param id       A safe id.
 */
function opener( document: Document, id: string ): HTMLElement | null {
	return (
		Array.from(
			document.querySelectorAll< HTMLElement >(
				`.wc-tabs a, .woocommerce-tabs ul.tabs a, ${ ACCORDION_HEADERS }`
			)
		).find(
			( element ) =>
				element.id === id ||
				element.getAttribute( 'href' ) === `#${ id }` ||
				element.getAttribute( 'aria-controls' ) === id ||
				element.getAttribute( 'data-shopwright-accordion' ) === id
		) ?? null
	);
}

/**
 * @param root Where to listen for link clicks.
 * @param deps The address, the window and timers.
 */
export function initHashNavigation(
	root: ParentNode & Node,
	deps: HashNavigationDependencies = {
		location: window.location,
		window,
		timers: window,
	}
): Cleanup {
	const document = root.ownerDocument ?? window.document;
	const scheduled: number[] = [];
	let guarded = false;
	const guard = () => {
		guarded = true;
		scheduled.push(
			deps.timers.setTimeout( () => ( guarded = false ), HASH_GUARD )
		);
	};

	const onClick = ( event: Event ) => {
		const link =
			event.target instanceof Element
				? event.target.closest( 'a[href*="#"]' )
				: null;
		if ( ! link ) {
			return;
		}
		const url = new URL(
			link.getAttribute( 'href' ) ?? '',
			deps.location.href
		);
		const id = idFrom( url.hash );
		const target = SAFE_ID.test( id ) ? opener( document, id ) : null;
		if (
			target &&
			target !== link &&
			! target.contains( link ) &&
			url.href.split( '#' )[ 0 ] === deps.location.href.split( '#' )[ 0 ]
		) {
			guard();
			target.click();
		}
	};
	const onHashChange = () => {
		const id = idFrom( deps.location.hash );
		if ( guarded || ! SAFE_ID.test( id ) ) {
			return;
		}
		guard();
		opener( document, id )?.click();
	};
	root.addEventListener( 'click', onClick );
	deps.window.addEventListener( 'hashchange', onHashChange );

	const params = new URLSearchParams( deps.location.search );
	const scrollId = params.get( 'hash' ) ?? '';
	const element = SAFE_ID.test( scrollId )
		? document.getElementById( scrollId )
		: null;
	if ( element ) {
		deps.window.scrollTo( {
			top:
				element.getBoundingClientRect().top +
				deps.window.scrollY -
				SCROLL_OFFSET,
			behavior: element.matches( NOTICES ) ? 'smooth' : 'auto',
		} );
	}

	const popup = params.get( 'popup-selector' ) ?? '';
	if (
		POPUP_OPENERS.includes( popup ) &&
		( params.has( 'lost-password' ) || params.has( 'reset-password' ) )
	) {
		scheduled.push(
			deps.timers.setTimeout( () => {
				// The selector is built from the fixed list above, never from the address.
				document
					.querySelector< HTMLElement >(
						`[${ POPUP_OPENER_ATTRIBUTE }="${ popup }"]`
					)
					?.click();
			}, POPUP_DELAY )
		);
	}

	return () => {
		root.removeEventListener( 'click', onClick );
		deps.window.removeEventListener( 'hashchange', onHashChange );
		scheduled.forEach( ( id ) => deps.timers.clearTimeout( id ) );
	};
}
