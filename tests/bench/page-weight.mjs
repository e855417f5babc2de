/**
 * Page weight of the demo shop with WooCommerce's classic scripts (storefront module off) and with
 * Shopwright's storefront module on, measured side by side in one run in Debian's Chromium.
 *
 * For each page and mode, from a cold browser context with an empty cart:
 * - scripts: requests and bytes (as served and gzip -9, the way bench:assets weighs them);
 * - requests to PHP after the page itself (Store API, wc-ajax, admin-ajax, REST …) until the
 *   network has been quiet for two seconds;
 * - the longest script run inside a long animation frame (Chromium's LoAF timing) per origin of
 *   the script: ours, WooCommerce's, WordPress's.
 *
 * Usage: node tests/bench/page-weight.mjs SITE_URL (tests/bench/page-weight.sh provisions the site).
 */

/**
 * External dependencies
 */
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const site = ( process.argv[ 2 ] ?? 'http://localhost:8895' ).replace(
	/\/$/,
	''
);
const toggle = process.env.SHOPWRIGHT_TOGGLE;
const RUNS = Number( process.env.SHOPWRIGHT_PAGE_RUNS ?? 3 );
const STATIC =
	/\.(js|mjs|css|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf)(\?|$)/i;

const OURS = '/wp-content/plugins/shopwright/';
const WOO = '/wp-content/plugins/woocommerce/';
const owner = ( url ) => {
	if ( url.includes( OURS ) ) {
		return 'shopwright';
	}
	if ( url.includes( WOO ) ) {
		return 'woocommerce';
	}
	return url.includes( '/wp-includes/' ) ? 'wordpress' : 'other';
};

async function findPages() {
	const response = await fetch(
		`${ site }/wp-json/wc/store/v1/products?per_page=50`
	);
	const products = await response.json();
	const variable = products.find(
		( product ) => product.type === 'variable'
	);
	if ( ! variable ) {
		throw new Error( 'the demo shop has no variable product' );
	}
	return [
		[ 'product archive (/shop/)', `${ site }/shop/` ],
		[ `product page (${ variable.name })`, variable.permalink ],
	];
}

async function measure( browser, url ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const scripts = new Map();
	const php = [];
	let documentSeen = false;
	page.on( 'response', async ( response ) => {
		const request = response.request();
		const address = request.url();
		if ( ! address.startsWith( site ) ) {
			return;
		}
		if ( request.resourceType() === 'script' ) {
			const body = await response.body().catch( () => Buffer.alloc( 0 ) );
			scripts.set( address, {
				owner: owner( address ),
				raw: body.length,
				gzip: gzipSync( body, { level: 9 } ).length,
			} );
		} else if ( ! STATIC.test( new URL( address ).pathname ) ) {
			if ( request.resourceType() === 'document' && ! documentSeen ) {
				documentSeen = true;
			} else {
				php.push(
					`${ request.method() } ${ address.slice( site.length ) }`
				);
			}
		}
	} );
	await page.addInitScript( () => {
		window.__loaf = [];
		try {
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					window.__loaf.push( {
						duration: entry.duration,
						scripts: ( entry.scripts ?? [] ).map( ( script ) => ( {
							url: script.sourceURL,
							duration: script.duration,
						} ) ),
					} );
				}
			} ).observe( { type: 'long-animation-frame', buffered: true } );
		} catch {}
	} );
	await page.goto( url, { waitUntil: 'load' } );
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 2000 );
	const frames = await page.evaluate( () => window.__loaf );
	await context.close();

	const longest = { shopwright: 0, woocommerce: 0, wordpress: 0, other: 0 };
	for ( const frame of frames ) {
		for ( const script of frame.scripts ) {
			const who = owner( script.url ?? '' );
			longest[ who ] = Math.max( longest[ who ], script.duration );
		}
	}
	const sum = ( filter, key ) =>
		[ ...scripts.values() ]
			.filter( filter )
			.reduce( ( total, script ) => total + script[ key ], 0 );
	return {
		scripts: scripts.size,
		raw: sum( () => true, 'raw' ),
		gzip: sum( () => true, 'gzip' ),
		oursGzip: sum( ( s ) => s.owner === 'shopwright', 'gzip' ),
		wooGzip: sum( ( s ) => s.owner === 'woocommerce', 'gzip' ),
		jquery: [ ...scripts.keys() ].some( ( address ) =>
			/\/jquery(\.min)?\.js/.test( address )
		),
		react: [ ...scripts.keys() ].some( ( address ) =>
			/\/react(-dom)?(\.min)?\.js/.test( address )
		),
		php,
		longest,
		longFrames: frames.filter( ( frame ) => frame.duration > 50 ).length,
	};
}

const print = ( text = '' ) => process.stdout.write( `${ text }\n` );
const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

function setModule( state ) {
	if ( toggle ) {
		execSync( `${ toggle } ${ state }`, { stdio: 'inherit' } );
	}
}

const browser = await chromium.launch( {
	executablePath: process.env.SHOPWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-dev-shm-usage',
		'--disable-background-networking',
		'--disable-component-update',
		'--no-first-run',
	],
} );
const pages = await findPages();
const results = [];
try {
	for ( const [ mode, state ] of [
		[ 'WooCommerce scripts (module off)', 'off' ],
		[ 'Shopwright storefront (module on)', 'on' ],
	] ) {
		setModule( state );
		for ( const [ name, url ] of pages ) {
			await measure( browser, url ); // Warms PHP's opcode cache; not counted.
			const runs = [];
			for ( let run = 0; run < RUNS; run++ ) {
				runs.push( await measure( browser, url ) );
			}
			results.push( { mode, state, name, runs } );
		}
	}
} finally {
	setModule( 'on' );
	await browser.close();
}

const rows = results.map( ( { mode, name, runs } ) => {
	const last = runs[ runs.length - 1 ];
	return {
		page: name,
		mode,
		scripts: String( last.scripts ),
		raw: kb( last.raw ),
		gzip: kb( last.gzip ),
		ours: kb( last.oursGzip ),
		woo: kb( last.wooGzip ),
		jquery: last.jquery ? 'yes' : 'no',
		react: last.react ? 'yes' : 'no',
		php: String( median( runs.map( ( r ) => r.php.length ) ) ),
		ourTask: median( runs.map( ( r ) => r.longest.shopwright ) ).toFixed(
			0
		),
		longFrames: String( median( runs.map( ( r ) => r.longFrames ) ) ),
		phpList: last.php,
		gzipBytes: last.gzip,
		oursBytes: last.oursGzip,
	};
} );
const columns = [
	[ 'page', 'page' ],
	[ 'mode', 'mode' ],
	[ 'scripts', 'JS requests' ],
	[ 'raw', 'JS KB' ],
	[ 'gzip', 'JS gz KB' ],
	[ 'ours', 'Shopwright gz KB' ],
	[ 'woo', 'WooCommerce gz KB' ],
	[ 'jquery', 'jQuery' ],
	[ 'react', 'React' ],
	[ 'php', 'PHP requests after load' ],
	[ 'ourTask', 'longest Shopwright script in a long frame (ms)' ],
	[ 'longFrames', 'frames > 50 ms' ],
];
const widths = columns.map( ( [ key, title ] ) =>
	Math.max( title.length, ...rows.map( ( row ) => row[ key ].length ) )
);
const line = ( cells ) =>
	cells
		.map( ( cell, index ) =>
			index < 2
				? cell.padEnd( widths[ index ] )
				: cell.padStart( widths[ index ] )
		)
		.join( '  ' );
print(
	`\nPage weight on ${ site } (median of ${ RUNS } cold loads after a warm-up, empty cart, Chromium ${ browser.version?.() ?? '' })\n`
);
print( line( columns.map( ( [ , title ] ) => title ) ) );
print( line( widths.map( ( width ) => '-'.repeat( width ) ) ) );
rows.forEach( ( row ) =>
	print( line( columns.map( ( [ key ] ) => row[ key ] ) ) )
);

print( '\nRatios (module on / module off, same page, gzip -9)' );
for ( const [ name ] of pages ) {
	const off = rows.find(
		( row ) => row.page === name && row.mode.includes( 'off' )
	);
	const on = rows.find(
		( row ) => row.page === name && row.mode.includes( 'on' )
	);
	print(
		`  ${ name }: all page JS ${ ( on.gzipBytes / off.gzipBytes ).toFixed( 3 ) }; ` +
			`Shopwright's storefront JS / WooCommerce's page JS with the module off ${ (
				on.oursBytes / off.gzipBytes
			).toFixed( 3 ) }`
	);
	if ( on.phpList.length || off.phpList.length ) {
		print(
			`    PHP after load, off: ${ off.phpList.join( ', ' ) || 'none' }`
		);
		print(
			`    PHP after load, on:  ${ on.phpList.join( ', ' ) || 'none' }`
		);
	}
}
