/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import {
	CheckedField,
	CountControl,
	SourcePicker,
} from '../../src/editor/feeds/inspector';
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

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { source, collection, chain, address, perPage } = attributes;
	const blockProps = useBlockProps();
	const badSlug = collection !== '' && ! isSlug( collection );
	const badAddress = address !== '' && ! isAddress( address );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'NFTs', 'shopwright' ) }>
					<SourcePicker
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
						onChange={ ( value ) =>
							setAttributes( { source: value } )
						}
					/>
					{ source === 'collection' ? (
						<CheckedField
							label={ __( 'Collection slug', 'shopwright' ) }
							help={ __(
								'The last part of the collection’s address on OpenSea (opensea.io/collection/this-part). The owner saves the OpenSea API key in Shopwright → Media embeds.',
								'shopwright'
							) }
							value={ collection }
							error={
								badSlug
									? __(
											'A collection slug has lower-case letters, digits, - and _ only.',
											'shopwright'
										)
									: ''
							}
							onChange={ ( value ) =>
								setAttributes( { collection: value } )
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
							<CheckedField
								label={ __( 'Wallet address', 'shopwright' ) }
								help={ __(
									'0x and 40 hexadecimal digits.',
									'shopwright'
								) }
								value={ address }
								error={
									badAddress
										? __(
												'This is not a wallet address.',
												'shopwright'
											)
										: ''
								}
								onChange={ ( value ) =>
									setAttributes( { address: value } )
								}
							/>
						</>
					) }
					<CountControl
						label={ __( 'NFTs at a time', 'shopwright' ) }
						min={ 1 }
						max={ 24 }
						value={ perPage }
						fallback={ 6 }
						onChange={ ( value ) =>
							setAttributes( { perPage: value } )
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
