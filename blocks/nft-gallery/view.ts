/**
 * The NFT gallery's view script, loaded by the blocks' runtime when a gallery comes near the
 * viewport: "Load more" asks this site for the next page.
 */

/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { BLOCK } from './constants';
import { loadNextPage } from './load-more';

register( `.${ BLOCK }`, ( root ) => {
	const onClick = ( event: MouseEvent ) => {
		if (
			event.target instanceof Element &&
			event.target.closest( `.${ BLOCK }__more` )
		) {
			loadNextPage( root, window.fetch.bind( window ), window );
		}
	};
	root.addEventListener( 'click', onClick );
	root.classList.add( 'has-load-more' );
	return () => {
		root.removeEventListener( 'click', onClick );
		root.classList.remove( 'has-load-more' );
	};
} );
