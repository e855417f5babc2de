/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { Button, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type SlideAttributes = {
	mediaId: number;
	mediaUrl: string;
};

type EditProps = {
	attributes: SlideAttributes;
	setAttributes: ( attributes: Partial< SlideAttributes > ) => void;
};

type Media = { id: number; url: string };

function isMedia( value: unknown ): value is Media {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof Reflect.get( value, 'id' ) === 'number' &&
		typeof Reflect.get( value, 'url' ) === 'string'
	);
}

const TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[ 'core/heading', { placeholder: __( 'Slide heading', 'shopwright' ) } ],
	[
		'core/paragraph',
		{ placeholder: __( 'A line about it', 'shopwright' ) },
	],
	[ 'core/buttons', {} ],
];

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { mediaId, mediaUrl } = attributes;
	const blockProps = useBlockProps( {
		className: mediaUrl ? 'has-background-image' : undefined,
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-shopwright-slide__content' },
		{ template: TEMPLATE }
	);

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Background image', 'shopwright' ) }>
					<MediaUploadCheck>
						<MediaUpload
							allowedTypes={ [ 'image' ] }
							value={ mediaId }
							onSelect={ ( media: unknown ) => {
								if ( isMedia( media ) ) {
									setAttributes( {
										mediaId: media.id,
										mediaUrl: media.url,
									} );
								}
							} }
							render={ ( { open } ) => (
								<Button variant="secondary" onClick={ open }>
									{ mediaId
										? __( 'Replace image', 'shopwright' )
										: __( 'Choose image', 'shopwright' ) }
								</Button>
							) }
						/>
					</MediaUploadCheck>
					{ mediaId > 0 && (
						<Button
							variant="link"
							isDestructive
							onClick={ () =>
								setAttributes( { mediaId: 0, mediaUrl: '' } )
							}
						>
							{ __( 'Remove image', 'shopwright' ) }
						</Button>
					) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ mediaUrl && (
					<img
						className="wp-block-shopwright-slide__background"
						src={ mediaUrl }
						alt=""
					/>
				) }
				<div { ...innerBlocksProps } />
			</div>
		</>
	);
}
