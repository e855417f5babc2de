/**
 * The video channel's view script, on the page before any interaction: the facade that turns a
 * click on a video into the popup player, the carousel layout, and "Load more". The popup
 * itself is a separate script, loaded on intent.
 */

/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { setupCarousel } from './carousel';
import { BLOCK } from './constants';
import { setupFacade } from './facade';
import { setupLoadMore } from './load-more';

register( `.${ BLOCK }`, ( root ) => {
	const teardowns = [
		setupFacade( root, window ),
		setupLoadMore( root, window.fetch.bind( window ), {
			loaded: root.dataset.loaded ?? '',
			failed: root.dataset.failed ?? '',
		} ),
	];
	if ( root.classList.contains( 'is-layout-carousel' ) ) {
		teardowns.push( setupCarousel( root, window ) );
	}
	return () => teardowns.forEach( ( teardown ) => teardown() );
} );
