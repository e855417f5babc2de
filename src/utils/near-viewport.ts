/**
 * Calls back once any of some elements comes within a margin of the viewport: the one
 * IntersectionObserver helper behind every "load when near" in the plugin. Without
 * IntersectionObserver (very old browsers) it never calls back, and intent alone loads.
 */

/** Watches elements and calls back once one comes near the viewport; returns a function that stops it. */
export type NearViewport = (
	elements: Element[],
	margin: string,
	callback: () => void
) => () => void;

/**
 * @param elements The elements to watch.
 * @param margin   How near, as a rootMargin ("300px").
 * @param callback Called once, when the first of them comes that near.
 */
export const observeNearViewport: NearViewport = (
	elements,
	margin,
	callback
) => {
	if ( typeof IntersectionObserver !== 'function' ) {
		return () => undefined;
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				callback();
			}
		},
		{ rootMargin: margin }
	);
	elements.forEach( ( element ) => observer.observe( element ) );
	return () => observer.disconnect();
};
