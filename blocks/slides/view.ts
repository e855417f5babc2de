/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { setupSlides } from './slides';

register( '.wp-block-shopwright-slides', ( root ) => setupSlides( root ) );
