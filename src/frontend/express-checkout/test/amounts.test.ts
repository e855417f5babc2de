/**
 * Internal dependencies
 */
import {
	decimalToStripe,
	lineItems,
	plainPhone,
	quantity,
	shippingRates,
	splitName,
	toStripeAmount,
	type CartTotals,
} from '../amounts';
import { LABELS } from './fixtures';

const totals = ( changes: Partial< CartTotals > = {} ): CartTotals => ( {
	total_price: '4150',
	total_shipping: '500',
	total_discount: '300',
	total_fees: '150',
	total_tax: '200',
	total_refund: '0',
	currency_minor_unit: 2,
	...changes,
} );

const items = [
	{ name: 'Brass Pen', quantity: 1, totals: { line_subtotal: '3200' } },
	{ name: 'Notebook', quantity: 2, totals: { line_subtotal: '400' } },
];

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
	it( 'lists products, then Shipping, Discount, Fees and Tax when prices are shown without tax', () => {
		expect( lineItems( items, totals(), 2, true, LABELS ) ).toEqual( [
			{ name: 'Brass Pen', amount: 3200 },
			{ name: 'Notebook × 2', amount: 400 },
			{ name: 'Shipping', amount: 500 },
			{ name: 'Discount', amount: -300 },
			{ name: 'Fees', amount: 150 },
			{ name: 'Tax', amount: 200 },
		] );
	} );

	it( 'leaves tax out when it is inside the prices, and shows a refund', () => {
		const lines = lineItems(
			items,
			totals( { total_refund: '100', total_price: '3850' } ),
			2,
			false,
			LABELS
		);
		expect( lines.map( ( line ) => line.name ) ).toEqual( [
			'Brass Pen',
			'Notebook × 2',
			'Shipping',
			'Discount',
			'Fees',
			'Refund',
		] );
	} );

	it( 'drops the list when it would add up to more than the total', () => {
		expect(
			lineItems(
				items,
				totals( { total_price: '100' } ),
				2,
				true,
				LABELS
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
