/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import { isVideoSource } from './source';

export type VideoChannelAttributes = {
	source: string;
	layout: 'grid' | 'list' | 'carousel';
	perPage: number;
	autoplay: boolean;
};

type EditProps = {
	attributes: VideoChannelAttributes;
	setAttributes: ( attributes: Partial< VideoChannelAttributes > ) => void;
};

const LAYOUTS: Array< VideoChannelAttributes[ 'layout' ] > = [
	'grid',
	'list',
	'carousel',
];

function isLayout(
	value: string
): value is VideoChannelAttributes[ 'layout' ] {
	return LAYOUTS.some( ( layout ) => layout === value );
}

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { source, layout, perPage, autoplay } = attributes;
	const blockProps = useBlockProps();
	const invalid = source.trim() !== '' && ! isVideoSource( source );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Videos', 'shopwright' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Channel or playlist', 'shopwright' ) }
						help={ __(
							'A channel address (youtube.com/channel/UC…), a playlist address, or either id. The owner saves the YouTube API key in Shopwright → Media embeds.',
							'shopwright'
						) }
						value={ source }
						onChange={ ( value ) =>
							setAttributes( { source: value.trim() } )
						}
					/>
					{ invalid && (
						<Notice status="error" isDismissible={ false }>
							{ __(
								'This is not a YouTube channel or playlist address.',
								'shopwright'
							) }
						</Notice>
					) }
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Layout', 'shopwright' ) }
						value={ layout }
						options={ [
							{
								value: 'grid',
								label: __( 'Grid', 'shopwright' ),
							},
							{
								value: 'list',
								label: __( 'List', 'shopwright' ),
							},
							{
								value: 'carousel',
								label: __( 'Carousel', 'shopwright' ),
							},
						] }
						onChange={ ( value: string ) => {
							if ( isLayout( value ) ) {
								setAttributes( { layout: value } );
							}
						} }
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Videos per page', 'shopwright' ) }
						min={ 1 }
						max={ 24 }
						value={ perPage }
						onChange={ ( value ) =>
							setAttributes( { perPage: value ?? 9 } )
						}
					/>
					{ layout === 'carousel' && (
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Turn pages by themselves',
								'shopwright'
							) }
							help={ __(
								'Every 3 seconds, pausing while a visitor points at or tabs into the carousel; visitors can stop it.',
								'shopwright'
							) }
							checked={ autoplay }
							onChange={ ( value ) =>
								setAttributes( { autoplay: value } )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ServerSideRender
					block="shopwright/video-channel"
					attributes={ attributes }
				/>
			</div>
		</>
	);
}
