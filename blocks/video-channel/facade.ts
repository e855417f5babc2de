/**
 * The click-to-load facade: each video is a plain link to YouTube, and nothing on the page asks
 * YouTube for anything. A click opens the popup player instead, once its script is there: the
 * intent loader brings it when the visitor points at or tabs to a video, and a click that comes
 * first asks for it and waits. If it cannot load, the link takes the visitor to YouTube.
 * Ctrl-, Shift- and middle-clicks keep their usual meaning.
 */

/**
 * Internal dependencies
 */
import {
	FAILED_EVENT,
	LOADED_EVENT,
} from '../../src/frontend/intent-loader/loader';
import { BLOCK, POPUP_HANDLE, POPUP_WAIT, popupOf } from './constants';

export type FacadeWindow = Pick< Window, 'setTimeout' | 'clearTimeout' > & {
	location: Pick< Location, 'assign' >;
};

/**
 * @param root The block.
 * @param win  The window (the popup's global, timers, navigation).
 * @return Teardown.
 */
export function setupFacade(
	root: HTMLElement,
	win: FacadeWindow
): () => void {
	const doc = root.ownerDocument;
	let waiting: { link: HTMLAnchorElement; timer: number } | null = null;

	const stopWaiting = () => {
		if ( waiting ) {
			win.clearTimeout( waiting.timer );
			waiting.link.removeAttribute( 'aria-busy' );
			waiting = null;
		}
	};
	const follow = () => {
		const link = waiting?.link;
		stopWaiting();
		if ( link ) {
			win.location.assign( link.href );
		}
	};
	const open = ( link: HTMLAnchorElement ) => {
		const popup = popupOf( win );
		if ( popup ) {
			popup.open( root, link.dataset.vid ?? '' );
			return;
		}
		stopWaiting();
		link.setAttribute( 'aria-busy', 'true' );
		waiting = { link, timer: win.setTimeout( follow, POPUP_WAIT ) };
		// The same signal as pointing at it: the intent loader fetches the popup.
		link.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
	};
	const onClick = ( event: MouseEvent ) => {
		const link =
			event.target instanceof Element
				? event.target.closest< HTMLAnchorElement >(
						`a.${ BLOCK }__link[data-vid]`
					)
				: null;
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
		event.preventDefault();
		open( link );
	};
	const onLoaded = ( event: Event ) => {
		if (
			event instanceof CustomEvent &&
			event.detail?.handle === POPUP_HANDLE &&
			waiting
		) {
			const { link } = waiting;
			stopWaiting();
			open( link );
		}
	};
	const onFailed = ( event: Event ) => {
		if (
			event instanceof CustomEvent &&
			event.detail?.handle === POPUP_HANDLE
		) {
			follow();
		}
	};
	root.addEventListener( 'click', onClick );
	doc.addEventListener( LOADED_EVENT, onLoaded );
	doc.addEventListener( FAILED_EVENT, onFailed );
	return () => {
		stopWaiting();
		root.removeEventListener( 'click', onClick );
		doc.removeEventListener( LOADED_EVENT, onLoaded );
		doc.removeEventListener( FAILED_EVENT, onFailed );
	};
}
