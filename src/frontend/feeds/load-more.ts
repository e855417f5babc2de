/**
 * The feeds' "Load more" (photo feed, video channel, NFT gallery): asks the site (never the
 * provider) for the page after the one shown, checks the answer's shape, appends its items as
 * the block builds them (every text set as text), says how many came in the status line, moves
 * the focus to the first new one shown, and goes away after the last page. A failure says so in
 * the status line and leaves the button, to try again. While it asks, the button is busy.
 */

export type Fetch = ( url: string, init?: RequestInit ) => Promise< Response >;

export type FeedPage< Item > = { items: Item[]; next: string };

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * The answer, when it has a page's shape: items each of the block's shape, and the next cursor.
 *
 * @param value  Parsed JSON.
 * @param isItem The block's check of an item.
 */
export function toFeedPage< Item >(
	value: unknown,
	isItem: ( item: unknown ) => item is Item
): FeedPage< Item > | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const { items, next } = value;
	return Array.isArray( items ) &&
		items.every( isItem ) &&
		typeof next === 'string'
		? { items, next }
		: null;
}

/** What a feed block tells "Load more". */
export type FeedLoadMore< Item > = {
	/** The block's class name. */
	block: string;
	/** The cursor's query parameter, also the button's data attribute that holds it. */
	cursor: string;
	isItem: ( item: unknown ) => item is Item;
	/** An item's list entry. */
	render: ( item: Item ) => HTMLElement;
	/** Hide the button after the last page (instead of removing it). */
	hideWhenDone?: boolean;
	/**
	 * Busy by `aria-busy` alone, the button keeping the focus (instead of disabled).
	 */
	staysEnabled?: boolean;
	/** Resolves when the answer may show at the earliest (a spinner's least time). */
	least?: () => Promise< void >;
	/** Once appended: the new entries the visitor sees (a tab may hide some). */
	shown?: ( added: HTMLElement[] ) => HTMLElement[];
};

/**
 * Loads the page after the one shown, for a click on "Load more".
 *
 * @param root    The block.
 * @param fetchFn fetch.
 * @param feed    The block's names and builders.
 */
export async function loadFeedPage< Item >(
	root: HTMLElement,
	fetchFn: Fetch,
	feed: FeedLoadMore< Item >
): Promise< void > {
	const { block, cursor } = feed;
	const button = root.querySelector< HTMLButtonElement >(
		`.${ block }__more`
	);
	const list = root.querySelector< HTMLElement >( `.${ block }__items` );
	if (
		! button ||
		! list ||
		button.disabled ||
		button.getAttribute( 'aria-busy' ) === 'true'
	) {
		return;
	}
	const status = root.querySelector< HTMLElement >( `.${ block }__status` );
	const busy = ( on: boolean ) => {
		if ( on ) {
			button.setAttribute( 'aria-busy', 'true' );
		} else {
			button.removeAttribute( 'aria-busy' );
		}
		if ( feed.staysEnabled ) {
			button.classList.toggle( 'is-loading', on );
		} else {
			button.disabled = on;
		}
	};
	busy( true );
	const least = feed.least?.();
	let page: FeedPage< Item > | null = null;
	try {
		const response = await fetchFn(
			`${ root.dataset.endpoint ?? '' }page?${ cursor }=${ encodeURIComponent(
				button.dataset[ cursor ] ?? ''
			) }`,
			{ credentials: 'omit', headers: { Accept: 'application/json' } }
		);
		page = response.ok
			? toFeedPage( await response.json(), feed.isItem )
			: null;
	} catch {
		page = null;
	}
	await least;
	busy( false );
	if ( ! page ) {
		if ( status ) {
			status.textContent = root.dataset.failed ?? '';
		}
		return;
	}
	const added = page.items.map( feed.render );
	list.append( ...added );
	if ( page.next === '' ) {
		if ( feed.hideWhenDone ) {
			button.hidden = true;
		} else {
			button.remove();
		}
	} else {
		button.dataset[ cursor ] = page.next;
	}
	const shown = feed.shown?.( added ) ?? added;
	if ( status ) {
		status.textContent = ( root.dataset.loaded ?? '' ).replace(
			'%d',
			String( shown.length )
		);
	}
	const first = shown[ 0 ];
	if ( first ) {
		const link = first.querySelector< HTMLElement >( 'a' );
		if ( ! link ) {
			first.tabIndex = -1;
		}
		( link ?? first ).focus();
	}
}
