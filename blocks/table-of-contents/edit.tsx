/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	CheckboxControl,
	PanelBody,
	Placeholder,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { headingsOf, outline, type OutlineItem } from './outline';

export type TableOfContentsAttributes = {
	levels: number[];
	title: string;
	collapsible: boolean;
};

type EditProps = {
	attributes: TableOfContentsAttributes;
	setAttributes: ( attributes: Partial< TableOfContentsAttributes > ) => void;
};

const LEVELS = [ 1, 2, 3, 4, 5, 6 ];

function Items( { items }: { items: OutlineItem[] } ) {
	return (
		<ol className="wp-block-shopwright-table-of-contents__list">
			{ items.map( ( item, index ) => (
				<li
					key={ index }
					className="wp-block-shopwright-table-of-contents__item"
				>
					<span className="wp-block-shopwright-table-of-contents__link">
						{ item.text }
					</span>
					{ item.children.length > 0 && (
						<Items items={ item.children } />
					) }
				</li>
			) ) }
		</ol>
	);
}

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { levels, title, collapsible } = attributes;
	const blocks = useSelect(
		( select ) => select( blockEditorStore ).getBlocks(),
		[]
	);
	const items = outline( headingsOf( blocks ), levels );
	const shownTitle = title.trim() || __( 'Contents', 'shopwright' );
	const blockProps = useBlockProps();

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Table of contents', 'shopwright' ) }>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Title', 'shopwright' ) }
						help={ __(
							'Also the name screen readers announce. Empty: “Contents”.',
							'shopwright'
						) }
						value={ title }
						onChange={ ( value ) =>
							setAttributes( { title: value } )
						}
					/>
					<fieldset>
						<legend>
							{ __( 'Headings to list', 'shopwright' ) }
						</legend>
						{ LEVELS.map( ( level ) => (
							<CheckboxControl
								__nextHasNoMarginBottom
								key={ level }
								label={ sprintf(
									/* translators: %d: heading level, 1 to 6. */
									__( 'Heading %d', 'shopwright' ),
									level
								) }
								checked={ levels.includes( level ) }
								onChange={ ( checked ) =>
									setAttributes( {
										levels: checked
											? [ ...levels, level ].sort()
											: levels.filter(
													( other ) => other !== level
												),
									} )
								}
							/>
						) ) }
					</fieldset>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Let readers fold it away', 'shopwright' ) }
						checked={ collapsible }
						onChange={ ( value ) =>
							setAttributes( { collapsible: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ /* The editor names the block itself ("Block: Table of contents"). */ }
			<nav { ...blockProps }>
				{ items.length === 0 ? (
					<Placeholder
						icon="list-view"
						label={ __( 'Table of contents', 'shopwright' ) }
						instructions={ __(
							'Add headings of the chosen levels to this post; they are listed here, and the table is hidden on a post without them.',
							'shopwright'
						) }
					/>
				) : (
					<>
						<p className="wp-block-shopwright-table-of-contents__title">
							{ shownTitle }
						</p>
						<Items items={ items } />
					</>
				) }
			</nav>
		</>
	);
}
