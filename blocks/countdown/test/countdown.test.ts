/**
 * Internal dependencies
 */
import { isUnit, pad2, splitRemaining } from '../countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC( 2030, 0, 1, 12, 0, 0 );

describe( 'splitRemaining', () => {
	it( 'splits the time left into days, hours, minutes and seconds', () => {
		expect(
			splitRemaining(
				NOW + 3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND,
				NOW
			)
		).toEqual( {
			days: 3,
			hours: 4,
			minutes: 5,
			seconds: 6,
			expired: false,
		} );
	} );

	it( 'carries each unit over at its boundary', () => {
		expect( splitRemaining( NOW + DAY, NOW ) ).toEqual( {
			days: 1,
			hours: 0,
			minutes: 0,
			seconds: 0,
			expired: false,
		} );
		expect( splitRemaining( NOW + DAY - SECOND, NOW ) ).toEqual( {
			days: 0,
			hours: 23,
			minutes: 59,
			seconds: 59,
			expired: false,
		} );
		expect( splitRemaining( NOW + HOUR, NOW ) ).toMatchObject( {
			hours: 1,
			minutes: 0,
			seconds: 0,
		} );
		expect( splitRemaining( NOW + MINUTE, NOW ) ).toMatchObject( {
			minutes: 1,
			seconds: 0,
		} );
	} );

	it( 'rounds a partial second up, so zero only ever means ended', () => {
		expect( splitRemaining( NOW + 1, NOW ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
			seconds: 1,
			expired: false,
		} );
		expect( splitRemaining( NOW + SECOND + 1, NOW ).seconds ).toBe( 2 );
		expect( splitRemaining( NOW + 59 * SECOND + 500, NOW ) ).toMatchObject(
			{
				minutes: 1,
				seconds: 0,
			}
		);
	} );

	it( 'counts whole days beyond a month', () => {
		expect(
			splitRemaining( NOW + 120 * DAY + 5 * SECOND, NOW )
		).toMatchObject( { days: 120, hours: 0, minutes: 0, seconds: 5 } );
	} );

	it( 'is expired, with every unit at zero, at the end', () => {
		expect( splitRemaining( NOW, NOW ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
			seconds: 0,
			expired: true,
		} );
	} );

	it( 'never goes negative for an end in the past', () => {
		expect( splitRemaining( NOW - 1, NOW ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
			seconds: 0,
			expired: true,
		} );
		expect( splitRemaining( NOW - 400 * DAY - 5 * HOUR, NOW ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
			seconds: 0,
			expired: true,
		} );
	} );

	it( 'treats an end that is not a number as ended', () => {
		expect( splitRemaining( Number.NaN, NOW ).expired ).toBe( true );
		expect( splitRemaining( Number.POSITIVE_INFINITY, NOW ).expired ).toBe(
			true
		);
	} );
} );

describe( 'pad2', () => {
	it( 'pads single digits to two', () => {
		expect( pad2( 0 ) ).toBe( '00' );
		expect( pad2( 7 ) ).toBe( '07' );
	} );

	it( 'leaves longer numbers whole', () => {
		expect( pad2( 42 ) ).toBe( '42' );
		expect( pad2( 365 ) ).toBe( '365' );
	} );
} );

describe( 'isUnit', () => {
	it( 'accepts the four units only', () => {
		expect(
			[ 'days', 'hours', 'minutes', 'seconds' ].every( isUnit )
		).toBe( true );
		expect( isUnit( 'weeks' ) ).toBe( false );
		expect( isUnit( undefined ) ).toBe( false );
	} );
} );
