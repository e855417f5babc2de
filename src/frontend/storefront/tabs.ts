/**
 * WooCommerce's product tabs as WAI-ARIA tabs, and the star rating a review
 * needs when the store requires one.
 */

/**
 * Internal dependencies
 */
import type { Cleanup } from './types';

export interface TabsConfig {
	reviewRatingRequired: boolean;
	ratingRequiredText: string;
}

export interface TabsDependencies {
	location: Pick< Location, 'hash' | 'href' >;
	alert: ( message: string ) => void;
}

const KEYS = [ 'ArrowLeft', 'ArrowRight', 'Home', 'End' ];

function panelOf( tab: Element, wrapper: Element ): HTMLElement | null {
	const id = tab.getAttribute( 'href' )?.split( '#' )[ 1 ];
	const panel = id ? tab.ownerDocument.getElementById( id ) : null;
	return panel && wrapper.contains( panel ) ? panel : null;
}

function initTabList( list: Element, deps: TabsDependencies ): Cleanup {
	const wrapper =
		list.closest( '.woocommerce-tabs, .wc-tabs-wrapper' ) ??
		list.parentElement ??
		list;
	const tabs = Array.from(
		list.querySelectorAll< HTMLAnchorElement >( 'li > a' )
	).filter( ( tab ) => panelOf( tab, wrapper ) );
	list.setAttribute( 'role', 'tablist' );

	const select = ( selected: HTMLAnchorElement ) =>
		tabs.forEach( ( tab ) => {
			const isSelected = tab === selected;
			tab.setAttribute( 'aria-selected', String( isSelected ) );
			tab.tabIndex = isSelected ? 0 : -1;
			tab.parentElement?.classList.toggle( 'active', isSelected );
			const panel = panelOf( tab, wrapper );
			if ( panel ) {
				panel.hidden = ! isSelected;
			}
		} );

	tabs.forEach( ( tab, index ) => {
		const panel = panelOf( tab, wrapper );
		tab.setAttribute( 'role', 'tab' );
		tab.id ||= `${ panel?.id }-title-${ index }`;
		tab.setAttribute( 'aria-controls', panel?.id ?? '' );
		tab.parentElement?.setAttribute( 'role', 'presentation' );
		panel?.setAttribute( 'role', 'tabpanel' );
		panel?.setAttribute( 'aria-labelledby', tab.id );
		panel?.setAttribute( 'tabindex', '0' );
	} );

	const hash = deps.location.hash;
	const reviews = tabs.find( ( tab ) => tab.closest( '.reviews_tab' ) );
	const wantsReviews =
		/^#(comment-|reviews$|tab-reviews$)/i.test( hash ) ||
		/comment-page-|[?&]cpage=/.test( deps.location.href );
	const first =
		tabs.find( ( tab ) => hash && tab.hash === hash ) ??
		( wantsReviews ? reviews : undefined ) ??
		tabs[ 0 ];
	if ( first ) {
		select( first );
	}

	const onClick = ( event: Event ) => {
		const tab = tabs.find(
			( item ) =>
				event.target instanceof Node && item.contains( event.target )
		);
		if ( tab ) {
			event.preventDefault();
			select( tab );
		}
	};
	const onKeyDown = ( event: Event ) => {
		if ( ! ( event instanceof KeyboardEvent ) ) {
			return;
		}
		const index = tabs.findIndex( ( tab ) => tab === event.target );
		if ( index < 0 || ! KEYS.includes( event.key ) ) {
			return;
		}
		event.preventDefault();
		const rtl = list.closest( '[dir="rtl"]' ) !== null;
		const forward = ( event.key === 'ArrowRight' ) !== rtl;
		let next = forward ? index + 1 : index - 1;
		if ( event.key === 'Home' ) {
			next = 0;
		} else if ( event.key === 'End' ) {
			next = -1;
		}
		const tab = tabs[ ( next + tabs.length ) % tabs.length ];
		select( tab );
		tab.focus();
	};
	list.addEventListener( 'click', onClick );
	list.addEventListener( 'keydown', onKeyDown );
	return () => {
		list.removeEventListener( 'click', onClick );
		list.removeEventListener( 'keydown', onKeyDown );
	};
}

/**
 * @param root   Where to look for tabs and the review form.
 * @param config Whether a rating is required, and the text saying so.
 * @param deps   The page address and alert.
 */
export function initTabs(
	root: ParentNode,
	config: TabsConfig,
	deps: TabsDependencies = {
		location: window.location,
		// The make-a-selection and rating messages are alerts in WooCommerce too.
		// eslint-disable-next-line no-alert
		alert: ( message ) => window.alert( message ),
	}
): Cleanup {
	const cleanups = Array.from(
		root.querySelectorAll( '.wc-tabs, .woocommerce-tabs ul.tabs' )
	).map( ( list ) => initTabList( list, deps ) );

	const onSubmit = ( event: Event ) => {
		const rating =
			event.target instanceof HTMLFormElement
				? event.target.querySelector( 'select#rating' )
				: null;
		if (
			config.reviewRatingRequired &&
			rating instanceof HTMLSelectElement &&
			! rating.value
		) {
			event.preventDefault();
			deps.alert( config.ratingRequiredText );
			// Then to the stars (or the select, where there are none), to choose one.
			const stars = rating.parentElement?.querySelector< HTMLElement >(
				'p.stars [role="radio"]'
			);
			( stars ?? rating ).focus();
		}
	};
	root.addEventListener( 'submit', onSubmit );
	return () => {
		root.removeEventListener( 'submit', onSubmit );
		cleanups.forEach( ( cleanup ) => cleanup() );
	};
}
