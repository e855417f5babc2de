/**
 * Internal dependencies
 */
import { parseConfig } from '../config';
import { makeConfig, makePopup } from './helpers/fixtures';

const json = ( value: unknown ) => JSON.stringify( value );

describe( 'parseConfig', () => {
	it( 'reads a valid config', () => {
		const config = makeConfig(
			[
				makePopup( 1, {
					timing: {
						url: { url: 'google', action: 'show' },
						schedule: {
							schedule_timezone: 'site',
							schedule_start_date: '2025-01-01T00:00',
							schedule_end_date: '',
							schedule_server_datetime:
								'2025-01-01T00:00:00+00:00',
							schedule_start_utc: '2025-01-01T00:00:00Z',
						},
					},
					triggers: {
						exit_intent: {},
						scrolling: { direction: 'up', offset: 0 },
					},
				} ),
			],
			{ preview: 1, user: { loggedIn: true, roles: [ 'customer' ] } }
		);
		expect( parseConfig( json( config ) ) ).toEqual( config );
	} );

	it.each( [
		[ 'no text', null ],
		[ 'empty text', '' ],
		[ 'malformed JSON', '{"popups": [' ],
		[ 'a list', '[]' ],
		[ 'a string', '"popups"' ],
		[ 'no popups list', json( { ...makeConfig( [] ), popups: {} } ) ],
		[
			'a wrong user',
			json( {
				...makeConfig( [] ),
				user: { loggedIn: 'yes', roles: [] },
			} ),
		],
		[ 'a wrong preview', json( { ...makeConfig( [] ), preview: '1' } ) ],
		[
			'a missing flag',
			json( { ...makeConfig( [] ), editMode: undefined } ),
		],
	] )( 'gives null for %s', ( _, text ) => {
		expect( parseConfig( text ) ).toBeNull();
	} );

	it( 'drops a malformed popup and keeps the others', () => {
		const good = makePopup( 2 );
		const popups: unknown[] = [
			{ ...makePopup( 1 ), id: '1' },
			{ ...makePopup( 3 ), id: -3 },
			{ id: 4, title: 'No settings' },
			makePopup( 5, { close_button_delay: Number.NaN } ),
			{
				...makePopup( 6 ),
				settings: {
					...makePopup( 6 ).settings,
					exit_animation: 'explode',
				},
			},
			{
				...makePopup( 7 ),
				settings: {
					...makePopup( 7 ).settings,
					timing: { devices: { devices: [ 'watch' ] } },
				},
			},
			{
				...makePopup( 8 ),
				settings: {
					...makePopup( 8 ).settings,
					triggers: { click: { times: '2' } },
				},
			},
			{
				...makePopup( 9 ),
				settings: {
					...makePopup( 9 ).settings,
					timing: { url: { url: 'x', action: 'eval' } },
				},
			},
			null,
			'popup',
			good,
			// A second popup with the same id is not trusted either.
			{ ...good, title: 'Impostor' },
		];
		const config = parseConfig( json( { ...makeConfig( [] ), popups } ) );
		expect( config?.popups ).toEqual( [ good ] );
	} );

	it( 'accepts the empty arrays PHP prints for empty objects', () => {
		const popup = makePopup( 1 );
		const text = json( {
			...makeConfig( [] ),
			popups: [
				{
					...popup,
					settings: {
						...popup.settings,
						timing: [],
						triggers: { exit_intent: [] },
					},
				},
			],
		} );
		expect( parseConfig( text )?.popups[ 0 ].settings ).toMatchObject( {
			timing: {},
			triggers: { exit_intent: {} },
		} );
	} );

	it( 'does not let a __proto__ key change objects', () => {
		const text = `{"__proto__":{"polluted":true},${ json(
			makeConfig( [ makePopup( 1 ) ] )
		).slice( 1 ) }`;
		const config = parseConfig( text );
		expect( config?.popups ).toHaveLength( 1 );
		expect( Object.prototype ).not.toHaveProperty( 'polluted' );
	} );
} );
