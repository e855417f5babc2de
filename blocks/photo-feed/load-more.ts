/**
 * "Load more posts", part of the script loaded on intent: asks the site (never Instagram) for
 * the next page, appends its posts as the server prints them (every text set as text), keeps
 * the chosen tab's filter, moves the focus to the first new post shown, and goes away after the
 * last page. A failure says so in the status line and leaves the button, to try again.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	toFeedPage,
	loadFeedPage,
	type Fetch,
	type FeedPage,
} from '../../src/frontend/feeds/load-more';
import { BLOCK, KINDS } from './constants';
import { applyFilter } from './tabs';

export type PhotoImage = { src: string; width: number; height: number };

export type PhotoItem = {
	id: string;
	type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
	caption: string;
	url: string;
	date: string;
	likes: number | null;
	comments: number | null;
	image: PhotoImage | null;
	children: Array< { type: string; image: PhotoImage | null } >;
};

export type PhotoPage = FeedPage< PhotoItem >;

/** The longest start of a caption in a post's name. */
const EXCERPT = 100;

/** An Instagram post's address: the only kind of link a post becomes. */
const POST_URL =
	/^https:\/\/www\.instagram\.com\/(?:p|reel|tv)\/[A-Za-z0-9_-]{1,64}\/?$/;

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

export function isImage( value: unknown ): value is PhotoImage {
	return (
		isRecord( value ) &&
		typeof value.src === 'string' &&
		/^https?:\/\//.test( value.src ) &&
		typeof value.width === 'number' &&
		typeof value.height === 'number'
	);
}

const isCount = ( value: unknown ) =>
	value === null || ( typeof value === 'number' && value >= 0 );

function isItem( value: unknown ): value is PhotoItem {
	return (
		isRecord( value ) &&
		typeof value.id === 'string' &&
		KINDS.some( ( kind ) => kind !== 'ALL' && kind === value.type ) &&
		typeof value.caption === 'string' &&
		typeof value.url === 'string' &&
		POST_URL.test( value.url ) &&
		typeof value.date === 'string' &&
		isCount( value.likes ) &&
		isCount( value.comments ) &&
		( value.image === null || isImage( value.image ) ) &&
		Array.isArray( value.children ) &&
		value.children.every(
			( child ) =>
				isRecord( child ) &&
				typeof child.type === 'string' &&
				( child.image === null || isImage( child.image ) )
		)
	);
}

/**
 * The answer, when it has the page's shape.
 *
 * @param value Parsed JSON.
 */
export function toPage( value: unknown ): PhotoPage | null {
	return toFeedPage( value, isItem );
}

/**
 * A post's likes and comments in words, or '' when they are not shown.
 *
 * @param item The post.
 */
export function countsText( item: Pick< PhotoItem, 'likes' | 'comments' > ) {
	const parts: string[] = [];
	if ( item.likes !== null ) {
		parts.push(
			sprintf(
				/* translators: %s: number of likes. */
				_n( '%s like', '%s likes', item.likes, 'shopwright' ),
				item.likes.toLocaleString()
			)
		);
	}
	if ( item.comments !== null ) {
		parts.push(
			sprintf(
				/* translators: %s: number of comments. */
				_n( '%s comment', '%s comments', item.comments, 'shopwright' ),
				item.comments.toLocaleString()
			)
		);
	}
	return parts.join( ', ' );
}

function span( doc: Document, name: string, text: string ) {
	const element = doc.createElement( 'span' );
	// "name screen-reader-text": the block's class, then any shared one.
	element.className = `${ BLOCK }__${ name }`;
	element.textContent = text;
	return element;
}

/**
 * A post's list item, as the server prints it.
 *
 * @param doc  The document.
 * @param item The post.
 */
export function photoItem( doc: Document, item: PhotoItem ): HTMLLIElement {
	const li = doc.createElement( 'li' );
	li.className = `${ BLOCK }__item`;
	li.dataset.type = item.type;
	const link = doc.createElement( 'a' );
	link.className = `${ BLOCK }__link`;
	link.href = item.url;
	link.dataset.id = item.id;
	link.dataset.caption = item.caption;
	link.dataset.date = item.date;
	const counts = countsText( item );
	if ( item.likes !== null || item.comments !== null ) {
		link.dataset.counts = counts;
	}
	const children = item.children.filter( ( child ) => child.image );
	if ( children.length > 0 ) {
		link.dataset.children = JSON.stringify( children );
	}
	const media = span( link.ownerDocument, 'media', '' );
	if ( item.image ) {
		const img = doc.createElement( 'img' );
		img.src = item.image.src;
		img.width = item.image.width;
		img.height = item.image.height;
		img.alt = '';
		img.setAttribute( 'loading', 'lazy' );
		img.setAttribute( 'decoding', 'async' );
		media.append( img );
	}
	const kinds: Record< string, string > = {
		VIDEO: __( 'Video', 'shopwright' ),
		CAROUSEL_ALBUM: __( 'Album', 'shopwright' ),
	};
	const kind = kinds[ item.type ] ?? '';
	const excerpt =
		item.caption.length > EXCERPT
			? `${ item.caption.slice( 0, EXCERPT ).trimEnd() }…`
			: item.caption;
	const name =
		excerpt !== ''
			? excerpt
			: /* translators: %s: the post's date. */
				sprintf( __( 'Post of %s', 'shopwright' ), item.date );
	link.append(
		media,
		span(
			doc,
			'name screen-reader-text',
			kind ? `${ kind }: ${ name }` : name
		)
	);
	if ( kind ) {
		const badge = span( doc, 'kind', kind );
		badge.setAttribute( 'aria-hidden', 'true' );
		link.append( badge );
	}
	if ( link.dataset.counts !== undefined ) {
		link.append( span( doc, 'counts', counts ) );
	}
	li.append( link );
	return li;
}

/**
 * Loads the page after the ones shown, for a click on "Load more": the button is busy meanwhile
 * (and, disabled, takes no second click); the chosen tab's filter applies to the new posts.
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
		cursor: 'after',
		isItem,
		render: ( item ) => photoItem( root.ownerDocument, item ),
		shown: ( added ) => {
			applyFilter( root );
			return added.filter( ( item ) => ! item.hidden );
		},
	} );
}
