/**
 * The list the server prints for the blocks' runtime, read defensively: the page is its only
 * source, but a broken or tampered list must never throw or run anything unexpected.
 *
 * Each entry is a script waiting for a selector: the files to run in order (a WordPress handle and
 * whatever it needs that the page lacks, with the inline code WordPress prints around each) and,
 * for scripts that should be there by the time their element is seen, how near the viewport an
 * element must come. An entry without a nearness loads on intent only.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

/** Id of the element holding the list (BlockRuntime::MANIFEST_ID in PHP). */
export const MANIFEST_ID = 'shopwright-block-runtime';

export type ScriptEntry = {
	handle: string;
	src: string | null;
	/** Inline code WordPress prints before the file: localized data, "before" scripts, translations. */
	before: string;
	/** Inline code WordPress prints after the file. */
	after: string;
};

export type Chunk = {
	/** The waiting script's handle, as WordPress knows it. */
	handle: string;
	/** Elements whose presence (near) or intent asks for the script. */
	selector: string;
	/** Load once an element comes this near the viewport ("200px"); null: on intent only. */
	near: string | null;
	scripts: ScriptEntry[];
};

export type LoadStrategy = 'intent' | 'idle';

export type Manifest = {
	/** "idle": the owner asked for every waiting script once the browser is idle. */
	strategy: LoadStrategy;
	chunks: Chunk[];
};

function readScript( value: unknown ): ScriptEntry | null {
	if ( ! isRecord( value ) || typeof value.handle !== 'string' ) {
		return null;
	}
	const src = typeof value.src === 'string' ? value.src : null;
	// Only the page's own origin or an absolute http(s) URL: never javascript:, data: or blob:.
	if (
		src !== null &&
		! /^(https?:)?\/\//i.test( src ) &&
		! src.startsWith( '/' )
	) {
		return null;
	}
	return {
		handle: value.handle,
		src,
		before: typeof value.before === 'string' ? value.before : '',
		after: typeof value.after === 'string' ? value.after : '',
	};
}

function readChunk( value: unknown ): Chunk | null {
	if (
		! isRecord( value ) ||
		typeof value.handle !== 'string' ||
		typeof value.selector !== 'string' ||
		value.selector.trim() === '' ||
		! Array.isArray( value.scripts )
	) {
		return null;
	}
	const scripts: ScriptEntry[] = [];
	for ( const item of value.scripts ) {
		const script = readScript( item );
		if ( script === null ) {
			return null;
		}
		scripts.push( script );
	}
	return {
		handle: value.handle,
		selector: value.selector,
		// Plain pixels only: the value becomes an observer's rootMargin, which throws on anything else.
		near:
			typeof value.near === 'string' && /^\d{1,4}px$/.test( value.near )
				? value.near
				: null,
		scripts,
	};
}

/**
 * Parses the list's JSON. Anything malformed gives null (the runtime then loads nothing); a
 * malformed entry is dropped on its own.
 *
 * @param text The text of the list's element.
 */
export function parseManifest( text: string | null ): Manifest | null {
	if ( ! text ) {
		return null;
	}
	let data: unknown;
	try {
		data = JSON.parse( text );
	} catch {
		return null;
	}
	if ( ! isRecord( data ) || ! Array.isArray( data.chunks ) ) {
		return null;
	}
	return {
		strategy: data.strategy === 'idle' ? 'idle' : 'intent',
		chunks: data.chunks
			.map( readChunk )
			.filter( ( chunk ): chunk is Chunk => chunk !== null ),
	};
}
