/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
	useBlockProps,
} from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
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
import { isAlbumLink } from './source';

export type PhotoAlbumAttributes = {
	source: 'library' | 'google';
	ids: number[];
	albumUrl: string;
	columns: number;
};

type EditProps = {
	attributes: PhotoAlbumAttributes;
	setAttributes: ( attributes: Partial< PhotoAlbumAttributes > ) => void;
};

/**
 * The ids of what the media library handed back (one image or several).
 *
 * @param value The selection.
 */
export function selectedIds( value: unknown ): number[] {
	const list: unknown[] = Array.isArray( value ) ? value : [ value ];
	return list
		.map( ( item ) =>
			typeof item === 'object' && item !== null
				? Reflect.get( item, 'id' )
				: undefined
		)
		.filter( ( id ): id is number => typeof id === 'number' && id > 0 );
}

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { source, ids, albumUrl, columns } = attributes;
	const blockProps = useBlockProps();
	const invalid = albumUrl.trim() !== '' && ! isAlbumLink( albumUrl );

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Photos', 'shopwright' ) }>
					<SourcePicker
						label={ __( 'Photos from', 'shopwright' ) }
						value={ source }
						options={ [
							{
								value: 'library',
								label: __( 'The media library', 'shopwright' ),
							},
							{
								value: 'google',
								label: __(
									'A shared Google Photos album',
									'shopwright'
								),
							},
						] }
						onChange={ ( value ) =>
							setAttributes( { source: value } )
						}
					/>
					{ source === 'library' && (
						<MediaUploadCheck>
							<MediaUpload
								allowedTypes={ [ 'image' ] }
								multiple
								gallery
								value={ ids }
								onSelect={ ( media: unknown ) =>
									setAttributes( {
										ids: selectedIds( media ),
									} )
								}
								render={ ( { open } ) => (
									<Button
										variant="secondary"
										onClick={ open }
									>
										{ ids.length > 0
											? __(
													'Change images',
													'shopwright'
												)
											: __(
													'Choose images',
													'shopwright'
												) }
									</Button>
								) }
							/>
						</MediaUploadCheck>
					) }
					{ source === 'google' && (
						<CheckedField
							label={ __( 'Album link', 'shopwright' ) }
							help={ __(
								'In Google Photos, open the album, choose Share and Create link, and paste the link here (photos.app.goo.gl/… or photos.google.com/share/…). Its photos are copied to this site.',
								'shopwright'
							) }
							value={ albumUrl }
							error={
								invalid
									? __(
											'This is not the link of a shared Google Photos album.',
											'shopwright'
										)
									: ''
							}
							onChange={ ( value ) =>
								setAttributes( { albumUrl: value } )
							}
						/>
					) }
					<CountControl
						label={ __( 'Columns', 'shopwright' ) }
						min={ 1 }
						max={ 6 }
						value={ columns }
						fallback={ 3 }
						onChange={ ( value ) =>
							setAttributes( { columns: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<ServerSideRender
					block="shopwright/photo-album"
					attributes={ attributes }
				/>
			</div>
		</>
	);
}
