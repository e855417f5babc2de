/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AttributionReport } from '../../api/attribution-report';
import { scaleChart } from './chart-scale';
import { formatCount, formatDay, formatMoney } from './format';

const WIDTH = 720;
const HEIGHT = 220;
// Room for the value axis on the left and the dates below.
const LEFT = 64;
const BOTTOM = 24;
const TOP = 8;

export interface RevenueChartProps {
	report: AttributionReport;
}

/**
 * Revenue per day as plain SVG bars. The drawing is hidden from assistive
 * technology; its text alternative is the sentence in the caption and the
 * daily figures in the table that opens below it.
 *
 * @param props        Props.
 * @param props.report The report.
 */
export function RevenueChart( { report }: RevenueChartProps ) {
	const id = `shopwright-attribution-chart-${ useId() }`;
	const plotWidth = WIDTH - LEFT;
	const plotHeight = HEIGHT - BOTTOM - TOP;
	const { bars, ticks, max } = scaleChart(
		report.days,
		plotWidth,
		plotHeight
	);
	const money = ( value: number ) =>
		formatMoney( value, report.currency, report.decimals );
	const best = report.days.reduce< ( typeof report.days )[ number ] | null >(
		( top, day ) =>
			day.revenue > 0 && ( top === null || day.revenue > top.revenue )
				? day
				: top,
		null
	);
	const last = report.days[ report.days.length - 1 ];

	return (
		<figure
			className="shopwright-attribution__chart"
			aria-labelledby={ id }
		>
			<svg
				className="shopwright-attribution__svg"
				viewBox={ `0 0 ${ WIDTH } ${ HEIGHT }` }
				aria-hidden="true"
				focusable="false"
			>
				{ ticks.map( ( tick ) => {
					const y = TOP + plotHeight - ( tick / max ) * plotHeight;
					return (
						<g key={ tick }>
							<line
								className="shopwright-attribution__grid"
								x1={ LEFT }
								x2={ WIDTH }
								y1={ y }
								y2={ y }
							/>
							<text
								className="shopwright-attribution__axis"
								x={ LEFT - 6 }
								y={ y + 4 }
								textAnchor="end"
							>
								{ money( tick ) }
							</text>
						</g>
					);
				} ) }
				<g transform={ `translate(${ LEFT } ${ TOP })` }>
					{ bars.map( ( bar ) => (
						<rect
							key={ bar.date }
							className="shopwright-attribution__bar"
							x={ bar.x }
							y={ bar.y }
							width={ bar.width }
							height={ bar.height }
						/>
					) ) }
				</g>
				{ report.days.length > 0 && (
					<>
						<text
							className="shopwright-attribution__axis"
							x={ LEFT }
							y={ HEIGHT - 6 }
						>
							{ formatDay( report.days[ 0 ].date ) }
						</text>
						<text
							className="shopwright-attribution__axis"
							x={ WIDTH }
							y={ HEIGHT - 6 }
							textAnchor="end"
						>
							{ formatDay( last.date ) }
						</text>
					</>
				) }
			</svg>
			<figcaption id={ id } className="shopwright-attribution__caption">
				{ best
					? sprintf(
							/* translators: 1: first day, 2: last day, 3: the best day, 4: its revenue. */
							__(
								'Revenue per day from %1$s to %2$s. The best day was %3$s, with %4$s.',
								'shopwright'
							),
							formatDay( report.from, 'j F Y' ),
							formatDay( report.to, 'j F Y' ),
							formatDay( best.date, 'j F Y' ),
							money( best.revenue )
						)
					: sprintf(
							/* translators: 1: first day, 2: last day. */
							__(
								'Revenue per day from %1$s to %2$s: none.',
								'shopwright'
							),
							formatDay( report.from, 'j F Y' ),
							formatDay( report.to, 'j F Y' )
						) }
			</figcaption>
			<details className="shopwright-attribution__days">
				<summary>{ __( 'Figures per day', 'shopwright' ) }</summary>
				<table className="widefat striped">
					<caption className="screen-reader-text">
						{ __( 'Orders and revenue per day', 'shopwright' ) }
					</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Day', 'shopwright' ) }</th>
							<th scope="col" className="num">
								{ __( 'Orders', 'shopwright' ) }
							</th>
							<th scope="col" className="num">
								{ __( 'Revenue', 'shopwright' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ report.days.map( ( day ) => (
							<tr key={ day.date }>
								<th scope="row">
									{ formatDay( day.date, 'D j M Y' ) }
								</th>
								<td className="num">
									{ formatCount( day.orders ) }
								</td>
								<td className="num">
									{ money( day.revenue ) }
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			</details>
		</figure>
	);
}
