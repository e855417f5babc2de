/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	CheckboxControl,
	PanelBody,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NETWORKS, networkLabel, toggleNetwork } from './networks';

export type ShareButtonsAttributes = {
	networks: string[];
	label: string;
	showCopy: boolean;
	showNativeShare: boolean;
};

type EditProps = {
	attributes: ShareButtonsAttributes;
	setAttributes: ( attributes: Partial< ShareButtonsAttributes > ) => void;
};

const BLOCK = 'wp-block-shopwright-share-buttons';

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { networks, label, showCopy, showNativeShare } = attributes;
	const shownLabel = label.trim() || __( 'Share', 'shopwright' );
	const picked = NETWORKS.filter( ( network ) =>
		networks.includes( network )
	);
	const blockProps = useBlockProps();

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Share buttons', 'shopwright' ) }>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Label', 'shopwright' ) }
						help={ __( 'Empty: “Share”.', 'shopwright' ) }
						value={ label }
						onChange={ ( value ) =>
							setAttributes( { label: value } )
						}
					/>
					<fieldset>
						<legend>{ __( 'Networks', 'shopwright' ) }</legend>
						{ NETWORKS.map( ( network ) => (
							<CheckboxControl
								__nextHasNoMarginBottom
								key={ network }
								label={ networkLabel( network ) }
								checked={ networks.includes( network ) }
								onChange={ ( checked ) =>
									setAttributes( {
										networks: toggleNetwork(
											networks,
											network,
											checked
										),
									} )
								}
							/>
						) ) }
					</fieldset>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Copy link button', 'shopwright' ) }
						checked={ showCopy }
						onChange={ ( value ) =>
							setAttributes( { showCopy: value } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'The device’s own share sheet, where it has one',
							'shopwright'
						) }
						checked={ showNativeShare }
						onChange={ ( value ) =>
							setAttributes( { showNativeShare: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<span className={ `${ BLOCK }__label` }>{ shownLabel }</span>
				<ul className={ `${ BLOCK }__list` }>
					{ picked.map( ( network ) => (
						<li key={ network } className={ `${ BLOCK }__item` }>
							<span
								className={ `${ BLOCK }__link is-${ network }` }
							>
								{ networkLabel( network ) }
							</span>
						</li>
					) ) }
					{ showCopy && (
						<li className={ `${ BLOCK }__item` }>
							<span className={ `${ BLOCK }__copy` }>
								{ __( 'Copy link', 'shopwright' ) }
							</span>
						</li>
					) }
				</ul>
			</div>
		</>
	);
}
