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

/**
 * The carousel options a block's settings give (the feed's own carousel layout and an album's
 * carousel in the popup): posts in view at once, the gap between them in pixels, whether it goes
 * round, Previous and Next buttons, moving on by itself, and its timings in milliseconds.
 */
export type CarouselOptions = {
	slideshow: number;
	spacing: number;
	loop: boolean;
	arrows: boolean;
	autoplay: boolean;
	autoplaySpeed: number;
	transitionSpeed: number;
};

export const CAROUSEL_DEFAULTS: CarouselOptions = {
	slideshow: 3,
	spacing: 8,
	loop: true,
	arrows: true,
	autoplay: false,
	autoplaySpeed: 3000,
	transitionSpeed: 400,
};

/** Each number option's bounds; the server clamps to the same. */
export const CAROUSEL_BOUNDS = {
	slideshow: [ 1, 6 ],
	spacing: [ 0, 48 ],
	autoplaySpeed: [ 1000, 20000 ],
	transitionSpeed: [ 0, 2000 ],
} as const;

/** Screens narrower than this, in CSS pixels, show one post fewer in the feed's carousel. */
export const NARROW_BELOW = 768;

/** Where a carousel is: the feed itself, or an album in the popup. */
export type CarouselPlace = 'feed' | 'popup';

/**
 * How many slides a carousel shows at once: one in the popup; in the feed, the block's number,
 * one fewer (but at least one) on a narrow screen.
 *
 * @param options The block's options.
 * @param place   Where the carousel is.
 * @param narrow  Whether the screen is narrower than NARROW_BELOW.
 */
export function slidesInView(
	options: Pick< CarouselOptions, 'slideshow' >,
	place: CarouselPlace,
	narrow: boolean
): number {
	if ( place === 'popup' ) {
		return 1;
	}
	return narrow ? Math.max( 1, options.slideshow - 1 ) : options.slideshow;
}

/**
 * Whether a carousel goes round: always in the popup, as the block says in the feed.
 *
 * @param options The block's options.
 * @param place   Where the carousel is.
 */
export function loops(
	options: Pick< CarouselOptions, 'loop' >,
	place: CarouselPlace
): boolean {
	return place === 'popup' || options.loop;
}

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
	const number = ( name: keyof typeof CAROUSEL_BOUNDS ) => {
		const value = read( name );
		const [ min, max ] = CAROUSEL_BOUNDS[ name ];
		return typeof value === 'number' && Number.isFinite( value )
			? Math.min( max, Math.max( min, Math.round( value ) ) )
			: CAROUSEL_DEFAULTS[ name ];
	};
	const flag = ( name: 'loop' | 'arrows' | 'autoplay' ) => {
		const value = read( name );
		return typeof value === 'boolean' ? value : CAROUSEL_DEFAULTS[ name ];
	};
	return {
		slideshow: number( 'slideshow' ),
		spacing: number( 'spacing' ),
		loop: flag( 'loop' ),
		arrows: flag( 'arrows' ),
		autoplay: flag( 'autoplay' ),
		autoplaySpeed: number( 'autoplaySpeed' ),
		transitionSpeed: number( 'transitionSpeed' ),
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
