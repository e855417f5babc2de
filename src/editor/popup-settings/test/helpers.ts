/**
 * Internal dependencies
 */
import { TIMING_DEFAULTS, TRIGGER_DEFAULTS } from '../defaults';
import {
	cleanClassNames,
	formatIdList,
	parseBoundedNumber,
	parseIdList,
	removeAt,
	replaceAt,
	ruleOfKind,
	toggleChoice,
	toggleTiming,
	toggleTrigger,
	toWallTime,
	withEntry,
} from '../helpers';
import type { Timing, Triggers } from '../../../types/popups';

describe( 'toggleTiming', () => {
	it( 'adds a condition with its starting values', () => {
		const timing: Timing = { devices: { devices: [ 'mobile' ] } };
		expect( toggleTiming( timing, 'page_views', true ) ).toEqual( {
			devices: { devices: [ 'mobile' ] },
			page_views: TIMING_DEFAULTS.page_views,
		} );
	} );

	it( 'removes the key itself, since a present key is an active condition', () => {
		const timing: Timing = {
			devices: { devices: [ 'mobile' ] },
			page_views: { views: 5 },
		};
		const next = toggleTiming( timing, 'page_views', false );
		expect( next ).toEqual( { devices: { devices: [ 'mobile' ] } } );
		expect( 'page_views' in next ).toBe( false );
	} );

	it( 'leaves the settings it was given untouched', () => {
		const timing: Timing = { page_views: { views: 5 } };
		toggleTiming( timing, 'page_views', false );
		toggleTiming( timing, 'sessions', true );
		expect( timing ).toEqual( { page_views: { views: 5 } } );
	} );
} );

describe( 'toggleTrigger', () => {
	it( 'adds and removes a trigger, exit intent with no fields', () => {
		const on = toggleTrigger( {}, 'exit_intent', true );
		expect( on ).toEqual( { exit_intent: {} } );
		expect( toggleTrigger( on, 'exit_intent', false ) ).toEqual( {} );
	} );

	it( 'starts a scroll trigger downwards at half the page', () => {
		const triggers: Triggers = toggleTrigger( {}, 'scrolling', true );
		expect( triggers.scrolling ).toEqual( TRIGGER_DEFAULTS.scrolling );
		expect( triggers.scrolling ).toEqual( {
			direction: 'down',
			offset: 50,
		} );
	} );
} );

describe( 'withEntry', () => {
	it( 'sets an entry without changing the others', () => {
		expect(
			withEntry< Triggers, 'click' >(
				{ page_load: { delay: 1 } },
				'click',
				{
					times: 3,
				}
			)
		).toEqual( { page_load: { delay: 1 }, click: { times: 3 } } );
	} );
} );

describe( 'parseIdList', () => {
	it( 'reads ids separated by commas, spaces or both', () => {
		expect( parseIdList( '12, 7,3  44' ) ).toEqual( [ 12, 7, 3, 44 ] );
	} );

	it( 'keeps each id once, in the order typed', () => {
		expect( parseIdList( '5, 3, 5' ) ).toEqual( [ 5, 3 ] );
	} );

	it( 'skips what is not a positive whole number', () => {
		expect( parseIdList( '0, -4, 2.5, abc, 9, 1e3, ' ) ).toEqual( [ 9 ] );
		expect( parseIdList( '' ) ).toEqual( [] );
		expect( parseIdList( '99999999999999999999' ) ).toEqual( [] );
	} );

	it( 'round-trips through the list as shown', () => {
		expect( parseIdList( formatIdList( [ 1, 22, 333 ] ) ) ).toEqual( [
			1, 22, 333,
		] );
		expect( formatIdList( [] ) ).toBe( '' );
	} );
} );

describe( 'parseBoundedNumber', () => {
	const seconds = { min: 0, max: 600 };

	it( 'keeps fractions of seconds', () => {
		expect( parseBoundedNumber( '2.5', seconds ) ).toBe( 2.5 );
	} );

	it( 'brings numbers within bounds', () => {
		expect( parseBoundedNumber( '9000', seconds ) ).toBe( 600 );
		expect( parseBoundedNumber( '-3', seconds ) ).toBe( 0 );
	} );

	it( 'rounds counts to whole numbers', () => {
		expect(
			parseBoundedNumber( '2.6', { min: 1, max: 100, integer: true } )
		).toBe( 3 );
		expect(
			parseBoundedNumber( '0.2', { min: 1, max: 100, integer: true } )
		).toBe( 1 );
	} );

	it( 'gives nothing while the field holds no number', () => {
		expect( parseBoundedNumber( '', seconds ) ).toBeUndefined();
		expect( parseBoundedNumber( '  ', seconds ) ).toBeUndefined();
		expect( parseBoundedNumber( '-', seconds ) ).toBeUndefined();
		expect( parseBoundedNumber( 'ten', seconds ) ).toBeUndefined();
	} );
} );

describe( 'toggleChoice', () => {
	const order = [ 'desktop', 'tablet', 'mobile' ];

	it( 'adds a choice in display order', () => {
		expect( toggleChoice( [ 'mobile' ], 'desktop', true, order ) ).toEqual(
			[ 'desktop', 'mobile' ]
		);
	} );

	it( 'removes a choice', () => {
		expect(
			toggleChoice( [ 'desktop', 'mobile' ], 'mobile', false, order )
		).toEqual( [ 'desktop' ] );
	} );

	it( 'drops values that are not choices', () => {
		expect( toggleChoice( [ 'watch' ], 'tablet', true, order ) ).toEqual( [
			'tablet',
		] );
	} );
} );

describe( 'toWallTime', () => {
	it( 'keeps minutes and drops the seconds a field may add', () => {
		expect( toWallTime( '2030-03-01T09:30' ) ).toBe( '2030-03-01T09:30' );
		expect( toWallTime( '2030-03-01T09:30:15' ) ).toBe(
			'2030-03-01T09:30'
		);
	} );

	it( 'gives no date for a cleared or partial field', () => {
		expect( toWallTime( '' ) ).toBe( '' );
		expect( toWallTime( '2030-03-01' ) ).toBe( '' );
	} );
} );

describe( 'cleanClassNames', () => {
	it( 'keeps class names and the spaces between them', () => {
		expect( cleanClassNames( 'promo big-deal is_wide' ) ).toBe(
			'promo big-deal is_wide'
		);
	} );

	it( 'drops what the server would refuse', () => {
		expect( cleanClassNames( '.promo "><script>' ) ).toBe( 'promo script' );
		expect( cleanClassNames( 'a'.repeat( 250 ) ) ).toHaveLength( 200 );
	} );
} );

describe( 'ruleOfKind', () => {
	it( 'makes an empty rule of each kind', () => {
		expect( ruleOfKind( 'entire_site' ) ).toEqual( {
			kind: 'entire_site',
		} );
		expect( ruleOfKind( 'singular' ) ).toEqual( {
			kind: 'singular',
			post_type: 'post',
			ids: [],
		} );
		expect( ruleOfKind( 'taxonomy' ) ).toEqual( {
			kind: 'taxonomy',
			taxonomy: 'category',
			terms: [],
		} );
	} );

	it( 'keeps the post type chosen when the kind changes', () => {
		expect(
			ruleOfKind( 'post_type_archive', {
				kind: 'singular',
				post_type: 'product',
				ids: [ 4 ],
			} )
		).toEqual( { kind: 'post_type_archive', post_type: 'product' } );
	} );
} );

describe( 'replaceAt and removeAt', () => {
	it( 'change one item and leave the list given untouched', () => {
		const list = [ 'a', 'b', 'c' ];
		expect( replaceAt( list, 1, 'x' ) ).toEqual( [ 'a', 'x', 'c' ] );
		expect( removeAt( list, 0 ) ).toEqual( [ 'b', 'c' ] );
		expect( list ).toEqual( [ 'a', 'b', 'c' ] );
	} );
} );
