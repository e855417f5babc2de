/**
 * Waiting scripts. The server lists, for each script that waits (a block's view script, a
 * feature's heavier code such as the quick view dialog or the mini cart drawer), the selector of
 * the elements it serves and the files to run. There are two ways to wait:
 *
 * - near: the script loads once one of its elements is in view or comes near it, or once the
 *   shopper points at, touches or tabs into one, whichever comes first;
 * - on intent: the script loads only when the shopper reaches for one of its elements. A plain
 *   click that arrives before such a script has run, and that nothing on the page handled, is
 *   held (its element marked aria-busy) and clicked again once the script is there, so the
 *   shopper's first click is not lost; after HOLD_TIMEOUT, or if the script fails, the click
 *   does what the element does without the script (a link is followed). A script whose markup
 *   works in full without it (a product slider's row) is listed with `hold: false`: its clicks
 *   are left to the markup.
 *
 * Under the owner's "as soon as the browser is idle" choice, every script also loads once the
 * browser is idle. Elements are watched through the page's one embed observer, so one added after
 * load (AJAX navigation, infinite scroll, the editor's preview) is handled the same way, and one
 * removed stops being watched.
 *
 * Each file that fails or takes longer than LOAD_TIMEOUT makes the load fail: a
 * `shopwright:chunk-failed` event on the document (its error named ChunkLoadError), and another
 * try on the next intent; the server markup stays usable meanwhile, and a held click then does
 * what it would have done without the script.
 */

/**
 * Internal dependencies
 */
import { observeNearViewport } from '../../utils/near-viewport';
import type { Chunk, ScriptEntry } from './manifest';
import type { EmbedObserver } from './observer';

/** The longest one file may take to arrive before the load counts as failed. */
export const LOAD_TIMEOUT = 120000;

/** The longest a held click waits for its script before it does what it does without it. */
export const HOLD_TIMEOUT = 8000;

export const CHUNK_LOADED_EVENT = 'shopwright:chunk-loaded';
export const CHUNK_FAILED_EVENT = 'shopwright:chunk-failed';

/** Events that say a shopper is reaching for an element. */
export const INTENT_EVENTS = [
	'pointerover',
	'pointerdown',
	'touchstart',
	'focusin',
] as const;

export type ChunkState = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * Loads a script file (resolves once it has run) or, with `style`, links a stylesheet (resolves
 * once it applies); rejects when it cannot.
 */
export type LoadScript = (
	src: string,
	handle: string,
	style?: boolean
) => Promise< void >;

export type ScriptRunner = {
	file: LoadScript;
	/** Runs inline code. */
	inline: ( code: string, id: string ) => void;
};

/** Watches an element; calls back once it comes near the viewport. Returns a function that stops. */
export type WatchNear = (
	element: Element,
	margin: string,
	callback: () => void
) => () => void;

/** Schedules work for when the browser is idle. */
export type WhenIdle = ( callback: () => void ) => void;

/** A file that did not load: an Error named ChunkLoadError, as bundlers name one. */
export type ChunkLoadError = Error & {
	handle: string;
	reason: 'timeout' | 'error';
};

/**
 * @param message What happened.
 * @param handle  The file's or chunk's handle.
 * @param reason  Whether it took too long or failed.
 */
export const chunkLoadError = (
	message: string,
	handle: string,
	reason: ChunkLoadError[ 'reason' ] = 'error'
): ChunkLoadError =>
	Object.assign( new Error( message ), {
		name: 'ChunkLoadError',
		handle,
		reason,
	} );

/**
 * Adds a script element, or a stylesheet's link, and waits for it, at most `timeout` milliseconds.
 *
 * @param doc     The document.
 * @param timeout Milliseconds before giving up.
 */
export function scriptLoader(
	doc: Document,
	timeout = LOAD_TIMEOUT
): LoadScript {
	return ( src, handle, style ) =>
		new Promise( ( resolve, reject ) => {
			const element = doc.createElement( style ? 'link' : 'script' );
			const fail = ( reason: 'timeout' | 'error' ) => {
				clearTimeout( timer );
				element.onload = element.onerror = null;
				// A failed element is removed, so that the retry adds a fresh one.
				element.remove();
				reject(
					chunkLoadError(
						reason === 'timeout'
							? `Loading ${ handle } took longer than ${ timeout } ms.`
							: `Loading ${ handle } failed.`,
						handle,
						reason
					)
				);
			};
			const timer = setTimeout( () => fail( 'timeout' ), timeout );
			// The id WordPress would have given a script, for code that looks for one by handle.
			Object.assign(
				element,
				style
					? { rel: 'stylesheet', href: src }
					: { id: `${ handle }-js`, src, async: false }
			);
			element.dataset.shopwrightChunk = handle;
			element.onload = () => {
				clearTimeout( timer );
				resolve();
			};
			element.onerror = () => fail( 'error' );
			doc.head.appendChild( element );
		} );
}

/**
 * Runs files through script elements, and inline code as WordPress would have printed it.
 *
 * @param doc The document.
 */
export function domRunner( doc: Document ): ScriptRunner {
	return {
		file: scriptLoader( doc ),
		inline( code, id ) {
			const script = doc.createElement( 'script' );
			script.id = `${ id }-js-inline`;
			script.textContent = code;
			doc.head.appendChild( script );
		},
	};
}

/**
 * IntersectionObserver, one per element; without it (very old browsers) only intent loads.
 *
 * @param element  The element.
 * @param margin   How near.
 * @param callback Called once.
 */
export const watchNear: WatchNear = ( element, margin, callback ) =>
	observeNearViewport( [ element ], margin, callback );

export type ChunkRuntime = {
	/** Loads a chunk's files; the same promise while one load is under way. */
	load: ( chunk: Chunk ) => Promise< void >;
	state: ( handle: string ) => ChunkState;
	/** Stops listening and watching. */
	stop: () => void;
};

function closest( target: EventTarget | null, selector: string ) {
	try {
		return target instanceof Element ? target.closest( selector ) : null;
	} catch {
		// An invalid selector never matches.
		return null;
	}
}

/**
 * A click the shopper means as a plain activation: not a middle click or one with a modifier,
 * which open a new tab or window and need no script.
 *
 * @param event The click.
 */
function plainClick( event: Event ): boolean {
	return (
		! ( event instanceof MouseEvent ) ||
		( event.button === 0 &&
			! event.ctrlKey &&
			! event.metaKey &&
			! event.shiftKey &&
			! event.altKey )
	);
}

/**
 * Starts waiting for the chunks' elements.
 *
 * @param chunks   What the server listed.
 * @param observer The page's one embed observer.
 * @param doc      The document, for the events.
 * @param runner   How files and inline code run.
 * @param near     How nearness is watched.
 * @param idle     When given (the owner's idle choice), every chunk loads once it calls back.
 */
export function startChunks(
	chunks: Chunk[],
	observer: EmbedObserver,
	doc: Document,
	runner: ScriptRunner = domRunner( doc ),
	near: WatchNear = watchNear,
	idle: WhenIdle | null = null
): ChunkRuntime {
	const win = doc.defaultView ?? window;
	const states = new Map< string, ChunkState >();
	const pending = new Map< string, Promise< void > >();
	// Files by handle, shared between chunks: each runs once.
	const files = new Map< string, Promise< void > >();
	// The click held for each intent chunk while it loads, the element marked busy, and its timer.
	const held = new Map<
		string,
		{
			target: HTMLElement;
			busy: Element;
			timer: ReturnType< typeof setTimeout >;
		}
	>();
	let replaying = false;
	let stopped = false;

	const state = ( handle: string ): ChunkState =>
		states.get( handle ) ?? 'idle';
	const emit = ( type: string, detail: object ) =>
		doc.dispatchEvent( new CustomEvent( type, { detail } ) );

	// Each file (a script by handle, a stylesheet by URL) loads once, shared between chunks; a
	// failure is forgotten, so that the next try loads the file again.
	const once = ( key: string, run: () => Promise< void > ) => {
		let promise = files.get( key );
		if ( ! promise ) {
			promise = run().catch( ( error: unknown ) => {
				files.delete( key );
				throw error;
			} );
			files.set( key, promise );
		}
		return promise;
	};

	const runFile = ( entry: ScriptEntry ): Promise< void > =>
		once( entry.handle, async () => {
			if ( entry.before ) {
				runner.inline( entry.before, `${ entry.handle }-before` );
			}
			if ( entry.src ) {
				await runner.file( entry.src, entry.handle );
			}
			if ( entry.after ) {
				runner.inline( entry.after, `${ entry.handle }-after` );
			}
		} );

	/**
	 * Clicks a held element again: handled by the script that has just run or, when it failed or
	 * the hold lasted HOLD_TIMEOUT, doing what the element does without it (a link is followed).
	 *
	 * @param chunk The chunk whose load settled, or whose hold ran out.
	 */
	const replay = ( chunk: Chunk ) => {
		const hold = held.get( chunk.handle );
		if ( ! hold ) {
			return;
		}
		held.delete( chunk.handle );
		clearTimeout( hold.timer );
		hold.busy.removeAttribute( 'aria-busy' );
		if ( hold.target.isConnected ) {
			replaying = true;
			try {
				hold.target.click();
			} finally {
				replaying = false;
			}
		}
	};

	const loadChunk = ( chunk: Chunk ): Promise< void > => {
		const known = pending.get( chunk.handle );
		if ( known ) {
			return known;
		}
		if ( state( chunk.handle ) === 'loaded' ) {
			return Promise.resolve();
		}
		states.set( chunk.handle, 'loading' );
		// The stylesheets first, together, so that nothing the scripts show is ever unstyled;
		// then each script once the one before has run (the first at once when there is no
		// stylesheet).
		const ran =
			chunk.scripts.reduce< Promise< unknown > | null >(
				( previous, entry ) =>
					previous
						? previous.then( () => runFile( entry ) )
						: runFile( entry ),
				chunk.styles.length
					? Promise.all(
							chunk.styles.map( ( href ) =>
								once( href, () =>
									runner.file( href, chunk.handle, true )
								)
							)
						)
					: null
			) ?? Promise.resolve();
		const promise = ran
			.then(
				() => {
					states.set( chunk.handle, 'loaded' );
					emit( CHUNK_LOADED_EVENT, { handle: chunk.handle } );
				},
				( error: unknown ) => {
					states.set( chunk.handle, 'failed' );
					emit( CHUNK_FAILED_EVENT, {
						handle: chunk.handle,
						error:
							( error as Error )?.name === 'ChunkLoadError'
								? error
								: chunkLoadError(
										String( error ),
										chunk.handle
									),
					} );
				}
			)
			.then( () => {
				pending.delete( chunk.handle );
				replay( chunk );
			} );
		pending.set( chunk.handle, promise );
		return promise;
	};

	// Intent: one listener per event for every chunk, so elements added later need nothing more.
	const onIntent = ( event: Event ) => {
		for ( const chunk of chunks ) {
			if (
				! pending.has( chunk.handle ) &&
				state( chunk.handle ) !== 'loaded' &&
				closest( event.target, chunk.selector )
			) {
				void loadChunk( chunk );
			}
		}
	};
	// On the window, after the page's own handlers: a click one of them took care of is theirs.
	const onClick = ( event: Event ) => {
		if ( replaying || event.defaultPrevented || ! plainClick( event ) ) {
			return;
		}
		for ( const chunk of chunks ) {
			if (
				chunk.near !== null ||
				! chunk.hold ||
				state( chunk.handle ) === 'loaded'
			) {
				continue;
			}
			const element = closest( event.target, chunk.selector );
			if ( element ) {
				event.preventDefault();
				// The first click is the one replayed; more while loading are dropped.
				if (
					! held.has( chunk.handle ) &&
					event.target instanceof HTMLElement
				) {
					element.setAttribute( 'aria-busy', 'true' );
					held.set( chunk.handle, {
						target: event.target,
						busy: element,
						timer: setTimeout(
							() => replay( chunk ),
							HOLD_TIMEOUT
						),
					} );
				}
				void loadChunk( chunk );
				return;
			}
		}
	};
	INTENT_EVENTS.forEach( ( type ) =>
		doc.addEventListener( type, onIntent, { capture: true, passive: true } )
	);
	win.addEventListener( 'click', onClick );

	for ( const chunk of chunks ) {
		const margin = chunk.near;
		if ( margin === null ) {
			continue;
		}
		observer.register( chunk.selector, ( element ) => {
			if ( stopped || state( chunk.handle ) === 'loaded' ) {
				return;
			}
			// Nearness asks once; after a failure only intent tries again.
			return near( element, margin, () => {
				if ( ! stopped && state( chunk.handle ) === 'idle' ) {
					void loadChunk( chunk );
				}
			} );
		} );
	}

	idle?.( () => {
		if ( ! stopped ) {
			chunks.forEach( ( chunk ) => void loadChunk( chunk ) );
		}
	} );

	return {
		load: loadChunk,
		state,
		stop() {
			stopped = true;
			INTENT_EVENTS.forEach( ( type ) =>
				doc.removeEventListener( type, onIntent, { capture: true } )
			);
			win.removeEventListener( 'click', onClick );
		},
	};
}
