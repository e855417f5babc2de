/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type Choice } from './checkbox-group';
import { Section } from './fields';
import { RuleFields } from './rule-fields';
import { removeAt, replaceAt, ruleOfKind } from '../helpers';
import type { LocationRule } from '../../../types/popups';

/**
 * A list of location rules that can grow and shrink.
 *
 * @param props            Component props.
 * @param props.title      The list's heading.
 * @param props.empty      What an empty list means.
 * @param props.rules      The rules.
 * @param props.newRule    The kind of a rule added.
 * @param props.postTypes  The post types to choose from.
 * @param props.taxonomies The taxonomies to choose from.
 * @param props.onChange   Receives the changed rules.
 */
export function RuleList( {
	title,
	empty,
	rules,
	newRule,
	postTypes,
	taxonomies,
	onChange,
}: {
	title: string;
	empty: string;
	rules: LocationRule[];
	newRule: LocationRule[ 'kind' ];
	postTypes: Choice< string >[];
	taxonomies: Choice< string >[];
	onChange: ( rules: LocationRule[] ) => void;
} ) {
	return (
		<Section title={ title }>
			{ rules.length === 0 && <p>{ empty }</p> }
			{ rules.map( ( rule, index ) => (
				<RuleFields
					// Rules have no identity of their own; removing one re-keys
					// those after it, which only resets a half-typed id list.
					key={ index }
					rule={ rule }
					label={
						/* translators: %d: the rule's position in the list, from 1. */
						sprintf( __( 'Rule %d', 'shopwright' ), index + 1 )
					}
					postTypes={ postTypes }
					taxonomies={ taxonomies }
					onChange={ ( changed ) =>
						onChange( replaceAt( rules, index, changed ) )
					}
					onRemove={ () => onChange( removeAt( rules, index ) ) }
				/>
			) ) }
			<Button
				variant="secondary"
				onClick={ () =>
					onChange( [ ...rules, ruleOfKind( newRule ) ] )
				}
			>
				{ __( 'Add a rule', 'shopwright' ) }
			</Button>
		</Section>
	);
}
