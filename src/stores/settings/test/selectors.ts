/**
 * Internal dependencies
 */
import { DEFAULT_STATE } from '../reducer';
import type { SettingsState } from '../reducer';
import {
	getEditedSettings,
	getEdits,
	getFieldError,
	getFieldErrors,
	getLoadError,
	getModules,
	getSchema,
	getSettings,
	hasEdits,
	isSaving,
	isWooCommerceActive,
} from '../selectors';
import { settingsResponse } from './fixtures/settings-response';

const loaded: SettingsState = {
	...DEFAULT_STATE,
	settings: settingsResponse.settings,
	modules: settingsResponse.modules,
	schema: settingsResponse.schema,
	woocommerceActive: true,
};

describe( 'settings selectors', () => {
	it( 'return the loaded response', () => {
		expect( getSettings( loaded ) ).toBe( settingsResponse.settings );
		expect( getModules( loaded ) ).toBe( settingsResponse.modules );
		expect( getSchema( loaded ) ).toBe( settingsResponse.schema );
		expect( isWooCommerceActive( loaded ) ).toBe( true );
	} );

	it( 'return null before the settings load', () => {
		expect( getSettings( DEFAULT_STATE ) ).toBeNull();
		expect( getSchema( DEFAULT_STATE ) ).toBeNull();
		expect( getEditedSettings( DEFAULT_STATE ) ).toBeNull();
	} );

	it( 'lay the unsaved edits over the saved settings', () => {
		const state: SettingsState = {
			...loaded,
			edits: { search: { min_chars: 5 }, new_section: { enabled: true } },
		};

		expect( getEditedSettings( state ) ).toEqual( {
			...settingsResponse.settings,
			search: { enabled: true, min_chars: 5, match: 'title' },
			new_section: { enabled: true },
		} );
		expect( getEdits( state ) ).toEqual( {
			search: { min_chars: 5 },
			new_section: { enabled: true },
		} );
		// The saved settings are left as they were.
		expect( getSettings( state )?.search.min_chars ).toBe( 3 );
	} );

	it( 'return the same edited settings until the state changes', () => {
		const state: SettingsState = {
			...loaded,
			edits: { search: { min_chars: 5 } },
		};

		expect( getEditedSettings( state ) ).toBe( getEditedSettings( state ) );
		expect(
			getEditedSettings( {
				...state,
				edits: { search: { min_chars: 6 } },
			} )
		).not.toBe( getEditedSettings( state ) );
	} );

	it( 'tell whether there is anything to save', () => {
		expect( hasEdits( loaded ) ).toBe( false );
		expect(
			hasEdits( { ...loaded, edits: { search: { min_chars: 5 } } } )
		).toBe( true );
	} );

	it( 'return field errors by path', () => {
		const state: SettingsState = {
			...loaded,
			fieldErrors: { 'search.min_chars': 'Too small.', foo: 'Unknown.' },
		};

		expect( getFieldErrors( state ) ).toEqual( state.fieldErrors );
		expect( getFieldError( state, 'search.min_chars' ) ).toBe(
			'Too small.'
		);
		expect( getFieldError( state, 'foo' ) ).toBe( 'Unknown.' );
		expect( getFieldError( state, 'search.match' ) ).toBeUndefined();
		expect( getFieldError( state, 'constructor' ) ).toBeUndefined();
	} );

	it( 'report saving and load errors', () => {
		expect( isSaving( loaded ) ).toBe( false );
		expect( isSaving( { ...loaded, isSaving: true } ) ).toBe( true );
		expect( getLoadError( loaded ) ).toBeNull();
		expect( getLoadError( { ...loaded, loadError: 'Offline' } ) ).toBe(
			'Offline'
		);
	} );
} );
