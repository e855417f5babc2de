/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type SlidesAttributes = {
	label: string;
	autoplay: boolean;
	interval: number;
	minHeight: number;
};

type EditProps = {
	attributes: SlidesAttributes;
	setAttributes: ( attributes: Partial< SlidesAttributes > ) => void;
};

const TEMPLATE: Array< [ string ] > = [
	[ 'shopwright/slide' ],
	[ 'shopwright/slide' ],
];

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { label, autoplay, interval, minHeight } = attributes;
	// Slides are edited one under another, each at its natural height.
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-shopwright-slides__track' },
		{
			allowedBlocks: [ 'shopwright/slide' ],
			template: TEMPLATE,
			orientation: 'vertical',
		}
	);

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Slides', 'shopwright' ) }>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Name for screen readers', 'shopwright' ) }
						help={ __( 'Empty: “Highlights”.', 'shopwright' ) }
						value={ label }
						onChange={ ( value ) =>
							setAttributes( { label: value } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Turn the slides automatically',
							'shopwright'
						) }
						help={ __(
							'Never for visitors who ask their device for reduced motion; anyone can pause it.',
							'shopwright'
						) }
						checked={ autoplay }
						onChange={ ( value ) =>
							setAttributes( { autoplay: value } )
						}
					/>
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Seconds per slide', 'shopwright' ) }
						min={ 3 }
						max={ 20 }
						value={ interval / 1000 }
						onChange={ ( value ) =>
							setAttributes( {
								interval: Math.round( ( value ?? 7 ) * 1000 ),
							} )
						}
					/>
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Least height (pixels)', 'shopwright' ) }
						min={ 0 }
						max={ 1200 }
						step={ 10 }
						value={ minHeight }
						onChange={ ( value ) =>
							setAttributes( { minHeight: value ?? 360 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<section { ...blockProps }>
				<div { ...innerBlocksProps } />
			</section>
		</>
	);
}
