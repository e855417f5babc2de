/**
 * Internal dependencies
 */
import {
	decimalToStripe,
	plainPhone,
	quantity,
	sheetLines,
	shippingRates,
	splitName,
	toStripeAmount,
} from '../amounts';

describe( 'amounts in Stripe’s units', () => {
	it( 'scales the store’s decimals to the currency’s smallest unit', () => {
		expect( toStripeAmount( '3200', 2, 2 ) ).toBe( 3200 );
		expect( toStripeAmount( '1250', 2, 0 ) ).toBe( 13 );
		expect( toStripeAmount( '12', 0, 2 ) ).toBe( 1200 );
		expect( toStripeAmount( '12345', 3, 3 ) ).toBe( 12345 );
		expect( toStripeAmount( null, 2, 2 ) ).toBe( 0 );
		expect( toStripeAmount( 'abc', 2, 2 ) ).toBe( 0 );
	} );

	it( 'turns a decimal price into the smallest unit', () => {
		expect( decimalToStripe( '24.50', 2 ) ).toBe( 2450 );
		expect( decimalToStripe( '19.99', 2 ) ).toBe( 1999 );
		expect( decimalToStripe( '2450', 0 ) ).toBe( 2450 );
		expect( decimalToStripe( '', 2 ) ).toBe( 0 );
	} );
} );

describe( 'line items', () => {
	// A tax-inclusive cart as the Store API answers it: 19% VAT inside every line, with a
	// discount, a fee and shipping; the lines the server built for it add up to its total.
	const LINES = [
		{ name: 'Brass Pen', amount: 3808 },
		{ name: 'Notebook × 2', amount: 476 },
		{ name: 'Shipping', amount: 595 },
		{ name: 'Discount', amount: -357 },
		{ name: 'Fees', amount: 179 },
	];
	const answer = ( lines: unknown, total = '4701', minor = 2 ) => ( {
		totals: { total_price: total, currency_minor_unit: minor },
		extensions: { shopwright: { sheet: { amount: 4701, lines } } },
	} );

	it( 'shows the lines the server built with the cart, which add up to its total', () => {
		expect( sheetLines( answer( LINES ), 2 ) ).toEqual( LINES );
		// A store set to 3 decimals selling in euros: the total is scaled, the lines are Stripe's.
		expect( sheetLines( answer( LINES, '47010', 3 ), 2 ) ).toEqual( LINES );
	} );

	it( 'shows no lines when they would not add up to the total, more or less', () => {
		expect( sheetLines( answer( LINES, '4700' ), 2 ) ).toEqual( [] );
		expect( sheetLines( answer( LINES, '4702' ), 2 ) ).toEqual( [] );
	} );

	it( 'shows no lines for an answer without them or with lines of another shape', () => {
		expect(
			sheetLines(
				{ totals: { total_price: '4701', currency_minor_unit: 2 } },
				2
			)
		).toEqual( [] );
		expect( sheetLines( answer( [] ), 2 ) ).toEqual( [] );
		expect(
			sheetLines(
				answer( [
					...LINES.slice( 0, 4 ),
					{ name: 'Fees', amount: 1.79 },
				] ),
				2
			)
		).toEqual( [] );
		expect(
			sheetLines(
				answer( [ ...LINES.slice( 0, 4 ), { amount: 179 } ] ),
				2
			)
		).toEqual( [] );
		expect(
			sheetLines(
				{ ...answer( LINES ), extensions: { shopwright: 'x' } },
				2
			)
		).toEqual( [] );
	} );
} );

describe( 'shipping rates', () => {
	const rate = ( id: number, selected = false ) => ( {
		rate_id: `flat_rate:${ id }`,
		name: `Rate ${ id }`,
		price: String( id * 100 ),
		selected,
	} );

	it( 'offers at most nine, the selected one first', () => {
		const offered = shippingRates(
			Array.from( { length: 12 }, ( _, index ) =>
				rate( index + 1, index === 10 )
			),
			2,
			2,
			'Pending'
		);
		expect( offered ).toHaveLength( 9 );
		expect( offered[ 0 ] ).toEqual( {
			id: 'flat_rate:11',
			displayName: 'Rate 11',
			amount: 1100,
		} );
	} );

	it( 'offers a Pending rate of 0 while no address has given rates', () => {
		expect( shippingRates( [], 2, 2, 'Pending' ) ).toEqual( [
			{ id: 'pending', displayName: 'Pending', amount: 0 },
		] );
	} );
} );

describe( 'the shopper’s details', () => {
	it( 'splits a name at the first space, with - for a missing last name', () => {
		expect( splitName( 'Ada King Lovelace' ) ).toEqual( {
			first_name: 'Ada',
			last_name: 'King Lovelace',
		} );
		expect( splitName( ' Cher ' ) ).toEqual( {
			first_name: 'Cher',
			last_name: '-',
		} );
	} );

	it( 'strips parentheses, spaces and hyphens from a phone number', () => {
		expect( plainPhone( '+1 (415) 555-0100' ) ).toBe( '+14155550100' );
		expect( plainPhone( undefined ) ).toBe( '' );
	} );

	it( 'reads a quantity as 1 unless it is a whole number from 1', () => {
		expect( quantity( '3' ) ).toBe( 3 );
		for ( const bad of [ '0', '-2', '1.5', 'abc', '', undefined ] ) {
			expect( quantity( bad ) ).toBe( 1 );
		}
	} );
} );
