/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	AttributionReport,
	AttributionRow,
} from '../../api/attribution-report';
import { formatCount, formatDay, formatMoney, formatShare } from './format';

/**
 * Source and medium as one cell, "google / organic"; a dash when WooCommerce
 * recorded neither.
 *
 * @param row A row of the report.
 */
export function sourceAndMedium( row: AttributionRow ): string {
	const parts = [ row.source, row.medium ].filter( ( part ) => part !== '' );
	return parts.length > 0 ? parts.join( ' / ' ) : '—';
}

export interface OriginsTableProps {
	report: AttributionReport;
}

/**
 * The report's accessible form: one row per origin, most revenue first, with
 * the origins past the listed ones and the totals at the foot.
 *
 * @param props        Props.
 * @param props.report The report.
 */
export function OriginsTable( { report }: OriginsTableProps ) {
	const money = ( value: number ) =>
		formatMoney( value, report.currency, report.decimals );
	const share = ( revenue: number ) =>
		formatShare(
			report.totals.revenue > 0 ? revenue / report.totals.revenue : 0
		);

	return (
		<table className="widefat striped shopwright-attribution__table">
			<caption>
				{ sprintf(
					/* translators: 1: first day, 2: last day. */
					__( 'Paid orders by origin, %1$s to %2$s', 'shopwright' ),
					formatDay( report.from, 'j F Y' ),
					formatDay( report.to, 'j F Y' )
				) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Origin', 'shopwright' ) }</th>
					<th scope="col">
						{ __( 'Source / medium', 'shopwright' ) }
					</th>
					<th scope="col" className="num">
						{ __( 'Orders', 'shopwright' ) }
					</th>
					<th scope="col" className="num">
						{ __( 'Revenue', 'shopwright' ) }
					</th>
					<th scope="col" className="num">
						{ __( 'Share of revenue', 'shopwright' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ report.rows.map( ( row ) => (
					<tr
						key={ `${ row.source_type }\u0000${ row.source }\u0000${ row.medium }` }
					>
						<th scope="row">{ row.label }</th>
						<td>{ sourceAndMedium( row ) }</td>
						<td className="num">{ formatCount( row.orders ) }</td>
						<td className="num">{ money( row.revenue ) }</td>
						<td className="num">{ formatShare( row.share ) }</td>
					</tr>
				) ) }
				{ report.others.origins > 0 && (
					<tr>
						<th scope="row">
							{ sprintf(
								/* translators: %s: number of origins. */
								__( 'Other origins (%s)', 'shopwright' ),
								formatCount( report.others.origins )
							) }
						</th>
						<td>—</td>
						<td className="num">
							{ formatCount( report.others.orders ) }
						</td>
						<td className="num">
							{ money( report.others.revenue ) }
						</td>
						<td className="num">
							{ share( report.others.revenue ) }
						</td>
					</tr>
				) }
			</tbody>
			<tfoot>
				<tr>
					<th scope="row">{ __( 'Total', 'shopwright' ) }</th>
					<td />
					<td className="num">
						{ formatCount( report.totals.orders ) }
					</td>
					<td className="num">{ money( report.totals.revenue ) }</td>
					<td className="num">
						{ formatShare( report.totals.revenue > 0 ? 1 : 0 ) }
					</td>
				</tr>
			</tfoot>
		</table>
	);
}
