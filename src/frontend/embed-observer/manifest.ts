/**
 * The list the server prints for the blocks' runtime, read defensively: the page is its only
 * source, but a broken or tampered list must never throw or run anything unexpected.
 *
 * Each entry is a script waiting for a selector: the files to run in order (a WordPress handle and
 * whatever it needs that the page lacks, with the inline code WordPress prints around each) and,
 * for scripts that should be there by the time their element is seen, how near the viewport an
 * element must come. An entry without a nearness loads on intent only; `hold: false` leaves the
 * clicks that arrive before its script to the markup.
 */

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
	/**
	 * On intent only: whether a click that arrives before the script has run is held and clicked
	 * again once it has. False for markup that works in full without its script (a product
	 * slider's row of cards), whose clicks are left to it.
	 */
	hold: boolean;
	/** Stylesheets the scripts need, linked and loaded before the first of them runs. */
	styles: string[];
	scripts: ScriptEntry[];
};

export type LoadStrategy = 'intent' | 'idle';

export type Manifest = {
	/** "idle": the owner asked for every waiting script once the browser is idle. */
	strategy: LoadStrategy;
	chunks: Chunk[];
};

/**
 * Only the page's own origin or an absolute http(s) URL: never javascript:, data: or blob:.
 *
 * @param url A script's or stylesheet's URL.
 */
const safeUrl = ( url: unknown ): url is string =>
	typeof url === 'string' && /^(https?:)?\/\/|^\//i.test( url );

/**
 * One entry of the list, or null when it is refused. A field of the wrong type throws (a
 * selector that is not text, scripts that are not a list of objects), which the caller turns
 * into null too.
 *
 * @param value The entry as parsed.
 */
function readChunk( value: unknown ): Chunk | null {
	const { handle, selector, near, hold, styles, scripts } = value as Chunk;
	return typeof handle === 'string' &&
		selector.trim() &&
		scripts.every(
			( script ) =>
				typeof script.handle === 'string' &&
				( ! script.src || safeUrl( script.src ) )
		)
		? {
				handle,
				selector,
				// Plain pixels only: the value becomes an observer's rootMargin, which throws on anything else.
				near: /^\d{1,4}px$/.test( String( near ) ) ? near : null,
				hold: hold !== false,
				styles: ( styles ?? [] ).filter( safeUrl ),
				scripts: scripts.map( ( script ) => ( {
					handle: script.handle,
					src: script.src ?? null,
					before: script.before ?? '',
					after: script.after ?? '',
				} ) ),
			}
		: null;
}

/**
 * Parses the list's JSON. Anything malformed gives null (the runtime then loads nothing); a
 * malformed entry is dropped on its own.
 *
 * @param text The text of the list's element.
 */
export function parseManifest( text: string | null ): Manifest | null {
	try {
		const { strategy, chunks } = JSON.parse( text ?? '' ) as Record<
			string,
			unknown
		>;
		return {
			strategy: strategy === 'idle' ? 'idle' : 'intent',
			chunks: ( chunks as unknown[] )
				.map( ( chunk ) => {
					try {
						return readChunk( chunk );
					} catch {
						return null;
					}
				} )
				.filter( ( chunk ): chunk is Chunk => chunk !== null ),
		};
	} catch {
		return null;
	}
}
