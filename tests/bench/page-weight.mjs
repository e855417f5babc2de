/**
 * Page weight of the demo shop with WooCommerce's classic scripts (storefront and attribution
 * modules off) and with Shopwright's (both on), measured side by side in one run in Debian's
 * Chromium.
 *
 * For each page and mode, from a cold browser context with an empty cart:
 * - scripts: requests and bytes (as served and gzip -9, the way bench:assets weighs them);
 * - requests to PHP after the page itself (Store API, wc-ajax, admin-ajax, REST …) until the
 *   network has been quiet for two seconds;
 * - the longest script run inside a long animation frame (Chromium's LoAF timing) per origin of
 *   the script: ours, WooCommerce's, WordPress's;
 * - order attribution's scripts (WooCommerce's sourcebuster and attribution scripts, or ours) and,
 *   after five page views from a campaign link, the attribution cookies' count and bytes.
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
				url: address,
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
		attributionGzip: sum(
			( s ) =>
				/sourcebuster|order-attribution|frontend\/attribution/.test(
					s.url
				),
			'gzip'
		),
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

/**
 * The attribution cookies after a visitor lands from a campaign link and views four more pages.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string[]}                           urls    Five addresses, the first with the campaign's parameters.
 */
async function attributionCookies( browser, urls ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	for ( const url of urls ) {
		await page.goto( url, { waitUntil: 'load' } );
		await page.waitForLoadState( 'networkidle' );
	}
	const cookies = ( await context.cookies() ).filter( ( cookie ) =>
		/^(sbjs_|shopwright_attribution)/.test( cookie.name )
	);
	await context.close();
	return {
		count: cookies.length,
		// As the browser sends them: name=value, joined by "; ".
		bytes: cookies
			.map( ( cookie ) => `${ cookie.name }=${ cookie.value }` )
			.join( '; ' ).length,
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
const cookieResults = [];
const CAMPAIGN =
	'?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale&utm_content=hero-banner&utm_term=linen+shirts';
try {
	for ( const [ mode, state ] of [
		[ 'WooCommerce scripts (modules off)', 'off' ],
		[ 'Shopwright (modules on)', 'on' ],
	] ) {
		setModule( state );
		const [ archive, product ] = pages.map( ( [ , url ] ) => url );
		cookieResults.push( {
			mode,
			...( await attributionCookies( browser, [
				archive + CAMPAIGN,
				product,
				archive,
				`${ site }/`,
				product,
			] ) ),
		} );
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
		attribution: kb( last.attributionGzip ),
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
	[ 'attribution', 'attribution gz KB' ],
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

print(
	'\nAttribution cookies after five page views from a campaign link (as the browser sends them)'
);
for ( const { mode, count, bytes } of cookieResults ) {
	print(
		`  ${ mode.padEnd( 36 ) }${ String( count ).padStart( 3 ) } cookies  ${ String( bytes ).padStart( 5 ) } bytes`
	);
}
if ( cookieResults[ 0 ]?.bytes ) {
	print(
		`  ratio on / off: ${ ( cookieResults[ 1 ].bytes / cookieResults[ 0 ].bytes ).toFixed( 3 ) }`
	);
}

print( '\nRatios (modules on / modules off, same page, gzip -9)' );
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
