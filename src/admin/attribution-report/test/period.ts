/**
 * Internal dependencies
 */
import {
	addDays,
	countDays,
	parseDate,
	presetRange,
	rangeProblem,
} from '../period';

describe( 'parseDate', () => {
	it( 'reads real dates written YYYY-MM-DD', () => {
		expect( parseDate( '2024-02-29' ) ).toBe( Date.UTC( 2024, 1, 29 ) );
	} );

	it.each( [
		'2023-02-29',
		'2024-13-01',
		'2024-1-1',
		'2024-01-01T00:00',
		' 2024-01-01',
		'2024-01-01\n',
		'',
		'1969-12-31',
		'٢٠٢٤-٠١-٠١',
	] )( 'refuses %j', ( value ) => {
		expect( parseDate( value ) ).toBeNull();
	} );
} );

describe( 'addDays', () => {
	it( 'crosses months, leap days and years', () => {
		expect( addDays( '2024-02-28', 1 ) ).toBe( '2024-02-29' );
		expect( addDays( '2024-03-01', -1 ) ).toBe( '2024-02-29' );
		expect( addDays( '2024-12-31', 1 ) ).toBe( '2025-01-01' );
		expect( addDays( '2025-01-01', -365 ) ).toBe( '2024-01-02' );
	} );

	it( 'counts calendar days across daylight saving, whatever the browser’s zone', () => {
		// 31 March is 23 hours long in Europe; a calendar day is still one day.
		expect( addDays( '2024-03-30', 2 ) ).toBe( '2024-04-01' );
		expect( addDays( '2024-10-26', 2 ) ).toBe( '2024-10-28' );
	} );

	it( 'throws on a date that is not', () => {
		expect( () => addDays( 'tomorrow', 1 ) ).toThrow( RangeError );
	} );
} );

describe( 'presetRange', () => {
	it.each( [
		[ 'last7', '2024-03-05', { from: '2024-02-28', to: '2024-03-05' }, 7 ],
		[
			'last30',
			'2024-03-05',
			{ from: '2024-02-05', to: '2024-03-05' },
			30,
		],
		[
			'last90',
			'2024-03-05',
			{ from: '2023-12-07', to: '2024-03-05' },
			90,
		],
		[ 'year', '2024-03-05', { from: '2024-01-01', to: '2024-03-05' }, 65 ],
		[ 'year', '2024-01-01', { from: '2024-01-01', to: '2024-01-01' }, 1 ],
		[ 'year', '2024-12-31', { from: '2024-01-01', to: '2024-12-31' }, 366 ],
	] as const )( '%s ending %s', ( preset, today, range, days ) => {
		expect( presetRange( preset, today ) ).toEqual( range );
		expect( countDays( presetRange( preset, today ) ) ).toBe( days );
		expect( rangeProblem( presetRange( preset, today ) ) ).toBeNull();
	} );
} );

describe( 'rangeProblem', () => {
	it( 'names what the server would refuse', () => {
		expect( rangeProblem( { from: '', to: '2024-01-01' } ) ).toBe( 'from' );
		expect( rangeProblem( { from: '2024-01-01', to: '2024-02-30' } ) ).toBe(
			'to'
		);
		expect( rangeProblem( { from: '2024-01-02', to: '2024-01-01' } ) ).toBe(
			'order'
		);
		expect( rangeProblem( { from: '2024-01-01', to: '2025-01-01' } ) ).toBe(
			'length'
		);
	} );

	it( 'takes one day and 366 days', () => {
		expect(
			rangeProblem( { from: '2024-01-01', to: '2024-01-01' } )
		).toBeNull();
		expect(
			rangeProblem( { from: '2023-03-01', to: '2024-02-29' } )
		).toBeNull();
	} );
} );

describe( 'countDays', () => {
	it( 'is 0 for a reversed or broken range', () => {
		expect( countDays( { from: '2024-01-02', to: '2024-01-01' } ) ).toBe(
			0
		);
		expect( countDays( { from: 'x', to: '2024-01-01' } ) ).toBe( 0 );
	} );
} );
