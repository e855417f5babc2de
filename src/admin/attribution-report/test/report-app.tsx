/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	isAttributionReport,
	type AttributionReport,
} from '../../../api/attribution-report';
import {
	changeValue,
	click,
	flush,
	getButton,
	getByLabelText,
	getInputByLabelText,
	render,
} from '../../test/helpers/render';
import type { Rendered } from '../../test/helpers/render';
import { ReportApp } from '../report-app';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockApiFetch = jest.mocked( apiFetch );

const report: AttributionReport = {
	from: '2024-03-01',
	to: '2024-03-03',
	currency: 'USD',
	decimals: 2,
	totals: { orders: 3, revenue: 130.5 },
	rows: [
		{
			source_type: 'organic',
			source: 'google',
			medium: 'organic',
			label: 'Organic: Google',
			orders: 2,
			revenue: 100,
			share: 0.7663,
		},
		{
			source_type: 'unknown',
			source: '',
			medium: '',
			label: '<b>Unknown</b>',
			orders: 1,
			revenue: 30.5,
			share: 0.2337,
		},
	],
	others: { origins: 0, orders: 0, revenue: 0 },
	days: [
		{ date: '2024-03-01', orders: 2, revenue: 100 },
		{ date: '2024-03-02', orders: 0, revenue: 0 },
		{ date: '2024-03-03', orders: 1, revenue: 30.5 },
	],
	generated: 1_700_000_000,
};

let rendered: Rendered | undefined;

afterEach( () => {
	rendered?.unmount();
	rendered = undefined;
	mockApiFetch.mockReset();
} );

function paths(): string[] {
	return mockApiFetch.mock.calls.map( ( [ options ] ) =>
		String( options.path )
	);
}

describe( 'isAttributionReport', () => {
	it( 'takes the schema’s shape and nothing else', () => {
		expect( isAttributionReport( report ) ).toBe( true );
		expect(
			isAttributionReport( {
				...report,
				rows: [ { ...report.rows[ 0 ], source_type: 'spam' } ],
			} )
		).toBe( false );
		expect( isAttributionReport( { ...report, days: null } ) ).toBe(
			false
		);
		expect(
			isAttributionReport( {
				...report,
				totals: { orders: -1, revenue: 0 },
			} )
		).toBe( false );
	} );
} );

describe( 'ReportApp', () => {
	it( 'asks for the last 30 days, then shows the chart and the table', async () => {
		mockApiFetch.mockResolvedValue( report );
		rendered = render( <ReportApp /> );
		const { container } = rendered;

		expect(
			container.querySelector( '[role="status"]' )?.textContent
		).toBe( 'Loading the report…' );
		await flush();

		expect( paths() ).toHaveLength( 1 );
		expect( paths()[ 0 ] ).toMatch(
			/^\/shopwright\/v1\/attribution\/report\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/
		);
		expect(
			container.querySelector( '[role="status"]' )?.textContent
		).toBe( '3 paid orders, $130.50 in revenue.' );
		expect(
			container.querySelector( 'svg' )?.getAttribute( 'aria-hidden' )
		).toBe( 'true' );
		expect( container.querySelectorAll( 'rect' ) ).toHaveLength( 3 );

		const table = container.querySelector(
			'.shopwright-attribution__table'
		);
		expect( table?.querySelector( 'caption' )?.textContent ).toContain(
			'Paid orders by origin'
		);
		const rows = Array.from(
			table?.querySelectorAll( 'tbody tr' ) ?? []
		).map( ( row ) =>
			Array.from( row.children ).map( ( cell ) => cell.textContent )
		);
		expect( rows ).toEqual( [
			[ 'Organic: Google', 'google / organic', '2', '$100.00', '76.6%' ],
			[ '<b>Unknown</b>', '—', '1', '$30.50', '23.4%' ],
		] );
		// Labels are text, never markup.
		expect( table?.querySelector( 'b' ) ).toBeNull();
	} );

	it( 'asks again when the period changes', async () => {
		mockApiFetch.mockResolvedValue( report );
		rendered = render( <ReportApp /> );
		await flush();
		changeValue( getByLabelText( rendered.container, 'Period' ), 'last7' );
		await flush();

		expect( paths() ).toHaveLength( 2 );
		const [ from, to ] = Array.from(
			paths()[ 1 ].matchAll( /\d{4}-\d{2}-\d{2}/g ),
			( match ) => Date.parse( match[ 0 ] )
		);
		expect( ( to - from ) / 86_400_000 ).toBe( 6 );
	} );

	it( 'checks a custom range before asking, and names the problem', async () => {
		mockApiFetch.mockResolvedValue( report );
		rendered = render( <ReportApp /> );
		const { container } = rendered;
		await flush();
		changeValue( getByLabelText( container, 'Period' ), 'custom' );
		await flush();
		const from = getInputByLabelText( container, 'From' );
		const to = getInputByLabelText( container, 'To' );

		changeValue( from, '2024-03-10' );
		changeValue( to, '2024-03-01' );
		click( getButton( container, 'Show report' ) );
		await flush();

		expect( container.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'The first day must not be after the last day.'
		);
		expect( from.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( from.getAttribute( 'aria-describedby' ) ).toBe(
			container.querySelector( '[role="alert"]' )?.id
		);
		expect(
			paths().some( ( path ) => path.includes( '2024-03-10' ) )
		).toBe( false );

		changeValue( from, '2024-02-01' );
		click( getButton( container, 'Show report' ) );
		await flush();
		expect( container.querySelector( '[role="alert"]' ) ).toBeNull();
		expect( paths() ).toContain(
			'/shopwright/v1/attribution/report?from=2024-02-01&to=2024-03-01'
		);
	} );

	it( 'says when the report could not be loaded', async () => {
		mockApiFetch.mockRejectedValue( {
			code: 'shopwright_forbidden',
			message:
				'Sorry, you are not allowed to see the order-origin report.',
			data: { status: 403 },
		} );
		rendered = render( <ReportApp /> );
		await flush();

		expect( rendered.container.textContent ).toContain(
			'Sorry, you are not allowed to see the order-origin report.'
		);
		expect( rendered.container.querySelector( 'table' ) ).toBeNull();
	} );
} );
