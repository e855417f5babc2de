/**
 * "Load more" of the NFT gallery: asks the site (never OpenSea) for the next page, shows a
 * spinner on the button for at least 500 ms, then appends the NFTs with a slow fade (none with
 * reduced motion, by the stylesheet), moves the focus to the first new one, and goes away when
 * none remain. A failure says so in the status line and leaves the button, to try again. Every
 * text from the answer is set as text; every word of the block's own comes from its data
 * attributes (translated on the server).
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
import { BLOCK, LOAD_DELAY } from './constants';

export type NftItem = {
	id: string;
	name: string;
	collection: string;
	url: string;
	image: { src: string; width: number; height: number } | null;
};

export type NftPage = FeedPage< NftItem >;

export type Timers = Pick< Window, 'setTimeout' >;

function isItem( value: unknown ): value is NftItem {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const item = value as Record< string, unknown >; // Narrowed field by field below.
	const image = item.image as Record< string, unknown > | null; // Checked just below.
	return (
		typeof item.id === 'string' &&
		typeof item.name === 'string' &&
		typeof item.collection === 'string' &&
		typeof item.url === 'string' &&
		( image === null ||
			( typeof image === 'object' &&
				typeof image.src === 'string' &&
				typeof image.width === 'number' &&
				typeof image.height === 'number' ) )
	);
}

/**
 * The answer, when it has the page's shape.
 *
 * @param value Parsed JSON.
 */
export function toPage( value: unknown ): NftPage | null {
	return toFeedPage( value, isItem );
}

/**
 * An NFT's list item, as the server renders it; every text is set as text.
 *
 * @param root The block (its words).
 * @param item The NFT.
 */
export function nftItem( root: HTMLElement, item: NftItem ): HTMLLIElement {
	const doc = root.ownerDocument;
	const name = item.name || ( root.dataset.untitled ?? '' );
	const li = doc.createElement( 'li' );
	li.className = `${ BLOCK }__item is-new`;
	const frame = doc.createElement( 'span' );
	frame.className = `${ BLOCK }__image`;
	// Only this site's copies, never another host's address.
	if (
		item.image &&
		new URL( item.image.src, doc.baseURI ).origin ===
			new URL( doc.baseURI ).origin
	) {
		const img = doc.createElement( 'img' );
		img.src = item.image.src;
		img.width = item.image.width;
		img.height = item.image.height;
		img.alt = '';
		img.setAttribute( 'loading', 'lazy' );
		img.setAttribute( 'decoding', 'async' );
		frame.append( img );
	}
	const title = doc.createElement( 'span' );
	title.className = `${ BLOCK }__name`;
	title.textContent = name;
	const meta = doc.createElement( 'span' );
	meta.className = `${ BLOCK }__meta`;
	meta.textContent = `${ item.collection } #${ item.id }`;
	li.append( frame, title, meta );
	if ( /^https:\/\/opensea\.io\//.test( item.url ) ) {
		const link = doc.createElement( 'a' );
		link.className = `${ BLOCK }__link`;
		link.href = item.url;
		link.textContent = ( root.dataset.view ?? '%s' ).replace( '%s', name );
		li.append( link );
	}
	return li;
}

/**
 * Loads the page after the one shown, for a click on "Load more".
 *
 * @param root    The block.
 * @param fetchFn fetch.
 * @param timers  The window's timers (the spinner's least time).
 */
export function loadNextPage(
	root: HTMLElement,
	fetchFn: Fetch,
	timers: Timers
): Promise< void > {
	return loadFeedPage( root, fetchFn, {
		block: BLOCK,
		cursor: 'cursor',
		isItem,
		render: ( item ) => nftItem( root, item ),
		hideWhenDone: true,
		staysEnabled: true,
		least: () =>
			new Promise< void >( ( resolve ) =>
				timers.setTimeout( resolve, LOAD_DELAY )
			),
		shown: ( added ) => {
			root.querySelectorAll( `.${ BLOCK }__items .is-new` ).forEach(
				( item ) => {
					if ( ! added.some( ( one ) => one === item ) ) {
						item.classList.remove( 'is-new', 'is-shown' );
					}
				}
			);
			// Painted once hidden, then shown: the stylesheet fades them in.
			timers.setTimeout( () => {
				added.forEach( ( item ) => item.classList.add( 'is-shown' ) );
			}, 20 );
			return added;
		},
	} );
}
