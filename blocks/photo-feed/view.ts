/**
 * The photo feed's view script, once the block comes near: the tabs by kind of post, the
 * carousel in the carousel layout, and the facade that turns a click on a post into its popup
 * (and a click on "Load more" into the next page). The popup and "Load more" themselves are a
 * separate script, loaded on intent.
 */

/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { BLOCK } from './constants';
import { setupFacade } from './facade';
import { setupFeedCarousel } from './feed-carousel';
import { setupTabs } from './tabs';
import './view.scss';

register( `.${ BLOCK }`, ( root ) => {
	const teardowns = [
		setupTabs( root ),
		setupFeedCarousel( root, window ),
		setupFacade( root, window ),
	];
	return () => teardowns.forEach( ( teardown ) => teardown() );
} );
