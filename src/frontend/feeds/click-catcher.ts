/**
 * The feeds' click catcher (photo feed, video channel): each item is a plain link to the
 * provider, and nothing on the page asks the provider for anything. The popup and "Load more"
 * are a second script, which the blocks' runtime brings when the visitor points at or tabs into
 * the block. A click that comes before it asks for it and waits: then the popup opens, or the
 * next page loads. If the script cannot load, an item's link takes the visitor to the provider,
 * and "Load more" says it failed. Ctrl-, Shift- and middle-clicks on an item keep their usual
 * meaning.
 */

/**
 * Internal dependencies
 */
import {
	CHUNK_FAILED_EVENT as FAILED_EVENT,
	CHUNK_LOADED_EVENT as LOADED_EVENT,
} from '../embed-observer/chunks';

export type FacadeWindow = Pick< Window, 'setTimeout' | 'clearTimeout' > & {
	location: Pick< Location, 'assign' >;
};

/** What a feed block tells the click catcher. */
export type FeedFacade< Api > = {
	/** The block's class name. */
	block: string;
	/** The script loaded on intent, as the blocks' runtime names it. */
	handle: string;
	/** How long a click waits for it, in milliseconds. */
	wait: number;
	/** The items' links the popup opens on. */
	links: string;
	/** The script's API, once it has run. */
	apiOf: ( win: object ) => Api | undefined;
	open: ( api: Api, root: HTMLElement, link: HTMLAnchorElement ) => void;
	loadMore: ( api: Api, root: HTMLElement ) => void;
};

type Waiting< Api > = {
	target: HTMLElement;
	run: ( api: Api ) => void;
	fallback: () => void;
	timer: number;
};

/**
 * @param root The block.
 * @param win  The window (the script's global, timers, navigation).
 * @param feed The block's names and calls.
 * @return Teardown.
 */
export function setupClickCatcher< Api >(
	root: HTMLElement,
	win: FacadeWindow,
	feed: FeedFacade< Api >
): () => void {
	const doc = root.ownerDocument;
	const { block } = feed;
	let waiting: Waiting< Api > | null = null;

	const stopWaiting = () => {
		const was = waiting;
		if ( was ) {
			win.clearTimeout( was.timer );
			was.target.removeAttribute( 'aria-busy' );
			waiting = null;
		}
		return was;
	};
	const giveUp = () => stopWaiting()?.fallback();
	const when = (
		target: HTMLElement,
		run: Waiting< Api >[ 'run' ],
		fallback: () => void
	) => {
		const api = feed.apiOf( win );
		if ( api ) {
			run( api );
			return;
		}
		stopWaiting();
		target.setAttribute( 'aria-busy', 'true' );
		waiting = {
			target,
			run,
			fallback,
			timer: win.setTimeout( giveUp, feed.wait ),
		};
		// The same signal as pointing at it: the blocks' runtime fetches the script.
		target.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
	};
	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const more = target?.closest< HTMLButtonElement >(
			`.${ block }__more`
		);
		if ( more ) {
			when(
				more,
				( api ) => feed.loadMore( api, root ),
				() => {
					const status = root.querySelector( `.${ block }__status` );
					if ( status ) {
						status.textContent = root.dataset.failed ?? '';
					}
				}
			);
			return;
		}
		const link = target?.closest< HTMLAnchorElement >( feed.links );
		if (
			! link ||
			event.button !== 0 ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		event.preventDefault();
		when(
			link,
			( api ) => feed.open( api, root, link ),
			() => win.location.assign( link.href )
		);
	};
	const handled = ( event: Event ) =>
		event instanceof CustomEvent && event.detail?.handle === feed.handle;
	const onLoaded = ( event: Event ) => {
		const api = feed.apiOf( win );
		if ( handled( event ) && api ) {
			stopWaiting()?.run( api );
		}
	};
	const onFailed = ( event: Event ) => {
		if ( handled( event ) ) {
			giveUp();
		}
	};
	root.addEventListener( 'click', onClick );
	doc.addEventListener( LOADED_EVENT, onLoaded );
	doc.addEventListener( FAILED_EVENT, onFailed );
	return () => {
		stopWaiting();
		root.removeEventListener( 'click', onClick );
		doc.removeEventListener( LOADED_EVENT, onLoaded );
		doc.removeEventListener( FAILED_EVENT, onFailed );
	};
}
