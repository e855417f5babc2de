/**
 * Loads deferred scripts (and the WordPress handles they need, in order, each once) when the
 * shopper shows intent on an element they enhance, or when the browser is idle.
 */

/**
 * Internal dependencies
 */
import type { IntentGroup, Manifest, ScriptEntry } from './manifest';
import {
	observeNearViewport,
	type NearViewport,
} from '../../utils/near-viewport';

export const LOADED_EVENT = 'shopwright:intent-loaded';
export const FAILED_EVENT = 'shopwright:intent-failed';

/** Events that say a shopper is reaching for something: pointing, touching, tabbing to it. */
export const INTENT_EVENTS = [
	'pointerover',
	'pointerdown',
	'touchstart',
	'focusin',
] as const;

export type ScriptRunner = {
	/** Runs inline code. */
	inline: ( code: string, handle: string ) => void;
	/** Loads a script file; resolves once it has run. */
	file: ( src: string, handle: string ) => Promise< void >;
};

/**
 * Runs scripts through real script elements, as WordPress would have printed them.
 *
 * @param doc The document.
 */
export function domRunner( doc: Document ): ScriptRunner {
	return {
		inline( code, handle ) {
			const script = doc.createElement( 'script' );
			script.id = `${ handle }-js-intent-inline`;
			script.textContent = code;
			doc.head.appendChild( script );
		},
		file( src, handle ) {
			return new Promise( ( resolve, reject ) => {
				const script = doc.createElement( 'script' );
				script.id = `${ handle }-js`;
				script.src = src;
				// Dynamic scripts are async by default; these run in the order they are awaited.
				script.async = false;
				script.onload = () => resolve();
				script.onerror = () =>
					reject( new Error( `Loading ${ handle } failed.` ) );
				doc.head.appendChild( script );
			} );
		},
	};
}

export type IntentLoader = {
	/** Loads one group (and what it needs); the same promise for every caller. */
	load: ( group: IntentGroup ) => Promise< void >;
	/** Starts listening (intent) or schedules loading (idle). Returns a function that stops it. */
	start: () => () => void;
};

/**
 * Creates the loader for a manifest.
 *
 * @param manifest The parsed manifest.
 * @param doc      The document to listen on and dispatch events to.
 * @param runner   How scripts run (the DOM in the browser, a fake in tests).
 * @param idle     Schedules work for when the browser is idle.
 * @param near     Watches elements for nearing the viewport (groups with `near` only).
 */
export function createIntentLoader(
	manifest: Manifest,
	doc: Document,
	runner: ScriptRunner,
	idle: ( callback: () => void ) => void,
	near: NearViewport = observeNearViewport
): IntentLoader {
	const scripts = new Map< string, Promise< void > >();
	const groups = new Map< string, Promise< void > >();

	function loadScript( entry: ScriptEntry ): Promise< void > {
		const known = scripts.get( entry.handle );
		if ( known ) {
			return known;
		}
		const run = async () => {
			if ( entry.before ) {
				runner.inline( entry.before, `${ entry.handle }-before` );
			}
			if ( entry.src ) {
				await runner.file( entry.src, entry.handle );
			}
			if ( entry.after ) {
				runner.inline( entry.after, `${ entry.handle }-after` );
			}
		};
		const promise = run().catch( ( error: unknown ) => {
			// Forget the failure, so that the next intent tries again.
			scripts.delete( entry.handle );
			throw error;
		} );
		scripts.set( entry.handle, promise );
		return promise;
	}

	function load( group: IntentGroup ): Promise< void > {
		const known = groups.get( group.handle );
		if ( known ) {
			return known;
		}
		const promise = group.scripts
			.reduce< Promise< void > >(
				( previous, entry ) =>
					previous.then( () => loadScript( entry ) ),
				Promise.resolve()
			)
			.then(
				() => {
					doc.dispatchEvent(
						new CustomEvent( LOADED_EVENT, {
							detail: { handle: group.handle },
						} )
					);
				},
				( error: unknown ) => {
					groups.delete( group.handle );
					doc.dispatchEvent(
						new CustomEvent( FAILED_EVENT, {
							detail: { handle: group.handle, error },
						} )
					);
				}
			);
		groups.set( group.handle, promise );
		return promise;
	}

	function matches( target: EventTarget | null, selector: string ): boolean {
		if ( ! ( target instanceof Element ) ) {
			return false;
		}
		try {
			return target.closest( selector ) !== null;
		} catch {
			// An invalid selector in the manifest never matches.
			return false;
		}
	}

	function select( selector: string ): Element[] {
		try {
			return Array.from( doc.querySelectorAll( selector ) );
		} catch {
			return [];
		}
	}

	/**
	 * Groups that asked for it also load when one of their elements nears the viewport, under
	 * either strategy: what the shopper is about to see should not wait for idle time.
	 */
	function watchNearViewport(): Array< () => void > {
		const stops: Array< () => void > = [];
		manifest.groups.forEach( ( group ) => {
			const elements = group.near ? select( group.selector ) : [];
			if ( group.near && elements.length > 0 ) {
				stops.push(
					near( elements, group.near, () => void load( group ) )
				);
			}
		} );
		return stops;
	}

	function start(): () => void {
		const stopWatching = watchNearViewport();
		const stopAll = () => stopWatching.forEach( ( stop ) => stop() );
		if ( manifest.strategy === 'idle' ) {
			let cancelled = false;
			idle( () => {
				if ( ! cancelled ) {
					manifest.groups.forEach( ( group ) => void load( group ) );
				}
			} );
			return () => {
				cancelled = true;
				stopAll();
			};
		}
		const onIntent = ( event: Event ) => {
			for ( const group of manifest.groups ) {
				if ( matches( event.target, group.selector ) ) {
					void load( group );
				}
			}
		};
		INTENT_EVENTS.forEach( ( type ) =>
			doc.addEventListener( type, onIntent, {
				capture: true,
				passive: true,
			} )
		);
		return () => {
			stopAll();
			INTENT_EVENTS.forEach( ( type ) =>
				doc.removeEventListener( type, onIntent, { capture: true } )
			);
		};
	}

	return { load, start };
}
