/**
 * Lazy block scripts. The server lists, for each block whose script waits, its selector and its
 * script's address; the runtime loads a block's script once one of its elements is in view or
 * comes near it, or once the shopper points at, touches or tabs into one, whichever comes first.
 * Elements are found through the page's one embed observer, so a block added after load (AJAX
 * navigation, infinite scroll, the editor's preview) gets its script the same way.
 *
 * A load that fails or takes longer than LOAD_TIMEOUT is reported with a `shopwright:chunk-failed`
 * event on the document (its error named ChunkLoadError) and tried again on the next intent; the
 * server markup stays usable meanwhile.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import { observeNearViewport } from '../../utils/near-viewport';
import type { EmbedObserver } from './observer';

/** Id of the element holding the list (BlockRuntime::MANIFEST_ID in PHP). */
export const MANIFEST_ID = 'shopwright-block-runtime';

/** The longest a block's script may take to arrive before the load counts as failed. */
export const LOAD_TIMEOUT = 120000;

export const CHUNK_LOADED_EVENT = 'shopwright:chunk-loaded';
export const CHUNK_FAILED_EVENT = 'shopwright:chunk-failed';

/** Events that say a shopper is reaching for a block. */
export const INTENT_EVENTS = [
	'pointerover',
	'pointerdown',
	'touchstart',
	'focusin',
] as const;

export type Chunk = {
	/** The script's handle, as WordPress knows it. */
	handle: string;
	/** Elements whose presence asks for the script. */
	selector: string;
	src: string;
	/** How near the viewport an element must come (a rootMargin such as "200px"). */
	near: string;
};

export type ChunkState = 'idle' | 'loading' | 'loaded' | 'failed';

/** Loads a script file; resolves once it has run, rejects when it cannot. */
export type LoadScript = ( src: string, handle: string ) => Promise< void >;

/** Watches an element; calls back once it comes near the viewport. Returns a function that stops. */
export type WatchNear = (
	element: Element,
	margin: string,
	callback: () => void
) => () => void;

export class ChunkLoadError extends Error {
	constructor(
		message: string,
		readonly handle: string,
		readonly reason: 'timeout' | 'error'
	) {
		super( message );
		this.name = 'ChunkLoadError';
	}
}

/**
 * Reads the list the server printed; anything malformed is dropped.
 *
 * @param text The element's text.
 */
export function parseChunks( text: string | null ): Chunk[] {
	let data: unknown;
	try {
		data = JSON.parse( text ?? '' );
	} catch {
		return [];
	}
	if ( ! isRecord( data ) || ! Array.isArray( data.chunks ) ) {
		return [];
	}
	const chunks: Chunk[] = [];
	for ( const item of data.chunks ) {
		if (
			! isRecord( item ) ||
			typeof item.handle !== 'string' ||
			typeof item.selector !== 'string' ||
			item.selector.trim() === '' ||
			typeof item.src !== 'string' ||
			// Only this site's files or an http(s) address; never javascript:, data: or blob:.
			! (
				/^(https?:)?\/\//i.test( item.src ) ||
				item.src.startsWith( '/' )
			)
		) {
			continue;
		}
		chunks.push( {
			handle: item.handle,
			selector: item.selector,
			src: item.src,
			near:
				typeof item.near === 'string' && /^\d{1,4}px$/.test( item.near )
					? item.near
					: '200px',
		} );
	}
	return chunks;
}

/**
 * Adds a script element and waits for it, at most `timeout` milliseconds.
 *
 * @param doc     The document.
 * @param timeout Milliseconds before giving up.
 */
export function scriptLoader(
	doc: Document,
	timeout = LOAD_TIMEOUT
): LoadScript {
	return ( src, handle ) =>
		new Promise( ( resolve, reject ) => {
			const script = doc.createElement( 'script' );
			const fail = ( reason: 'timeout' | 'error' ) => {
				clearTimeout( timer );
				script.onload = null;
				script.onerror = null;
				// A failed element is removed, so that the retry adds a fresh one.
				script.remove();
				reject(
					new ChunkLoadError(
						reason === 'timeout'
							? `Loading ${ handle } took longer than ${ timeout } ms.`
							: `Loading ${ handle } failed.`,
						handle,
						reason
					)
				);
			};
			const timer = setTimeout( () => fail( 'timeout' ), timeout );
			script.src = src;
			script.async = true;
			script.dataset.shopwrightChunk = handle;
			script.onload = () => {
				clearTimeout( timer );
				resolve();
			};
			script.onerror = () => fail( 'error' );
			doc.head.appendChild( script );
		} );
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
	/** Loads a chunk's script; the same promise while one is under way. */
	load: ( chunk: Chunk ) => Promise< void >;
	state: ( handle: string ) => ChunkState;
};

/**
 * Starts watching for the chunks' blocks.
 *
 * @param chunks   What the server listed.
 * @param observer The page's one embed observer.
 * @param doc      The document, for the events.
 * @param load     How a script is loaded.
 * @param near     How nearness is watched.
 */
export function startChunks(
	chunks: Chunk[],
	observer: EmbedObserver,
	doc: Document,
	load: LoadScript = scriptLoader( doc ),
	near: WatchNear = watchNear
): ChunkRuntime {
	const states = new Map< string, ChunkState >();
	const pending = new Map< string, Promise< void > >();

	const loadChunk = ( chunk: Chunk ): Promise< void > => {
		const known = pending.get( chunk.handle );
		if ( known ) {
			return known;
		}
		if ( states.get( chunk.handle ) === 'loaded' ) {
			return Promise.resolve();
		}
		states.set( chunk.handle, 'loading' );
		const promise = load( chunk.src, chunk.handle ).then(
			() => {
				states.set( chunk.handle, 'loaded' );
				doc.dispatchEvent(
					new CustomEvent( CHUNK_LOADED_EVENT, {
						detail: { handle: chunk.handle },
					} )
				);
			},
			( error: unknown ) => {
				states.set( chunk.handle, 'failed' );
				doc.dispatchEvent(
					new CustomEvent( CHUNK_FAILED_EVENT, {
						detail: {
							handle: chunk.handle,
							error:
								error instanceof ChunkLoadError
									? error
									: new ChunkLoadError(
											String( error ),
											chunk.handle,
											'error'
										),
						},
					} )
				);
			}
		);
		pending.set( chunk.handle, promise );
		// Once settled, a failure may be retried by the next intent.
		void promise.then( () => pending.delete( chunk.handle ) );
		return promise;
	};

	for ( const chunk of chunks ) {
		observer.register( chunk.selector, ( element ) => {
			if ( states.get( chunk.handle ) === 'loaded' ) {
				return;
			}
			const onIntent = () => {
				if ( states.get( chunk.handle ) !== 'loaded' ) {
					void loadChunk( chunk );
				}
			};
			INTENT_EVENTS.forEach( ( type ) =>
				element.addEventListener( type, onIntent, { passive: true } )
			);
			// Nearness asks once; after a failure only intent tries again.
			const stopNear = near( element, chunk.near, () => {
				if (
					states.get( chunk.handle ) === 'idle' ||
					! states.has( chunk.handle )
				) {
					void loadChunk( chunk );
				}
			} );
			return () => {
				stopNear();
				INTENT_EVENTS.forEach( ( type ) =>
					element.removeEventListener( type, onIntent )
				);
			};
		} );
	}

	return {
		load: loadChunk,
		state: ( handle ) => states.get( handle ) ?? 'idle',
	};
}
