/**
 * The video channel's view script, on the page before any interaction: the facade that turns a
 * click on a video into the popup player (and a click on "Load more" into the next page), and
 * the carousel layout. The popup and "Load more" themselves are a separate script, loaded on
 * intent.
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
import './view.scss';

register( `.${ BLOCK }`, ( root ) => {
	const teardowns = [ setupFacade( root, window ) ];
	if ( root.classList.contains( 'is-layout-carousel' ) ) {
		teardowns.push( setupCarousel( root, window ) );
	}
	return () => teardowns.forEach( ( teardown ) => teardown() );
} );
