/**
 * The click-to-load facade: each video is a plain link to YouTube, and nothing on the page asks
 * YouTube for anything. The popup player and "Load more" are a second script, which the blocks'
 * runtime brings when the visitor points at or tabs into the block. A click that comes before it
 * asks for it and waits: then the popup opens, or the next page loads. If the script cannot
 * load, a video's link takes the visitor to YouTube, and "Load more" says it failed.
 * Ctrl-, Shift- and middle-clicks on a video keep their usual meaning.
 */

/**
 * Internal dependencies
 */
import {
	CHUNK_FAILED_EVENT as FAILED_EVENT,
	CHUNK_LOADED_EVENT as LOADED_EVENT,
} from '../../src/frontend/embed-observer/chunks';
import {
	BLOCK,
	POPUP_HANDLE,
	POPUP_WAIT,
	apiOf,
	type VideoChannelApi,
} from './constants';

export type FacadeWindow = Pick< Window, 'setTimeout' | 'clearTimeout' > & {
	location: Pick< Location, 'assign' >;
};

type Waiting = {
	target: HTMLElement;
	run: ( api: VideoChannelApi ) => void;
	fallback: () => void;
	timer: number;
};

/**
 * @param root The block.
 * @param win  The window (the script's global, timers, navigation).
 * @return Teardown.
 */
export function setupFacade(
	root: HTMLElement,
	win: FacadeWindow
): () => void {
	const doc = root.ownerDocument;
	let waiting: Waiting | null = null;

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
		run: Waiting[ 'run' ],
		fallback: () => void
	) => {
		const api = apiOf( win );
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
			timer: win.setTimeout( giveUp, POPUP_WAIT ),
		};
		// The same signal as pointing at it: the blocks' runtime fetches the script.
		target.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
	};
	const onClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Element ? event.target : null;
		const link = target?.closest< HTMLAnchorElement >(
			`a.${ BLOCK }__link[data-vid]`
		);
		const more = target?.closest< HTMLButtonElement >(
			`.${ BLOCK }__more`
		);
		if ( more ) {
			when(
				more,
				( api ) => api.loadMore( root ),
				() => {
					const status = root.querySelector( `.${ BLOCK }__status` );
					if ( status ) {
						status.textContent = root.dataset.failed ?? '';
					}
				}
			);
			return;
		}
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
			( api ) => api.open( root, link.dataset.vid ?? '' ),
			() => win.location.assign( link.href )
		);
	};
	const onLoaded = ( event: Event ) => {
		const api = apiOf( win );
		if (
			event instanceof CustomEvent &&
			event.detail?.handle === POPUP_HANDLE &&
			api
		) {
			stopWaiting()?.run( api );
		}
	};
	const onFailed = ( event: Event ) => {
		if (
			event instanceof CustomEvent &&
			event.detail?.handle === POPUP_HANDLE
		) {
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
