/**
 * Entry of the `shopwright-embed-observer` script, the runtime every Shopwright block's front-end
 * code goes through: the page's one observer on `window.shopwright.embeds` (blocks register a
 * setup with it), and the loader of block scripts that wait until their block is near or reached
 * for, listed by the server in an inert JSON element. The server prints it only on pages that
 * show one of these blocks.
 */

/**
 * Internal dependencies
 */
import { MANIFEST_ID, parseChunks, startChunks } from './chunks';
import { pageEmbedObserver } from './observer';

const observer = pageEmbedObserver();
const chunks = parseChunks(
	document.getElementById( MANIFEST_ID )?.textContent ?? null
);
if ( chunks.length > 0 ) {
	startChunks( chunks, observer, document );
}
