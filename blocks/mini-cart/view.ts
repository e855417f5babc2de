/**
 * The mini cart's view script: on every page with the block, so it stays tiny and imports
 * nothing from @wordpress/*. Without it (or without the drawer) the block is a link to the cart
 * page. The drawer itself (the cart store, the dialog) is a separate handle the intent loader
 * brings in when the shopper reaches for the block; this script covers what can happen before
 * it is there:
 *
 * - a click: the drawer opens once it has loaded, or the link is followed if it fails to load;
 * - a product added or removed elsewhere on the page: the drawer is asked for, so that the
 *   count and total in the header catch up.
 */

/**
 * Internal dependencies
 */
import { CART_EVENTS } from '../../src/frontend/storefront/event-names';
import { FAILED_EVENT } from '../../src/frontend/intent-loader/loader';
import {
	MANIFEST_ID,
	parseManifest,
} from '../../src/frontend/intent-loader/manifest';
import {
	BLOCK_SELECTOR,
	BUTTON_SELECTOR,
	DRAWER_HANDLE,
	OPEN_REQUESTED_ATTRIBUTE,
	READY_ATTRIBUTE,
} from './constants';

/** How long a click waits for the drawer before the link is followed. */
export const OPEN_TIMEOUT = 8000;

export interface ViewDependencies {
	setTimeout: ( callback: () => void, ms: number ) => unknown;
	navigate: ( url: string ) => void;
}

/**
 * Whether the intent loader will bring the drawer in.
 *
 * @param doc The page.
 */
function drawerIsDeferred( doc: Document ): boolean {
	const manifest = parseManifest(
		doc.getElementById( MANIFEST_ID )?.textContent ?? null
	);
	return (
		manifest?.groups.some( ( group ) => group.handle === DRAWER_HANDLE ) ??
		false
	);
}

/**
 * Asks the intent loader for the drawer, as a pointer over the block would.
 *
 * @param block The block.
 */
function requestDrawer( block: HTMLElement ) {
	block.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
}

/**
 * @param doc  The page.
 * @param deps Timers and navigation.
 */
export function initMiniCartView(
	doc: Document,
	deps: ViewDependencies = {
		setTimeout: ( callback, ms ) => window.setTimeout( callback, ms ),
		navigate: ( url ) => window.location.assign( url ),
	}
): void {
	const blocks = Array.from(
		doc.querySelectorAll< HTMLElement >( BLOCK_SELECTOR )
	);
	if ( blocks.length === 0 || ! drawerIsDeferred( doc ) ) {
		return;
	}
	const ready = ( block: HTMLElement ) =>
		block.hasAttribute( READY_ATTRIBUTE );
	const follow = ( block: HTMLElement ) => {
		const href =
			block.querySelector< HTMLAnchorElement >( BUTTON_SELECTOR )?.href;
		block.classList.remove( 'is-loading' );
		block.removeAttribute( OPEN_REQUESTED_ATTRIBUTE );
		if ( href ) {
			deps.navigate( href );
		}
	};

	blocks.forEach( ( block ) => {
		block
			.querySelector( BUTTON_SELECTOR )
			?.addEventListener( 'click', ( event ) => {
				const mouse = event instanceof MouseEvent ? event : null;
				if (
					ready( block ) ||
					( mouse &&
						( mouse.button !== 0 ||
							mouse.ctrlKey ||
							mouse.metaKey ||
							mouse.shiftKey ||
							mouse.altKey ) )
				) {
					return;
				}
				event.preventDefault();
				block.setAttribute( OPEN_REQUESTED_ATTRIBUTE, '' );
				block.classList.add( 'is-loading' );
				requestDrawer( block );
				deps.setTimeout( () => {
					if (
						! ready( block ) &&
						block.hasAttribute( OPEN_REQUESTED_ATTRIBUTE )
					) {
						follow( block );
					}
				}, OPEN_TIMEOUT );
			} );
	} );

	const onCartChange = () =>
		blocks.forEach( ( block ) => ready( block ) || requestDrawer( block ) );
	doc.addEventListener( CART_EVENTS.added_to_cart, onCartChange );
	doc.addEventListener( CART_EVENTS.removed_from_cart, onCartChange );
	doc.addEventListener( FAILED_EVENT, ( event ) => {
		const handle =
			event instanceof CustomEvent ? event.detail?.handle : undefined;
		if ( handle === DRAWER_HANDLE ) {
			blocks
				.filter( ( block ) =>
					block.hasAttribute( OPEN_REQUESTED_ATTRIBUTE )
				)
				.forEach( follow );
		}
	} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener(
		'DOMContentLoaded',
		() => initMiniCartView( document ),
		{ once: true }
	);
} else {
	initMiniCartView( document );
}
