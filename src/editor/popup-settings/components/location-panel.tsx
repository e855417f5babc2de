/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { RuleList } from './rule-list';
import { useSiteTypes } from '../use-site-types';
import type { PopupLocation } from '../../../types/popups';

/**
 * Where the popup shows: on pages any "show on" rule matches, except those a
 * "but not on" rule matches.
 *
 * @param props          Component props.
 * @param props.location The popup's location.
 * @param props.onChange Receives the changed location.
 */
export function LocationPanelContent( {
	location,
	onChange,
}: {
	location: PopupLocation;
	onChange: ( location: PopupLocation ) => void;
} ) {
	const { postTypes, taxonomies } = useSiteTypes();
	return (
		<>
			<RuleList
				title={ __( 'Show on', 'shopwright' ) }
				empty={ __(
					'No page: the popup shows nowhere.',
					'shopwright'
				) }
				rules={ location.include }
				newRule="entire_site"
				postTypes={ postTypes }
				taxonomies={ taxonomies }
				onChange={ ( include ) => onChange( { ...location, include } ) }
			/>
			<RuleList
				title={ __( 'But not on', 'shopwright' ) }
				empty={ __( 'No exception.', 'shopwright' ) }
				rules={ location.exclude }
				newRule="front_page"
				postTypes={ postTypes }
				taxonomies={ taxonomies }
				onChange={ ( exclude ) => onChange( { ...location, exclude } ) }
			/>
		</>
	);
}
