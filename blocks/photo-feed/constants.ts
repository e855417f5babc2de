/**
 * Names the block's view script and the popup's script share.
 */

export const BLOCK = 'wp-block-shopwright-photo-feed';

/** The handle of the script loaded on intent (the popup and "Load more"), as the blocks' runtime names it in its events. */
export const POPUP_HANDLE = 'shopwright-photo-feed-popup';

/** How long a click waits for the popup's script before Instagram opens instead. */
export const POPUP_WAIT = 5000;

/** The tabs' kinds of post; ALL shows every one. */
export const KINDS = [ 'ALL', 'VIDEO', 'CAROUSEL_ALBUM', 'IMAGE' ] as const;
export type Kind = ( typeof KINDS )[ number ];

/** Tabs under which "Load more" is hidden. */
export const WITHOUT_MORE: readonly Kind[] = [ 'VIDEO', 'CAROUSEL_ALBUM' ];

/** The popup's album carousel, as the block's settings configure it. */
export type CarouselOptions = {
	arrows: boolean;
	autoplay: boolean;
	autoplaySpeed: number;
	transitionSpeed: number;
};

export const CAROUSEL_DEFAULTS: CarouselOptions = {
	arrows: true,
	autoplay: false,
	autoplaySpeed: 3000,
	transitionSpeed: 400,
};

/**
 * The carousel options of a block's JSON data attribute, each checked and bounded; a missing or
 * damaged value takes its default.
 *
 * @param json The attribute's text.
 */
export function carouselOptions( json: string | undefined ): CarouselOptions {
	let data: unknown = null;
	try {
		data = JSON.parse( json ?? 'null' );
	} catch {
		data = null;
	}
	const read = ( name: keyof CarouselOptions ): unknown =>
		typeof data === 'object' && data !== null
			? Reflect.get( data, name )
			: undefined;
	const number = (
		name: 'autoplaySpeed' | 'transitionSpeed',
		min: number,
		max: number
	) => {
		const value = read( name );
		return typeof value === 'number' && Number.isFinite( value )
			? Math.min( max, Math.max( min, Math.round( value ) ) )
			: CAROUSEL_DEFAULTS[ name ];
	};
	const flag = ( name: 'arrows' | 'autoplay' ) => {
		const value = read( name );
		return typeof value === 'boolean' ? value : CAROUSEL_DEFAULTS[ name ];
	};
	return {
		arrows: flag( 'arrows' ),
		autoplay: flag( 'autoplay' ),
		autoplaySpeed: number( 'autoplaySpeed', 1000, 20000 ),
		transitionSpeed: number( 'transitionSpeed', 0, 2000 ),
	};
}

/** What the script loaded on intent offers the view script. */
export type PhotoFeedApi = {
	/**
	 * Opens the popup on a post of a block.
	 *
	 * @param root The block.
	 * @param link The post's link.
	 */
	open: ( root: HTMLElement, link: HTMLAnchorElement ) => void;
	/**
	 * Loads and appends the block's next page.
	 *
	 * @param root The block.
	 */
	loadMore: ( root: HTMLElement ) => Promise< void >;
};

/**
 * The popup and "Load more", once their script has run: on `window.shopwright.photoFeed`.
 *
 * @param win The window.
 */
export function apiOf( win: object ): PhotoFeedApi | undefined {
	const namespace: unknown = Reflect.get( win, 'shopwright' );
	const api: unknown =
		typeof namespace === 'object' && namespace !== null
			? Reflect.get( namespace, 'photoFeed' )
			: undefined;
	return typeof api === 'object' &&
		api !== null &&
		typeof Reflect.get( api, 'open' ) === 'function' &&
		typeof Reflect.get( api, 'loadMore' ) === 'function'
		? ( api as PhotoFeedApi ) // Both methods were just checked.
		: undefined;
}
