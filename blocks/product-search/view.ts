/**
 * Front end of the product search block. Plain DOM code with no @wordpress/* runtime: it is on
 * the page before any shopper intent, so it stays small.
 */

/**
 * Internal dependencies
 */
import { initSearchBox } from './search-box';
import { BLOCK } from './render-suggestions';

export function startSearchBoxes( scope: ParentNode = document ): void {
	scope
		.querySelectorAll< HTMLElement >( `.${ BLOCK }[data-config]` )
		.forEach( ( root ) => {
			if ( ! root.classList.contains( 'is-enhanced' ) ) {
				initSearchBox( root );
			}
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => startSearchBoxes() );
} else {
	startSearchBoxes();
}
