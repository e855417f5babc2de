/**
 * What the table of contents' script adds to the server's list of links: smooth scrolling (an
 * instant jump for those who ask for reduced motion), focus moved to the heading reached, and the
 * section being read marked in the list, watched by one IntersectionObserver per table.
 */

const LINK = '.wp-block-shopwright-table-of-contents__link';
const CURRENT = 'is-current';
/** The reading band: the top third of the viewport, where the section being read starts. */
const BAND = 0.34;

/**
 * The heading a link points at, or null.
 *
 * @param link The link.
 * @param doc  The document.
 */
function targetOf(
	link: HTMLAnchorElement,
	doc: Document
): HTMLElement | null {
	const hash = link.getAttribute( 'href' ) ?? '';
	if ( ! hash.startsWith( '#' ) ) {
		return null;
	}
	let id: string;
	try {
		id = decodeURIComponent( hash.slice( 1 ) );
	} catch {
		return null;
	}
	return id === '' ? null : doc.getElementById( id );
}

function prefersReducedMotion( win: Window ): boolean {
	return (
		typeof win.matchMedia === 'function' &&
		win.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Enhances one table; returns its teardown.
 *
 * @param root The block's element.
 * @param win  The window.
 */
export function setupTableOfContents(
	root: HTMLElement,
	win: Window = window
): () => void {
	const doc = root.ownerDocument;
	const links = Array.from(
		root.querySelectorAll< HTMLAnchorElement >( LINK )
	);
	const targets = new Map< Element, HTMLAnchorElement >();
	links.forEach( ( link ) => {
		const target = targetOf( link, doc );
		if ( target ) {
			targets.set( target, link );
		}
	} );

	const markCurrent = ( link: HTMLAnchorElement | null ) => {
		links.forEach( ( other ) => {
			const current = other === link;
			other.classList.toggle( CURRENT, current );
			if ( current ) {
				other.setAttribute( 'aria-current', 'location' );
			} else {
				other.removeAttribute( 'aria-current' );
			}
		} );
	};

	const onClick = ( event: MouseEvent ) => {
		const link =
			event.target instanceof Element
				? event.target.closest< HTMLAnchorElement >( LINK )
				: null;
		const target = link ? targetOf( link, doc ) : null;
		if (
			! link ||
			! target ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		event.preventDefault();
		target.scrollIntoView( {
			behavior: prefersReducedMotion( win ) ? 'auto' : 'smooth',
			block: 'start',
		} );
		win.history.pushState( null, '', link.getAttribute( 'href' ) ?? '' );
		// A heading is not focusable; without focus, the next Tab would start from the table.
		if ( ! target.hasAttribute( 'tabindex' ) ) {
			target.setAttribute( 'tabindex', '-1' );
		}
		target.focus( { preventScroll: true } );
		markCurrent( link );
	};
	root.addEventListener( 'click', onClick );

	let observer: IntersectionObserver | null = null;
	if ( typeof IntersectionObserver === 'function' && targets.size > 0 ) {
		// The section being read is the last one whose heading has reached the reading band (the
		// top third of the viewport), read from where the headings are now rather than from which
		// one crossed last: scrolling up, the band holds no heading until the previous one comes
		// back into it, yet the reader is already back in the previous section.
		const ordered = Array.from( targets.keys() ).sort( ( a, b ) =>
			// eslint-disable-next-line no-bitwise
			a.compareDocumentPosition( b ) & Node.DOCUMENT_POSITION_FOLLOWING
				? -1
				: 1
		);
		const update = () => {
			const line = win.innerHeight * BAND;
			let reached: Element | null = null;
			for ( const target of ordered ) {
				if ( target.getBoundingClientRect().top <= line ) {
					reached = target;
				}
			}
			markCurrent( reached ? ( targets.get( reached ) ?? null ) : null );
		};
		// Called whenever a heading crosses the band's edges, in either direction.
		observer = new IntersectionObserver( update, {
			rootMargin: `0px 0px -${ Math.round( ( 1 - BAND ) * 100 ) }% 0px`,
		} );
		const watching: IntersectionObserver = observer;
		targets.forEach( ( _link, target ) => watching.observe( target ) );
	}

	return () => {
		root.removeEventListener( 'click', onClick );
		observer?.disconnect();
	};
}
