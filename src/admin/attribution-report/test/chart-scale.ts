/**
 * Internal dependencies
 */
import { niceCeiling, scaleChart } from '../chart-scale';

const day = ( date: string, revenue: number ) => ( {
	date,
	revenue,
	orders: revenue > 0 ? 1 : 0,
} );

describe( 'niceCeiling', () => {
	it.each( [
		[ 0, 1 ],
		[ -5, 1 ],
		[ Number.NaN, 1 ],
		[ 0.3, 0.5 ],
		[ 1, 1 ],
		[ 1.2, 2 ],
		[ 2.1, 2.5 ],
		[ 237.4, 250 ],
		[ 251, 500 ],
		[ 999.99, 1000 ],
		[ 12_345, 20_000 ],
	] )( '%p rounds up to %p', ( value, nice ) => {
		expect( niceCeiling( value ) ).toBe( nice );
	} );
} );

describe( 'scaleChart', () => {
	it( 'gives each day a slot and the highest day most of the height', () => {
		const { bars, max, ticks } = scaleChart(
			[
				day( '2024-03-01', 100 ),
				day( '2024-03-02', 0 ),
				day( '2024-03-03', 237.4 ),
				day( '2024-03-04', 50 ),
			],
			400,
			200
		);
		expect( max ).toBe( 250 );
		expect( ticks ).toEqual( [ 0, 62.5, 125, 187.5, 250 ] );
		expect( bars.map( ( bar ) => bar.height ) ).toEqual( [
			80, 0, 189.92, 40,
		] );
		expect( bars.map( ( bar ) => bar.y + bar.height ) ).toEqual( [
			200, 200, 200, 200,
		] );
		// 100 px slots, bars 80 px wide and centred in them.
		expect( bars.map( ( bar ) => bar.x ) ).toEqual( [ 10, 110, 210, 310 ] );
		expect( bars.every( ( bar ) => bar.width === 80 ) ).toBe( true );
	} );

	it( 'keeps bars of a whole year at least a pixel wide and inside the plot', () => {
		const days = Array.from( { length: 366 }, ( _, index ) =>
			day( `d${ index }`, index )
		);
		const { bars } = scaleChart( days, 300, 100 );
		expect( bars ).toHaveLength( 366 );
		for ( const bar of bars ) {
			expect( bar.width ).toBeGreaterThan( 0 );
			expect( bar.x ).toBeGreaterThanOrEqual( 0 );
			expect( bar.x + bar.width ).toBeLessThanOrEqual( 300 + 1e-9 );
			expect( bar.height ).toBeLessThanOrEqual( 100 );
		}
	} );

	it( 'draws nothing for a range without revenue, and does not divide by zero', () => {
		const { bars, max } = scaleChart(
			[ day( '2024-03-01', 0 ), day( '2024-03-02', 0 ) ],
			100,
			50
		);
		expect( max ).toBe( 1 );
		expect( bars.map( ( bar ) => bar.height ) ).toEqual( [ 0, 0 ] );
		expect( scaleChart( [], 100, 50 ).bars ).toEqual( [] );
	} );
} );
