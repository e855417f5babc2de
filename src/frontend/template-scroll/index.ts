/**
 * Entry of the template scroll, printed only on archive pages whose address names a template.
 * It waits for the page's load, so that pictures above the template have taken their room.
 */

/**
 * Internal dependencies
 */
import { scrollToTemplate } from './scroll';

if ( document.readyState === 'complete' ) {
	scrollToTemplate();
} else {
	window.addEventListener( 'load', () => scrollToTemplate(), { once: true } );
}
