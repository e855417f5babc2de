/**
 * The manifest the server prints for the intent loader, read defensively: the page is the only
 * source, but a broken or tampered manifest must never throw or run anything unexpected.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

/** Id of the script element holding the manifest (IntentScripts::MANIFEST_ID in PHP). */
export const MANIFEST_ID = 'shopwright-intent-manifest';

export type ScriptEntry = {
	handle: string;
	src: string | null;
	/** Inline code WordPress prints before the file: localized data, "before" scripts, translations. */
	before: string;
	/** Inline code WordPress prints after the file. */
	after: string;
};

export type IntentGroup = {
	handle: string;
	selector: string;
	/** Also load when a matching element comes this near the viewport ("300px"); intent only when absent. */
	near?: string;
	scripts: ScriptEntry[];
};

export type LoadStrategy = 'intent' | 'idle';

export type Manifest = {
	strategy: LoadStrategy;
	groups: IntentGroup[];
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

function readGroup( value: unknown ): IntentGroup | null {
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
	const group: IntentGroup = {
		handle: value.handle,
		selector: value.selector,
		scripts,
	};
	// Plain pixels only: the value becomes an observer's rootMargin, which throws on anything else.
	if ( typeof value.near === 'string' && /^\d{1,4}px$/.test( value.near ) ) {
		group.near = value.near;
	}
	return group;
}

/**
 * Parses the manifest's JSON. Anything malformed gives null (the loader then does nothing);
 * a malformed group is dropped on its own.
 *
 * @param text The text of the manifest element.
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
	if ( ! isRecord( data ) || ! Array.isArray( data.groups ) ) {
		return null;
	}
	const groups = data.groups
		.map( readGroup )
		.filter( ( group ): group is IntentGroup => group !== null );
	return {
		strategy: data.strategy === 'idle' ? 'idle' : 'intent',
		groups,
	};
}
