/**
 * The video channel's click-to-load facade: each video is a plain link to YouTube, and a click
 * on it opens the popup player (or on "Load more", the next page) once the script loaded on
 * intent is there; if it cannot load, the link opens YouTube. Nothing asks YouTube for anything
 * before that.
 */

/**
 * Internal dependencies
 */
import {
	setupClickCatcher,
	type FacadeWindow,
} from '../../src/frontend/feeds/click-catcher';
import { BLOCK, POPUP_HANDLE, POPUP_WAIT, apiOf } from './constants';

export type { FacadeWindow };

/**
 * @param root The block.
 * @param win  The window (the script's global, timers, navigation).
 * @return Teardown.
 */
export function setupFacade(
	root: HTMLElement,
	win: FacadeWindow
): () => void {
	return setupClickCatcher( root, win, {
		block: BLOCK,
		handle: POPUP_HANDLE,
		wait: POPUP_WAIT,
		links: `a.${ BLOCK }__link[data-vid]`,
		apiOf,
		open: ( api, block, link ) => api.open( block, link.dataset.vid ?? '' ),
		loadMore: ( api, block ) => api.loadMore( block ),
	} );
}
