/**
 * The type guard every parser of untrusted JSON (server config, REST answers, browser storage)
 * starts from: a plain object, not null and not an array.
 *
 * @param value Anything.
 */
export function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}
