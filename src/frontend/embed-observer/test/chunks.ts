/**
 * Internal dependencies
 */
import {
	CHUNK_FAILED_EVENT,
	CHUNK_LOADED_EVENT,
	HOLD_TIMEOUT,
	LOAD_TIMEOUT,
	scriptLoader,
	startChunks,
	type ChunkRuntime,
	type WatchNear,
} from '../chunks';
import type { Chunk } from '../manifest';
import { createEmbedObserver } from '../observer';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const CHUNK: Chunk = {
	handle: 'shopwright-toc-view',
	selector: '.toc',
	near: '200px',
	hold: true,
	styles: [],
	scripts: [
		{
			handle: 'shopwright-toc-view',
			src: '/toc.js',
			before: '',
			after: '',
		},
	],
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

/** A script runner the test settles by hand; inline code is logged with the files, in order. */
function fakeLoader() {
	const calls: Array< {
		src: string;
		resolve: () => void;
		reject: ( error: Error ) => void;
	} > = [];
	const log: string[] = [];
	const runner = {
		file: ( src: string ) => {
			log.push( `file:${ src }` );
			return new Promise< void >( ( resolve, reject ) =>
				calls.push( { src, resolve, reject } )
			);
		},
		inline: ( code: string ) => void log.push( `inline:${ code }` ),
	};
	return { runner, calls, log };
}

// Every runtime a test starts listens on the one document and window; each stops after its test.
const runtimes: ChunkRuntime[] = [];
afterEach( () =>
	runtimes.splice( 0 ).forEach( ( runtime ) => runtime.stop() )
);

function start(
	chunks: Chunk[],
	loader: ReturnType< typeof fakeLoader >,
	near: ReturnType< typeof fakeNear > = fakeNear(),
	idle: ( ( callback: () => void ) => void ) | null = null
): ChunkRuntime {
	const runtime = startChunks(
		chunks,
		createEmbedObserver( document ),
		document,
		loader.runner,
		near.watch,
		idle
	);
	runtimes.push( runtime );
	return runtime;
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
		start( [ CHUNK ], loader, near );
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
		start( [ CHUNK ], loader, near );
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
		const runtime = start( [ CHUNK ], loader, near );
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
		start( [ CHUNK ], loader, near );
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

	test( 'a script gets the id WordPress would give it and runs in order; a stylesheet is linked', async () => {
		const load = scriptLoader( document );
		const script = load( '/drawer.js', 'drawer' );
		const style = load( '/drawer.css', 'drawer', true );
		const element = document.getElementById( 'drawer-js' );
		expect( element ).toBeInstanceOf( HTMLScriptElement );
		expect( element?.getAttribute( 'src' ) ).toBe( '/drawer.js' );
		expect( ( element as HTMLScriptElement ).async ).toBe( false );
		const link = document.head.querySelector(
			'link[data-shopwright-chunk="drawer"]'
		);
		expect( link?.getAttribute( 'rel' ) ).toBe( 'stylesheet' );
		expect( link?.getAttribute( 'href' ) ).toBe( '/drawer.css' );
		expect( link?.id ).toBe( '' );
		element?.dispatchEvent( new Event( 'load' ) );
		link?.dispatchEvent( new Event( 'load' ) );
		await expect( Promise.all( [ script, style ] ) ).resolves.toEqual( [
			undefined,
			undefined,
		] );
		element?.remove();
		link?.remove();
	} );
} );

const file = (
	handle: string,
	extra: Partial< Chunk[ 'scripts' ][ 0 ] > = {}
) => ( {
	handle,
	src: `/${ handle }.js`,
	before: '',
	after: '',
	...extra,
} );

const DRAWER: Chunk = {
	handle: 'drawer',
	selector: '.cart',
	near: null,
	hold: true,
	styles: [],
	scripts: [
		file( 'react', { before: 'react-before' } ),
		file( 'drawer', { after: 'drawer-after' } ),
	],
};

const DIALOG: Chunk = {
	handle: 'dialog',
	selector: '.quick',
	near: null,
	hold: true,
	styles: [],
	scripts: [ file( 'react' ), file( 'dialog' ) ],
};

/**
 * Settles every file asked for so far, and waits for what follows.
 *
 * @param loader The fake loader.
 */
async function settleAll( loader: ReturnType< typeof fakeLoader > ) {
	for ( let round = 0; round < 5; round++ ) {
		loader.calls.forEach( ( call ) => call.resolve() );
		await flush();
	}
}

const click = ( init: MouseEventInit = {} ) =>
	new MouseEvent( 'click', { bubbles: true, cancelable: true, ...init } );

describe( 'scripts that wait for intent', () => {
	beforeEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML = `
			<div class="cart"><a href="#cart" id="cart-link"><span id="cart-count">2</span></a></div>
			<button type="button" class="quick" id="quick">Quick view</button>
			<p id="other">Text</p>`;
	} );

	test( 'nothing loads before intent, and intent elsewhere loads nothing', async () => {
		const loader = fakeLoader();
		start( [ DRAWER ], loader );
		document
			.getElementById( 'other' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await flush();
		expect( loader.log ).toEqual( [] );
	} );

	test( 'pointing at, touching or tabbing to an element loads its files in order, with their inline code, once', async () => {
		for ( const type of [ 'pointerover', 'touchstart', 'focusin' ] ) {
			const loader = fakeLoader();
			const runtime = start( [ DRAWER ], loader );
			const count = document.getElementById( 'cart-count' );
			count?.dispatchEvent( new Event( type, { bubbles: true } ) );
			count?.dispatchEvent( new Event( type, { bubbles: true } ) );
			expect( loader.log ).toEqual( [
				'inline:react-before',
				'file:/react.js',
			] );
			await settleAll( loader );
			expect( loader.log ).toEqual( [
				'inline:react-before',
				'file:/react.js',
				'file:/drawer.js',
				'inline:drawer-after',
			] );
			expect( runtime.state( 'drawer' ) ).toBe( 'loaded' );
			runtime.stop();
		}
	} );

	test( 'a file two scripts share runs once', async () => {
		const loader = fakeLoader();
		start( [ DRAWER, DIALOG ], loader );
		document
			.getElementById( 'cart-link' )
			?.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		await settleAll( loader );
		document
			.getElementById( 'quick' )
			?.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		await settleAll( loader );
		expect(
			loader.log.filter( ( line ) => line.startsWith( 'file:' ) )
		).toEqual( [ 'file:/react.js', 'file:/drawer.js', 'file:/dialog.js' ] );
	} );

	test( 'a failed file fails the load with a ChunkLoadError; the next intent loads it again', async () => {
		const loader = fakeLoader();
		const failed: string[] = [];
		const onFailed = ( event: Event ) =>
			failed.push( ( event as CustomEvent ).detail.error.name );
		document.addEventListener( CHUNK_FAILED_EVENT, onFailed );
		const runtime = start( [ DRAWER ], loader );
		const link = document.getElementById( 'cart-link' );
		link?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		loader.calls[ 0 ].reject( new Error( 'offline' ) );
		await flush();
		expect( runtime.state( 'drawer' ) ).toBe( 'failed' );
		expect( failed ).toEqual( [ 'ChunkLoadError' ] );
		expect( loader.log ).not.toContain( 'file:/drawer.js' );

		link?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await settleAll( loader );
		expect( runtime.state( 'drawer' ) ).toBe( 'loaded' );
		expect(
			loader.log.filter( ( line ) => line === 'file:/react.js' )
		).toHaveLength( 2 );
		document.removeEventListener( CHUNK_FAILED_EVENT, onFailed );
	} );

	test( 'an element added later loads its script on intent too', () => {
		const loader = fakeLoader();
		start( [ DIALOG ], loader );
		document.body.insertAdjacentHTML(
			'beforeend',
			'<button class="quick" id="later">Quick view</button>'
		);
		document
			.getElementById( 'later' )
			?.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
		expect( loader.log ).toEqual( [ 'file:/react.js' ] );
	} );

	test( 'the click that asked for a script is clicked again once it has run', async () => {
		const loader = fakeLoader();
		start( [ DRAWER ], loader );
		const link = document.getElementById( 'cart-link' ) as HTMLElement;
		const count = document.getElementById( 'cart-count' ) as HTMLElement;
		const seen: Array< { target: string; prevented: boolean } > = [];
		// What the drawer's script does once it has run: it opens on a click on the link.
		let drawerReady = false;
		link.addEventListener( 'click', ( event ) => {
			if ( drawerReady ) {
				event.preventDefault();
			}
			seen.push( {
				target: ( event.target as Element ).id,
				prevented: event.defaultPrevented,
			} );
		} );
		const first = click();
		count.dispatchEvent( first );
		// Held: the link is not followed while the drawer loads.
		expect( first.defaultPrevented ).toBe( true );
		// A second click while loading is held as well, and not replayed.
		const second = click();
		count.dispatchEvent( second );
		expect( second.defaultPrevented ).toBe( true );
		expect( loader.log ).toEqual( [
			'inline:react-before',
			'file:/react.js',
		] );

		loader.calls[ 0 ].resolve();
		await flush();
		drawerReady = true;
		await settleAll( loader );
		expect( seen ).toEqual( [
			{ target: 'cart-count', prevented: false },
			{ target: 'cart-count', prevented: false },
			{ target: 'cart-count', prevented: true },
		] );
	} );

	test( 'when the script fails, the held click does what the page does without it', async () => {
		const loader = fakeLoader();
		start( [ DIALOG ], loader );
		const button = document.getElementById( 'quick' ) as HTMLElement;
		const seen: Array< MouseEvent > = [];
		window.addEventListener( 'click', ( event ) => {
			if ( event.target === button ) {
				seen.push( event );
			}
		} );
		button.dispatchEvent( click() );
		loader.calls[ 0 ].reject( new Error( 'offline' ) );
		await flush();
		await flush();
		expect( seen ).toHaveLength( 2 );
		expect( seen[ 0 ].defaultPrevented ).toBe( true );
		// The replay is left alone: nothing prevents its default this time.
		expect( seen[ 1 ].defaultPrevented ).toBe( false );
	} );

	test( 'a click the page handled itself, or one with a modifier, is not held', () => {
		const loader = fakeLoader();
		start( [ DRAWER ], loader );
		const link = document.getElementById( 'cart-link' ) as HTMLElement;
		const handled = ( event: Event ) => event.preventDefault();
		link.addEventListener( 'click', handled );
		link.dispatchEvent( click() );
		link.removeEventListener( 'click', handled );
		const newTab = click( { ctrlKey: true } );
		link.dispatchEvent( newTab );
		expect( newTab.defaultPrevented ).toBe( false );
		expect( loader.log ).toEqual( [] );
	} );

	test( 'a held element removed before the script arrives is not clicked again', async () => {
		const loader = fakeLoader();
		start( [ DIALOG ], loader );
		const button = document.getElementById( 'quick' ) as HTMLElement;
		let clicks = 0;
		button.addEventListener( 'click', () => clicks++ );
		button.click();
		button.remove();
		await settleAll( loader );
		expect( clicks ).toBe( 1 );
	} );

	test( 'a click on markup that works without its script is left to it, and loads the script', async () => {
		const loader = fakeLoader();
		document.body.insertAdjacentHTML(
			'beforeend',
			'<ul class="row"><li><a href="#card" id="card-link">Card</a></li></ul>'
		);
		start(
			[
				{
					...DIALOG,
					handle: 'row',
					selector: '.row',
					hold: false,
				},
			],
			loader
		);
		const link = document.getElementById( 'card-link' ) as HTMLElement;
		const event = click();
		link.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		link.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( link.closest( '[aria-busy]' ) ).toBeNull();
		expect( loader.log ).toEqual( [ 'file:/react.js' ] );
		await settleAll( loader );
		expect( loader.log ).toEqual( [ 'file:/react.js', 'file:/dialog.js' ] );
	} );

	test( 'a click on a block loaded when near is left to its markup', () => {
		const loader = fakeLoader();
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div class="toc"><a href="#part" id="part-link">Part</a></div>'
		);
		start( [ CHUNK ], loader );
		const event = click();
		document.getElementById( 'part-link' )?.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
	} );

	test( 'with the idle choice, every script loads once the browser is idle, without intent', async () => {
		const loader = fakeLoader();
		const idle: Array< () => void > = [];
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div class="toc"></div>'
		);
		const runtime = start(
			[ DRAWER, CHUNK ],
			loader,
			fakeNear(),
			( callback ) => idle.push( callback )
		);
		expect( loader.log ).toEqual( [] );
		idle.forEach( ( callback ) => callback() );
		await settleAll( loader );
		expect( runtime.state( 'drawer' ) ).toBe( 'loaded' );
		expect( runtime.state( CHUNK.handle ) ).toBe( 'loaded' );
	} );

	test( 'stopped, it hears no intent', () => {
		const loader = fakeLoader();
		const runtime = start( [ DIALOG ], loader );
		runtime.stop();
		document
			.getElementById( 'quick' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		expect( loader.log ).toEqual( [] );
	} );

	test( 'an invalid selector never matches, and breaks nothing', () => {
		const loader = fakeLoader();
		start( [ { ...DIALOG, selector: '[[bad' }, DRAWER ], loader );
		document
			.getElementById( 'cart-link' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		expect( loader.log ).toEqual( [
			'inline:react-before',
			'file:/react.js',
		] );
	} );

	test( 'a held click marks its element busy, and after the hold time does what it does without the script', async () => {
		jest.useFakeTimers();
		const loader = fakeLoader();
		start( [ DRAWER ], loader );
		const cart = document.querySelector( '.cart' ) as HTMLElement;
		const link = document.getElementById( 'cart-link' ) as HTMLElement;
		const prevented: boolean[] = [];
		const onClick = ( event: Event ) =>
			prevented.push( event.defaultPrevented );
		window.addEventListener( 'click', onClick );
		link.dispatchEvent( click() );
		expect( cart.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		jest.advanceTimersByTime( HOLD_TIMEOUT - 1 );
		expect( prevented ).toEqual( [ true ] );
		jest.advanceTimersByTime( 1 );
		// Let through: the link is followed, and the element is no longer busy.
		expect( prevented ).toEqual( [ true, false ] );
		expect( cart.hasAttribute( 'aria-busy' ) ).toBe( false );
		jest.useRealTimers();
		// The script still arrives, and clicks nothing more.
		await settleAll( loader );
		expect( prevented ).toHaveLength( 2 );
		window.removeEventListener( 'click', onClick );
	} );
} );

describe( 'stylesheets that come with a waiting script', () => {
	beforeEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML =
			'<button class="cart" id="cart">Cart</button><a class="quick" id="quick" href="/p">Quick view</a>';
	} );

	const styled = ( chunk: Chunk, styles: string[] ): Chunk => ( {
		...chunk,
		styles,
	} );

	test( 'the stylesheet loads first; the scripts run only once it applies', async () => {
		const loader = fakeLoader();
		start( [ styled( DRAWER, [ '/drawer.css' ] ) ], loader );
		document
			.getElementById( 'cart' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		expect( loader.calls.map( ( call ) => call.src ) ).toEqual( [
			'/drawer.css',
		] );
		await flush();
		expect( loader.calls ).toHaveLength( 1 );
		loader.calls[ 0 ].resolve();
		await settleAll( loader );
		expect( loader.log ).toEqual( [
			'file:/drawer.css',
			'inline:react-before',
			'file:/react.js',
			'file:/drawer.js',
			'inline:drawer-after',
		] );
	} );

	test( 'a stylesheet two scripts share is linked once', async () => {
		const loader = fakeLoader();
		start(
			[
				styled( DRAWER, [ '/shared.css' ] ),
				styled( DIALOG, [ '/shared.css' ] ),
			],
			loader
		);
		document
			.getElementById( 'cart' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		document
			.getElementById( 'quick' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await settleAll( loader );
		expect(
			loader.log.filter( ( line ) => line === 'file:/shared.css' )
		).toHaveLength( 1 );
	} );

	test( 'a stylesheet that fails fails the load, runs no script, and is tried again on the next intent', async () => {
		const loader = fakeLoader();
		const failed: string[] = [];
		const onFailed = ( event: Event ) =>
			failed.push( ( event as CustomEvent ).detail.error.name );
		document.addEventListener( CHUNK_FAILED_EVENT, onFailed );
		const runtime = start(
			[ styled( DRAWER, [ '/drawer.css' ] ) ],
			loader
		);
		const cart = document.getElementById( 'cart' );
		cart?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		loader.calls[ 0 ].reject( new Error( 'offline' ) );
		await flush();
		expect( runtime.state( 'drawer' ) ).toBe( 'failed' );
		expect( failed ).toEqual( [ 'ChunkLoadError' ] );
		expect( loader.log ).toEqual( [ 'file:/drawer.css' ] );

		cart?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await settleAll( loader );
		expect( runtime.state( 'drawer' ) ).toBe( 'loaded' );
		expect(
			loader.log.filter( ( line ) => line === 'file:/drawer.css' )
		).toHaveLength( 2 );
		document.removeEventListener( CHUNK_FAILED_EVENT, onFailed );
	} );

	test( 'the loader links a stylesheet and waits for it to load', async () => {
		const load = scriptLoader( document );
		const ok = load( '/drawer.css', 'drawer', true );
		const link = document.head.querySelector( 'link' );
		expect( link?.getAttribute( 'rel' ) ).toBe( 'stylesheet' );
		expect( link?.getAttribute( 'href' ) ).toBe( '/drawer.css' );
		expect( document.head.querySelector( 'script' ) ).toBeNull();
		link?.dispatchEvent( new Event( 'load' ) );
		await expect( ok ).resolves.toBeUndefined();
		const broken = load( '/broken.css', 'broken', true );
		document.head
			.querySelector( 'link[href="/broken.css"]' )
			?.dispatchEvent( new Event( 'error' ) );
		await expect( broken ).rejects.toMatchObject( {
			name: 'ChunkLoadError',
			reason: 'error',
		} );
		expect(
			document.head.querySelector( 'link[href="/broken.css"]' )
		).toBeNull();
	} );
} );
