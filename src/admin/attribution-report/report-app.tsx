/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';
import { date } from '@wordpress/date';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AttributionReport } from '../../api/attribution-report';
import { useAttributionReport } from '../../hooks/use-attribution-report';
import { formatCount, formatMoney } from './format';
import { OriginsTable } from './origins-table';
import { PeriodChooser } from './period-chooser';
import { presetRange } from './period';
import type { DateRange, Period } from './period';
import { RevenueChart } from './revenue-chart';

/**
 * What the report found, in a sentence for the live region.
 *
 * @param report The report.
 */
export function describeReport( report: AttributionReport ): string {
	if ( report.totals.orders === 0 ) {
		return __( 'No paid orders in this period.', 'shopwright' );
	}
	return sprintf(
		/* translators: 1: number of paid orders, 2: their revenue. */
		_n(
			'%1$s paid order, %2$s in revenue.',
			'%1$s paid orders, %2$s in revenue.',
			report.totals.orders,
			'shopwright'
		),
		formatCount( report.totals.orders ),
		formatMoney( report.totals.revenue, report.currency, report.decimals )
	);
}

/**
 * WP Admin → Shopwright → Order origins: where paid orders came from, as
 * WooCommerce's order attribution recorded it.
 */
export function ReportApp() {
	// Today in the site's time zone, which the server's days are in too.
	const [ today ] = useState( () => date( 'Y-m-d' ) );
	const [ period, setPeriod ] = useState< Period >( 'last30' );
	const [ custom, setCustom ] = useState< DateRange | null >( null );
	const range =
		period === 'custom'
			? ( custom ?? presetRange( 'last30', today ) )
			: presetRange( period, today );
	const { data, error, isLoading } = useAttributionReport(
		range.from,
		range.to
	);

	let status = '';
	if ( isLoading ) {
		status = __( 'Loading the report…', 'shopwright' );
	} else if ( data ) {
		status = describeReport( data );
	}

	return (
		<div className="shopwright-attribution">
			<h1>{ __( 'Order origins', 'shopwright' ) }</h1>
			<p className="shopwright-attribution__intro">
				{ __(
					'Paid orders by where the customer came from, as WooCommerce’s order attribution records it. Days are in the site’s time zone.',
					'shopwright'
				) }
			</p>
			<PeriodChooser
				period={ period }
				range={ range }
				onPeriod={ ( next ) => {
					if ( next === 'custom' ) {
						setCustom( range );
					}
					setPeriod( next );
				} }
				onCustomRange={ setCustom }
			/>
			<div
				className="shopwright-attribution__status"
				role="status"
				aria-live="polite"
			>
				{ isLoading && <Spinner /> }
				<span>{ status }</span>
			</div>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ data && ! isLoading && (
				<>
					<RevenueChart report={ data } />
					<OriginsTable report={ data } />
				</>
			) }
		</div>
	);
}
