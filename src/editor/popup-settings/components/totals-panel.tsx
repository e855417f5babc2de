/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { usePopupTotals } from '../../../hooks/use-popup-totals';

/**
 * How often the popup was shown, closed and clicked through in the last days,
 * as counted on the server from shoppers' visits.
 */
export function TotalsPanelContent() {
	const postId: unknown = useSelect(
		( select ) => select( editorStore ).getCurrentPostId(),
		[]
	);
	const { data, error, isLoading } = usePopupTotals( Number( postId ) || 0 );
	if ( error ) {
		return <p role="alert">{ error }</p>;
	}
	if ( isLoading || ! data ) {
		return <Spinner />;
	}
	const rows: Array< [ string, number ] > = [
		[ __( 'Shown', 'shopwright' ), data.shown ],
		[ __( 'Closed', 'shopwright' ), data.closed ],
		[ __( 'Clicked through', 'shopwright' ), data.clicked ],
	];
	return (
		<>
			<dl className="shopwright-popup-totals">
				{ rows.map( ( [ label, count ] ) => (
					<div key={ label } className="shopwright-popup-totals__row">
						<dt>{ label }</dt>
						<dd>{ count.toLocaleString() }</dd>
					</div>
				) ) }
			</dl>
			<p className="shopwright-popup-totals__note">
				{ sprintf(
					/* translators: %d: number of days. */
					__(
						'Counted on this site over the last %d days, without cookies or anything about the visitor. A click through is a click on a link or button in the popup, once per opening.',
						'shopwright'
					),
					data.days
				) }
			</p>
		</>
	);
}
