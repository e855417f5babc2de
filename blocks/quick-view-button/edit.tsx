/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

/**
 * The button as it shows on the storefront; in the editor it opens nothing.
 */
export function Edit() {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<button
				type="button"
				className="shopwright-quick-view-button wp-element-button"
				aria-disabled="true"
			>
				{ __( 'Quick view', 'shopwright' ) }
			</button>
		</div>
	);
}
