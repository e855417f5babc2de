/**
 * WordPress dependencies
 */
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { CartPlaceholder } from './placeholder';

// The server loads this script only in the editor of the shop's cart page
// (includes/Widgets/CartPagePlaceholder.php).
registerPlugin( 'shopwright-cart-placeholder', {
	render: CartPlaceholder,
} );
