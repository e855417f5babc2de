/**
 * Internal dependencies
 */
import { orderFields, visit, type PageView } from '../state';

const view = ( page: string, referrer = '', minute = 0 ): PageView => ( {
	page,
	referrer,
	now: new Date( Date.UTC( 2026, 10, 25, 8, minute ) ),
	random: () => 0.5,
} );

describe( 'visit', () => {
	it( 'starts a record and a session on the first view', () => {
		const { record, session } = visit(
			null,
			null,
			view( 'https://shop.test/?utm_source=news' )
		);
		expect( record.first ).toBe( record.last );
		expect( record.first.utm_source ).toBe( 'news' );
		expect( record.visits ).toBe( 1 );
		expect( record.promo ).toBe( 550000 );
		expect( session ).toEqual( {
			pages: 1,
			start: '2026-11-25 08:00:00',
			entrance: '/?utm_source=news',
			referrer: '(none)',
		} );
	} );

	it( 'counts pages on every view and a visit once per session', () => {
		let state = visit( null, null, view( 'https://shop.test/' ) );
		state = visit(
			state.record,
			state.session,
			view( 'https://shop.test/shop/', 'https://shop.test/', 1 )
		);
		state = visit(
			state.record,
			state.session,
			view( 'https://shop.test/cart/', 'https://shop.test/shop/', 2 )
		);
		expect( state.session.pages ).toBe( 3 );
		expect( state.record.visits ).toBe( 1 );
		// The session expired: a new visit, by typed address, keeps the record.
		const later = visit( state.record, null, view( 'https://shop.test/' ) );
		expect( later.record.visits ).toBe( 2 );
		expect( later.record.last ).toBe( state.record.last );
		expect( later.session.pages ).toBe( 1 );
	} );

	it( 'moves the last touch and keeps the first', () => {
		const first = visit(
			null,
			null,
			view( 'https://shop.test/', 'https://blog.example/' )
		);
		const second = visit(
			first.record,
			null,
			view( 'https://shop.test/?utm_source=ads&utm_medium=cpc' )
		);
		expect( second.record.first.source_type ).toBe( 'referral' );
		expect( second.record.last.source_type ).toBe( 'utm' );
		expect( second.record.promo ).toBe( first.record.promo );
		expect( first.record.visits ).toBe( 1 ); // The stored record is not changed in place.
	} );
} );

describe( 'orderFields', () => {
	const state = visit(
		visit(
			null,
			null,
			view( 'https://shop.test/', 'https://blog.example/a' )
		).record,
		null,
		view(
			'https://shop.test/?utm_source=ads&utm_medium=cpc&utm_campaign=x',
			'https://ads.example/'
		)
	);

	it( "fills WooCommerce's fields from the last touch by default", () => {
		expect( orderFields( state, 'last', 'UA' ) ).toMatchObject( {
			source_type: 'utm',
			referrer: 'https://ads.example/',
			utm_campaign: 'x',
			utm_source: 'ads',
			utm_medium: 'cpc',
			utm_content: '(none)',
			utm_id: '(none)',
			utm_term: '(none)',
			utm_source_platform: '(none)',
			utm_creative_format: '(none)',
			utm_marketing_tactic: '(none)',
			// The site is added back to the stored path.
			session_entry:
				'https://shop.test/?utm_source=ads&utm_medium=cpc&utm_campaign=x',
			session_start_time: '2026-11-25 08:00:00',
			session_pages: '1',
			session_count: '2',
			user_agent: 'UA',
		} );
	} );

	it( 'names the page the form is on, as the site stores a page, as the current page', () => {
		expect(
			orderFields(
				state,
				'last',
				'UA',
				'https://shop.test',
				'https://shop.test/checkout/?step=2#payment'
			).session_current_page
		).toBe( 'https://shop.test/checkout/?step=2' );
		const hostile = orderFields(
			state,
			'last',
			'UA',
			'https://shop.test',
			'https://shop.test/checkout/?note=\u202Egpj.exe&' +
				'x'.repeat( 400 )
		).session_current_page;
		// No bidirectional override survives, and the path is capped like the entrance.
		expect( hostile ).not.toMatch( /\u202E/ );
		expect( hostile.length ).toBeLessThanOrEqual(
			'https://shop.test'.length + 200
		);
	} );

	it( 'or from the first touch when the owner chose it', () => {
		expect( orderFields( state, 'first', 'UA' ) ).toMatchObject( {
			source_type: 'referral',
			utm_source: 'blog.example',
			utm_medium: 'referral',
			utm_content: '/a',
		} );
	} );
} );
