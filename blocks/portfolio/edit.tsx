/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	CheckboxControl,
	Disabled,
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import {
	filterTaxonomy,
	postTypeChoices,
	termChoices,
	toggleTerm,
} from './sources';

export type PortfolioAttributes = {
	postType: string;
	categories: number[];
	items: number;
	columns: number;
	showExcerpt: boolean;
	showImage: boolean;
};

type EditProps = {
	attributes: PortfolioAttributes;
	setAttributes: ( attributes: Partial< PortfolioAttributes > ) => void;
};

export function Edit( { attributes, setAttributes }: EditProps ) {
	const { postType, categories, items, columns, showExcerpt, showImage } =
		attributes;
	const blockProps = useBlockProps();
	const { types, taxonomy, terms } = useSelect(
		( select ) => {
			const core = select( coreStore );
			const found = filterTaxonomy(
				core.getTaxonomies( { type: postType, per_page: -1 } )
			);
			return {
				types: postTypeChoices( core.getPostTypes( { per_page: -1 } ) ),
				taxonomy: found,
				terms:
					found === null
						? []
						: termChoices(
								core.getEntityRecords( 'taxonomy', found, {
									per_page: 100,
									orderby: 'name',
									order: 'asc',
									context: 'view',
								} )
							),
			};
		},
		[ postType ]
	);

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Portfolio', 'shopwright' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Show', 'shopwright' ) }
						value={ postType }
						options={
							types.length > 0
								? types
								: [ { value: postType, label: postType } ]
						}
						onChange={ ( value: string ) =>
							setAttributes( { postType: value, categories: [] } )
						}
					/>
					{ taxonomy !== null && terms.length > 0 && (
						<fieldset>
							<legend>
								{ __( 'Filters offered', 'shopwright' ) }
							</legend>
							<p className="components-base-control__help">
								{ __(
									'None checked: every category with posts, by name.',
									'shopwright'
								) }
							</p>
							{ terms.map( ( term ) => (
								<CheckboxControl
									__nextHasNoMarginBottom
									key={ term.value }
									label={ term.label }
									checked={ categories.includes(
										term.value
									) }
									onChange={ ( checked ) =>
										setAttributes( {
											categories: toggleTerm(
												categories,
												term.value,
												checked
											),
										} )
									}
								/>
							) ) }
						</fieldset>
					) }
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Items', 'shopwright' ) }
						help={ __(
							'The most shown at once, for all and for each filter.',
							'shopwright'
						) }
						min={ 1 }
						max={ 24 }
						value={ items }
						onChange={ ( value ) =>
							setAttributes( { items: value ?? 9 } )
						}
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Columns', 'shopwright' ) }
						min={ 1 }
						max={ 6 }
						value={ columns }
						onChange={ ( value ) =>
							setAttributes( { columns: value ?? 3 } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show the featured image', 'shopwright' ) }
						checked={ showImage }
						onChange={ ( value ) =>
							setAttributes( { showImage: value } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show the excerpt', 'shopwright' ) }
						checked={ showExcerpt }
						onChange={ ( value ) =>
							setAttributes( { showExcerpt: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				{ /* The server's own render; its links would leave the editor, so they are inert here. */ }
				<Disabled>
					<ServerSideRender
						block="shopwright/portfolio"
						attributes={ attributes }
					/>
				</Disabled>
			</div>
		</>
	);
}
