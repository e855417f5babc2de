/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type Layout = 'full' | 'icon' | 'flexible';

export type ProductSearchAttributes = {
	layout: Layout;
	breakpoint: number;
	mobileOverlay: boolean;
	mobileBreakpoint: number;
	placeholder: string;
	submitText: string;
	showImage?: boolean;
	showPrice?: boolean;
	showSku?: boolean;
	showDescription?: boolean;
	showStock: boolean;
	showDetails: boolean;
	showHistory: boolean;
	showVoice: boolean;
};

type EditProps = {
	attributes: ProductSearchAttributes;
	setAttributes: ( attributes: Partial< ProductSearchAttributes > ) => void;
};

type DisplayAttribute =
	| 'showImage'
	| 'showPrice'
	| 'showSku'
	| 'showDescription'
	| 'showStock'
	| 'showDetails'
	| 'showHistory'
	| 'showVoice';

const LAYOUTS: readonly Layout[] = [ 'full', 'icon', 'flexible' ];

const DISPLAY_ATTRIBUTES: readonly DisplayAttribute[] = [
	'showImage',
	'showPrice',
	'showSku',
	'showDescription',
	'showStock',
	'showDetails',
	'showHistory',
	'showVoice',
];

/**
 * Defaults of the switches left unset, as the search settings ship them; the server reads the
 * owner's current settings instead.
 */
const SETTING_DEFAULTS: Record< DisplayAttribute, boolean > = {
	showImage: true,
	showPrice: true,
	showSku: false,
	showDescription: false,
	showStock: false,
	showDetails: false,
	showHistory: true,
	showVoice: true,
};

function isLayout( value: string ): value is Layout {
	return LAYOUTS.some( ( layout ) => layout === value );
}

function toPixels( value: string, fallback: number ): number {
	const pixels = parseInt( value, 10 );
	return Number.isFinite( pixels ) && pixels > 0 ? pixels : fallback;
}

function SearchIcon() {
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M13 5c-3.3 0-6 2.7-6 6 0 1.4.5 2.7 1.3 3.7l-3.8 3.8 1.1 1.1 3.8-3.8c1 .8 2.3 1.3 3.7 1.3 3.3 0 6-2.7 6-6S16.3 5 13 5zm0 10.5c-2.5 0-4.5-2-4.5-4.5s2-4.5 4.5-4.5 4.5 2 4.5 4.5-2 4.5-4.5 4.5z"
				fill="currentColor"
			/>
		</svg>
	);
}

export function Edit( { attributes, setAttributes }: EditProps ) {
	const {
		layout,
		breakpoint,
		mobileOverlay,
		mobileBreakpoint,
		placeholder,
		submitText,
	} = attributes;
	const blockProps = useBlockProps( {
		className: `is-layout-${ layout } is-preview`,
	} );

	const displayLabels: Record< DisplayAttribute, string > = {
		showImage: __( 'Show images', 'shopwright' ),
		showPrice: __( 'Show prices', 'shopwright' ),
		showSku: __( 'Show SKUs', 'shopwright' ),
		showDescription: __( 'Show short descriptions', 'shopwright' ),
		showStock: __( 'Show stock status', 'shopwright' ),
		showDetails: __(
			'Show product details beside the suggestions on wide screens',
			'shopwright'
		),
		showHistory: __( 'Show recent searches and products', 'shopwright' ),
		showVoice: __( 'Offer voice search', 'shopwright' ),
	};
	const isSwitchOn = ( key: DisplayAttribute ): boolean =>
		attributes[ key ] ?? SETTING_DEFAULTS[ key ];

	let note = '';
	if ( layout === 'flexible' ) {
		note = __(
			'The full form where the box is wider than the breakpoint; the search button below it.',
			'shopwright'
		);
	}
	if ( mobileOverlay ) {
		note = `${ note } ${ __(
			'Below the mobile breakpoint, a button opens the search over the whole screen.',
			'shopwright'
		) }`.trim();
	}

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Layout', 'shopwright' ) }>
					<SelectControl
						label={ __( 'Layout', 'shopwright' ) }
						value={ layout }
						options={ [
							{
								value: 'full',
								label: __( 'Full form', 'shopwright' ),
							},
							{
								value: 'icon',
								label: __(
									'Icon that opens the form',
									'shopwright'
								),
							},
							{
								value: 'flexible',
								label: __(
									'Full form, icon when narrow',
									'shopwright'
								),
							},
						] }
						onChange={ ( value: string ) => {
							if ( isLayout( value ) ) {
								setAttributes( { layout: value } );
							}
						} }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					{ layout === 'flexible' && (
						<TextControl
							type="number"
							min={ 1 }
							label={ __( 'Breakpoint (px)', 'shopwright' ) }
							help={ __(
								'Narrower than this, the box shows only its icon.',
								'shopwright'
							) }
							value={ String( breakpoint ) }
							onChange={ ( value ) =>
								setAttributes( {
									breakpoint: toPixels( value, 992 ),
								} )
							}
							__next40pxDefaultSize
							__nextHasNoMarginBottom
						/>
					) }
					<ToggleControl
						label={ __(
							'Full-screen search on mobile',
							'shopwright'
						) }
						checked={ mobileOverlay }
						onChange={ ( value ) =>
							setAttributes( { mobileOverlay: value } )
						}
						__nextHasNoMarginBottom
					/>
					{ mobileOverlay && (
						<TextControl
							type="number"
							min={ 1 }
							label={ __(
								'Mobile breakpoint (px)',
								'shopwright'
							) }
							help={ __(
								'Screens narrower than this get the full-screen search.',
								'shopwright'
							) }
							value={ String( mobileBreakpoint ) }
							onChange={ ( value ) =>
								setAttributes( {
									mobileBreakpoint: toPixels( value, 768 ),
								} )
							}
							__next40pxDefaultSize
							__nextHasNoMarginBottom
						/>
					) }
				</PanelBody>
				<PanelBody
					title={ __( 'Text', 'shopwright' ) }
					initialOpen={ false }
				>
					<TextControl
						label={ __( 'Placeholder', 'shopwright' ) }
						placeholder={ __( 'Search products…', 'shopwright' ) }
						value={ placeholder }
						onChange={ ( value ) =>
							setAttributes( { placeholder: value } )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<TextControl
						label={ __( 'Button text', 'shopwright' ) }
						placeholder={ __( 'Search', 'shopwright' ) }
						value={ submitText }
						onChange={ ( value ) =>
							setAttributes( { submitText: value } )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Suggestions', 'shopwright' ) }
					initialOpen={ false }
				>
					{ DISPLAY_ATTRIBUTES.map( ( key ) => (
						<ToggleControl
							key={ key }
							label={ displayLabels[ key ] }
							checked={ isSwitchOn( key ) }
							onChange={ ( value ) => {
								const change: Partial< ProductSearchAttributes > =
									{};
								change[ key ] = value;
								setAttributes( change );
							} }
							__nextHasNoMarginBottom
						/>
					) ) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ layout !== 'full' && (
					<button
						type="button"
						className="wp-block-shopwright-product-search__toggle"
						aria-label={ __( 'Open search', 'shopwright' ) }
						disabled
					>
						<SearchIcon />
					</button>
				) }
				<div className="wp-block-shopwright-product-search__form">
					<div className="wp-block-shopwright-product-search__field">
						<input
							type="search"
							className="wp-block-shopwright-product-search__input"
							placeholder={
								placeholder ||
								__( 'Search products…', 'shopwright' )
							}
							aria-label={ __( 'Search products', 'shopwright' ) }
							readOnly
							tabIndex={ -1 }
						/>
					</div>
					<span className="wp-block-shopwright-product-search__submit wp-element-button">
						{ submitText || __( 'Search', 'shopwright' ) }
					</span>
				</div>
				{ note && (
					<p className="wp-block-shopwright-product-search__preview-note">
						{ note }
					</p>
				) }
			</div>
		</>
	);
}
