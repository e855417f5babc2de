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
	goBack,
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

/**
 * Renders the app at an address, as a link into it would open it.
 *
 * @param section  The page the address names, if any.
 * @param response The settings the server answers with.
 */
async function renderLoadedApp(
	section?: string,
	response: typeof settingsResponse = settingsResponse
): Promise< HTMLElement > {
	window.history.replaceState(
		null,
		'',
		`/wp-admin/admin.php?page=shopwright${
			section ? `&section=${ section }` : ''
		}`
	);
	mockApiFetch.mockResolvedValueOnce( response );
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

function getLink( container: HTMLElement, name: string ): HTMLAnchorElement {
	const link = Array.from( container.querySelectorAll( 'a' ) ).find(
		( element ) => element.textContent === name
	);
	if ( ! link ) {
		throw new Error( `No link "${ name }".` );
	}
	return link;
}

function headings( container: HTMLElement ): string[] {
	return Array.from( container.querySelectorAll( 'h1, h2, h3' ) ).map(
		( heading ) => `${ heading.tagName }:${ heading.textContent }`
	);
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

	it( 'opens on a summary of every module’s state, with a link to each page', async () => {
		const container = await renderLoadedApp();

		expect( headings( container ) ).toEqual( [
			'H1:Shopwright',
			'H2:Summary',
			'H3:Product search',
			'H3:Countdown',
			'H3:Storefront',
			'H3:Search index',
		] );
		const states = Array.from(
			container.querySelectorAll( '.shopwright-settings__module' ),
			( card ) => [
				card.querySelector( 'h3' )?.textContent,
				card.querySelector( '.shopwright-settings__state' )
					?.textContent,
			]
		);
		expect( states ).toEqual( [
			[ 'Product search', 'On' ],
			[ 'Countdown', 'Off' ],
			[ 'Storefront', 'Needs WooCommerce' ],
		] );
		expect( getSection( container, 'Summary' ).textContent ).toContain(
			'This module needs WooCommerce.'
		);
		expect(
			getLink( container, 'Countdown settings' ).getAttribute( 'href' )
		).toContain( 'page=shopwright&section=countdown' );
		// Nothing to save here.
		expect( container.textContent ).not.toContain( 'Save changes' );

		const nav = container.querySelector( 'nav' );
		expect( nav?.getAttribute( 'aria-label' ) ).toBe( 'Settings pages' );
		expect(
			Array.from( nav?.querySelectorAll( 'a' ) ?? [], ( link ) => [
				link.textContent,
				link.getAttribute( 'aria-current' ),
			] )
		).toEqual( [
			[ 'Summary', 'page' ],
			[ 'General', null ],
			[ 'Product searchOn', null ],
			[ 'CountdownOff', null ],
			[ 'StorefrontNeeds WooCommerce', null ],
		] );
	} );

	it( 'says what a switched-on module still needs', async () => {
		const container = await renderLoadedApp( undefined, {
			...settingsResponse,
			modules: settingsResponse.modules.map( ( module ) =>
				module.id === 'search'
					? {
							...module,
							attention:
								'The search index has not been built yet.',
						}
					: module
			),
		} );
		const card = container.querySelector( '.shopwright-settings__module' );
		expect(
			card?.querySelector( '.shopwright-settings__state' )?.textContent
		).toBe( 'Needs setup' );
		expect(
			card?.querySelector( '.components-notice.is-warning' )?.textContent
		).toContain( 'The search index has not been built yet.' );
	} );

	it( 'follows its links in place: the address names the page, focus moves to it, and back returns', async () => {
		const container = await renderLoadedApp();
		click( getLink( container, 'Countdown settings' ) );
		await flush();

		expect( window.location.search ).toBe(
			'?page=shopwright&section=countdown'
		);
		expect( headings( container ) ).toEqual( [
			'H1:Shopwright',
			'H2:Countdown',
		] );
		expect( container.ownerDocument.activeElement?.textContent ).toBe(
			'Countdown'
		);
		expect(
			container.querySelector( 'nav a[aria-current="page"]' )?.textContent
		).toBe( 'CountdownOff' );

		await goBack();
		await flush();
		expect( headings( container )[ 1 ] ).toBe( 'H2:Summary' );
	} );

	it( 'opens the page an address names, and the summary for a page that does not exist', async () => {
		let container = await renderLoadedApp( 'general' );
		expect( headings( container ) ).toEqual( [
			'H1:Shopwright',
			'H2:General',
		] );
		rendered?.unmount();
		container = await renderLoadedApp( '<script>' );
		expect( headings( container )[ 1 ] ).toBe( 'H2:Summary' );
	} );

	it( 'renders a module’s switch and its settings from the schema on its page', async () => {
		const container = await renderLoadedApp( 'search' );

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
		expect( search.textContent ).toContain( 'Rebuild index' );
	} );

	it( 'labels every control on every page', async () => {
		for ( const section of [ 'general', 'search', 'countdown' ] ) {
			const container = await renderLoadedApp( section );
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
			rendered?.unmount();
		}
	} );

	it( 'warns only on a WooCommerce module without WooCommerce', async () => {
		const warning =
			'This module needs WooCommerce. It stays inactive until WooCommerce is installed and active.';
		let container = await renderLoadedApp( 'storefront' );
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
		rendered?.unmount();

		container = await renderLoadedApp( 'search' );
		expect(
			getSection( container, 'Product search' ).textContent
		).not.toContain( warning );
	} );

	it( 'enables Save only when something changed, says so, asks before leaving, and sends only that', async () => {
		const container = await renderLoadedApp( 'search' );
		const save = getButton( container, 'Save changes' );
		const status = () =>
			container.querySelector( '.shopwright-settings__save-status' )
				?.textContent;
		const leaving = () => {
			const event = new Event( 'beforeunload', { cancelable: true } );
			window.dispatchEvent( event );
			return event.defaultPrevented;
		};
		expect( isDisabled( save ) ).toBe( true );
		expect( status() ).toBe( '' );
		expect( leaving() ).toBe( false );

		changeValue( getByLabelText( container, 'Minimum characters' ), '5' );
		expect( isDisabled( save ) ).toBe( false );
		expect( status() ).toBe( 'You have unsaved changes.' );
		expect( leaving() ).toBe( true );

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
		expect( leaving() ).toBe( false );
	} );

	it( 'keeps edits made on one page while the owner visits another', async () => {
		const container = await renderLoadedApp( 'search' );
		changeValue( getByLabelText( container, 'Minimum characters' ), '6' );
		click( getLink( container, 'Summary' ) );
		await flush();
		// The summary offers to save what waits on other pages.
		expect(
			container.querySelector( '.shopwright-settings__save-status' )
				?.textContent
		).toBe( 'You have unsaved changes.' );
		click( getLink( container, 'CountdownOff' ) );
		await flush();
		click( getLink( container, 'Product searchOn' ) );
		await flush();
		expect( getByLabelText( container, 'Minimum characters' ).value ).toBe(
			'6'
		);
	} );

	it( 'shows a rejected value next to its field until it is edited', async () => {
		const container = await renderLoadedApp( 'search' );
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
		const container = await renderLoadedApp( 'countdown' );
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

	it( 'groups a long module’s settings in panels that open and close', async () => {
		const search = settingsResponse.schema.properties.search;
		const container = await renderLoadedApp( 'search', {
			...settingsResponse,
			schema: {
				...settingsResponse.schema,
				properties: {
					...settingsResponse.schema.properties,
					search: {
						...search,
						groups: {
							suggestions: 'Suggestions',
							searched: 'What is searched',
						},
						properties: {
							...search.properties,
							min_chars: {
								...search.properties.min_chars,
								group: 'suggestions',
							},
							match: {
								...search.properties.match,
								group: 'searched',
							},
						},
					},
				},
			},
		} );
		const toggles = Array.from(
			container.querySelectorAll< HTMLButtonElement >(
				'.shopwright-settings__group-title button'
			)
		);
		expect(
			toggles.map( ( button ) => [
				button.textContent,
				button.getAttribute( 'aria-expanded' ),
			] )
		).toEqual( [
			[ 'Suggestions', 'true' ],
			[ 'What is searched', 'false' ],
		] );
		const panel = ( button: HTMLButtonElement ) =>
			document.getElementById(
				button.getAttribute( 'aria-controls' ) ?? ''
			);
		expect( panel( toggles[ 0 ] )?.hidden ).toBe( false );
		expect( panel( toggles[ 0 ] )?.textContent ).toContain(
			'Minimum characters'
		);
		expect( panel( toggles[ 1 ] )?.hidden ).toBe( true );
		click( toggles[ 1 ] );
		expect( panel( toggles[ 1 ] )?.hidden ).toBe( false );
		expect( panel( toggles[ 1 ] )?.textContent ).toContain( 'Match' );
	} );

	it( 'resets a module to its defaults once confirmed, leaving its switch and other pages’ edits', async () => {
		const container = await renderLoadedApp( 'search' );
		changeValue( getByLabelText( container, 'Minimum characters' ), '7' );

		click( getButton( container, 'Reset to defaults' ) );
		const dialog = document.querySelector( '[role="dialog"]' );
		expect( dialog?.textContent ).toContain( 'Reset Product search?' );
		click( getButton( document.body, 'Cancel' ) );
		await flush();
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );

		mockApiFetch.mockResolvedValueOnce( settingsResponse );
		click( getButton( container, 'Reset to defaults' ) );
		click( getButton( document.body, 'Reset' ) );
		await flush();

		expect( mockApiFetch ).toHaveBeenLastCalledWith( {
			path: '/shopwright/v1/settings',
			method: 'POST',
			data: { settings: { search: { min_chars: 3, match: 'title' } } },
		} );
		expect( getByLabelText( container, 'Minimum characters' ).value ).toBe(
			'3'
		);
		expect( container.textContent ).toContain(
			'Product search is back to its defaults.'
		);
		expect(
			container.querySelector( '.shopwright-settings__save-status' )
				?.textContent
		).toBe( '' );
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
