/**
 * Catalogue pages and the site header: the sort dropdown, the result count
 * live region, the navigation toggle with its sub-menus, sticky elements.
 */

/**
 * Internal dependencies
 */
import type { Cleanup, Timers } from './types';

export const RESULT_COUNT_DELAY = 2000;
export const MENU_SHOW_DELAY = 250;
export const MENU_HIDE_DELAY = 500;

export interface CatalogueConfig {
	subMenuLabel: string;
}

export interface CatalogueDependencies {
	timers: Timers;
	IntersectionObserver?: typeof IntersectionObserver;
}

const PARENT_ITEMS = '.menu-item-has-children, .page_item_has_children';
const SUB_MENU_TOGGLE = 'shopwright-nav__submenu-toggle';
/**
 * On each menu the script drives: the storefront's stylesheet then gives its sub-menus a width of
 * 10 to 20 em and a 200 ms fade (none for reduced motion), and keeps closed ones out of sight.
 */
export const NAV_CLASS = 'shopwright-nav';

function setOpen( button: Element, target: Element | null, open: boolean ) {
	button.setAttribute( 'aria-expanded', String( open ) );
	target?.classList.toggle( 'is-open', open );
}

function initNavigation(
	root: ParentNode,
	config: CatalogueConfig,
	timers: Timers,
	scheduled: Set< number >
): Cleanup {
	const added: Element[] = [];
	const menus: Element[] = [];
	const later = ( callback: () => void, ms: number ) => {
		const id = timers.setTimeout( () => {
			scheduled.delete( id );
			callback();
		}, ms );
		scheduled.add( id );
		return id;
	};
	const hover = new Map< Element, number >();

	root.querySelectorAll( '[data-shopwright-nav-toggle]' ).forEach(
		( toggle ) => {
			const menu = toggle.ownerDocument.getElementById(
				toggle.getAttribute( 'aria-controls' ) ?? ''
			);
			setOpen( toggle, menu, false );
			if ( menu && ! menu.classList.contains( NAV_CLASS ) ) {
				menu.classList.add( NAV_CLASS );
				menus.push( menu );
			}
			menu?.querySelectorAll( PARENT_ITEMS ).forEach( ( item, index ) => {
				const subMenu = item.querySelector( ':scope > ul' );
				if (
					! subMenu ||
					item.querySelector( `:scope > .${ SUB_MENU_TOGGLE }` )
				) {
					return;
				}
				subMenu.id ||= `${ menu.id }-sub-menu-${ index }`;
				const button = toggle.ownerDocument.createElement( 'button' );
				button.type = 'button';
				button.className = SUB_MENU_TOGGLE;
				button.setAttribute( 'aria-controls', subMenu.id );
				button.setAttribute( 'aria-label', config.subMenuLabel );
				setOpen( button, item, false );
				subMenu.before( button );
				added.push( button );
			} );
		}
	);

	const onClick = ( event: Event ) => {
		const button =
			event.target instanceof Element
				? event.target.closest(
						`[data-shopwright-nav-toggle], .${ SUB_MENU_TOGGLE }`
					)
				: null;
		if ( ! button ) {
			return;
		}
		const open = button.getAttribute( 'aria-expanded' ) !== 'true';
		const target = button.hasAttribute( 'data-shopwright-nav-toggle' )
			? button.ownerDocument.getElementById(
					button.getAttribute( 'aria-controls' ) ?? ''
				)
			: button.parentElement;
		setOpen( button, target, open );
	};
	const onKeyDown = ( event: Event ) => {
		if ( ! ( event instanceof KeyboardEvent ) ) {
			return;
		}
		if ( event.key !== 'Escape' || ! ( event.target instanceof Element ) ) {
			return;
		}
		const item = event.target.closest( `${ PARENT_ITEMS }.is-open` );
		const toggle = item?.querySelector( `:scope > .${ SUB_MENU_TOGGLE }` );
		if ( item && toggle instanceof HTMLElement ) {
			setOpen( toggle, item, false );
			toggle.focus();
		}
	};
	const onHover = ( event: Event ) => {
		const item =
			event.target instanceof Element
				? event.target.closest( PARENT_ITEMS )
				: null;
		const toggle = item?.querySelector( `:scope > .${ SUB_MENU_TOGGLE }` );
		if ( ! item || ! toggle || event.target !== item ) {
			return;
		}
		const open = event.type === 'mouseenter';
		timers.clearTimeout( hover.get( item ) );
		hover.set(
			item,
			later(
				() => setOpen( toggle, item, open ),
				open ? MENU_SHOW_DELAY : MENU_HIDE_DELAY
			)
		);
	};
	root.addEventListener( 'click', onClick );
	root.addEventListener( 'keydown', onKeyDown );
	// mouseenter/mouseleave do not bubble; the capture phase sees them all.
	root.addEventListener( 'mouseenter', onHover, true );
	root.addEventListener( 'mouseleave', onHover, true );
	return () => {
		root.removeEventListener( 'click', onClick );
		root.removeEventListener( 'keydown', onKeyDown );
		root.removeEventListener( 'mouseenter', onHover, true );
		root.removeEventListener( 'mouseleave', onHover, true );
		added.forEach( ( button ) => button.remove() );
		menus.forEach( ( menu ) => menu.classList.remove( NAV_CLASS ) );
	};
}

function initSticky(
	root: ParentNode,
	Observer: typeof IntersectionObserver | undefined
): Cleanup {
	const elements = Array.from(
		root.querySelectorAll( '[data-shopwright-sticky]' )
	);
	if ( ! Observer || ! elements.length ) {
		return () => {};
	}
	const stuck = new Map< Element, Element >();
	const observer = new Observer(
		( entries ) =>
			entries.forEach( ( entry ) =>
				stuck
					.get( entry.target )
					?.classList.toggle(
						'is-stuck',
						! entry.isIntersecting &&
							entry.boundingClientRect.top < 0
					)
			),
		{ rootMargin: '0px', threshold: 0 }
	);
	elements.forEach( ( element ) => {
		const sentinel = element.ownerDocument.createElement( 'div' );
		sentinel.className = 'shopwright-sticky__sentinel';
		sentinel.setAttribute( 'aria-hidden', 'true' );
		element.before( sentinel );
		stuck.set( sentinel, element );
		observer.observe( sentinel );
	} );
	return () => {
		observer.disconnect();
		stuck.forEach( ( element, sentinel ) => {
			sentinel.remove();
			element.classList.remove( 'is-stuck' );
		} );
	};
}

/**
 * @param root   Where to look.
 * @param config The sub-menu toggle label.
 * @param deps   Timers and IntersectionObserver.
 */
export function initCatalogue(
	root: ParentNode,
	config: CatalogueConfig,
	deps: CatalogueDependencies = {
		timers: window,
		IntersectionObserver: window.IntersectionObserver,
	}
): Cleanup {
	const scheduled = new Set< number >();

	const onChange = ( event: Event ) => {
		const select = event.target;
		const form =
			select instanceof HTMLSelectElement &&
			select.matches( '.woocommerce-ordering select.orderby' )
				? select.form
				: null;
		form?.requestSubmit();
	};
	root.addEventListener( 'change', onChange );

	// Screen readers may not read a live region filled before they looked:
	// hide the count, then put the same nodes back to announce it.
	root.querySelectorAll( '.woocommerce-result-count' ).forEach(
		( region ) => {
			region.setAttribute( 'role', 'status' );
			region.setAttribute( 'aria-live', 'polite' );
			region.setAttribute( 'aria-hidden', 'true' );
			const id = deps.timers.setTimeout( () => {
				scheduled.delete( id );
				const nodes = Array.from( region.childNodes );
				region.replaceChildren();
				region.setAttribute( 'aria-hidden', 'false' );
				region.replaceChildren( ...nodes );
			}, RESULT_COUNT_DELAY );
			scheduled.add( id );
		}
	);

	const cleanups = [
		initNavigation( root, config, deps.timers, scheduled ),
		initSticky( root, deps.IntersectionObserver ),
	];
	return () => {
		root.removeEventListener( 'change', onChange );
		scheduled.forEach( ( id ) => deps.timers.clearTimeout( id ) );
		cleanups.forEach( ( cleanup ) => cleanup() );
	};
}
