/**
 * Entry of the intent loader: reads the manifest the server printed and starts the loader.
 * Kept free of @wordpress/* runtime imports: it is on the page before any intent.
 */

/**
 * Internal dependencies
 */
import { createIntentLoader, domRunner } from './loader';
import { MANIFEST_ID, parseManifest } from './manifest';

function whenIdle( callback: () => void ): void {
	// Safari has no requestIdleCallback.
	const schedule = () =>
		typeof window.requestIdleCallback === 'function'
			? window.requestIdleCallback( callback, { timeout: 3000 } )
			: window.setTimeout( callback, 200 );
	if ( document.readyState === 'complete' ) {
		schedule();
	} else {
		window.addEventListener( 'load', schedule, { once: true } );
	}
}

const manifest = parseManifest(
	document.getElementById( MANIFEST_ID )?.textContent ?? null
);
if ( manifest && manifest.groups.length > 0 ) {
	createIntentLoader(
		manifest,
		document,
		domRunner( document ),
		whenIdle
	).start();
}
