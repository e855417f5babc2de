/**
 * On the shop's cart page, an editor who removed the cart (or never had one) is told at once that
 * shoppers would find no cart there, with one button that puts WooCommerce's Cart block back.
 */

/**
 * WordPress dependencies
 */
import { createBlock } from '@wordpress/blocks';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { hasCart } from './cart-blocks';

const NOTICE_ID = 'shopwright-cart-placeholder';

export function CartPlaceholder() {
	const missing = useSelect( ( select ) => {
		/*
		 * The page's own blocks, read from the post itself: the block list may be empty, or hold a
		 * template, while the editor sets up, and that is no reason to warn. The core/editor store
		 * is there in the post editor, the only place this script loads.
		 */
		const editor = select( 'core/editor' ) as
			{ getEditorBlocks?: () => unknown } | undefined;
		const blocks = editor?.getEditorBlocks?.();
		return Array.isArray( blocks ) && ! hasCart( blocks );
	}, [] );
	const { insertBlocks } = useDispatch( blockEditorStore );
	const { createWarningNotice, removeNotice } = useDispatch( noticesStore );

	useEffect( () => {
		if ( ! missing ) {
			removeNotice( NOTICE_ID );
			return;
		}
		void createWarningNotice(
			__(
				'This is the shop’s cart page, but it holds no cart: shoppers would find an empty page here.',
				'shopwright'
			),
			{
				id: NOTICE_ID,
				isDismissible: false,
				actions: [
					{
						label: __( 'Add the cart', 'shopwright' ),
						onClick: () => {
							insertBlocks( [
								createBlock( 'woocommerce/cart' ),
							] );
						},
					},
				],
			}
		);
	}, [ missing, createWarningNotice, removeNotice, insertBlocks ] );

	return null;
}
