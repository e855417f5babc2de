/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { setupPortfolio } from './filter';

register( '.wp-block-shopwright-portfolio', ( root ) =>
	setupPortfolio( root )
);
