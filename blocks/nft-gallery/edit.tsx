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
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import { CHAINS, isAddress, isSlug } from './source';

export type NftGalleryAttributes = {
	source: 'collection' | 'account';
	collection: string;
	chain: string;
	address: string;
	perPage: number;
};

type EditProps = {
	attributes: NftGalleryAttributes;
	setAttributes: ( attributes: Partial< NftGalleryAttributes > ) => void;
};

function isSource( value: string ): value is NftGalleryAttributes[ 'source' ] {
	return value === 'collection' || value === 'account';
}

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { source, collection, chain, address, perPage } = attributes;
	const blockProps = useBlockProps();
	const invalid =
		source === 'collection'
			? collection !== '' && ! isSlug( collection )
			: address !== '' && ! isAddress( address );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'NFTs', 'shopwright' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Show', 'shopwright' ) }
						value={ source }
						options={ [
							{
								value: 'collection',
								label: __( 'A collection', 'shopwright' ),
							},
							{
								value: 'account',
								label: __( 'A wallet', 'shopwright' ),
							},
						] }
						onChange={ ( value: string ) => {
							if ( isSource( value ) ) {
								setAttributes( { source: value } );
							}
						} }
					/>
					{ source === 'collection' ? (
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Collection slug', 'shopwright' ) }
							help={ __(
								'The last part of the collection’s address on OpenSea (opensea.io/collection/this-part). The owner saves the OpenSea API key in Shopwright → Media embeds.',
								'shopwright'
							) }
							value={ collection }
							onChange={ ( value ) =>
								setAttributes( { collection: value.trim() } )
							}
						/>
					) : (
						<>
							<SelectControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Chain', 'shopwright' ) }
								value={ chain }
								options={ CHAINS.map(
									(
										name
									): { value: string; label: string } => ( {
										value: name,
										label: name,
									} )
								) }
								onChange={ ( value: string ) =>
									setAttributes( { chain: value } )
								}
							/>
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Wallet address', 'shopwright' ) }
								help={ __(
									'0x and 40 hexadecimal digits.',
									'shopwright'
								) }
								value={ address }
								onChange={ ( value ) =>
									setAttributes( { address: value.trim() } )
								}
							/>
						</>
					) }
					{ invalid && (
						<Notice status="error" isDismissible={ false }>
							{ source === 'collection'
								? __(
										'A collection slug has lower-case letters, digits, - and _ only.',
										'shopwright'
									)
								: __(
										'This is not a wallet address.',
										'shopwright'
									) }
						</Notice>
					) }
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'NFTs at a time', 'shopwright' ) }
						min={ 1 }
						max={ 24 }
						value={ perPage }
						onChange={ ( value ) =>
							setAttributes( { perPage: value ?? 6 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ServerSideRender
					block="shopwright/nft-gallery"
					attributes={ attributes }
				/>
			</div>
		</>
	);
}
