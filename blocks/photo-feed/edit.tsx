/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type PhotoFeedAttributes = {
	perPage: number;
	arrows: boolean;
	autoplay: boolean;
	autoplaySpeed: number;
	transitionSpeed: number;
};

type EditProps = {
	attributes: PhotoFeedAttributes;
	setAttributes: ( attributes: Partial< PhotoFeedAttributes > ) => void;
};

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { perPage, arrows, autoplay, autoplaySpeed, transitionSpeed } =
		attributes;
	const blockProps = useBlockProps();

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Posts', 'shopwright' ) }>
					<p>
						{ __(
							'The posts of the Instagram account connected in Shopwright → Media embeds.',
							'shopwright'
						) }
					</p>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Posts per page', 'shopwright' ) }
						min={ 1 }
						max={ 24 }
						value={ perPage }
						onChange={ ( value ) =>
							setAttributes( { perPage: value ?? 12 } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Album carousel', 'shopwright' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Previous and Next buttons',
							'shopwright'
						) }
						help={ __(
							'Without them, visitors turn an album’s images with the arrow keys or by swiping.',
							'shopwright'
						) }
						checked={ arrows }
						onChange={ ( value ) =>
							setAttributes( { arrows: value } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Turn images by themselves',
							'shopwright'
						) }
						help={ __(
							'Pausing while a visitor points at or tabs into the album; visitors can stop it.',
							'shopwright'
						) }
						checked={ autoplay }
						onChange={ ( value ) =>
							setAttributes( { autoplay: value } )
						}
					/>
					{ autoplay && (
						<RangeControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __(
								'Milliseconds per image',
								'shopwright'
							) }
							min={ 1000 }
							max={ 20000 }
							step={ 500 }
							value={ autoplaySpeed }
							onChange={ ( value ) =>
								setAttributes( {
									autoplaySpeed: value ?? 3000,
								} )
							}
						/>
					) }
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Slide duration (milliseconds)',
							'shopwright'
						) }
						min={ 0 }
						max={ 2000 }
						step={ 100 }
						value={ transitionSpeed }
						onChange={ ( value ) =>
							setAttributes( { transitionSpeed: value ?? 400 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ServerSideRender
					block="shopwright/photo-feed"
					attributes={ attributes }
				/>
			</div>
		</>
	);
}
