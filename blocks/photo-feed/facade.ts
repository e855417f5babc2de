/**
 * The photo feed's click catcher: each post is a plain link to its Instagram page, and a click
 * on it opens the popup (or on "Load more", the next page) once the script loaded on intent is
 * there; if it cannot load, the link opens Instagram.
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
		links: `a.${ BLOCK }__link`,
		apiOf,
		open: ( api, block, link ) => api.open( block, link ),
		loadMore: ( api, block ) => api.loadMore( block ),
	} );
}
