/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type MiniCartAttributes = {
	showTotal: boolean;
};

type EditProps = {
	attributes: MiniCartAttributes;
	setAttributes: ( attributes: Partial< MiniCartAttributes > ) => void;
};

/**
 * A static preview of the button: the editor has no shopper's cart to show, and the real count
 * and total are rendered by render.php on the storefront.
 *
 * @param props               Block props.
 * @param props.attributes    The attributes.
 * @param props.setAttributes Changes them.
 */
export function Edit( { attributes, setAttributes }: EditProps ) {
	const blockProps = useBlockProps( { className: 'has-items' } );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'shopwright' ) }>
					<ToggleControl
						label={ __( 'Show the total', 'shopwright' ) }
						checked={ attributes.showTotal }
						onChange={ ( showTotal ) =>
							setAttributes( { showTotal } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<span className="wp-block-shopwright-mini-cart__button">
					<svg
						className="wp-block-shopwright-mini-cart__icon"
						viewBox="0 0 24 24"
						width="24"
						height="24"
						aria-hidden="true"
						focusable="false"
						fill="none"
						stroke="currentColor"
						strokeWidth="2"
						strokeLinecap="round"
						strokeLinejoin="round"
					>
						<path d="M2 4h3l2.5 10.5h10.5l2.5-7.5H6.2" />
						<circle cx="9.5" cy="19" r="1.5" />
						<circle cx="17" cy="19" r="1.5" />
					</svg>
					<span className="wp-block-shopwright-mini-cart__count">
						<span className="wp-block-shopwright-mini-cart__count-value">
							2
						</span>
					</span>
					{ attributes.showTotal && (
						<span className="wp-block-shopwright-mini-cart__total">
							<span className="wp-block-shopwright-mini-cart__total-value">
								{ __( '$24.00', 'shopwright' ) }
							</span>
						</span>
					) }
				</span>
			</div>
		</>
	);
}
