/**
 * Names the block's view script and the popup's script share.
 */

export const BLOCK = 'wp-block-shopwright-video-channel';

/** The handle of the script loaded on intent (the popup and "Load more"), as the blocks' runtime names it in its events. */
export const POPUP_HANDLE = 'shopwright-video-channel-popup';

/** Carousel: 3 videos from 1024 px, 2 from 768 px, else 1. */
export const BREAKPOINTS = [
	{ minWidth: 1024, visible: 3 },
	{ minWidth: 768, visible: 2 },
] as const;

/** Carousel autoplay interval, when the editor turned autoplay on. */
export const AUTOPLAY_INTERVAL = 3000;

/** How long a click waits for the popup's script before YouTube opens instead. */
export const POPUP_WAIT = 5000;

/** The popup's privacy-enhanced player address. */
export const EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';

/** What the script loaded on intent offers the view script. */
export type VideoChannelApi = {
	/**
	 * Opens the popup on a video of a block.
	 *
	 * @param root  The block.
	 * @param video The video id.
	 */
	open: ( root: HTMLElement, video: string ) => void;
	/**
	 * Loads and appends the block's next page.
	 *
	 * @param root The block.
	 */
	loadMore: ( root: HTMLElement ) => Promise< void >;
};

/**
 * The popup and "Load more", once their script has run: on `window.shopwright.videoChannel`.
 *
 * @param win The window.
 */
export function apiOf( win: object ): VideoChannelApi | undefined {
	const namespace: unknown = Reflect.get( win, 'shopwright' );
	const popup: unknown =
		typeof namespace === 'object' && namespace !== null
			? Reflect.get( namespace, 'videoChannel' )
			: undefined;
	return typeof popup === 'object' &&
		popup !== null &&
		typeof Reflect.get( popup, 'open' ) === 'function' &&
		typeof Reflect.get( popup, 'loadMore' ) === 'function'
		? ( popup as VideoChannelApi ) // Both methods were just checked.
		: undefined;
}
