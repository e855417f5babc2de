/**
 * Entry of the `shopwright-embed-observer` script, the one runtime every Shopwright block's and
 * feature's front-end code goes through: the page's one observer on `window.shopwright.embeds`
 * (blocks register a setup with it), and the loader of scripts that wait until their element is
 * near or reached for, listed by the server in an inert JSON element. The server prints it only
 * on pages that show one of these blocks or features. Kept free of @wordpress/* imports: it is on
 * the page before any intent.
 */

/**
 * Internal dependencies
 */
import { startChunks, type WhenIdle } from './chunks';
import { MANIFEST_ID, parseManifest } from './manifest';
import { pageEmbedObserver } from './observer';

const whenIdle: WhenIdle = ( callback ) => {
	// Safari has no requestIdleCallback.
	const schedule = () =>
		window.requestIdleCallback
			? window.requestIdleCallback( callback, { timeout: 3000 } )
			: window.setTimeout( callback, 200 );
	if ( document.readyState === 'complete' ) {
		schedule();
	} else {
		window.addEventListener( 'load', schedule, { once: true } );
	}
};

const observer = pageEmbedObserver();
const manifest = parseManifest(
	document.getElementById( MANIFEST_ID )?.textContent ?? null
);
if ( manifest && manifest.chunks.length > 0 ) {
	startChunks(
		manifest.chunks,
		observer,
		document,
		undefined,
		undefined,
		manifest.strategy === 'idle' ? whenIdle : null
	);
}
