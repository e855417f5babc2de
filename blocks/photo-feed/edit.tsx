/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type PhotoFeedAttributes = {
	showHeader: boolean;
	perPage: number;
	layout: 'grid' | 'carousel';
	slideshow: number;
	spacing: number;
	loop: boolean;
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
	const {
		showHeader,
		perPage,
		layout,
		slideshow,
		spacing,
		loop,
		arrows,
		autoplay,
		autoplaySpeed,
		transitionSpeed,
	} = attributes;
	const inRow = layout === 'carousel';
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
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show the account header', 'shopwright' ) }
						help={ __(
							'The profile picture, the name and a link to follow the account, above the posts.',
							'shopwright'
						) }
						checked={ showHeader }
						onChange={ ( value ) =>
							setAttributes( { showHeader: value } )
						}
					/>
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
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Layout', 'shopwright' ) }
						value={ layout }
						options={ [
							{
								label: __( 'Grid', 'shopwright' ),
								value: 'grid',
							},
							{
								label: __( 'Carousel', 'shopwright' ),
								value: 'carousel',
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								layout:
									value === 'carousel' ? 'carousel' : 'grid',
							} )
						}
					/>
				</PanelBody>
				<PanelBody
					title={
						inRow
							? __( 'Carousel', 'shopwright' )
							: __( 'Album carousel', 'shopwright' )
					}
				>
					<p>
						{ inRow
							? __(
									'The feed’s row of posts, and an album’s images in the popup (one at a time, always going round).',
									'shopwright'
								)
							: __(
									'An album’s images in the popup, one at a time, going round.',
									'shopwright'
								) }
					</p>
					{ inRow && (
						<>
							<RangeControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Posts in view', 'shopwright' ) }
								help={ __(
									'One fewer on screens narrower than 768 pixels.',
									'shopwright'
								) }
								min={ 1 }
								max={ 6 }
								value={ slideshow }
								onChange={ ( value ) =>
									setAttributes( { slideshow: value ?? 3 } )
								}
							/>
							<ToggleControl
								__nextHasNoMarginBottom
								label={ __(
									'Go round from the last post to the first',
									'shopwright'
								) }
								checked={ loop }
								onChange={ ( value ) =>
									setAttributes( { loop: value } )
								}
							/>
						</>
					) }
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Space between slides (pixels)',
							'shopwright'
						) }
						min={ 0 }
						max={ 48 }
						value={ spacing }
						onChange={ ( value ) =>
							setAttributes( { spacing: value ?? 8 } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Previous and Next buttons',
							'shopwright'
						) }
						help={ __(
							'Without them, visitors move the carousel with the arrow keys.',
							'shopwright'
						) }
						checked={ arrows }
						onChange={ ( value ) =>
							setAttributes( { arrows: value } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Move on by itself', 'shopwright' ) }
						help={ __(
							'Pausing while a visitor points at or tabs into it; visitors can stop it, and it stays still for those who ask for less motion.',
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
								'Milliseconds per step',
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
