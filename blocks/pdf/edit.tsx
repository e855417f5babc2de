/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	MediaPlaceholder,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Notice,
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
	ToolbarButton,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isHttpUrl } from './pdf-url';

export type PdfAttributes = {
	mediaId: number;
	url: string;
	title: string;
	height: number;
	showDownload: boolean;
};

type EditProps = {
	attributes: PdfAttributes;
	setAttributes: ( attributes: Partial< PdfAttributes > ) => void;
};

type Media = { id?: number; url?: string; title?: string };

const ALLOWED_TYPES = [ 'application/pdf' ];

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { url, title, height, showDownload } = attributes;
	const [ refused, setRefused ] = useState( false );
	const blockProps = useBlockProps();

	const onSelect = ( media: Media ) => {
		setRefused( false );
		setAttributes( {
			mediaId: media.id ?? 0,
			url: media.url ?? '',
			title: title || ( media.title ?? '' ),
		} );
	};
	const onSelectURL = ( value: string ) => {
		const typed = value.trim();
		if ( ! isHttpUrl( typed ) ) {
			setRefused( true );
			return;
		}
		setRefused( false );
		setAttributes( { mediaId: 0, url: typed } );
	};
	const refusal = refused && (
		<Notice status="error" isDismissible={ false }>
			{ __(
				'Only http and https addresses can be shown. Choose a PDF from the media library or paste its address.',
				'shopwright'
			) }
		</Notice>
	);

	if ( ! url ) {
		return (
			<div { ...blockProps }>
				{ refusal }
				<MediaPlaceholder
					icon="pdf"
					labels={ {
						title: __( 'PDF viewer', 'shopwright' ),
						instructions: __(
							'Upload a PDF, choose one from the media library, or paste its address (this site, or a site allowed in Shopwright → Media embeds).',
							'shopwright'
						),
					} }
					accept="application/pdf"
					allowedTypes={ ALLOWED_TYPES }
					onSelect={ onSelect }
					onSelectURL={ onSelectURL }
				/>
			</div>
		);
	}

	return (
		<>
			<BlockControls group="other">
				<ToolbarButton
					onClick={ () =>
						setAttributes( { mediaId: 0, url: '', title: '' } )
					}
				>
					{ __( 'Replace', 'shopwright' ) }
				</ToolbarButton>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Viewer', 'shopwright' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Title', 'shopwright' ) }
						help={ __(
							'Names the viewer for screen readers and the download link.',
							'shopwright'
						) }
						value={ title }
						onChange={ ( value ) =>
							setAttributes( { title: value } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Height (px)', 'shopwright' ) }
						min={ 200 }
						max={ 2000 }
						value={ height }
						onChange={ ( value ) =>
							setAttributes( { height: value ?? 600 } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show a download link', 'shopwright' ) }
						checked={ showDownload }
						onChange={ ( value ) =>
							setAttributes( { showDownload: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ refusal }
				<div
					className="wp-block-shopwright-pdf__viewer"
					style={ { height } }
				>
					<iframe
						className="wp-block-shopwright-pdf__frame"
						src={ url }
						title={ title || url }
					/>
				</div>
			</div>
		</>
	);
}
