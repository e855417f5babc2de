/**
 * Internal dependencies
 */
import {
	editSetting,
	receiveFieldErrors,
	receiveLoadError,
	receiveSavedSettings,
	receiveSettings,
	setIsSaving,
} from '../actions';
import { DEFAULT_STATE, reducer } from '../reducer';
import type { SettingsState } from '../reducer';
import { settingsResponse } from './fixtures/settings-response';

function loadedState(
	overrides: Partial< SettingsState > = {}
): SettingsState {
	return {
		...reducer( DEFAULT_STATE, receiveSettings( settingsResponse ) ),
		...overrides,
	};
}

describe( 'settings reducer', () => {
	it( 'stores a loaded response and forgets an earlier load error', () => {
		const state = reducer(
			{ ...DEFAULT_STATE, loadError: 'Offline' },
			receiveSettings( settingsResponse )
		);

		expect( state.settings ).toEqual( settingsResponse.settings );
		expect( state.modules ).toEqual( settingsResponse.modules );
		expect( state.schema ).toEqual( settingsResponse.schema );
		expect( state.woocommerceActive ).toBe( false );
		expect( state.loadError ).toBeNull();
	} );

	it( 'records a load error', () => {
		const state = reducer( DEFAULT_STATE, receiveLoadError( 'Offline' ) );

		expect( state.loadError ).toBe( 'Offline' );
		expect( state.settings ).toBeNull();
	} );

	it( 'keeps edits apart from the saved settings', () => {
		const state = reducer(
			loadedState(),
			editSetting( 'search', 'min_chars', 5 )
		);

		expect( state.edits ).toEqual( { search: { min_chars: 5 } } );
		expect( state.settings?.search.min_chars ).toBe( 3 );
	} );

	it( 'drops an edit that goes back to the saved value', () => {
		const edited = reducer(
			loadedState(),
			editSetting( 'search', 'min_chars', 5 )
		);
		const reverted = reducer(
			edited,
			editSetting( 'search', 'min_chars', 3 )
		);

		expect( reverted.edits ).toEqual( {} );
	} );

	it( 'clears the error of the edited field only', () => {
		const state = reducer(
			loadedState( {
				fieldErrors: {
					'search.min_chars': 'Too small.',
					'search.match': 'Unknown.',
				},
			} ),
			editSetting( 'search', 'min_chars', 5 )
		);

		expect( state.fieldErrors ).toEqual( { 'search.match': 'Unknown.' } );
	} );

	it( 'replaces the field errors', () => {
		const state = reducer(
			loadedState( { fieldErrors: { 'search.match': 'Unknown.' } } ),
			receiveFieldErrors( { 'search.min_chars': 'Too small.' } )
		);

		expect( state.fieldErrors ).toEqual( {
			'search.min_chars': 'Too small.',
		} );
	} );

	it( 'after a save, keeps only the edits made while it was in flight', () => {
		const sent = {
			search: { min_chars: 5 },
			general: { delete_data_on_uninstall: true },
		};
		const state = reducer(
			loadedState( {
				edits: {
					search: { min_chars: 6 },
					general: { delete_data_on_uninstall: true },
				},
				fieldErrors: { 'search.min_chars': 'Too small.' },
			} ),
			receiveSavedSettings(
				{
					...settingsResponse,
					settings: {
						...settingsResponse.settings,
						search: {
							...settingsResponse.settings.search,
							min_chars: 5,
						},
						general: { delete_data_on_uninstall: true },
					},
				},
				sent
			)
		);

		expect( state.settings?.search.min_chars ).toBe( 5 );
		expect( state.settings?.general.delete_data_on_uninstall ).toBe( true );
		expect( state.edits ).toEqual( { search: { min_chars: 6 } } );
		expect( state.fieldErrors ).toEqual( {} );
	} );

	it( 'tracks whether a save is in flight', () => {
		const saving = reducer( loadedState(), setIsSaving( true ) );

		expect( saving.isSaving ).toBe( true );
		expect( reducer( saving, setIsSaving( false ) ).isSaving ).toBe(
			false
		);
	} );
} );
