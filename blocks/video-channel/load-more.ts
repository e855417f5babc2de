/**
 * "Load more videos", part of the script loaded on intent: asks the site (never YouTube) for the
 * next page, appends its videos as text, moves the focus to the first new one, and goes away
 * after the last page. A failure says so in the status line and leaves the button, to try again.
 */

/**
 * Internal dependencies
 */
import {
	toFeedPage,
	loadFeedPage,
	type Fetch,
	type FeedPage,
} from '../../src/frontend/feeds/load-more';
import { BLOCK } from './constants';

export type VideoItem = {
	id: string;
	title: string;
	url: string;
	thumb: { src: string; width: number; height: number } | null;
};

export type VideoPage = FeedPage< VideoItem >;

function isItem( value: unknown ): value is VideoItem {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const item = value as Record< string, unknown >; // Narrowed field by field below.
	const thumb = item.thumb as Record< string, unknown > | null; // Checked just below.
	return (
		typeof item.id === 'string' &&
		typeof item.title === 'string' &&
		typeof item.url === 'string' &&
		( thumb === null ||
			( typeof thumb === 'object' &&
				typeof thumb.src === 'string' &&
				typeof thumb.width === 'number' &&
				typeof thumb.height === 'number' ) )
	);
}

/**
 * The answer, when it has the page's shape.
 *
 * @param value Parsed JSON.
 */
export function toPage( value: unknown ): VideoPage | null {
	return toFeedPage( value, isItem );
}

/**
 * A video's list item, as the server renders it; every text is set as text.
 *
 * @param doc  The document.
 * @param item The video.
 */
export function videoItem( doc: Document, item: VideoItem ): HTMLLIElement {
	const li = doc.createElement( 'li' );
	li.className = `${ BLOCK }__item`;
	const link = doc.createElement( 'a' );
	link.className = `${ BLOCK }__link`;
	// Only a YouTube watch address is ever a link here.
	link.href = `https://www.youtube.com/watch?v=${ encodeURIComponent(
		item.id
	) }`;
	link.dataset.vid = item.id;
	const thumb = doc.createElement( 'span' );
	thumb.className = `${ BLOCK }__thumb`;
	if ( item.thumb && /^https?:\/\//.test( item.thumb.src ) ) {
		const img = doc.createElement( 'img' );
		img.src = item.thumb.src;
		img.width = item.thumb.width;
		img.height = item.thumb.height;
		img.alt = '';
		img.setAttribute( 'loading', 'lazy' );
		img.setAttribute( 'decoding', 'async' );
		thumb.append( img );
	}
	const title = doc.createElement( 'span' );
	title.className = `${ BLOCK }__title`;
	title.textContent = item.title;
	link.append( thumb, title );
	li.append( link );
	return li;
}

/**
 * Loads the page after the one shown, for a click on "Load more": the button is busy meanwhile
 * (and, disabled, takes no second click).
 *
 * @param root    The block.
 * @param fetchFn fetch.
 */
export function loadNextPage(
	root: HTMLElement,
	fetchFn: Fetch
): Promise< void > {
	return loadFeedPage( root, fetchFn, {
		block: BLOCK,
		cursor: 'token',
		isItem,
		render: ( item ) => videoItem( root.ownerDocument, item ),
	} );
}
