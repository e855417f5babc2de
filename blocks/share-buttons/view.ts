/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { setupShareButtons } from './share';

register( '.wp-block-shopwright-share-buttons', ( root ) =>
	setupShareButtons( root )
);
