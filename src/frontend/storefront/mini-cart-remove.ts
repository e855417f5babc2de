/**
 * The remove links of WooCommerce's classic mini cart widget: the item is removed without
 * leaving the page, its row blocked while the request waits in the shared queue, and the link
 * followed (the way it works without any script) when the request fails.
 */

/**
 * Internal dependencies
 */
import type { CartRequestDependencies } from './add-to-cart';
import { emitCartEvent, readFragments } from './events';
import { applyFragments } from './fragments';
import { sameOriginUrl } from '../../utils/urls';
import type { Cleanup } from './types';
import { postWcAjax } from './wc-ajax';

export const REMOVE_TIMEOUT = 15000;

export const REMOVE_LINKS = '.remove_from_cart_button';

export const BLOCKED_CLASS = 'shopwright-is-blocked';

export interface MiniCartRemoveConfig {
	wcAjaxUrl: string;
	/** Shown when the request failed and the link cannot be followed either. */
	failedText: string;
}

function block( row: HTMLElement, blocked: boolean ) {
	row.classList.toggle( BLOCKED_CLASS, blocked );
	if ( blocked ) {
		row.setAttribute( 'aria-busy', 'true' );
	} else {
		row.removeAttribute( 'aria-busy' );
	}
	// WooCommerce's blockUI overlay, without the plugin: dimmed and deaf to the pointer.
	row.style.opacity = blocked ? '0.6' : '';
	row.style.pointerEvents = blocked ? 'none' : '';
}

/**
 * @param doc    The page.
 * @param config The endpoint and the failure text.
 * @param deps   fetch, timers, the shared queue and announcer, navigation and the origin.
 */
export function initMiniCartRemove(
	doc: Document,
	config: MiniCartRemoveConfig,
	deps: CartRequestDependencies
): Cleanup {
	const follow = ( link: HTMLElement, row: HTMLElement ) => {
		const href = sameOriginUrl( link.getAttribute( 'href' ), deps.origin );
		if ( href ) {
			deps.navigate( href );
			return;
		}
		block( row, false );
		deps.announcer.error( config.failedText );
	};

	async function remove( link: HTMLElement, row: HTMLElement ) {
		const result = await postWcAjax(
			config.wcAjaxUrl,
			'remove_from_cart',
			{ cart_item_key: link.dataset.cart_item_key ?? '' },
			REMOVE_TIMEOUT,
			deps
		);
		const fragments = result.ok
			? readFragments( result.data.fragments )
			: null;
		if ( ! result.ok || ! fragments ) {
			follow( link, row );
			return;
		}
		applyFragments( doc, fragments );
		// The fragments normally replace the whole widget, row included.
		if ( row.isConnected ) {
			block( row, false );
		}
		emitCartEvent( 'wc_fragments_loaded', { source: 'mini-cart-remove' } );
		deps.announcer.announce( link.dataset.success_message ?? '' );
		emitCartEvent( 'removed_from_cart', {
			button: link,
			fragments,
			cartHash:
				typeof result.data.cart_hash === 'string'
					? result.data.cart_hash
					: '',
			source: 'mini-cart-remove',
		} );
	}

	const onClick = ( event: Event ) => {
		const link =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( REMOVE_LINKS )
				: null;
		if ( ! link ) {
			return;
		}
		event.preventDefault();
		const row =
			link.closest< HTMLElement >( '.woocommerce-mini-cart-item' ) ??
			link;
		// A second click on a row that is already going would remove nothing more.
		if ( row.classList.contains( BLOCKED_CLASS ) ) {
			return;
		}
		deps.announcer.reset();
		block( row, true );
		void deps.queue.add( () => remove( link, row ) );
	};
	// WooCommerce gives the link role="button": Space must work as it does on one.
	const onKeyDown = ( event: Event ) => {
		if (
			event instanceof KeyboardEvent &&
			event.key === ' ' &&
			event.target instanceof HTMLElement &&
			event.target.matches( REMOVE_LINKS )
		) {
			event.preventDefault();
			event.target.click();
		}
	};

	doc.addEventListener( 'click', onClick );
	doc.addEventListener( 'keydown', onKeyDown );
	return () => {
		doc.removeEventListener( 'click', onClick );
		doc.removeEventListener( 'keydown', onKeyDown );
	};
}
