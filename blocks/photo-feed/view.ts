/**
 * The photo feed's view script, on the page before any interaction: the tabs by kind of post,
 * and the facade that turns a click on a post into its popup (and a click on "Load more" into
 * the next page). The popup and "Load more" themselves are a separate script, loaded on intent.
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
import { setupTabs } from './tabs';

register( `.${ BLOCK }`, ( root ) => {
	const teardowns = [ setupTabs( root ), setupFacade( root, window ) ];
	return () => teardowns.forEach( ( teardown ) => teardown() );
} );
