/**
 * The photo album's popup: a click on a photo opens a modal dialog that shows a spinner while
 * the large image loads, then the image 630 pixels wide (its place kept from its known size, so
 * nothing moves when it arrives) with its alternative text as caption. Previous and Next go
 * round the album (also the left and right arrow keys); Tab stays inside; Escape, Close or a
 * click on the backdrop close it and put the focus back on the photo shown last. Every word
 * comes from the block's data attributes (translated on the server), so the script needs no
 * translation library. Ctrl-, Shift- and middle-clicks keep the link's usual meaning.
 */

/**
 * Internal dependencies
 */
import { cycleFocus, inertOthers } from '../../src/frontend/dialog/focus';
import { BLOCK, POPUP, POPUP_WIDTH } from './constants';

/**
 * The place after (step 1) or before (step -1) this one, going round.
 *
 * @param index Current place.
 * @param step  1 or -1.
 * @param count How many photos there are.
 */
export function wrap( index: number, step: number, count: number ): number {
	return count > 0 ? ( ( ( index + step ) % count ) + count ) % count : 0;
}

/**
 * The popup image's height for its width of 630 pixels, from the large image's size.
 *
 * @param width  The large image's width.
 * @param height The large image's height.
 */
export function popupHeight( width: number, height: number ): number {
	return width > 0 && height > 0
		? Math.round( ( POPUP_WIDTH * height ) / width )
		: POPUP_WIDTH;
}

/**
 * A label with its numbers filled in ("Photo %1$d of %2$d").
 *
 * @param template The translated template.
 * @param place    The photo's place, from 1.
 * @param count    How many photos there are.
 */
export function photoLabel(
	template: string,
	place: number,
	count: number
): string {
	return template
		.replace( '%1$d', String( place ) )
		.replace( '%2$d', String( count ) );
}

type Open = {
	index: number;
	overlay: HTMLElement;
	restore: () => void;
	preload: HTMLImageElement | null;
};

function button( doc: Document, name: string, label: string ) {
	const element = doc.createElement( 'button' );
	element.type = 'button';
	element.className = `${ POPUP }__${ name }`;
	element.textContent = label;
	return element;
}

/**
 * @param root        The block.
 * @param createImage Makes the image that preloads a photo (tests stand in for the network).
 * @return Teardown.
 */
export function setupAlbum(
	root: HTMLElement,
	createImage: () => HTMLImageElement = () => new Image()
): () => void {
	const doc = root.ownerDocument;
	const labels = root.dataset;
	let open: Open | null = null;

	const links = () =>
		Array.from(
			root.querySelectorAll< HTMLAnchorElement >( `a.${ BLOCK }__link` )
		);

	const part = < T extends HTMLElement >( name: string ) =>
		open?.overlay.querySelector< T >( `.${ POPUP }__${ name }` ) ?? null;

	const close = () => {
		if ( ! open ) {
			return;
		}
		const { overlay, restore, index, preload } = open;
		open = null;
		if ( preload ) {
			preload.onload = null;
			preload.onerror = null;
		}
		restore();
		overlay.remove();
		doc.removeEventListener( 'keydown', onKey, true );
		links()[ index ]?.focus();
	};

	const show = ( index: number ) => {
		const all = links();
		const link = all[ index ];
		if ( ! open || ! link ) {
			return;
		}
		const dialog = part( 'dialog' );
		const image = part< HTMLImageElement >( 'image' );
		const status = part( 'status' );
		const caption = part( 'caption' );
		const fallback = part< HTMLAnchorElement >( 'fallback' );
		if ( ! dialog || ! image || ! status || ! caption || ! fallback ) {
			return;
		}
		open.index = index;
		const width = Number( link.dataset.width ) || 0;
		const height = Number( link.dataset.height ) || 0;
		const alt = link.dataset.alt ?? '';
		const place = photoLabel(
			labels.labelPhoto ?? '%1$d / %2$d',
			index + 1,
			all.length
		);
		dialog.setAttribute(
			'aria-label',
			alt ? `${ place }: ${ alt }` : place
		);
		caption.textContent = alt;
		caption.hidden = alt === '';
		// The image keeps its place while the next one loads: its size is known already.
		image.width = POPUP_WIDTH;
		image.height = popupHeight( width, height );
		image.alt = alt || place;
		image.classList.add( 'is-loading' );
		fallback.hidden = true;
		fallback.href = link.href;
		status.textContent = labels.labelLoading ?? '';
		dialog.classList.add( 'is-loading' );

		if ( open.preload ) {
			open.preload.onload = null;
			open.preload.onerror = null;
		}
		const preload = createImage();
		open.preload = preload;
		preload.onload = () => {
			if ( open?.preload !== preload ) {
				return;
			}
			image.src = link.href;
			image.classList.remove( 'is-loading' );
			dialog.classList.remove( 'is-loading' );
			status.textContent = place;
		};
		preload.onerror = () => {
			if ( open?.preload !== preload ) {
				return;
			}
			dialog.classList.remove( 'is-loading' );
			status.textContent = labels.labelFailed ?? '';
			fallback.hidden = false;
		};
		preload.src = link.href;
	};

	function onKey( event: KeyboardEvent ) {
		if ( ! open ) {
			return;
		}
		const count = links().length;
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close();
		} else if ( event.key === 'ArrowLeft' || event.key === 'ArrowRight' ) {
			event.preventDefault();
			show(
				wrap( open.index, event.key === 'ArrowLeft' ? -1 : 1, count )
			);
		} else if ( event.key === 'Tab' ) {
			const dialog = part( 'dialog' );
			if ( dialog ) {
				cycleFocus( event, dialog );
			}
		}
	}

	const build = () => {
		const overlay = doc.createElement( 'div' );
		overlay.className = POPUP;
		const dialog = doc.createElement( 'div' );
		dialog.className = `${ POPUP }__dialog`;
		dialog.setAttribute( 'role', 'dialog' );
		dialog.setAttribute( 'aria-modal', 'true' );
		const figure = doc.createElement( 'figure' );
		figure.className = `${ POPUP }__figure`;
		const image = doc.createElement( 'img' );
		image.className = `${ POPUP }__image`;
		image.decoding = 'async';
		const spinner = doc.createElement( 'span' );
		spinner.className = `${ POPUP }__spinner`;
		spinner.setAttribute( 'aria-hidden', 'true' );
		const caption = doc.createElement( 'figcaption' );
		caption.className = `${ POPUP }__caption`;
		figure.append( image, spinner, caption );
		const status = doc.createElement( 'p' );
		status.className = `${ POPUP }__status`;
		status.setAttribute( 'role', 'status' );
		const fallback = doc.createElement( 'a' );
		fallback.className = `${ POPUP }__fallback`;
		fallback.textContent = labels.labelFailed ?? '';
		fallback.hidden = true;
		const prev = button( doc, 'prev', labels.labelPrev ?? '‹' );
		const next = button( doc, 'next', labels.labelNext ?? '›' );
		const closeButton = button( doc, 'close', labels.labelClose ?? '×' );
		prev.addEventListener( 'click', () =>
			show( wrap( open?.index ?? 0, -1, links().length ) )
		);
		next.addEventListener( 'click', () =>
			show( wrap( open?.index ?? 0, 1, links().length ) )
		);
		closeButton.addEventListener( 'click', close );
		const nav = doc.createElement( 'div' );
		nav.className = `${ POPUP }__nav`;
		nav.append( prev, next );
		dialog.append( closeButton, figure, status, fallback, nav );
		overlay.append( dialog );
		// A click on the backdrop, outside the dialog, closes it.
		overlay.addEventListener( 'click', ( event ) => {
			if (
				event.target instanceof Node &&
				! dialog.contains( event.target )
			) {
				close();
			}
		} );
		return overlay;
	};

	const openAt = ( index: number ) => {
		close();
		const overlay = build();
		doc.body.append( overlay );
		open = {
			index,
			overlay,
			restore: inertOthers( overlay ),
			preload: null,
		};
		doc.addEventListener( 'keydown', onKey, true );
		show( index );
		part( 'close' )?.focus();
	};

	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const link = target?.closest< HTMLAnchorElement >(
			`a.${ BLOCK }__link`
		);
		if (
			! link ||
			event.button !== 0 ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		const index = links().indexOf( link );
		if ( index >= 0 ) {
			event.preventDefault();
			openAt( index );
		}
	};

	root.addEventListener( 'click', onClick );
	root.classList.add( 'has-popup' );
	return () => {
		close();
		root.classList.remove( 'has-popup' );
		root.removeEventListener( 'click', onClick );
	};
}
