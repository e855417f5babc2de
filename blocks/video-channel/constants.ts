/**
 * Names the block's view script and the popup's script share.
 */

export const BLOCK = 'wp-block-shopwright-video-channel';

/** The popup's script handle, as the intent loader names it in its events. */
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

export type VideoPopup = {
	/**
	 * Opens the popup on a video of a block.
	 *
	 * @param root  The block.
	 * @param video The video id.
	 */
	open: ( root: HTMLElement, video: string ) => void;
};

/**
 * The popup, once its script has run: on `window.shopwright.videoChannelPopup`.
 *
 * @param win The window.
 */
export function popupOf( win: object ): VideoPopup | undefined {
	const namespace: unknown = Reflect.get( win, 'shopwright' );
	const popup: unknown =
		typeof namespace === 'object' && namespace !== null
			? Reflect.get( namespace, 'videoChannelPopup' )
			: undefined;
	return typeof popup === 'object' &&
		popup !== null &&
		typeof Reflect.get( popup, 'open' ) === 'function'
		? ( popup as VideoPopup ) // Its open() was just checked.
		: undefined;
}
