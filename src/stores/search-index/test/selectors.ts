/**
 * Internal dependencies
 */
import type { SearchIndexStatus } from '../../../api/search-index';
import { DEFAULT_STATE } from '../reducer';
import { getProgress, isRunning } from '../selectors';

const status: SearchIndexStatus = {
	state: 'running',
	done: 333,
	total: 1000,
	started: 1,
	finished: 0,
	seconds: 0,
};

describe( 'getProgress', () => {
	it( 'is the percent done, rounded down, while a rebuild runs', () => {
		expect( getProgress( { ...DEFAULT_STATE, status } ) ).toBe( 33 );
		expect(
			getProgress( {
				...DEFAULT_STATE,
				status: { ...status, done: 1200 },
			} )
		).toBe( 100 );
	} );

	it( 'is unknown before the status, while queued with nothing done, with nothing to do, or with none running', () => {
		expect( getProgress( DEFAULT_STATE ) ).toBeNull();
		expect(
			getProgress( {
				...DEFAULT_STATE,
				status: { ...status, state: 'queued', done: 0 },
			} )
		).toBeNull();
		expect(
			getProgress( {
				...DEFAULT_STATE,
				status: { ...status, total: 0 },
			} )
		).toBeNull();
		expect(
			getProgress( {
				...DEFAULT_STATE,
				status: { ...status, state: 'done' },
			} )
		).toBeNull();
	} );
} );

describe( 'isRunning', () => {
	it( 'is true while queued or running only', () => {
		for ( const state of [ 'queued', 'running' ] as const ) {
			expect(
				isRunning( { ...DEFAULT_STATE, status: { ...status, state } } )
			).toBe( true );
		}
		for ( const state of [ 'idle', 'done', 'failed' ] as const ) {
			expect(
				isRunning( { ...DEFAULT_STATE, status: { ...status, state } } )
			).toBe( false );
		}
		expect( isRunning( DEFAULT_STATE ) ).toBe( false );
	} );
} );
