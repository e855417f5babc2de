/**
 * WordPress dependencies
 */
import { Button, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type Choice } from './checkbox-group';
import { Fields } from './fields';
import { IdListField } from './id-list-field';
import { ruleOfKind } from '../helpers';
import { withCurrentChoice } from '../site-types';
import type { LocationRule } from '../../../types/popups';

function kindOptions(): Choice< LocationRule[ 'kind' ] >[] {
	return [
		{ value: 'entire_site', label: __( 'The entire site', 'shopwright' ) },
		{ value: 'front_page', label: __( 'The front page', 'shopwright' ) },
		{
			value: 'singular',
			label: __( 'Single posts of a type', 'shopwright' ),
		},
		{
			value: 'post_type_archive',
			label: __( 'The archive of a post type', 'shopwright' ),
		},
		{
			value: 'taxonomy',
			label: __( 'Term archives of a taxonomy', 'shopwright' ),
		},
	];
}

/**
 * One location rule: its kind and what it names.
 *
 * @param props            Component props.
 * @param props.rule       The rule.
 * @param props.label      The rule's accessible name, like "Rule 2".
 * @param props.postTypes  The post types to choose from.
 * @param props.taxonomies The taxonomies to choose from.
 * @param props.onChange   Receives the changed rule.
 * @param props.onRemove   Removes the rule.
 */
export function RuleFields( {
	rule,
	label,
	postTypes,
	taxonomies,
	onChange,
	onRemove,
}: {
	rule: LocationRule;
	label: string;
	postTypes: Choice< string >[];
	taxonomies: Choice< string >[];
	onChange: ( rule: LocationRule ) => void;
	onRemove: () => void;
} ) {
	return (
		<Fields>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				value={ rule.kind }
				options={ kindOptions() }
				onChange={ ( kind: LocationRule[ 'kind' ] ) =>
					onChange( ruleOfKind( kind, rule ) )
				}
			/>
			{ ( rule.kind === 'singular' ||
				rule.kind === 'post_type_archive' ) && (
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Post type', 'shopwright' ) }
					value={ rule.post_type }
					options={ withCurrentChoice( postTypes, rule.post_type ) }
					onChange={ ( postType: string ) =>
						onChange( { ...rule, post_type: postType } )
					}
				/>
			) }
			{ rule.kind === 'singular' && (
				<IdListField
					label={ __( 'Only these ids', 'shopwright' ) }
					help={ __(
						'Ids separated by commas; empty for every post of the type.',
						'shopwright'
					) }
					ids={ rule.ids }
					onChange={ ( ids ) => onChange( { ...rule, ids } ) }
				/>
			) }
			{ rule.kind === 'taxonomy' && (
				<>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Taxonomy', 'shopwright' ) }
						value={ rule.taxonomy }
						options={ withCurrentChoice(
							taxonomies,
							rule.taxonomy
						) }
						onChange={ ( taxonomy: string ) =>
							onChange( { ...rule, taxonomy } )
						}
					/>
					<IdListField
						label={ __( 'Only these term ids', 'shopwright' ) }
						help={ __(
							'Ids separated by commas; empty for every term.',
							'shopwright'
						) }
						ids={ rule.terms }
						onChange={ ( terms ) => onChange( { ...rule, terms } ) }
					/>
				</>
			) }
			<Button variant="link" isDestructive onClick={ onRemove }>
				{
					/* translators: %s: the rule's name, like "Rule 2". */
					sprintf( __( 'Remove %s', 'shopwright' ), label )
				}
			</Button>
		</Fields>
	);
}
