/**
 * Internal dependencies
 */
import {
	CHUNK_FAILED_EVENT,
	CHUNK_LOADED_EVENT,
	LOAD_TIMEOUT,
	parseChunks,
	scriptLoader,
	startChunks,
	type Chunk,
	type WatchNear,
} from '../chunks';
import { createEmbedObserver } from '../observer';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const CHUNK: Chunk = {
	handle: 'shopwright-toc-view',
	selector: '.toc',
	src: '/toc.js',
	near: '200px',
};

/** A nearness watcher the test drives: `come( element )` brings one into view. */
function fakeNear() {
	const watched = new Map< Element, () => void >();
	const watch: WatchNear = ( element, _margin, callback ) => {
		watched.set( element, callback );
		return () => watched.delete( element );
	};
	return {
		watch,
		watched,
		come: ( element: Element ) => watched.get( element )?.(),
	};
}

/** A script loader the test settles by hand. */
function fakeLoader() {
	const calls: Array< {
		src: string;
		resolve: () => void;
		reject: ( error: Error ) => void;
	} > = [];
	const load = ( src: string ) =>
		new Promise< void >( ( resolve, reject ) =>
			calls.push( { src, resolve, reject } )
		);
	return { load, calls };
}

describe( 'lazy block scripts', () => {
	beforeEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML =
			'<div class="toc" id="first"></div><p id="other"></p>';
	} );

	test( 'nothing loads until a block comes near; then its script loads once', async () => {
		const near = fakeNear();
		const loader = fakeLoader();
		startChunks(
			[ CHUNK ],
			createEmbedObserver( document ),
			document,
			loader.load,
			near.watch
		);
		expect( loader.calls ).toHaveLength( 0 );
		const first = document.getElementById( 'first' ) as HTMLElement;
		near.come( first );
		near.come( first );
		expect( loader.calls.map( ( call ) => call.src ) ).toEqual( [
			'/toc.js',
		] );
	} );

	test( 'intent on a block far below loads its script before it is near', () => {
		const near = fakeNear();
		const loader = fakeLoader();
		startChunks(
			[ CHUNK ],
			createEmbedObserver( document ),
			document,
			loader.load,
			near.watch
		);
		document
			.getElementById( 'other' )
			?.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
		expect( loader.calls ).toHaveLength( 0 );
		document
			.getElementById( 'first' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		expect( loader.calls ).toHaveLength( 1 );
	} );

	test( 'a failure is reported, the page stays, and the next intent tries again', async () => {
		const near = fakeNear();
		const loader = fakeLoader();
		const failed: Array< { handle: string; error: Error } > = [];
		const loaded: string[] = [];
		const onFailed = ( event: Event ) =>
			failed.push( ( event as CustomEvent ).detail );
		const onLoaded = ( event: Event ) =>
			loaded.push( ( event as CustomEvent ).detail.handle );
		document.addEventListener( CHUNK_FAILED_EVENT, onFailed );
		document.addEventListener( CHUNK_LOADED_EVENT, onLoaded );
		const runtime = startChunks(
			[ CHUNK ],
			createEmbedObserver( document ),
			document,
			loader.load,
			near.watch
		);
		const first = document.getElementById( 'first' ) as HTMLElement;
		near.come( first );
		loader.calls[ 0 ].reject( new Error( 'offline' ) );
		await flush();
		expect( runtime.state( CHUNK.handle ) ).toBe( 'failed' );
		expect( failed ).toHaveLength( 1 );
		expect( failed[ 0 ].handle ).toBe( CHUNK.handle );
		expect( failed[ 0 ].error.name ).toBe( 'ChunkLoadError' );
		expect( first.isConnected ).toBe( true );

		first.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		expect( loader.calls ).toHaveLength( 2 );
		loader.calls[ 1 ].resolve();
		await flush();
		expect( runtime.state( CHUNK.handle ) ).toBe( 'loaded' );
		expect( loaded ).toEqual( [ CHUNK.handle ] );

		first.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		expect( loader.calls ).toHaveLength( 2 );
		document.removeEventListener( CHUNK_FAILED_EVENT, onFailed );
		document.removeEventListener( CHUNK_LOADED_EVENT, onLoaded );
	} );

	test( 'a block added after load is watched; a removed one stops being watched', async () => {
		const near = fakeNear();
		const loader = fakeLoader();
		startChunks(
			[ CHUNK ],
			createEmbedObserver( document ),
			document,
			loader.load,
			near.watch
		);
		const first = document.getElementById( 'first' ) as HTMLElement;
		first.remove();
		document.body.insertAdjacentHTML(
			'beforeend',
			'<section><div class="toc" id="later"></div></section>'
		);
		await flush();
		expect( near.watched.has( first ) ).toBe( false );
		const later = document.getElementById( 'later' ) as HTMLElement;
		expect( near.watched.has( later ) ).toBe( true );

		// The removed block's intent listeners are gone too.
		first.dispatchEvent( new Event( 'pointerover' ) );
		expect( loader.calls ).toHaveLength( 0 );
		near.come( later );
		expect( loader.calls ).toHaveLength( 1 );
	} );

	test( 'a script that does not arrive within the time limit fails as a ChunkLoadError', async () => {
		jest.useFakeTimers();
		const load = scriptLoader( document );
		const result = load( '/slow.js', 'slow' ).catch(
			( error: Error ) => error
		);
		const script = document.head.querySelector( 'script' );
		expect( script?.getAttribute( 'src' ) ).toBe( '/slow.js' );
		jest.advanceTimersByTime( LOAD_TIMEOUT - 1 );
		expect( document.head.querySelector( 'script' ) ).not.toBeNull();
		jest.advanceTimersByTime( 1 );
		const error = await result;
		expect( error ).toBeInstanceOf( Error );
		expect( ( error as Error ).name ).toBe( 'ChunkLoadError' );
		expect( ( error as Error ).message ).toContain( '120000 ms' );
		// The failed element is gone, so a retry starts afresh.
		expect( document.head.querySelector( 'script' ) ).toBeNull();
		jest.useRealTimers();
	} );

	test( 'a script that loads in time resolves, and one that errors rejects', async () => {
		const load = scriptLoader( document );
		const ok = load( '/ok.js', 'ok' );
		document.head
			.querySelector( 'script[src="/ok.js"]' )
			?.dispatchEvent( new Event( 'load' ) );
		await expect( ok ).resolves.toBeUndefined();
		const broken = load( '/broken.js', 'broken' );
		document.head
			.querySelector( 'script[src="/broken.js"]' )
			?.dispatchEvent( new Event( 'error' ) );
		await expect( broken ).rejects.toMatchObject( {
			name: 'ChunkLoadError',
			reason: 'error',
		} );
	} );

	test( 'the list is read defensively', () => {
		expect( parseChunks( null ) ).toEqual( [] );
		expect( parseChunks( '{' ) ).toEqual( [] );
		expect(
			parseChunks(
				JSON.stringify( {
					chunks: [
						{
							handle: 'a',
							selector: '.a',
							src: 'javascript:alert(1)',
						},
						{ handle: 'b', selector: ' ', src: '/b.js' },
						{
							handle: 'c',
							selector: '.c',
							src: '/c.js',
							near: '1px; x',
						},
						{
							handle: 'd',
							selector: '.d',
							src: 'https://x.test/d.js',
							near: '50px',
						},
					],
				} )
			)
		).toEqual( [
			{ handle: 'c', selector: '.c', src: '/c.js', near: '200px' },
			{
				handle: 'd',
				selector: '.d',
				src: 'https://x.test/d.js',
				near: '50px',
			},
		] );
	} );
} );
