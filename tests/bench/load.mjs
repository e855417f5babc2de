/**
 * `npm run bench:load` (run through load.sh, which provisions the site): concurrent shoppers
 * against one store, steady and with a full index rebuild underneath, then the faults.
 *
 * Each client is a shopper of its own (its own cookies, and its own address passed by the
 * loopback "proxy" the site trusts, so the search rate limit counts it apart) looping over:
 * four searches as typed, one prices request, the shop page and one add to cart. A search for a
 * word the catalogue holds must list products: an empty answer counts as an error, which is how
 * a half-built or missing index would show. 429 answers are counted apart as limited.
 */

import { spawn, execFile } from 'node:child_process';
import { promisify } from 'node:util';

const print = ( text ) => process.stdout.write( `${ text }\n` );

const run = promisify( execFile );
const SITE = process.argv[ 2 ];
const SECONDS = Number( process.env.SHOPWRIGHT_LOAD_SECONDS ?? 60 );
const CLIENTS = Math.min(
	64,
	Number( process.env.SHOPWRIGHT_LOAD_CLIENTS ?? 16 )
);
const FAULTS = process.env.SHOPWRIGHT_LOAD_FAULTS !== '0';
const PRODUCTS = Number( process.env.SHOPWRIGHT_LOAD_PRODUCTS ?? 100000 );
const [ PHP, ...PHP_ARGS ] = ( process.env.SHOPWRIGHT_LOAD_PHP ?? '' ).split(
	' '
);
const RESTART_DB = ( process.env.SHOPWRIGHT_LOAD_RESTART_DB ?? '' ).split(
	' '
);

const host = new URL( SITE ).hostname;
if ( ! [ '127.0.0.1', 'localhost' ].includes( host ) ) {
	throw new Error(
		`bench:load only runs against the loopback address, not ${ host }.`
	);
}

/**
 * Runs a command of load.php and parses the JSON it prints.
 *
 * @param {...string} args Command and arguments.
 */
async function php( ...args ) {
	const { stdout } = await run( PHP, [ ...PHP_ARGS, ...args ], {
		maxBuffer: 16 * 1024 * 1024,
	} );
	return JSON.parse( stdout.trim().split( '\n' ).pop() );
}

/**
 * Starts a long load.php command in its own process.
 *
 * @param {string} command The command.
 */
function worker( command ) {
	const child = spawn( PHP, [ ...PHP_ARGS, command ], {
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	child.done = new Promise( ( resolve ) =>
		child.on( 'exit', ( code, signal ) => resolve( { code, signal } ) )
	);
	return child;
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/** Timings and outcomes by kind of request. */
class Stats {
	constructor() {
		this.kinds = {};
	}

	add( kind, ms, outcome ) {
		const one = ( this.kinds[ kind ] ??= {
			ms: [],
			errors: {},
			limited: 0,
		} );
		if ( outcome === 'ok' ) {
			one.ms.push( ms );
		} else if ( outcome === 'limited' ) {
			one.limited++;
		} else {
			one.errors[ outcome ] = ( one.errors[ outcome ] ?? 0 ) + 1;
		}
	}
}

const pct = ( sorted, p ) =>
	sorted.length === 0
		? 0
		: sorted[
				Math.min(
					sorted.length - 1,
					Math.floor( ( sorted.length * p ) / 100 )
				)
			];

/**
 * One shopper.
 *
 * @param {number}   n          Its number.
 * @param {Object}   catalog    What prepare printed.
 * @param {Stats}    stats      Where outcomes go.
 * @param {Function} going      Whether to keep going.
 * @param {boolean}  onlySearch Searches only (the watcher).
 */
async function shopper( n, catalog, stats, going, onlySearch = false ) {
	const cookies = new Map();
	const address = `10.77.${ Math.floor( n / 250 ) }.${ ( n % 250 ) + 1 }`;
	const headers = () => ( {
		'X-Forwarded-For': address,
		Cookie: [ ...cookies ]
			.map( ( [ k, v ] ) => `${ k }=${ v }` )
			.join( '; ' ),
	} );
	const keep = ( response ) => {
		for ( const line of response.headers.getSetCookie() ) {
			const [ pair ] = line.split( ';' );
			const at = pair.indexOf( '=' );
			cookies.set( pair.slice( 0, at ), pair.slice( at + 1 ) );
		}
	};
	const timed = async ( kind, url, init, check ) => {
		const start = performance.now();
		let outcome;
		try {
			const response = await fetch( url, {
				...init,
				headers: { ...headers(), ...( init?.headers ?? {} ) },
				redirect: 'manual',
				signal: AbortSignal.timeout( 30_000 ),
			} );
			keep( response );
			const body = await response.text();
			if ( response.status === 429 ) {
				outcome = 'limited';
			} else if ( response.status < 200 || response.status >= 400 ) {
				outcome = `http ${ response.status }`;
			} else {
				outcome = check( body );
			}
		} catch ( error ) {
			outcome = error.name === 'TimeoutError' ? 'timeout' : 'network';
		}
		stats.add( kind, performance.now() - start, outcome );
	};
	for ( let i = n; going(); i++ ) {
		const query = catalog.queries[ i % catalog.queries.length ];
		// Typed as a shopper types: the first three letters, then more, then the whole query.
		for ( const typed of [ 3, 5, query.length ] ) {
			if ( ! going() ) {
				return;
			}
			const text = query.slice( 0, Math.max( 3, typed ) );
			if ( onlySearch ) {
				// The watcher searches as a brisk typist does, within its search budget.
				await sleep( 150 );
			}
			await timed(
				'search',
				`${ catalog.endpoint }?s=${ encodeURIComponent( text ) }`,
				{},
				( body ) => {
					const found = JSON.parse( body ).suggestions ?? [];
					return found.some( ( s ) => s.type === 'product' )
						? 'ok'
						: 'empty answer';
				}
			);
		}
		if ( onlySearch ) {
			continue;
		}
		if ( ! going() ) {
			return;
		}
		const ids = catalog.ids.slice( i % 100, ( i % 100 ) + 8 );
		await timed(
			'prices',
			`${ SITE }/?rest_route=/shopwright/v1/search/prices&${ ids
				.map( ( id ) => `ids[]=${ id }` )
				.join( '&' ) }`,
			{},
			( body ) =>
				Array.isArray( JSON.parse( body ) ) ||
				typeof JSON.parse( body ) === 'object'
					? 'ok'
					: 'bad body'
		);
		await timed( 'shop page', catalog.shop, {}, ( body ) =>
			body.includes( 'products' ) ? 'ok' : 'no products'
		);
		await timed(
			'add to cart',
			`${ SITE }/?wc-ajax=add_to_cart`,
			{
				method: 'POST',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				body: `product_id=${ catalog.ids[ i % catalog.ids.length ] }&quantity=1`,
			},
			( body ) => {
				const answer = JSON.parse( body );
				return answer && answer.fragments && ! answer.error
					? 'ok'
					: 'failed add';
			}
		);
	}
}

/**
 * Runs the clients for a while.
 *
 * @param {Object} catalog What prepare printed.
 * @param {number} seconds How long.
 */
async function load( catalog, seconds ) {
	const stats = new Stats();
	const end = Date.now() + seconds * 1000;
	const clock = performance.now();
	await Promise.all(
		Array.from( { length: CLIENTS }, ( _, n ) =>
			shopper( n, catalog, stats, () => Date.now() < end )
		)
	);
	stats.seconds = ( performance.now() - clock ) / 1000;
	return stats;
}

/**
 * A single searching shopper until a promise settles: what the index answers throughout.
 *
 * @param {Object}  catalog What prepare printed.
 * @param {Promise} until   When to stop.
 */
let watchers = 0;
async function watch( catalog, until ) {
	const stats = new Stats();
	let going = true;
	until.then( () => ( going = false ) );
	// A shopper of its own each time, so one phase's searches do not count against the next.
	watchers++;
	await shopper( 200 + watchers, catalog, stats, () => going, true );
	return stats;
}

const rows = [];
const table = ( phase, stats ) => {
	for ( const [ kind, one ] of Object.entries( stats.kinds ) ) {
		const sorted = [ ...one.ms ].sort( ( a, b ) => a - b );
		const errors = Object.entries( one.errors )
			.map( ( [ k, v ] ) => `${ v } ${ k }` )
			.join( ', ' );
		rows.push( {
			phase,
			kind,
			requests:
				sorted.length +
				one.limited +
				Object.values( one.errors ).reduce( ( a, b ) => a + b, 0 ),
			'per s': stats.seconds
				? ( sorted.length / stats.seconds ).toFixed( 1 )
				: '',
			'p50 ms': pct( sorted, 50 ).toFixed( 1 ),
			'p95 ms': pct( sorted, 95 ).toFixed( 1 ),
			'p99 ms': pct( sorted, 99 ).toFixed( 1 ),
			limited: one.limited,
			errors: errors || '0',
		} );
	}
};

const catalog = await php( 'prepare', String( PRODUCTS ) );
catalog.endpoint = new URL( new URL( catalog.endpoint ).pathname, SITE ).href;
catalog.shop = new URL( new URL( catalog.shop ).pathname, SITE ).href;
print(
	`${ catalog.products } products (generated in ${ catalog.generated } s); ${ CLIENTS } clients, ${ SECONDS } s a phase, loopback only.`
);

table( 'steady', await load( catalog, SECONDS ) );

// The same load with a full rebuild underneath, then one shopper until the new index is swapped in.
const rebuild = worker( 'rebuild' );
const rebuildClock = performance.now();
table( 'rebuilding', await load( catalog, SECONDS ) );
table( 'until the swap', await watch( catalog, rebuild.done ) );
const rebuilt = await rebuild.done;
print(
	`Rebuild underneath: exit ${ rebuilt.code }, ${ ( ( performance.now() - rebuildClock ) / 1000 ).toFixed( 0 ) } s; state ${ ( await php( 'progress' ) ).state }.`
);

if ( FAULTS ) {
	/**
	 * Waits until a rebuild has gone through some share of its work.
	 *
	 * @param {number} share 0-1.
	 */
	const until = async ( share ) => {
		for ( let i = 0; i < 600; i++ ) {
			const progress = await php( 'progress' ).catch( () => null );
			if (
				progress &&
				progress.state === 'running' &&
				progress.done >= progress.total * share
			) {
				return progress;
			}
			await sleep( 1000 );
		}
		throw new Error( 'The rebuild did not get going.' );
	};
	const faults = [];

	// A worker killed in the middle of a batch; another one picks the rebuild up.
	let killer = worker( 'rebuild' );
	let watching = watch(
		catalog,
		killer.done.then( () => sleep( 1 ) )
	);
	const before = await until( 0.3 );
	await sleep( 700 );
	killer.kill( 'SIGKILL' );
	await killer.done;
	table( 'worker killed', await watching );
	const resumed = await php( 'resume' );
	faults.push( {
		fault: 'worker killed mid-batch',
		at: `${ before.done }/${ before.total }`,
		ended: resumed.state,
		checksum: await php( 'checksum' ),
	} );

	// The database restarted in the middle of a rebuild.
	killer = worker( 'rebuild' );
	const during = until( 0.3 ).then( async ( progress ) => {
		await run( RESTART_DB[ 0 ], RESTART_DB.slice( 1 ) );
		return progress;
	} );
	watching = watch(
		catalog,
		during.then( () => killer.done )
	);
	const restartedAt = await during;
	const exited = await killer.done;
	table( 'database restarted (outage included)', await watching );
	let after = await php( 'progress' );
	for ( let i = 0; i < 3 && after.state !== 'done'; i++ ) {
		after = await php( 'resume' );
	}
	faults.push( {
		fault: `database restarted mid-rebuild (worker ${ exited.signal ?? 'exit ' + exited.code })`,
		at: `${ restartedAt.done }/${ restartedAt.total }`,
		ended: after.state,
		checksum: await php( 'checksum' ),
	} );

	// A clean rebuild to compare with.
	await php( 'rebuild' );
	const clean = await php( 'checksum' );
	print(
		'\nFaults: the finished index against a clean rebuild (rows and order-independent checksums per table).'
	);
	for ( const one of faults ) {
		const same = Object.keys( clean ).filter(
			( t ) =>
				JSON.stringify( clean[ t ] ) ===
				JSON.stringify( one.checksum[ t ] )
		);
		print(
			`  ${ one.fault } at ${ one.at }: ended ${ one.ended }; tables equal to a clean rebuild: ${ same.length }/${ Object.keys( clean ).length }` +
				( same.length === Object.keys( clean ).length
					? ''
					: ` (differ: ${ Object.keys( clean )
							.filter( ( t ) => ! same.includes( t ) )
							.join( ', ' ) })` )
		);
	}
	print(
		'  clean rebuild rows: ' +
			Object.entries( clean )
				.map( ( [ t, v ] ) => `${ t } ${ v.rows }` )
				.join( ', ' )
	);
}

print( '' );
print( Object.keys( rows[ 0 ] ).join( ' | ' ) );
for ( const row of rows ) {
	print( Object.values( row ).join( ' | ' ) );
}
print(
	'Goals: 0 errors and 0 failed adds in every phase (limited only beyond the configured 600 searches a minute per shopper), the same while the index rebuilds, no empty answer before, during or after the swap; after each fault the rebuild ends done and equals a clean rebuild.'
);
