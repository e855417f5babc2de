/**
 * Internal dependencies
 */
import {
	createIntentLoader,
	FAILED_EVENT,
	LOADED_EVENT,
	type ScriptRunner,
} from '../loader';
import type { IntentGroup, Manifest, ScriptEntry } from '../manifest';
import type { NearViewport } from '../../../utils/near-viewport';

function entry(
	handle: string,
	extra: Partial< ScriptEntry > = {}
): ScriptEntry {
	return {
		handle,
		src: `http://shop.test/${ handle }.js`,
		before: '',
		after: '',
		...extra,
	};
}

type Fake = ScriptRunner & {
	log: string[];
	fail: Set< string >;
	pending: Map< string, () => void >;
	manual: boolean;
};

/** Records what runs, in order; files resolve at once unless `manual` holds them. */
function fakeRunner(): Fake {
	const fake: Fake = {
		log: [],
		fail: new Set(),
		pending: new Map(),
		manual: false,
		inline( code ) {
			fake.log.push( `inline:${ code }` );
		},
		file( src, handle ) {
			fake.log.push( `file:${ handle }` );
			if ( fake.fail.has( handle ) ) {
				return Promise.reject( new Error( `${ src } failed` ) );
			}
			if ( fake.manual ) {
				return new Promise( ( resolve ) =>
					fake.pending.set( handle, resolve )
				);
			}
			return Promise.resolve();
		},
	};
	return fake;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

// Every loader a test starts listens on the one document; each is stopped after its test.
const stops: Array< () => void > = [];

function setup(
	groups: IntentGroup[],
	strategy: Manifest[ 'strategy' ] = 'intent'
) {
	document.body.innerHTML = `
		<div class="mini-cart"><button>Cart</button></div>
		<form class="search"><input aria-label="Search"></form>
		<p class="plain">Text</p>`;
	const runner = fakeRunner();
	const idle: Array< () => void > = [];
	const loader = createIntentLoader(
		{ strategy, groups },
		document,
		runner,
		( callback ) => idle.push( callback )
	);
	const stop = loader.start();
	stops.push( stop );
	return { runner, idle, loader, stop };
}

const cart: IntentGroup = {
	handle: 'cart',
	selector: '.mini-cart',
	scripts: [
		entry( 'react', { before: 'var a = 1;' } ),
		entry( 'wp-element', { after: 'var b = 2;' } ),
		entry( 'cart' ),
	],
};
const search: IntentGroup = {
	handle: 'search',
	selector: '.search',
	scripts: [ entry( 'react' ), entry( 'wp-element' ), entry( 'search' ) ],
};

describe( 'the intent loader', () => {
	afterEach( () => {
		stops.splice( 0 ).forEach( ( stop ) => stop() );
		document.body.innerHTML = '';
	} );

	it( 'loads nothing before intent', async () => {
		const { runner } = setup( [ cart ] );
		await flush();
		expect( runner.log ).toEqual( [] );
	} );

	it( 'loads a group, in order with its inline code, when the pointer reaches its element', async () => {
		const { runner } = setup( [ cart, search ] );
		const loaded = jest.fn();
		document.addEventListener( LOADED_EVENT, loaded );

		document
			.querySelector( '.mini-cart button' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await flush();

		expect( runner.log ).toEqual( [
			'inline:var a = 1;',
			'file:react',
			'file:wp-element',
			'inline:var b = 2;',
			'file:cart',
		] );
		expect( loaded ).toHaveBeenCalledTimes( 1 );
		document.removeEventListener( LOADED_EVENT, loaded );
	} );

	it( 'loads on keyboard focus and on touch too', async () => {
		const { runner } = setup( [ search ] );
		document
			.querySelector( '.search input' )
			?.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		await flush();
		expect( runner.log ).toContain( 'file:search' );

		const touched = setup( [ cart ] );
		document
			.querySelector( '.mini-cart' )
			?.dispatchEvent( new Event( 'touchstart', { bubbles: true } ) );
		await flush();
		expect( touched.runner.log ).toContain( 'file:cart' );
	} );

	it( 'ignores intent on other elements', async () => {
		const { runner } = setup( [ cart ] );
		document
			.querySelector( '.plain' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await flush();
		expect( runner.log ).toEqual( [] );
	} );

	it( 'loads a shared dependency once, for two groups and repeated intent', async () => {
		const { runner } = setup( [ cart, search ] );
		for ( const selector of [ '.mini-cart', '.search', '.mini-cart' ] ) {
			document
				.querySelector( selector )
				?.dispatchEvent(
					new Event( 'pointerover', { bubbles: true } )
				);
		}
		await flush();
		expect(
			runner.log.filter( ( line ) => line === 'file:react' )
		).toHaveLength( 1 );
		expect( runner.log ).toContain( 'file:search' );
		expect(
			runner.log.filter( ( line ) => line === 'file:cart' )
		).toHaveLength( 1 );
	} );

	it( 'waits for each file before running the next', async () => {
		const { runner } = setup( [ cart ] );
		runner.manual = true;
		document
			.querySelector( '.mini-cart' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await flush();
		expect( runner.log ).toEqual( [ 'inline:var a = 1;', 'file:react' ] );

		runner.pending.get( 'react' )?.();
		await flush();
		expect( runner.log.at( -1 ) ).toBe( 'file:wp-element' );
	} );

	it( 'reports a failed file, stops the group, and tries again on the next intent', async () => {
		const { runner } = setup( [ cart ] );
		const failed = jest.fn();
		document.addEventListener( FAILED_EVENT, failed );
		runner.fail.add( 'wp-element' );

		const point = () =>
			document
				.querySelector( '.mini-cart' )
				?.dispatchEvent(
					new Event( 'pointerover', { bubbles: true } )
				);
		point();
		await flush();
		expect( failed ).toHaveBeenCalledTimes( 1 );
		expect( runner.log ).not.toContain( 'file:cart' );

		runner.fail.clear();
		point();
		await flush();
		expect( runner.log ).toContain( 'file:cart' );
		// react had loaded the first time and is not fetched again.
		expect(
			runner.log.filter( ( line ) => line === 'file:react' )
		).toHaveLength( 1 );
		document.removeEventListener( FAILED_EVENT, failed );
	} );

	it( 'never matches through an invalid selector', async () => {
		const { runner } = setup( [ { ...cart, selector: '[[invalid' } ] );
		document
			.querySelector( '.mini-cart' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await flush();
		expect( runner.log ).toEqual( [] );
	} );

	it( 'with the idle strategy, loads every group once the browser is idle, without intent', async () => {
		const { runner, idle } = setup( [ cart, search ], 'idle' );
		await flush();
		expect( runner.log ).toEqual( [] );

		idle.forEach( ( callback ) => callback() );
		await flush();
		expect( runner.log ).toContain( 'file:cart' );
		expect( runner.log ).toContain( 'file:search' );
	} );

	it( 'stops listening when stopped', async () => {
		const { runner, stop } = setup( [ cart ] );
		stop();
		document
			.querySelector( '.mini-cart' )
			?.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		await flush();
		expect( runner.log ).toEqual( [] );
	} );

	describe( 'near the viewport', () => {
		const slider: IntentGroup = {
			handle: 'slider',
			selector: '.slider',
			near: '300px',
			scripts: [ entry( 'react' ), entry( 'slider' ) ],
		};

		/** A stand-in for IntersectionObserver: the test says when elements come near. */
		function fakeNear() {
			const watched: Array< {
				elements: Element[];
				margin: string;
				callback: () => void;
				stopped: boolean;
			} > = [];
			const near: NearViewport = ( elements, margin, callback ) => {
				const watch = { elements, margin, callback, stopped: false };
				watched.push( watch );
				return () => {
					watch.stopped = true;
				};
			};
			return { near, watched };
		}

		function start(
			groups: IntentGroup[],
			strategy: Manifest[ 'strategy' ] = 'intent'
		) {
			document.body.innerHTML = `
				<section class="slider"><a href="#a">A</a></section>
				<section class="slider"><a href="#b">B</a></section>
				<div class="mini-cart"><button>Cart</button></div>`;
			const runner = fakeRunner();
			const { near, watched } = fakeNear();
			const idle: Array< () => void > = [];
			const stop = createIntentLoader(
				{ strategy, groups },
				document,
				runner,
				( callback ) => idle.push( callback ),
				near
			).start();
			stops.push( stop );
			return { runner, watched, stop, idle };
		}

		it( 'watches the elements of groups that ask for it, with their margin, and no others', () => {
			const { watched } = start( [ slider, cart ] );
			expect( watched ).toHaveLength( 1 );
			expect( watched[ 0 ].margin ).toBe( '300px' );
			expect( watched[ 0 ].elements ).toHaveLength( 2 );
		} );

		it( 'loads the group once an element comes near, before any intent', async () => {
			const { runner, watched } = start( [ slider ] );
			await flush();
			expect( runner.log ).toEqual( [] );

			watched[ 0 ].callback();
			await flush();
			expect( runner.log ).toEqual( [ 'file:react', 'file:slider' ] );
		} );

		it( 'still loads on intent first, and only once for both', async () => {
			const { runner, watched } = start( [ slider ] );
			document
				.querySelector( '.slider a' )
				?.dispatchEvent(
					new FocusEvent( 'focusin', { bubbles: true } )
				);
			watched[ 0 ].callback();
			await flush();
			expect(
				runner.log.filter( ( line ) => line === 'file:slider' )
			).toHaveLength( 1 );
		} );

		it( 'watches under the idle strategy too, and stops watching when stopped', async () => {
			const { runner, watched, stop } = start( [ slider ], 'idle' );
			watched[ 0 ].callback();
			await flush();
			expect( runner.log ).toContain( 'file:slider' );
			stop();
			expect( watched[ 0 ].stopped ).toBe( true );
		} );

		it( 'watches nothing when no element matches or the selector is invalid', () => {
			const { watched } = start( [
				{ ...slider, selector: '.absent' },
				{ ...slider, handle: 'broken', selector: '[[invalid' },
			] );
			expect( watched ).toHaveLength( 0 );
		} );
	} );
} );
