/**
 * The store notice and its dismissal cookie, the coming-soon banner
 * dismissal, and focus on the first notice so that it is read out.
 */

/**
 * Internal dependencies
 */
import { readCookie, STORE_NOTICE_COOKIE_PREFIX } from './cookies';
import { sanitizeUrl } from './sanitize-url';
import type { Cleanup, Fetch, Timers } from './types';

export const NOTICE_FOCUS_DELAY = 500;

export interface NoticesConfig {
	restNonce: string;
}

export interface NoticesDependencies {
	cookies: { get: () => string; set: ( cookie: string ) => void };
	fetch: Fetch;
	timers: Timers;
	origin: string;
}

const ALERTS = [
	'woocommerce-message',
	'woocommerce-error',
	'wc-block-components-notice-banner',
]
	.map( ( name ) => `.${ name }[role="alert"]` )
	.join( ', ' );

function hide( element: HTMLElement ) {
	element.hidden = true;
	element.style.display = 'none';
}

/**
 * @param root   Where to look for notices.
 * @param config The REST nonce.
 * @param deps   Cookies, fetch, timers and the site's origin.
 */
export function initNotices(
	root: ParentNode,
	config: NoticesConfig,
	deps: NoticesDependencies = {
		cookies: {
			get: () => document.cookie,
			set: ( cookie ) => ( document.cookie = cookie ),
		},
		fetch: ( input, init ) => window.fetch( input, init ),
		timers: window,
		origin: window.location.origin,
	}
): Cleanup {
	root.querySelectorAll< HTMLElement >( '.woocommerce-store-notice' ).forEach(
		( notice ) => {
			const name = encodeURIComponent(
				`${ STORE_NOTICE_COOKIE_PREFIX }${ notice.dataset.noticeId ?? '' }`
			);
			if ( readCookie( deps.cookies.get(), name ) === 'hidden' ) {
				hide( notice );
			} else {
				// WooCommerce's stylesheet hides the notice until a script shows it.
				notice.hidden = false;
				notice.style.display = 'block';
			}
			notice.dataset.shopwrightCookie = name;
		}
	);

	const dismissBanner = ( link: HTMLElement ) => {
		const banner =
			link.ownerDocument.getElementById( 'coming-soon-footer-banner' ) ??
			link.closest< HTMLElement >( '.coming-soon-footer-banner' );
		const done = () => banner && hide( banner );
		const url = sanitizeUrl( link.dataset.restUrl ?? '' );
		let sameOrigin = false;
		try {
			sameOrigin = new URL( url, deps.origin ).origin === deps.origin;
		} catch {
			// Not a URL: treated as another site.
		}
		// The nonce must never go to another site.
		if ( ! url || url === '#' || ! sameOrigin ) {
			done();
			return;
		}
		deps.fetch( url, {
			method: 'POST',
			credentials: 'same-origin',
			headers: {
				'Content-Type': 'application/json',
				'X-WP-Nonce': config.restNonce,
			},
			body: JSON.stringify( {
				woocommerce_meta: { coming_soon_banner_dismissed: 'yes' },
			} ),
		} )
			.catch( () => undefined )
			.then( done );
	};

	const onClick = ( event: Event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const dismiss = target?.closest(
			'.woocommerce-store-notice__dismiss-link'
		);
		const notice = dismiss?.closest< HTMLElement >(
			'.woocommerce-store-notice'
		);
		const banner = target?.closest< HTMLElement >(
			'a.coming-soon-footer-banner-dismiss'
		);
		if ( notice ) {
			event.preventDefault();
			deps.cookies.set(
				`${ notice.dataset.shopwrightCookie }=hidden; path=/`
			);
			hide( notice );
		} else if ( banner ) {
			event.preventDefault();
			dismissBanner( banner );
		}
	};
	// The dismiss link has role="button": Space must work as it does on one.
	const onKeyDown = ( event: Event ) => {
		if ( ! ( event instanceof KeyboardEvent ) ) {
			return;
		}
		const link =
			event.target instanceof HTMLElement &&
			event.target.matches( '.woocommerce-store-notice__dismiss-link' )
				? event.target
				: null;
		if ( link && event.key === ' ' ) {
			event.preventDefault();
			link.click();
		}
	};
	root.addEventListener( 'click', onClick );
	root.addEventListener( 'keydown', onKeyDown );

	const alert = root.querySelector< HTMLElement >( ALERTS );
	alert?.setAttribute( 'tabindex', '-1' );
	const focusTimer = alert
		? deps.timers.setTimeout( () => alert.focus(), NOTICE_FOCUS_DELAY )
		: undefined;

	return () => {
		root.removeEventListener( 'click', onClick );
		root.removeEventListener( 'keydown', onKeyDown );
		deps.timers.clearTimeout( focusTimer );
	};
}
