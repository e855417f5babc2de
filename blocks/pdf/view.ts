/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { setupViewer } from './presentation';

register( '.wp-block-shopwright-pdf', ( root ) => {
	setupViewer( root );
} );
