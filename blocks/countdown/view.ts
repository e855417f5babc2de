/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { startCountdowns } from './timer';

// Each countdown runs while it is on the page; one removed (AJAX navigation) stops its timer.
register( '.wp-block-shopwright-countdown[data-end]', ( root ) =>
	startCountdowns( root )
);
