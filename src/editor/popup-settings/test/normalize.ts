/**
 * Internal dependencies
 */
import { DEFAULT_LOCATION, DEFAULT_SETTINGS } from '../defaults';
import {
	normalizeLocation,
	normalizeRule,
	normalizeSettings,
} from '../normalize';
import type { PopupSettings } from '../../../types/popups';

const saved: PopupSettings = {
	...DEFAULT_SETTINGS,
	open_selector: '.open-newsletter',
	timing: {
		logged_in: { users: 'roles', roles: [ 'subscriber' ] },
		schedule: {
			schedule_timezone: 'site',
			schedule_start_date: '2030-03-01T09:00',
			schedule_end_date: '',
		},
	},
	triggers: { page_load: { delay: 2.5 }, exit_intent: {} },
	classes: 'promo',
	close_button_position: 'outside',
	entrance_animation: { desktop: 'zoom', tablet: 'fade', mobile: 'none' },
};

describe( 'normalizeSettings', () => {
	it( 'keeps valid settings as they are', () => {
		expect( normalizeSettings( saved ) ).toEqual( saved );
	} );

	it( 'reads PHP’s empty arrays as empty objects', () => {
		const settings = normalizeSettings( {
			...saved,
			timing: [],
			triggers: { exit_intent: [] },
		} );
		expect( settings.timing ).toEqual( {} );
		expect( settings.triggers ).toEqual( { exit_intent: {} } );
	} );

	it( 'gives the defaults for nothing at all, as before the post loads', () => {
		expect( normalizeSettings( undefined ) ).toEqual( DEFAULT_SETTINGS );
		expect( normalizeSettings( null ) ).toEqual( DEFAULT_SETTINGS );
	} );

	it( 'replaces values of the wrong type or outside their choices', () => {
		const settings = normalizeSettings( {
			...saved,
			prevent_scroll: 'yes',
			close_button_delay: '3',
			exit_animation: 'explode',
			entrance_animation: { desktop: 'spin' },
		} );
		expect( settings.prevent_scroll ).toBe(
			DEFAULT_SETTINGS.prevent_scroll
		);
		expect( settings.close_button_delay ).toBe( 0 );
		expect( settings.exit_animation ).toBe( 'fade' );
		expect( settings.entrance_animation ).toEqual(
			DEFAULT_SETTINGS.entrance_animation
		);
	} );

	it( 'drops unknown conditions and unknown fields, and the server’s times', () => {
		const settings = normalizeSettings( {
			...saved,
			timing: {
				weather: { sunny: true },
				devices: { devices: [ 'mobile', 'watch' ], extra: 1 },
				schedule: {
					schedule_timezone: 'site',
					schedule_start_date: '',
					schedule_end_date: '',
					schedule_server_datetime: '2030-01-01T00:00:00+00:00',
				},
			},
		} );
		expect( settings.timing ).toEqual( {
			devices: { devices: [ 'mobile' ] },
			schedule: {
				schedule_timezone: 'site',
				schedule_start_date: '',
				schedule_end_date: '',
			},
		} );
	} );

	it( 'ignores a condition that is not an object', () => {
		expect(
			normalizeSettings( { ...saved, timing: { devices: 'mobile' } } )
				.timing
		).toEqual( {} );
	} );
} );

describe( 'normalizeRule', () => {
	it( 'reads each kind of rule', () => {
		expect( normalizeRule( { kind: 'front_page' } ) ).toEqual( {
			kind: 'front_page',
		} );
		expect(
			normalizeRule( {
				kind: 'singular',
				post_type: 'product',
				ids: [ 3 ],
			} )
		).toEqual( { kind: 'singular', post_type: 'product', ids: [ 3 ] } );
		expect(
			normalizeRule( { kind: 'taxonomy', taxonomy: 'product_cat' } )
		).toEqual( { kind: 'taxonomy', taxonomy: 'product_cat', terms: [] } );
	} );

	it( 'keeps only real ids', () => {
		expect(
			normalizeRule( {
				kind: 'singular',
				post_type: 'page',
				ids: [ 2, 0, -1, 1.5, '7' ],
			} )
		).toEqual( { kind: 'singular', post_type: 'page', ids: [ 2 ] } );
	} );

	it( 'gives null for what is not a rule', () => {
		expect( normalizeRule( { kind: 'everywhere' } ) ).toBeNull();
		expect( normalizeRule( 'entire_site' ) ).toBeNull();
	} );
} );

describe( 'normalizeLocation', () => {
	it( 'keeps the rules it can read', () => {
		expect(
			normalizeLocation( {
				include: [ { kind: 'entire_site' }, { kind: 'nowhere' } ],
				exclude: [ { kind: 'front_page' } ],
			} )
		).toEqual( {
			include: [ { kind: 'entire_site' } ],
			exclude: [ { kind: 'front_page' } ],
		} );
	} );

	it( 'gives the default location when there is none', () => {
		expect( normalizeLocation( undefined ) ).toEqual( DEFAULT_LOCATION );
	} );
} );
