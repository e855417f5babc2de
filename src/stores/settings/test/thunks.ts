/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { store } from '..';
import { SAVE_NOTICE_ID } from '../constants';
import { settingsResponse } from './fixtures/settings-response';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockApiFetch = jest.mocked( apiFetch );

async function createLoadedRegistry() {
	const registry = createRegistry();
	registry.register( noticesStore );
	registry.register( store );
	mockApiFetch.mockResolvedValueOnce( settingsResponse );
	await registry.resolveSelect( store ).getSettings();
	mockApiFetch.mockClear();
	return registry;
}

function getNotices( registry: ReturnType< typeof createRegistry > ) {
	return registry.select( noticesStore ).getNotices();
}

const invalidResponse = {
	code: 'shopwright_invalid_settings',
	message: 'Some settings are not valid. Nothing was saved.',
	data: {
		status: 400,
		params: {
			'search.min_chars': 'Minimum characters must be between 1 and 10.',
			foo: 'foo is not a setting.',
		},
	},
};

describe( 'getSettings resolver', () => {
	beforeEach( () => {
		mockApiFetch.mockReset();
	} );

	it( 'loads the settings from the REST route', async () => {
		const registry = await createLoadedRegistry();

		expect( registry.select( store ).getEditedSettings() ).toEqual(
			settingsResponse.settings
		);
		expect( registry.select( store ).getModules() ).toEqual(
			settingsResponse.modules
		);
	} );

	it( 'asks for GET /shopwright/v1/settings', async () => {
		const registry = createRegistry();
		registry.register( noticesStore );
		registry.register( store );
		mockApiFetch.mockResolvedValueOnce( settingsResponse );

		await registry.resolveSelect( store ).getSettings();

		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/shopwright/v1/settings',
		} );
	} );

	it( 'keeps the message of a failed load', async () => {
		const registry = createRegistry();
		registry.register( noticesStore );
		registry.register( store );
		mockApiFetch.mockRejectedValueOnce( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
			data: { status: 403 },
		} );

		await registry.resolveSelect( store ).getSettings();

		expect( registry.select( store ).getLoadError() ).toBe(
			'Sorry, you are not allowed to do that.'
		);
		expect( registry.select( store ).getEditedSettings() ).toBeNull();
	} );

	it( 'rejects a response of the wrong shape', async () => {
		const registry = createRegistry();
		registry.register( noticesStore );
		registry.register( store );
		mockApiFetch.mockResolvedValueOnce( { settings: [] } );

		await registry.resolveSelect( store ).getSettings();

		expect( registry.select( store ).getLoadError() ).toBe(
			'The server sent settings in an unexpected format.'
		);
	} );
} );

describe( 'saveSettings', () => {
	beforeEach( () => {
		mockApiFetch.mockReset();
	} );

	it( 'sends only the changed values', async () => {
		const registry = await createLoadedRegistry();
		registry.dispatch( store ).editSetting( 'search', 'min_chars', 5 );
		registry
			.dispatch( store )
			.editSetting( 'general', 'delete_data_on_uninstall', true );
		mockApiFetch.mockResolvedValueOnce( settingsResponse );

		await registry.dispatch( store ).saveSettings();

		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/shopwright/v1/settings',
			method: 'POST',
			data: {
				settings: {
					search: { min_chars: 5 },
					general: { delete_data_on_uninstall: true },
				},
			},
		} );
	} );

	it( 'on success stores what the server kept and says so', async () => {
		const registry = await createLoadedRegistry();
		registry.dispatch( store ).receiveFieldErrors( {
			'search.match': 'Unknown.',
		} );
		registry.dispatch( store ).editSetting( 'search', 'min_chars', 5 );
		const saved = {
			...settingsResponse,
			settings: {
				...settingsResponse.settings,
				search: { ...settingsResponse.settings.search, min_chars: 5 },
			},
		};
		mockApiFetch.mockResolvedValueOnce( saved );

		await registry.dispatch( store ).saveSettings();

		const settings = registry.select( store );
		expect( settings.getSettings() ).toEqual( saved.settings );
		expect( settings.hasEdits() ).toBe( false );
		expect( settings.getFieldErrors() ).toEqual( {} );
		expect( settings.isSaving() ).toBe( false );
		expect( getNotices( registry ) ).toEqual( [
			expect.objectContaining( {
				id: SAVE_NOTICE_ID,
				status: 'success',
				content: 'Settings saved.',
			} ),
		] );
	} );

	it( 'is saving while the request is in flight', async () => {
		const registry = await createLoadedRegistry();
		registry.dispatch( store ).editSetting( 'search', 'min_chars', 5 );
		let respond: ( value: unknown ) => void = () => {};
		mockApiFetch.mockReturnValueOnce(
			new Promise( ( resolve ) => {
				respond = resolve;
			} )
		);

		const saving = registry.dispatch( store ).saveSettings();

		expect( registry.select( store ).isSaving() ).toBe( true );
		// A second save while the first is in flight sends nothing.
		await registry.dispatch( store ).saveSettings();
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );

		respond( settingsResponse );
		await saving;
		expect( registry.select( store ).isSaving() ).toBe( false );
	} );

	it( 'sends nothing when nothing changed', async () => {
		const registry = await createLoadedRegistry();

		await registry.dispatch( store ).saveSettings();

		expect( mockApiFetch ).not.toHaveBeenCalled();
		expect( getNotices( registry ) ).toEqual( [] );
	} );

	it( 'on a 400 keeps the field errors and the edits', async () => {
		const registry = await createLoadedRegistry();
		registry.dispatch( store ).editSetting( 'search', 'min_chars', 50 );
		mockApiFetch.mockRejectedValueOnce( invalidResponse );

		await registry.dispatch( store ).saveSettings();

		const settings = registry.select( store );
		expect( settings.getFieldError( 'search.min_chars' ) ).toBe(
			'Minimum characters must be between 1 and 10.'
		);
		expect( settings.getFieldError( 'foo' ) ).toBe(
			'foo is not a setting.'
		);
		expect( settings.getEdits() ).toEqual( { search: { min_chars: 50 } } );
		expect( settings.getSettings()?.search.min_chars ).toBe( 3 );
		expect( settings.isSaving() ).toBe( false );
		expect( getNotices( registry ) ).toEqual( [
			expect.objectContaining( {
				id: SAVE_NOTICE_ID,
				status: 'error',
				content: 'Some settings are not valid. Nothing was saved.',
			} ),
		] );
	} );

	it( 'on a 403 shows the server message and loses no edit', async () => {
		const registry = await createLoadedRegistry();
		registry.dispatch( store ).editSetting( 'search', 'min_chars', 5 );
		mockApiFetch.mockRejectedValueOnce( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
			data: { status: 403 },
		} );

		await registry.dispatch( store ).saveSettings();

		const settings = registry.select( store );
		expect( settings.getEdits() ).toEqual( { search: { min_chars: 5 } } );
		expect( settings.getEditedSettings()?.search.min_chars ).toBe( 5 );
		expect( settings.getFieldErrors() ).toEqual( {} );
		expect( settings.isSaving() ).toBe( false );
		expect( getNotices( registry ) ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				content: 'Sorry, you are not allowed to do that.',
			} ),
		] );
	} );

	it( 'on a network failure shows a message and loses no edit', async () => {
		const registry = await createLoadedRegistry();
		registry.dispatch( store ).editSetting( 'countdown', 'enabled', true );
		mockApiFetch.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );

		await registry.dispatch( store ).saveSettings();

		expect( registry.select( store ).getEdits() ).toEqual( {
			countdown: { enabled: true },
		} );
		expect( registry.select( store ).isSaving() ).toBe( false );
		expect( getNotices( registry ) ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				content: 'You are probably offline.',
			} ),
		] );
	} );

	it( 'replaces an error notice with the success notice', async () => {
		const registry = await createLoadedRegistry();
		registry.dispatch( store ).editSetting( 'search', 'min_chars', 50 );
		mockApiFetch.mockRejectedValueOnce( invalidResponse );
		await registry.dispatch( store ).saveSettings();

		registry.dispatch( store ).editSetting( 'search', 'min_chars', 5 );
		mockApiFetch.mockResolvedValueOnce( settingsResponse );
		await registry.dispatch( store ).saveSettings();

		expect( getNotices( registry ) ).toEqual( [
			expect.objectContaining( { status: 'success' } ),
		] );
	} );
} );
