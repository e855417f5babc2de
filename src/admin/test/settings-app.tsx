/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { RegistryProvider, createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { store as searchIndexStore } from '../../stores/search-index';
import { store } from '../../stores/settings';
import { settingsResponse } from '../../stores/settings/test/fixtures/settings-response';
import { SettingsApp, getExtraSections, toListNotice } from '../settings-app';
import {
	changeValue,
	click,
	flush,
	getButton,
	getByLabelText,
	getInputByLabelText,
	getDescription,
	render,
} from './helpers/render';
import type { Rendered } from './helpers/render';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockApiFetch = jest.mocked( apiFetch );

let rendered: Rendered | undefined;

function renderApp(): HTMLElement {
	const registry = createRegistry();
	registry.register( noticesStore );
	registry.register( store );
	// The search module's index panel has its status already, so every request
	// these tests expect is a settings request.
	registry.register( searchIndexStore );
	registry.dispatch( searchIndexStore ).receiveStatus( {
		state: 'idle',
		done: 0,
		total: 0,
		started: 0,
		finished: 0,
		seconds: 0,
	} );
	registry.dispatch( searchIndexStore ).finishResolution( 'getStatus', [] );
	rendered = render(
		<RegistryProvider value={ registry }>
			<SettingsApp />
		</RegistryProvider>
	);
	return rendered.container;
}

async function renderLoadedApp(): Promise< HTMLElement > {
	mockApiFetch.mockResolvedValueOnce( settingsResponse );
	const container = renderApp();
	await flush();
	return container;
}

function getSection( container: HTMLElement, heading: string ): HTMLElement {
	const section = Array.from( container.querySelectorAll( 'section' ) ).find(
		( element ) => element.querySelector( 'h2' )?.textContent === heading
	);
	if ( ! section ) {
		throw new Error( `No section "${ heading }".` );
	}
	return section;
}

function isDisabled( button: HTMLButtonElement ): boolean {
	return button.disabled || button.getAttribute( 'aria-disabled' ) === 'true';
}

beforeAll( () => {
	// jsdom implements no scrolling and reports window.scrollTo as an error; on a busy machine a
	// save's notice sometimes asks for it before the test ends, which failed the test.
	window.scrollTo = jest.fn();
} );

beforeEach( () => {
	mockApiFetch.mockReset();
} );

afterEach( () => {
	rendered?.unmount();
	rendered = undefined;
} );

describe( 'SettingsApp', () => {
	it( 'shows a spinner with a spoken label while loading', async () => {
		mockApiFetch.mockReturnValueOnce( new Promise( () => {} ) );
		const container = renderApp();
		await flush();

		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/shopwright/v1/settings',
		} );

		expect(
			container.querySelector( '[role="status"]' )?.textContent
		).toBe( 'Loading settings…' );
		expect( container.querySelector( 'form' ) ).toBeNull();
	} );

	it( 'shows why the settings could not load', async () => {
		mockApiFetch.mockRejectedValueOnce( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
			data: { status: 403 },
		} );
		const container = renderApp();
		await flush();

		expect(
			container.querySelector( '.components-notice.is-error' )
				?.textContent
		).toContain( 'Sorry, you are not allowed to do that.' );
		expect( container.querySelector( 'form' ) ).toBeNull();
	} );

	it( 'has an h1, then one h2 for General and each module in server order', async () => {
		const container = await renderLoadedApp();

		expect(
			Array.from( container.querySelectorAll( 'h1, h2' ) ).map(
				( heading ) => `${ heading.tagName }:${ heading.textContent }`
			)
		).toEqual( [
			'H1:Shopwright',
			'H2:General',
			'H2:Product search',
			'H2:Countdown',
			'H2:Storefront',
		] );
	} );

	it( 'renders each module switch and its settings from the schema', async () => {
		const container = await renderLoadedApp();

		expect(
			getInputByLabelText( container, 'Delete all data on uninstall' )
				.checked
		).toBe( false );
		const search = getSection( container, 'Product search' );
		expect( search.textContent ).toContain(
			'Instant results as shoppers type.'
		);
		const searchSwitch = getByLabelText( search, 'Enable Product search' );
		expect( searchSwitch.getAttribute( 'type' ) ).toBe( 'checkbox' );
		expect( getByLabelText( search, 'Minimum characters' ).value ).toBe(
			'3'
		);
		expect( getByLabelText( search, 'Match' ).value ).toBe( 'title' );
		// `enabled` is the module switch, not a second field.
		expect(
			search.querySelectorAll( 'input[type="checkbox"]' )
		).toHaveLength( 1 );
		expect(
			getInputByLabelText( container, 'Enable Countdown' ).checked
		).toBe( false );
	} );

	it( 'labels every control', async () => {
		const container = await renderLoadedApp();
		const controls = Array.from(
			container.querySelectorAll( 'input, select, textarea' )
		);

		expect( controls.length ).toBeGreaterThan( 0 );
		for ( const control of controls ) {
			const labels =
				control instanceof HTMLInputElement ||
				control instanceof HTMLSelectElement
					? control.labels
					: null;
			expect( labels?.length ?? 0 ).toBeGreaterThan( 0 );
		}
	} );

	it( 'warns only on a WooCommerce module without WooCommerce', async () => {
		const container = await renderLoadedApp();
		const warning =
			'This module needs WooCommerce. It stays inactive until WooCommerce is installed and active.';

		const storefront = getSection( container, 'Storefront' );
		expect(
			storefront.querySelector( '.components-notice.is-warning' )
				?.textContent
		).toContain( warning );
		expect(
			storefront.querySelector( '.components-notice__dismiss' )
		).toBeNull();
		// Its switch is still there, and still saves.
		expect(
			getInputByLabelText( storefront, 'Enable Storefront' ).checked
		).toBe( true );

		const search = getSection( container, 'Product search' );
		expect( search.textContent ).not.toContain( warning );
		expect( search.textContent ).toContain( 'Rebuild index' );
		expect(
			getSection( container, 'Countdown' ).textContent
		).not.toContain( 'Rebuild index' );
	} );

	it( 'enables Save only when something changed, and sends only that', async () => {
		const container = await renderLoadedApp();
		const save = getButton( container, 'Save changes' );
		expect( isDisabled( save ) ).toBe( true );

		changeValue( getByLabelText( container, 'Minimum characters' ), '5' );
		expect( isDisabled( save ) ).toBe( false );

		mockApiFetch.mockResolvedValueOnce( {
			...settingsResponse,
			settings: {
				...settingsResponse.settings,
				search: { ...settingsResponse.settings.search, min_chars: 5 },
			},
		} );
		click( save );
		expect( save.classList.contains( 'is-busy' ) ).toBe( true );
		expect( isDisabled( save ) ).toBe( true );
		await flush();

		expect( mockApiFetch ).toHaveBeenLastCalledWith( {
			path: '/shopwright/v1/settings',
			method: 'POST',
			data: { settings: { search: { min_chars: 5 } } },
		} );
		expect( container.textContent ).toContain( 'Settings saved.' );
		expect( getByLabelText( container, 'Minimum characters' ).value ).toBe(
			'5'
		);
		expect( isDisabled( save ) ).toBe( true );
	} );

	it( 'shows a rejected value next to its field until it is edited', async () => {
		const container = await renderLoadedApp();
		changeValue( getByLabelText( container, 'Minimum characters' ), '50' );
		mockApiFetch.mockRejectedValueOnce( {
			code: 'shopwright_invalid_settings',
			message: 'Some settings are not valid. Nothing was saved.',
			data: {
				status: 400,
				params: {
					'search.min_chars':
						'Minimum characters must be between 1 and 10.',
				},
			},
		} );

		click( getButton( container, 'Save changes' ) );
		await flush();

		const input = getByLabelText( container, 'Minimum characters' );
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( getDescription( input ) ).toContain(
			'Minimum characters must be between 1 and 10.'
		);
		// What the user typed is still there.
		expect( input.value ).toBe( '50' );
		expect(
			container.querySelector( '.components-notice.is-error' )
				?.textContent
		).toContain( 'Some settings are not valid. Nothing was saved.' );

		changeValue( input, '9' );
		expect( input.hasAttribute( 'aria-invalid' ) ).toBe( false );
		expect( getDescription( input ) ).not.toContain( 'between 1 and 10' );
	} );

	it( 'saves a module switch', async () => {
		const container = await renderLoadedApp();
		click( getByLabelText( container, 'Enable Countdown' ) );
		mockApiFetch.mockResolvedValueOnce( settingsResponse );

		click( getButton( container, 'Save changes' ) );
		await flush();

		expect( mockApiFetch ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				data: { settings: { countdown: { enabled: true } } },
			} )
		);
	} );
} );

describe( 'getExtraSections', () => {
	it( 'lists schema sections that are neither General nor a module', () => {
		expect(
			getExtraSections(
				{
					...settingsResponse.schema,
					properties: {
						...settingsResponse.schema.properties,
						advanced: { type: 'object', properties: {} },
					},
				},
				settingsResponse.modules
			)
		).toEqual( [ 'advanced' ] );
	} );
} );

describe( 'toListNotice', () => {
	it( 'keeps URL and click actions, and drops actions that do nothing', () => {
		const onClick = () => {};
		const notice = toListNotice( {
			id: 'a',
			status: 'error',
			content: 'Failed.',
			spokenMessage: 'Failed.',
			isDismissible: true,
			type: 'default',
			actions: [
				{ label: 'Docs', url: 'https://example.org' },
				{ label: 'Retry', onClick },
				{ label: 'Nothing' },
			],
		} );

		expect( notice.actions ).toEqual( [
			{ label: 'Docs', url: 'https://example.org' },
			{ label: 'Retry', onClick },
		] );
		expect( notice.content ).toBe( 'Failed.' );
	} );
} );
