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
 *   after five page views from a campaign link, the attribution cookies' count and bytes;
 * - on a landing page with a Product Collection grid and, below the fold, a product slider: the
 *   scripts and stylesheets loaded before any interaction with the quick view and sliders
 *   modules off and on, what the slider loads once scrolled to and left in view, what it loads
 *   once the pointer comes onto it, Chromium's layout-shift entries from the moment the slider's
 *   carousel takes over, and the time from a click on a quick view button to the dialog open and
 *   painted;
 * - on the product slider's demo page, the slider in view from the start: whether React,
 *   react-dom or the carousel load before any interaction, what touching the slider adds, and the
 *   layout shift as the carousel takes over (SHOPWRIGHT_PAGE_WEIGHT=slider: the slider pages alone);
 * - on an article with every widget (a table of contents at the top, share buttons below the
 *   fold): bytes before interaction, what the share buttons add once scrolled to, requests to
 *   other hosts, and the page's cumulative layout shift. SHOPWRIGHT_PAGE_WEIGHT=widgets measures
 *   this page alone, SHOPWRIGHT_PAGE_WEIGHT=shop the archive and the product page alone;
 * - DOM ready and load (the navigation's domContentLoadedEventEnd and loadEventEnd) per page;
 * - SHOPWRIGHT_PAGE_THEME=twentytwentyone measures on that theme (the classic one the sites
 *   get), switched back afterwards.
 *
 * Usage: node tests/bench/page-weight.mjs SITE_URL (tests/bench/page-weight.sh provisions the site).
 */

/**
 * External dependencies
 */
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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
	const simple = products.find( ( product ) => product.type === 'simple' );
	if ( ! variable || ! simple ) {
		throw new Error( 'the demo shop has no variable or no simple product' );
	}
	return [
		[ 'product archive (/shop/)', `${ site }/shop/` ],
		[ `product page (${ variable.name })`, variable.permalink ],
		[ `product page (${ simple.name })`, simple.permalink ],
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
	const timing = await page.evaluate( () => {
		const [ nav ] = performance.getEntriesByType( 'navigation' );
		return nav
			? { ready: nav.domContentLoadedEventEnd, load: nav.loadEventEnd }
			: { ready: 0, load: 0 };
	} );
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
		ready: timing.ready,
		load: timing.load,
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

/**
 * Shows Shopwright's mini cart in the header ('on') or WooCommerce's Mini-Cart block ('off').
 *
 * @param {'on'|'off'} state Which one.
 */
function setMiniCart( state ) {
	if ( toggle ) {
		execSync( `${ toggle } mini-cart ${ state }`, { stdio: 'inherit' } );
	}
}

function setModule( state, modules = 'storefront,attribution' ) {
	if ( toggle ) {
		execSync( `${ toggle } ${ state } ${ modules }`, { stdio: 'inherit' } );
	}
}

const QUICK_VIEW_MODULES = 'quick_view,sliders';

/**
 * Bytes a page loads before any interaction, by kind, and (optionally) what it loads after.
 *
 * @param {import('@playwright/test').Page} page The page, before it navigates.
 */
function countBytes( page ) {
	const totals = { script: 0, stylesheet: 0 };
	const urls = [];
	page.on( 'response', async ( response ) => {
		const type = response.request().resourceType();
		if ( ! ( type in totals ) || ! response.url().startsWith( site ) ) {
			return;
		}
		const body = await response.body().catch( () => Buffer.alloc( 0 ) );
		totals[ type ] += gzipSync( body, { level: 9 } ).length;
		urls.push( response.url() );
	} );
	return { totals, urls };
}

/** A script of React, react-dom or the slider's carousel. */
const REACT_OR_CAROUSEL =
	/\/(react|react-dom)(\.min)?\.js|\/build\/frontend\/product-slider\.js/;

/**
 * Moves the pointer onto the page's product slider and waits for its carousel: the sum of
 * Chromium's layout-shift entries from the moment it began to take over (hydration-shifts.js).
 *
 * @param {import('@playwright/test').Page} page The page, its slider in view.
 */
async function touchSlider( page ) {
	await page.locator( '.wp-block-shopwright-product-slider' ).hover();
	await page.waitForFunction(
		() =>
			document.querySelector( '.wp-block-shopwright-product-slider' )
				?.dataset.carousel === 'ready'
	);
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 500 );
	return {
		shift: ( await page.evaluate( () => window.shopwrightShifts ) ).reduce(
			( sum, value ) => sum + value,
			0
		),
	};
}

/**
 * A cold visit at 1280 × 800 of a page with a product slider, loaded until the network is idle,
 * its bytes counted from the first request and its layout shifts recorded from the moment the
 * carousel begins to take over.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The page.
 */
async function openSliderPage( browser, url ) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
		reducedMotion: 'reduce',
	} );
	const page = await context.newPage();
	const { totals, urls } = countBytes( page );
	await page.addInitScript( {
		path: fileURLToPath(
			new URL( '../e2e/fixtures/hydration-shifts.js', import.meta.url )
		),
	} );
	await page.goto( url, { waitUntil: 'load' } );
	await page.waitForLoadState( 'networkidle' );
	return { context, page, totals, urls };
}

/**
 * One cold visit of the demo page of the product slider at 1280 × 800, the slider in view from
 * the start: what loads before any interaction (waiting as long as a shopper reading it might),
 * and what the pointer coming onto the slider adds.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The page.
 */
async function visitSliderInView( browser, url ) {
	const { context, page, totals, urls } = await openSliderPage(
		browser,
		url
	);
	await page.waitForTimeout( 2000 );
	const inView = await page
		.locator( '.wp-block-shopwright-product-slider' )
		.evaluate(
			( element ) =>
				element.getBoundingClientRect().top < window.innerHeight
		);
	const before = { ...totals, urls: [ ...urls ] };
	const { shift } = await touchSlider( page );
	const after = urls.slice( before.urls.length );
	await context.close();
	return {
		inView,
		before,
		reactBefore: before.urls.filter( ( u ) => REACT_OR_CAROUSEL.test( u ) ),
		touched: {
			script: totals.script - before.script,
			stylesheet: totals.stylesheet - before.stylesheet,
			react: after.filter( ( u ) => REACT_OR_CAROUSEL.test( u ) ),
		},
		shift,
	};
}

/**
 * One cold visit of the slider and quick view page at 1280 × 800: bytes before interaction; with
 * the modules on, the slider's bytes once scrolled to, its layout shift as it takes over, and the
 * time from a click on a quick view button to the open, painted dialog.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The page.
 * @param {boolean}                            full    Scroll and click too (modules on).
 */
async function visitSliderPage( browser, url, full ) {
	const { context, page, totals, urls } = await openSliderPage(
		browser,
		url
	);
	await page.waitForTimeout( 1000 );
	const before = { ...totals, urls: [ ...urls ] };
	if ( ! full ) {
		await context.close();
		return { before };
	}

	// Scrolled to and left in view: what loads without the shopper touching it.
	const slider = page.locator( '.wp-block-shopwright-product-slider' );
	await slider.scrollIntoViewIfNeeded();
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 1500 );
	const seen = {
		script: totals.script - before.script,
		stylesheet: totals.stylesheet - before.stylesheet,
		urls: urls.slice( before.urls.length ),
	};
	// Then the pointer comes onto it.
	const touched = await touchSlider( page );
	const slide = {
		seen,
		script: totals.script - before.script,
		stylesheet: totals.stylesheet - before.stylesheet,
		shift: touched.shift,
	};

	// From the press on the first quick view button of the grid to the first frame painted
	// with the dialog open and filled.
	const button = page.locator( '.shopwright-quick-view-button' ).first();
	await button.scrollIntoViewIfNeeded();
	await page.evaluate( () => {
		window.__openedIn = new Promise( ( resolve ) => {
			document.addEventListener(
				'pointerdown',
				() => {
					const start = performance.now();
					const check = () => {
						const dialog = document.querySelector(
							'[role="dialog"][aria-busy="false"]'
						);
						if ( dialog && dialog.getClientRects().length ) {
							// The frame after the one the dialog was laid out in is painted.
							window.requestAnimationFrame( () =>
								setTimeout( () =>
									resolve( performance.now() - start )
								)
							);
							return;
						}
						window.requestAnimationFrame( check );
					};
					window.requestAnimationFrame( check );
				},
				{ once: true, capture: true }
			);
		} );
	} );
	await button.click();
	const opened = await page.evaluate( () => window.__openedIn );
	await context.close();
	return { before, slide, opened };
}

/**
 * One cold visit of a page of blocks (the widgets or the media page) at 1280 × 800: bytes before
 * interaction, the requests to any other host, what scrolling to its last block adds, and the
 * layout shift of the whole visit.
 *
 * @param {import('@playwright/test').Browser} browser The browser.
 * @param {string}                             url     The page.
 * @param {string}                             last    Selector of the block scrolled to.
 */
async function visitBlocksPage( browser, url, last ) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
	} );
	const page = await context.newPage();
	const { totals, urls } = countBytes( page );
	const elsewhere = [];
	page.on( 'request', ( request ) => {
		// data: and blob: addresses are made in the page, not fetched.
		if (
			/^https?:/.test( request.url() ) &&
			! request.url().startsWith( site )
		) {
			elsewhere.push( request.url() );
		}
	} );
	await page.addInitScript( () => {
		// Every shift, and those of elements in or after a Shopwright block (a block that grows
		// pushes what follows it).
		window.shopwrightLayoutShift = { all: 0, ours: 0 };
		const ours = ( node ) => {
			const first = document.querySelector(
				'[class*="wp-block-shopwright-"]'
			);
			return (
				node instanceof window.Element &&
				first !== null &&
				( first.contains( node ) ||
					// eslint-disable-next-line no-bitwise
					( first.compareDocumentPosition( node ) &
						window.Node.DOCUMENT_POSITION_FOLLOWING ) !==
						0 )
			);
		};
		new window.PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( ! entry.hadRecentInput ) {
					window.shopwrightLayoutShift.all += entry.value;
					if (
						entry.sources.some( ( source ) => ours( source.node ) )
					) {
						window.shopwrightLayoutShift.ours += entry.value;
					}
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.goto( url, { waitUntil: 'load' } );
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 1000 );
	const before = { ...totals, urls: [ ...urls ] };
	await page.locator( last ).last().scrollIntoViewIfNeeded();
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 500 );
	const result = {
		before,
		near: {
			script: totals.script - before.script,
			urls: urls.slice( before.urls.length ),
		},
		elsewhere,
		shift: await page.evaluate( () => window.shopwrightLayoutShift ),
	};
	await context.close();
	return result;
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
const only = process.env.SHOPWRIGHT_PAGE_WEIGHT ?? '';
// "shop": the archive and the product page alone (and the cookies), no block pages.
const shopOnly = only === 'shop';
// "slider": the two slider pages alone.
const sliderOnly = only === 'slider';
const blocksOnly = only !== '' && ! shopOnly && ! sliderOnly;
// SHOPWRIGHT_PAGE_THEME=twentytwentyone: the same pages on that (classic) theme.
const theme = process.env.SHOPWRIGHT_PAGE_THEME ?? '';
let previousTheme = '';
if ( theme && toggle ) {
	previousTheme = execSync( `${ toggle } theme ${ theme }`, {
		encoding: 'utf8',
	} ).trim();
}
const pages = blocksOnly || sliderOnly ? [] : await findPages();
/*
 * The pages of blocks: what the toggle calls to make each, its module, the block scrolled to last
 * and what the page holds.
 */
const BLOCK_PAGES = [
	{
		name: 'widgets',
		make: 'widgets-page',
		module: 'widgets',
		last: '.wp-block-shopwright-share-buttons',
		holds: 'slides, table of contents, countdown, portfolio and share buttons',
	},
	{
		name: 'media',
		make: 'media-page',
		module: 'media',
		last: '.wp-block-shopwright-pdf',
		holds: 'video channel, photo feed, two photo albums, NFT gallery, locked content and a PDF',
	},
].filter( ( blocks ) => only === '' || only === blocks.name );
const inViewResults = [];
const blockRuns = [];
const results = [];
const cookieResults = [];
const sliderResults = {};
let sliderPage = '';
const CAMPAIGN =
	'?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale&utm_content=hero-banner&utm_term=linen+shirts';
try {
	for ( const blocks of BLOCK_PAGES ) {
		const url = execSync( `${ toggle } ${ blocks.make }`, {
			encoding: 'utf8',
		} ).trim();
		setModule( 'on', blocks.module );
		await visitBlocksPage( browser, url, blocks.last ); // Warm-up.
		const runs = [];
		for ( let run = 0; run < RUNS; run++ ) {
			runs.push( await visitBlocksPage( browser, url, blocks.last ) );
		}
		blockRuns.push( { ...blocks, url, runs } );
	}
	for ( const [ mode, state ] of blocksOnly || sliderOnly
		? []
		: [
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
	sliderPage =
		blocksOnly || shopOnly
			? ''
			: execSync( `${ toggle } page`, { encoding: 'utf8' } ).trim();
	setModule( 'on' );
	for ( const state of blocksOnly || shopOnly ? [] : [ 'off', 'on' ] ) {
		setModule( state, QUICK_VIEW_MODULES );
		await visitSliderPage( browser, sliderPage, false ); // Warm-up.
		const runs = [];
		for ( let run = 0; run < Math.max( RUNS, 5 ); run++ ) {
			runs.push(
				await visitSliderPage( browser, sliderPage, 'on' === state )
			);
		}
		sliderResults[ state ] = runs;
	}
	/*
	 * The demo shop shows Shopwright's mini cart in its header; a store that keeps WooCommerce's
	 * Mini-Cart block (the default) gets that block's React with it, whatever the slider does.
	 */
	for ( const [ header, swap ] of blocksOnly || shopOnly
		? []
		: [
				[ "Shopwright's mini cart (the demo shop's setting)", 'on' ],
				[ "WooCommerce's Mini-Cart block (the default)", 'off' ],
			] ) {
		setMiniCart( swap );
		const inView = `${ site }/shopwright-product-slider/`;
		await visitSliderInView( browser, inView ); // Warm-up.
		const runs = [];
		for ( let run = 0; run < Math.max( RUNS, 5 ); run++ ) {
			runs.push( await visitSliderInView( browser, inView ) );
		}
		inViewResults.push( { header, runs } );
	}
} finally {
	setModule( 'on' );
	setModule( 'on', QUICK_VIEW_MODULES );
	setMiniCart( 'on' );
	if ( previousTheme && previousTheme !== theme ) {
		execSync( `${ toggle } theme ${ previousTheme }`, { stdio: 'ignore' } );
	}
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
		ready: median( runs.map( ( r ) => r.ready ) ).toFixed( 0 ),
		load: median( runs.map( ( r ) => r.load ) ).toFixed( 0 ),
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
	[ 'ready', 'DOM ready (ms)' ],
	[ 'load', 'load (ms)' ],
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
	`\nPage weight on ${ site }${ theme ? ` with the theme ${ theme }` : '' } (median of ${ RUNS } cold loads after a warm-up, empty cart, Chromium ${ browser.version?.() ?? '' })\n`
);
if ( rows.length ) {
	print( line( columns.map( ( [ , title ] ) => title ) ) );
	print( line( widths.map( ( width ) => '-'.repeat( width ) ) ) );
	rows.forEach( ( row ) =>
		print( line( columns.map( ( [ key ] ) => row[ key ] ) ) )
	);
}

for ( const { name, url, holds, last, runs } of blockRuns ) {
	const mid = ( pick ) => median( runs.map( pick ) );
	const first = runs[ 0 ];
	print(
		`\n${ name[ 0 ].toUpperCase() }${ name.slice( 1 ) } page (${ url }): ${ holds }, 1280 × 800, median of ${ runs.length } cold visits`
	);
	print(
		`  before interaction: JS ${ kb( mid( ( r ) => r.before.script ) ) } KB, CSS ${ kb( mid( ( r ) => r.before.stylesheet ) ) } KB gz (the whole page, theme included)`
	);
	print(
		`  Shopwright scripts before interaction: ${
			first.before.urls
				.filter( ( u ) => u.includes( OURS ) && /\.js(\?|$)/.test( u ) )
				.map( ( u ) =>
					new URL( u ).pathname.replace( /^.*\/build\//, '' )
				)
				.join( ', ' ) || 'none'
		}`
	);
	print(
		`  added once ${ last } is scrolled to: JS ${ kb( mid( ( r ) => r.near.script ) ) } KB gz (${ first.near.urls.map( ( u ) => new URL( u ).pathname.replace( /^.*\/build\//, '' ) ).join( ', ' ) || 'nothing' })`
	);
	print(
		`  requests to other hosts: ${ Math.max( ...runs.map( ( r ) => r.elsewhere.length ) ) }${ first.elsewhere.length ? ` (${ first.elsewhere.join( ', ' ) })` : '' }`
	);
	print(
		`  cumulative layout shift, the whole page: worst ${ Math.max( ...runs.map( ( r ) => r.shift.all ) ).toFixed( 4 ) }; of the blocks and what follows them: worst ${ Math.max( ...runs.map( ( r ) => r.shift.ours ) ).toFixed( 4 ) }`
	);
}

if ( cookieResults.length ) {
	print(
		'\nAttribution cookies after five page views from a campaign link (as the browser sends them)'
	);
}
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

if ( pages.length ) {
	print( '\nRatios (modules on / modules off, same page, gzip -9)' );
}
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

if ( sliderResults.on ) {
	const { off, on } = sliderResults;
	const mid = ( runs, pick ) => median( runs.map( pick ) );
	const bytes = ( runs, kind ) => mid( runs, ( r ) => r.before[ kind ] );
	print(
		`\nSlider and quick view page (${ sliderPage }), 1280 × 800, median of ${ on.length } cold visits`
	);
	print(
		`  before interaction, modules off: JS ${ kb( bytes( off, 'script' ) ) } KB, CSS ${ kb( bytes( off, 'stylesheet' ) ) } KB gz`
	);
	print(
		`  before interaction, modules on:  JS ${ kb( bytes( on, 'script' ) ) } KB, CSS ${ kb( bytes( on, 'stylesheet' ) ) } KB gz`
	);
	print(
		`  added by quick view and the slider before interaction: JS ${ kb(
			bytes( on, 'script' ) - bytes( off, 'script' )
		) } KB, CSS ${ kb(
			bytes( on, 'stylesheet' ) - bytes( off, 'stylesheet' )
		) } KB gz (goal for quick view: at most 2 KB)`
	);
	const carousel = on[ 0 ].before.urls.some( ( u ) =>
		/frontend\/product-slider\.js/.test( u )
	);
	print(
		`  carousel script before the slider nears the viewport: ${ carousel ? 'loaded' : 'not loaded' }`
	);
	const seenReact = on.filter( ( r ) =>
		r.slide.seen.urls.some( ( u ) => REACT_OR_CAROUSEL.test( u ) )
	).length;
	print(
		`  loaded once the slider is scrolled to and left in view 1.5 s: JS ${ kb( mid( on, ( r ) => r.slide.seen.script ) ) } KB, CSS ${ kb( mid( on, ( r ) => r.slide.seen.stylesheet ) ) } KB gz; React or the carousel in ${ seenReact } of ${ on.length } visits`
	);
	print(
		`  loaded once scrolled to and then touched (pointer onto it), in all: JS ${ kb( mid( on, ( r ) => r.slide.script ) ) } KB, CSS ${ kb( mid( on, ( r ) => r.slide.stylesheet ) ) } KB gz`
	);
	print(
		`  layout shift as the carousel takes over (sum of Chromium's entries): worst ${ Math.max(
			...on.map( ( r ) => r.slide.shift )
		).toFixed( 4 ) }`
	);
	const times = on.map( ( r ) => r.opened );
	print(
		`  click on a quick view button to the dialog open and painted: median ${ median( times ).toFixed( 0 ) } ms (runs: ${ times.map( ( t ) => t.toFixed( 0 ) ).join( ', ' ) })`
	);
}

for ( const { header, runs } of inViewResults ) {
	const mid = ( pick ) => median( runs.map( pick ) );
	const withReact = runs.filter( ( r ) => r.reactBefore.length ).length;
	print(
		`\nDemo page of the product slider (${ site }/shopwright-product-slider/), header with ${ header }, slider in view on load (${ runs.filter( ( r ) => r.inView ).length } of ${ runs.length } visits), 1280 × 800, median of ${ runs.length } cold visits`
	);
	print(
		`  before interaction (2 s after the network is quiet): JS ${ kb( mid( ( r ) => r.before.script ) ) } KB, CSS ${ kb( mid( ( r ) => r.before.stylesheet ) ) } KB gz`
	);
	print(
		`  React, react-dom or the carousel before interaction: in ${ withReact } of ${ runs.length } visits${ withReact ? ` (${ [ ...new Set( runs.flatMap( ( r ) => r.reactBefore.map( ( u ) => u.replace( /^.*\/|\?.*$/g, '' ) ) ) ) ].join( ', ' ) })` : '' }`
	);
	print(
		`  added once touched (pointer onto the slider): JS ${ kb( mid( ( r ) => r.touched.script ) ) } KB, CSS ${ kb( mid( ( r ) => r.touched.stylesheet ) ) } KB gz; React, react-dom and the carousel then in ${ runs.filter( ( r ) => r.touched.react.length >= 3 ).length } of ${ runs.length } visits`
	);
	print(
		`  layout shift as the carousel takes over (sum of Chromium's entries): worst ${ Math.max(
			...runs.map( ( r ) => r.shift )
		).toFixed( 4 ) }`
	);
}
