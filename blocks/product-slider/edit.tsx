/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	Placeholder,
	RangeControl,
	SelectControl,
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { IdTokens } from '../../src/editor/id-tokens';
import {
	useProductOptions,
	useSliderCards,
	useTermOptions,
} from '../../src/hooks/use-product-slider';
import { ProductSlider } from './slider/product-slider';
import { BOUNDS, readSettings, type SliderSettings } from './slider/settings';

export type Source =
	| 'category'
	| 'tag'
	| 'on_sale'
	| 'featured'
	| 'best_selling'
	| 'newest'
	| 'top_rated'
	| 'handpicked';

export type ProductSliderAttributes = SliderSettings & {
	source: Source;
	categories: number[];
	tags: number[];
	products: number[];
	limit: number;
	label: string;
};

type EditProps = {
	attributes: ProductSliderAttributes;
	setAttributes: ( attributes: Partial< ProductSliderAttributes > ) => void;
};

type NumberSetting =
	| 'autoplaySpeed'
	| 'animationSpeed'
	| 'productItems'
	| 'scrollColumns'
	| 'tabletWidth'
	| 'tabletDisplayColumns'
	| 'tabletScrollColumns'
	| 'mobileWidth'
	| 'mobileDisplayColumns'
	| 'mobileScrollColumns';

type ToggleSetting = 'arrows' | 'dots' | 'autoplay' | 'pauseOnHover' | 'rtl';

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { source, categories, tags, products, limit, label } = attributes;
	const settings = readSettings( attributes );
	const [ search, setSearch ] = useState( '' );
	const categoryOptions = useTermOptions( 'categories' );
	const tagOptions = useTermOptions( 'tags' );
	const productOptions = useProductOptions(
		source === 'handpicked' ? search : '',
		source === 'handpicked' ? products : []
	);
	const cards = useSliderCards( {
		source,
		categories,
		tags,
		products,
		limit,
	} );

	const classes = [
		settings.arrows ? 'has-arrows' : '',
		settings.dots || settings.autoplay ? 'has-controls' : '',
	]
		.filter( Boolean )
		.join( ' ' );
	const blockProps = useBlockProps( { className: classes } );

	const number = (
		name: NumberSetting,
		text: string,
		step = 1,
		help?: string
	) => (
		<RangeControl
			label={ text }
			help={ help }
			value={ settings[ name ] }
			min={ BOUNDS[ name ][ 0 ] }
			max={ BOUNDS[ name ][ 1 ] }
			step={ step }
			onChange={ ( value ) => {
				const change: Partial< ProductSliderAttributes > = {};
				change[ name ] = value ?? settings[ name ];
				setAttributes( change );
			} }
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
	const toggle = ( name: ToggleSetting, text: string ) => (
		<ToggleControl
			label={ text }
			checked={ settings[ name ] }
			onChange={ ( value ) => {
				const change: Partial< ProductSliderAttributes > = {};
				change[ name ] = value;
				setAttributes( change );
			} }
			__nextHasNoMarginBottom
		/>
	);

	const inspector = (
		<InspectorControls>
			<PanelBody title={ __( 'Products', 'shopwright' ) }>
				<SelectControl< Source >
					label={ __( 'Show', 'shopwright' ) }
					value={ source }
					options={ [
						{
							value: 'newest',
							label: __( 'Newest products', 'shopwright' ),
						},
						{
							value: 'best_selling',
							label: __( 'Best selling', 'shopwright' ),
						},
						{
							value: 'top_rated',
							label: __( 'Top rated', 'shopwright' ),
						},
						{
							value: 'on_sale',
							label: __( 'On sale', 'shopwright' ),
						},
						{
							value: 'featured',
							label: __( 'Featured', 'shopwright' ),
						},
						{
							value: 'category',
							label: __( 'From categories', 'shopwright' ),
						},
						{
							value: 'tag',
							label: __( 'With tags', 'shopwright' ),
						},
						{
							value: 'handpicked',
							label: __( 'Hand-picked products', 'shopwright' ),
						},
					] }
					onChange={ ( value ) => setAttributes( { source: value } ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				{ source === 'category' && (
					<IdTokens
						label={ __( 'Categories', 'shopwright' ) }
						options={ categoryOptions.data }
						value={ categories }
						onChange={ ( ids ) =>
							setAttributes( { categories: ids } )
						}
					/>
				) }
				{ source === 'tag' && (
					<IdTokens
						label={ __( 'Tags', 'shopwright' ) }
						options={ tagOptions.data }
						value={ tags }
						onChange={ ( ids ) => setAttributes( { tags: ids } ) }
					/>
				) }
				{ source === 'handpicked' && (
					<IdTokens
						label={ __( 'Products', 'shopwright' ) }
						options={ productOptions.data }
						value={ products }
						onChange={ ( ids ) =>
							setAttributes( { products: ids } )
						}
						onInput={ setSearch }
					/>
				) }
				{ source !== 'handpicked' && (
					<RangeControl
						label={ __( 'Number of products', 'shopwright' ) }
						value={ limit }
						min={ 1 }
						max={ 24 }
						onChange={ ( value ) =>
							setAttributes( { limit: value ?? 8 } )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				) }
				<TextControl
					label={ __( 'Name for screen readers', 'shopwright' ) }
					placeholder={ __( 'Products', 'shopwright' ) }
					value={ label }
					onChange={ ( value ) => setAttributes( { label: value } ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			</PanelBody>
			<PanelBody title={ __( 'Slider', 'shopwright' ) }>
				{ toggle( 'arrows', __( 'Arrows', 'shopwright' ) ) }
				{ toggle( 'dots', __( 'Dots', 'shopwright' ) ) }
				{ toggle( 'autoplay', __( 'Autoplay', 'shopwright' ) ) }
				{ number(
					'autoplaySpeed',
					__( 'Autoplay speed (ms)', 'shopwright' ),
					100,
					__(
						'How long each view stays. Shoppers who ask for reduced motion never see the slides move by themselves.',
						'shopwright'
					)
				) }
				{ number(
					'animationSpeed',
					__( 'Animation speed (ms)', 'shopwright' ),
					50
				) }
				{ toggle(
					'pauseOnHover',
					__( 'Pause on hover', 'shopwright' )
				) }
				{ toggle( 'rtl', __( 'Right to left', 'shopwright' ) ) }
			</PanelBody>
			<PanelBody
				title={ __( 'Columns', 'shopwright' ) }
				initialOpen={ false }
			>
				{ number(
					'productItems',
					__( 'Products shown (desktop)', 'shopwright' )
				) }
				{ number(
					'scrollColumns',
					__( 'Products per step (desktop)', 'shopwright' )
				) }
				{ number(
					'tabletWidth',
					__( 'Tablet up to width (px)', 'shopwright' ),
					10
				) }
				{ number(
					'tabletDisplayColumns',
					__( 'Products shown (tablet)', 'shopwright' )
				) }
				{ number(
					'tabletScrollColumns',
					__( 'Products per step (tablet)', 'shopwright' )
				) }
				{ number(
					'mobileWidth',
					__( 'Mobile up to width (px)', 'shopwright' ),
					10
				) }
				{ number(
					'mobileDisplayColumns',
					__( 'Products shown (mobile)', 'shopwright' )
				) }
				{ number(
					'mobileScrollColumns',
					__( 'Products per step (mobile)', 'shopwright' )
				) }
			</PanelBody>
		</InspectorControls>
	);

	let preview;
	if ( cards.data.length > 0 ) {
		preview = (
			<ProductSlider
				// react-slick reads its breakpoints once: a changed setting starts it afresh.
				key={ JSON.stringify( settings ) }
				slides={ cards.data }
				settings={ settings }
				reducedMotion={ false }
			/>
		);
	} else if ( cards.isLoading ) {
		preview = <Spinner />;
	} else {
		preview = (
			<Placeholder
				icon="slides"
				label={ __( 'Product slider', 'shopwright' ) }
				instructions={
					cards.error ??
					__(
						'No products to show yet: choose where they come from in the block settings.',
						'shopwright'
					)
				}
			/>
		);
	}

	return (
		<>
			{ inspector }
			<div { ...blockProps }>{ preview }</div>
		</>
	);
}
