/**
 * Internal dependencies
 */
import type { AttributionDay } from '../../api/attribution-report';

/**
 * The bar chart's geometry, apart from React so that it can be tested: where
 * each day's bar goes and how tall it is, and the round numbers the value axis
 * is marked with.
 */

export interface Bar {
	date: string;
	revenue: number;
	x: number;
	y: number;
	width: number;
	height: number;
}

export interface ChartScale {
	bars: Bar[];
	/** The value at the top of the plot: a round number at or above the highest day. */
	max: number;
	/** Values to mark on the axis, from 0 to max. */
	ticks: number[];
}

/**
 * The smallest "nice" number (1, 2 or 5 times a power of ten) at or above a
 * value, so the axis reads 0, 250, 500 rather than 0, 237.4, 474.8.
 *
 * @param value A non-negative number.
 */
export function niceCeiling( value: number ): number {
	if ( ! Number.isFinite( value ) || value <= 0 ) {
		return 1;
	}
	const power = 10 ** Math.floor( Math.log10( value ) );
	for ( const step of [ 1, 2, 2.5, 5, 10 ] ) {
		// Rounded, because 0.1 * 3 is not 0.3 in floating point.
		const nice = Number( ( step * power ).toPrecision( 12 ) );
		if ( nice >= value ) {
			return nice;
		}
	}
	return 10 * power;
}

/**
 * Bars for the days, in a plot of the given size.
 *
 * @param days   Every day of the range, in order.
 * @param width  Plot width.
 * @param height Plot height.
 * @param gap    Share of each day's slot left empty between bars, 0 to 1.
 */
export function scaleChart(
	days: AttributionDay[],
	width: number,
	height: number,
	gap = 0.2
): ChartScale {
	const highest = days.reduce(
		( most, day ) => Math.max( most, day.revenue ),
		0
	);
	const max = niceCeiling( highest );
	const slot = days.length > 0 ? width / days.length : 0;
	// Keep a bar at least a hairline wide when a year's days share the plot.
	const barWidth = Math.max( slot * ( 1 - gap ), Math.min( slot, 1 ) );
	const bars = days.map( ( day, index ) => {
		const barHeight =
			day.revenue > 0
				? ( Math.min( day.revenue, max ) / max ) * height
				: 0;
		return {
			date: day.date,
			revenue: day.revenue,
			x: index * slot + ( slot - barWidth ) / 2,
			y: height - barHeight,
			width: barWidth,
			height: barHeight,
		};
	} );
	const ticks = [ 0, 0.25, 0.5, 0.75, 1 ].map( ( share ) =>
		Number( ( share * max ).toPrecision( 12 ) )
	);
	return { bars, max, ticks };
}
