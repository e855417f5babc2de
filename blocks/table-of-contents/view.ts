/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { setupTableOfContents } from './contents';

register( '.wp-block-shopwright-table-of-contents', ( root ) =>
	setupTableOfContents( root )
);
