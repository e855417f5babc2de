/**
 * The FAQ accordion: header buttons that expand and collapse their panel,
 * with a 500 ms height transition unless the visitor prefers less motion.
 */

/**
 * Internal dependencies
 */
import type { Cleanup, Timers } from './types';

export const ACCORDION_DURATION = 500;

export const ACCORDION_HEADERS =
	'[data-shopwright-accordion], .shopwright-accordion [aria-controls]';

export interface AccordionDependencies {
	timers: Timers;
	prefersReducedMotion: () => boolean;
}

/**
 * @param root Where to look for accordion headers.
 * @param deps Timers and the reduced-motion preference.
 */
export function initAccordion(
	root: ParentNode,
	deps: AccordionDependencies = {
		timers: window,
		prefersReducedMotion: () =>
			window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ??
			false,
	}
): Cleanup {
	const timers = new Map< HTMLElement, number >();

	const panelOf = ( header: Element ) => {
		const id =
			header.getAttribute( 'aria-controls' ) ||
			header.getAttribute( 'data-shopwright-accordion' );
		return id ? header.ownerDocument.getElementById( id ) : null;
	};

	const settle = ( panel: HTMLElement, expanded: boolean ) => {
		timers.delete( panel );
		panel.hidden = ! expanded;
		panel.style.removeProperty( 'height' );
		panel.style.removeProperty( 'overflow' );
		panel.style.removeProperty( 'transition' );
		panel.classList.remove( 'is-animating' );
	};

	const toggle = ( header: Element, panel: HTMLElement ) => {
		const expanded = header.getAttribute( 'aria-expanded' ) !== 'true';
		header.setAttribute( 'aria-expanded', String( expanded ) );
		deps.timers.clearTimeout( timers.get( panel ) );
		if ( deps.prefersReducedMotion() ) {
			settle( panel, expanded );
			return;
		}
		panel.hidden = false;
		panel.classList.add( 'is-animating' );
		panel.style.overflow = 'hidden';
		const full = `${ panel.scrollHeight }px`;
		panel.style.height = expanded ? '0px' : full;
		// Reading the height makes the browser apply the start value first.
		void panel.offsetHeight;
		panel.style.transition = `height ${ ACCORDION_DURATION }ms ease`;
		panel.style.height = expanded ? full : '0px';
		timers.set(
			panel,
			deps.timers.setTimeout(
				() => settle( panel, expanded ),
				ACCORDION_DURATION
			)
		);
	};

	root.querySelectorAll( ACCORDION_HEADERS ).forEach( ( header ) => {
		const panel = panelOf( header );
		if ( panel ) {
			header.setAttribute( 'aria-controls', panel.id );
			const expanded = header.getAttribute( 'aria-expanded' ) === 'true';
			header.setAttribute( 'aria-expanded', String( expanded ) );
			panel.hidden = ! expanded;
		}
	} );

	const onClick = ( event: Event ) => {
		const header =
			event.target instanceof Element
				? event.target.closest( ACCORDION_HEADERS )
				: null;
		const panel = header ? panelOf( header ) : null;
		if ( header && panel ) {
			event.preventDefault();
			toggle( header, panel );
		}
	};
	root.addEventListener( 'click', onClick );
	return () => {
		root.removeEventListener( 'click', onClick );
		timers.forEach( ( id ) => deps.timers.clearTimeout( id ) );
	};
}
