/**
 * External dependencies
 */
// React comes with @wordpress/element, which does not re-export `act()`.
// eslint-disable-next-line import/no-extraneous-dependencies
import { act } from 'react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { RegistryProvider, createRegistry } from '@wordpress/data';
import { dateI18n, getSettings as getDateSettings } from '@wordpress/date';

/**
 * Internal dependencies
 */
import type { SearchIndexStatus } from '../../api/search-index';
import { store } from '../../stores/search-index';
import { SearchIndexPanel } from '../search-index-panel';
import { click, getButton, render } from './helpers/render';
import type { Rendered } from './helpers/render';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockApiFetch = jest.mocked( apiFetch );

const PATH = '/shopwright/v1/search/index';

const done: SearchIndexStatus = {
	state: 'done',
	done: 1000,
	total: 1000,
	started: 1_800_000_000,
	finished: 1_800_000_012,
	seconds: 12.46,
};

const running: SearchIndexStatus = {
	...done,
	state: 'running',
	done: 250,
	started: 1_800_001_000,
};

let rendered: Rendered | undefined;

function renderPanel(): HTMLElement {
	const registry = createRegistry();
	registry.register( store );
	rendered = render(
		<RegistryProvider value={ registry }>
			<SearchIndexPanel />
		</RegistryProvider>
	);
	return rendered.container;
}

/**
 * Moves the fake clock on, then lets promises and re-renders run.
 *
 * @param ms Milliseconds.
 */
async function advance( ms = 0 ): Promise< void > {
	for ( let i = 0; i < 5; i++ ) {
		await act( async () => {
			jest.advanceTimersByTime( i === 0 ? ms : 0 );
			await Promise.resolve();
		} );
	}
}

function getProgress( container: HTMLElement ): HTMLProgressElement | null {
	return container.querySelector( 'progress' );
}

function isDisabled( button: HTMLButtonElement ): boolean {
	return button.disabled || button.getAttribute( 'aria-disabled' ) === 'true';
}

beforeEach( () => {
	jest.useFakeTimers();
	mockApiFetch.mockReset();
} );

afterEach( () => {
	rendered?.unmount();
	rendered = undefined;
	jest.useRealTimers();
} );

describe( 'SearchIndexPanel', () => {
	it( 'says when the index was last rebuilt and how long it took', async () => {
		mockApiFetch.mockResolvedValueOnce( done );
		const container = renderPanel();
		await advance();

		expect( mockApiFetch ).toHaveBeenCalledWith( { path: PATH } );
		const when = dateI18n(
			getDateSettings().formats.datetime,
			done.finished * 1000
		);
		expect( container.textContent ).toContain(
			`Last rebuilt ${ when } in 12.5 s.`
		);
		expect( getProgress( container ) ).toBeNull();
		expect( isDisabled( getButton( container, 'Rebuild index' ) ) ).toBe(
			false
		);
	} );

	it( 'says so when the index was never rebuilt, or the last rebuild failed', async () => {
		mockApiFetch.mockResolvedValueOnce( {
			...done,
			state: 'idle',
			finished: 0,
			seconds: 0,
		} );
		const container = renderPanel();
		await advance();
		expect( container.textContent ).toContain(
			'The index has not been rebuilt yet.'
		);

		rendered?.unmount();
		mockApiFetch.mockResolvedValueOnce( { ...done, state: 'failed' } );
		const failed = renderPanel();
		await advance();
		expect( failed.textContent ).toContain( 'The last rebuild failed.' );
	} );

	it( 'shows the progress of a rebuild and polls every 2 s until it is done', async () => {
		mockApiFetch.mockResolvedValueOnce( running );
		const container = renderPanel();
		await advance();

		const progress = getProgress( container );
		expect( progress?.value ).toBe( 25 );
		const labelId = progress?.getAttribute( 'aria-labelledby' ) ?? '';
		expect( document.getElementById( labelId )?.textContent ).toBe(
			'Rebuilding: 250 of 1,000 (25%)'
		);
		expect( isDisabled( getButton( container, 'Rebuild index' ) ) ).toBe(
			true
		);

		mockApiFetch.mockResolvedValueOnce( { ...running, done: 600 } );
		await advance( 1999 );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
		await advance( 1 );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
		expect( getProgress( container )?.value ).toBe( 60 );

		mockApiFetch.mockResolvedValueOnce( {
			...done,
			started: running.started,
			finished: running.started + 30,
			seconds: 30,
		} );
		await advance( 2000 );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 3 );
		expect( getProgress( container ) ).toBeNull();
		expect( container.textContent ).toContain( 'in 30 s.' );

		await advance( 10000 );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'starts a rebuild with a POST, then waits for it to start', async () => {
		mockApiFetch.mockResolvedValueOnce( done );
		const container = renderPanel();
		await advance();

		mockApiFetch.mockResolvedValueOnce( {
			...done,
			state: 'queued',
			done: 0,
			started: 1_800_002_000,
		} );
		click( getButton( container, 'Rebuild index' ) );
		await advance();

		expect( mockApiFetch ).toHaveBeenLastCalledWith( {
			path: PATH,
			method: 'POST',
		} );
		const progress = getProgress( container );
		expect( progress ).not.toBeNull();
		expect( progress?.hasAttribute( 'value' ) ).toBe( false );
		expect( container.textContent ).toContain(
			'Rebuild waiting to start…'
		);

		mockApiFetch.mockResolvedValueOnce( running );
		await advance( 2000 );
		expect( mockApiFetch ).toHaveBeenLastCalledWith( { path: PATH } );
		expect( getProgress( container )?.value ).toBe( 25 );
	} );

	it( 'shows why the status could not be loaded', async () => {
		mockApiFetch.mockRejectedValueOnce( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to manage the search index.',
		} );
		const container = renderPanel();
		await advance();

		expect(
			container.querySelector( '.components-notice.is-error' )
				?.textContent
		).toContain( 'Sorry, you are not allowed to manage the search index.' );
	} );
} );
