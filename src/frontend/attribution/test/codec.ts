/**
 * Internal dependencies
 */
import {
	RECORD_BUDGET,
	SESSION_BUDGET,
	decodeRecord,
	decodeSession,
	encodeRecord,
	encodeSession,
	fit,
	type AttributionRecord,
} from '../codec';
import { classify } from '../touch';

const NOW = new Date( Date.UTC( 2026, 10, 25, 8, 30, 5 ) );

function record( page: string, referrer = '' ): AttributionRecord {
	const touch = classify( page, referrer, true, false, NOW )!; // Always a touch without a record.
	return {
		first: touch,
		last: { ...touch, source_type: 'organic' },
		visits: 3,
		promo: 123456,
	};
}

describe( 'record codec', () => {
	it( 'reads back what it wrote', () => {
		const value = record(
			'https://shop.test/?utm_source=a|b&utm_campaign=50%25 off; now=1',
			'https://ref.example/'
		);
		const text = encodeRecord( value );
		expect( text ).not.toMatch( /[;,\s"]/ );
		expect( decodeRecord( text ) ).toEqual( value );
	} );

	it( 'writes a last touch that is the first as empty fields, and reads it back', () => {
		const touch = classify(
			'https://shop.test/?utm_source=a',
			'',
			true,
			false,
			NOW
		)!; // Always a touch without a record.
		const same = {
			first: touch,
			last: { ...touch },
			visits: 1,
			promo: 100000,
		};
		const text = encodeRecord( same );
		expect( text.endsWith( '|'.repeat( 14 ) ) ).toBe( true );
		expect( text.length ).toBeLessThan(
			encodeRecord( { ...same, last: { ...touch, utm_source: 'b' } } )
				.length / 1.5
		);
		expect( decodeRecord( text ) ).toEqual( same );
	} );

	it( 'stays within its budget, shortening the longest values first', () => {
		const long = encodeURIComponent( 'ü'.repeat( 100 ) );
		const value = record(
			`https://shop.test/${ 'p'.repeat( 150 ) }?utm_source=${ long }&utm_campaign=${ long }&utm_content=${ long }&utm_term=${ long }`,
			`https://ref.example/${ 'r'.repeat( 180 ) }`
		);
		const text = encodeRecord( value );
		expect( text.length ).toBeLessThanOrEqual( RECORD_BUDGET );
		const back = decodeRecord( text );
		expect( back?.first.source_type ).toBe( 'utm' );
		expect( back?.first.utm_medium ).toBe( '(none)' );
		expect( back?.first.utm_source ).toMatch( /^ü+$/ );
		expect( back?.first.utm_campaign ).toMatch( /^ü+$/ );
	} );

	it( 'ignores a missing, damaged, foreign or oversized cookie', () => {
		const text = encodeRecord( record( 'https://shop.test/' ) );
		expect( decodeRecord( undefined ) ).toBeNull();
		expect( decodeRecord( '' ) ).toBeNull();
		expect( decodeRecord( text.replace( /^1/, '2' ) ) ).toBeNull();
		expect( decodeRecord( text + '|extra' ) ).toBeNull();
		expect( decodeRecord( text.replace( '123456', '12' ) ) ).toBeNull();
		expect( decodeRecord( text.replace( '|3|', '|0|' ) ) ).toBeNull();
		expect(
			decodeRecord( text.replace( 'typein', '%E0%A4%A' ) )
		).toBeNull();
		expect( decodeRecord( text.replace( 'typein', '' ) ) ).toBeNull();
		expect( decodeRecord( 'x'.repeat( 5000 ) ) ).toBeNull();
	} );
} );

describe( 'session codec', () => {
	it( 'reads back what it wrote, within its budget', () => {
		const session = {
			pages: 4,
			start: '2026-11-25 08:30:05',
			entrance: `https://shop.test/${ 'é'.repeat( 200 ) }`,
			referrer: '(none)',
		};
		const text = encodeSession( session );
		expect( text.length ).toBeLessThanOrEqual( SESSION_BUDGET );
		const back = decodeSession( text );
		expect( back ).toMatchObject( {
			pages: 4,
			start: session.start,
			referrer: '(none)',
		} );
		expect( session.entrance.startsWith( back?.entrance ?? 'x' ) ).toBe(
			true
		);
		expect( decodeSession( 'a|b|c|d' ) ).toBeNull();
		expect( decodeSession( '1|b|c' ) ).toBeNull();
	} );
} );

describe( 'fit', () => {
	it( 'never cuts a character in two', () => {
		const text = fit( [ '😀'.repeat( 50 ), 'a' ], 60 );
		expect( text.length ).toBeLessThanOrEqual( 60 );
		expect( () => decodeURIComponent( text ) ).not.toThrow();
	} );

	it( 'gives up on values it cannot shorten rather than loop', () => {
		expect( fit( [ '', '' ], 0 ) ).toBe( '|' );
	} );
} );
