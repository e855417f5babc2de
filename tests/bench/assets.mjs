/**
 * `npm run bench:assets`: the gzip -9 size of every built entry, with the WordPress script
 * handles it pulls in (their whole dependency closure, as WordPress would print them), next to
 * the reference stacks a storefront page is weighed against: WordPress's React and data layers
 * and, when WooCommerce was supplied, its classic jQuery storefront scripts.
 *
 * Sizes, not timings, so one run is exact. Run `npm run build` first (npm test does).
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import {
	existsSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Builds made here are minified, as `npm run build` makes them; set before any config is read.
process.env.NODE_ENV = 'production';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const build = path.join( root, 'build' );
const cache =
	process.env.SHOPWRIGHT_CACHE ??
	( process.getuid?.() === 0
		? '/var/cache/shopwright'
		: path.join( process.env.HOME ?? '', '.cache/shopwright' ) );
const wordpress = process.env.WP_CORE_DIR ?? path.join( cache, 'wordpress' );
const woocommerce =
	process.env.WOOCOMMERCE_DIR ?? path.join( cache, 'woocommerce' );

const gz = ( file ) => gzipSync( readFileSync( file ), { level: 9 } ).length;
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

function walk( dir ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		const full = path.join( dir, name );
		return statSync( full ).isDirectory() ? walk( full ) : [ full ];
	} );
}

function readPhpArray( file ) {
	return JSON.parse(
		execFileSync(
			'php',
			[ '-r', 'echo json_encode( include $argv[1] );', file ],
			{
				encoding: 'utf8',
			}
		)
	);
}

/**
 * WordPress's registered script handles: file and dependencies, read from its own manifests.
 */
function wordpressHandles() {
	const handles = new Map();
	const packages = path.join(
		wordpress,
		'wp-includes/assets/script-loader-packages.min.php'
	);
	if ( ! existsSync( packages ) ) {
		return null;
	}
	for ( const [ file, asset ] of Object.entries(
		readPhpArray( packages )
	) ) {
		handles.set( 'wp-' + file.replace( /\.min\.js$/, '' ), {
			file: path.join( wordpress, 'wp-includes/js/dist', file ),
			deps: asset.dependencies ?? [],
		} );
	}
	const vendor = path.join( wordpress, 'wp-includes/js/dist/vendor' );
	const vendorHandles = {
		react: [ 'react.min.js', [ 'wp-polyfill' ] ],
		'react-dom': [ 'react-dom.min.js', [ 'react' ] ],
		'react-jsx-runtime': [ 'react-jsx-runtime.min.js', [ 'react' ] ],
		'wp-polyfill': [ 'wp-polyfill.min.js', [] ],
		lodash: [ 'lodash.min.js', [] ],
		moment: [ 'moment.min.js', [] ],
		'regenerator-runtime': [ 'regenerator-runtime.min.js', [] ],
	};
	for ( const [ handle, [ file, deps ] ] of Object.entries(
		vendorHandles
	) ) {
		handles.set( handle, { file: path.join( vendor, file ), deps } );
	}
	handles.set( 'jquery', {
		file: path.join( wordpress, 'wp-includes/js/jquery/jquery.min.js' ),
		deps: [ 'jquery-migrate' ],
	} );
	handles.set( 'jquery-migrate', {
		file: path.join(
			wordpress,
			'wp-includes/js/jquery/jquery-migrate.min.js'
		),
		deps: [],
	} );
	return handles;
}

function closure( handles, start ) {
	const seen = new Set();
	const visit = ( handle ) => {
		if ( seen.has( handle ) || ! handles.has( handle ) ) {
			return;
		}
		seen.add( handle );
		handles.get( handle ).deps.forEach( visit );
	};
	start.forEach( visit );
	return [ ...seen ];
}

function closureBytes( handles, list ) {
	return list.reduce( ( sum, handle ) => {
		const file = handles.get( handle )?.file;
		return sum + ( file && existsSync( file ) ? gz( file ) : 0 );
	}, 0 );
}

if ( ! existsSync( build ) ) {
	process.stderr.write( 'No build/ folder: run `npm run build` first.\n' );
	process.exit( 1 );
}

/**
 * Storefront entries bundle a tree-shaken @wordpress/data. To show their own code apart from that
 * library, each is built once more with every @wordpress/* package left to WordPress, and that
 * build's JavaScript is weighed.
 *
 * @param {Record<string,string>} entries Entry name → source path.
 * @return {Promise<Map<string, number>>} Entry name → gzip -9 bytes of its own code.
 */
async function ownCodeSizes( entries ) {
	const require = createRequire( import.meta.url );
	const webpack = require( 'webpack' );
	const base = require( '@wordpress/scripts/config/webpack.config' );
	const config = Array.isArray( base ) ? base[ 0 ] : base;
	const out = mkdtempSync( path.join( tmpdir(), 'shopwright-own-' ) );
	const skip = new Set( [
		'CopyPlugin',
		'PhpFilePathsPlugin',
		'BlocksManifestPlugin',
	] );
	const compiler = webpack( {
		...config,
		entry: entries,
		output: { ...config.output, path: out, clean: false },
		// The public registry is its own entry, weighed on its own row.
		externalsType: 'window',
		externals: { '@shopwright/data': [ 'shopwright', 'data' ] },
		plugins: config.plugins.filter(
			( plugin ) => plugin && ! skip.has( plugin.constructor.name )
		),
	} );
	await new Promise( ( resolve, reject ) =>
		compiler.run( ( error, stats ) =>
			error || stats.hasErrors()
				? reject( error ?? stats.toString() )
				: resolve()
		)
	);
	const sizes = new Map();
	for ( const name of Object.keys( entries ) ) {
		sizes.set( name, gz( path.join( out, `${ name }.js` ) ) );
	}
	rmSync( out, { recursive: true, force: true } );
	return sizes;
}

const { storefrontEntries = {}, lazyBlockEntries = {} } =
	createRequire( import.meta.url )( path.join( root, 'webpack.config.js' ) )
		.shopwright ?? {};
const ownCode = await ownCodeSizes( storefrontEntries );

const handles = wordpressHandles();
const rows = [];
// Entries a module registers and declares on intent in the blocks' runtime: nothing of them loads
// before the shopper reaches for what they enhance.
const ON_INTENT = new Set( [
	'frontend/mini-cart-drawer',
	'frontend/quick-view',
	'frontend/product-slider',
	'frontend/video-channel-popup',
	'frontend/photo-feed-popup',
] );
// Entries added once their container comes near the viewport (the wallet buttons' script, which
// then loads Stripe.js from Stripe): nothing of them loads on a page scrolled nowhere near one.
const NEAR_VIEWPORT = new Set( [ 'frontend/express-checkout-sheet' ] );
// Printed by WooCommerce only on pages with the Cart or Checkout block, whose scripts it joins.
const WITH_BLOCKS = new Set( [ 'frontend/express-checkout-blocks' ] );

for ( const file of walk( build ).filter( ( f ) => f.endsWith( '.js' ) ) ) {
	const entry = path.relative( build, file ).replace( /\.js$/, '' );
	const assetFile = file.replace( /\.js$/, '.asset.php' );
	const deps = existsSync( assetFile )
		? readPhpArray( assetFile ).dependencies
		: [];
	const dir = path.dirname( file );
	const base = path.basename( entry );
	const css = [ `style-${ base }.css`, `${ base }.css` ]
		.map( ( name ) => path.join( dir, name ) )
		.filter( existsSync );
	const own = gz( file ) + css.reduce( ( sum, f ) => sum + gz( f ), 0 );
	const wpHandles = handles ? closure( handles, deps ) : [];
	const wpBytes = handles ? closureBytes( handles, wpHandles ) : 0;
	let kind = 'editor';
	if ( NEAR_VIEWPORT.has( entry ) ) {
		kind = 'storefront, near viewport';
	} else if ( WITH_BLOCKS.has( entry ) ) {
		kind = 'storefront, cart and checkout blocks';
	} else if ( ON_INTENT.has( entry ) ) {
		kind = 'storefront, on intent';
	} else if ( entry in lazyBlockEntries ) {
		// Loaded by the blocks' runtime once the block is near the viewport or reached for.
		kind = 'storefront, near or on intent';
	} else if ( base === 'view' || entry.startsWith( 'frontend/' ) ) {
		kind = 'storefront, before intent';
	} else if ( entry.startsWith( 'admin/' ) ) {
		kind = 'admin';
	}
	rows.push( { entry, kind, own, deps: wpHandles, wpBytes } );
}

const header = [
	'entry',
	'loads on',
	'JS+CSS gz KB',
	'own JS gz KB',
	'WP handles pulled in',
	'handles gz KB',
	'total gz KB',
];
const table = rows.map( ( row ) => [
	row.entry,
	row.kind,
	kb( row.own ),
	ownCode.has( row.entry ) ? kb( ownCode.get( row.entry ) ) : '=',
	handles ? String( row.deps.length ) : 'n/a',
	handles ? kb( row.wpBytes ) : 'n/a',
	handles ? kb( row.own + row.wpBytes ) : kb( row.own ),
] );

const references = [];
if ( handles ) {
	for ( const handle of [
		'wp-element',
		'wp-data',
		'wp-api-fetch',
		'wp-components',
	] ) {
		const list = closure( handles, [ handle ] );
		references.push( [
			`${ handle } (with its dependencies)`,
			closureBytes( handles, list ),
		] );
	}
}
const wcFiles = [
	'assets/js/frontend/add-to-cart.min.js',
	'assets/js/frontend/add-to-cart-variation.min.js',
	'assets/js/frontend/cart-fragments.min.js',
	'assets/js/frontend/woocommerce.min.js',
	'assets/js/frontend/single-product.min.js',
	'assets/js/frontend/order-attribution.min.js',
	'assets/js/sourcebuster/sourcebuster.min.js',
	'assets/js/jquery-blockui/jquery.blockUI.min.js',
	'assets/js/js-cookie/js.cookie.min.js',
	'assets/js/frontend/cart.min.js',
	'assets/js/flexslider/jquery.flexslider.min.js',
	'assets/js/photoswipe/photoswipe.min.js',
	'assets/js/photoswipe/photoswipe-ui-default.min.js',
].map( ( f ) => path.join( woocommerce, f ) );
if ( handles && wcFiles.every( existsSync ) ) {
	// add-to-cart-variation also needs WordPress's wp-util and underscore.
	const jquery =
		closureBytes( handles, [ 'jquery', 'jquery-migrate' ] ) +
		[ 'wp-includes/js/wp-util.min.js', 'wp-includes/js/underscore.min.js' ]
			.map( ( f ) => path.join( wordpress, f ) )
			.filter( existsSync )
			.reduce( ( sum, f ) => sum + gz( f ), 0 );
	references.push( [
		'WooCommerce classic storefront scripts, with jQuery',
		jquery + wcFiles.reduce( ( sum, f ) => sum + gz( f ), 0 ),
	] );
}

const widths = header.map( ( h, i ) =>
	Math.max( h.length, ...table.map( ( r ) => r[ i ].length ) )
);
const line = ( cells ) =>
	cells
		.map( ( c, i ) =>
			i < 2 ? c.padEnd( widths[ i ] ) : c.padStart( widths[ i ] )
		)
		.join( '  ' );
process.stdout.write(
	`Built entries (gzip -9), WordPress from ${ handles ? wordpress : 'nowhere: run npm start or npm test once' }\n\n`
);
process.stdout.write(
	line( header ) +
		'\n' +
		line( widths.map( ( w ) => '-'.repeat( w ) ) ) +
		'\n'
);
table.forEach( ( r ) => process.stdout.write( line( r ) + '\n' ) );

if ( references.length ) {
	process.stdout.write( '\nReference stacks (gzip -9)\n\n' );
	references.forEach( ( [ name, bytes ] ) =>
		process.stdout.write(
			`${ name.padEnd( 52 ) }${ kb( bytes ).padStart( 8 ) } KB\n`
		)
	);
	const storefront = rows.filter(
		( r ) => r.kind === 'storefront, before intent'
	);
	// WordPress handles several entries share (wp-hooks) load once.
	const shared = [ ...new Set( storefront.flatMap( ( r ) => r.deps ) ) ];
	const beforeIntent =
		storefront.reduce( ( sum, r ) => sum + r.own, 0 ) +
		( handles ? closureBytes( handles, shared ) : 0 );
	process.stdout.write(
		`\nAll storefront scripts before intent together (more than any one page loads: each block's view script only where the block is, popups only where a popup shows): ${ kb(
			beforeIntent
		) } KB\n`
	);
	references.forEach( ( [ name, bytes ] ) =>
		process.stdout.write(
			`  ratio to ${ name }: ${ ( beforeIntent / bytes ).toFixed( 3 ) }\n`
		)
	);
}

// Order attribution: what every storefront page loads, and what checkout and account pages add,
// against WooCommerce's sourcebuster and attribution scripts, which every page loads.
const wcAttribution = [
	'assets/js/sourcebuster/sourcebuster.min.js',
	'assets/js/frontend/order-attribution.min.js',
].map( ( f ) => path.join( woocommerce, f ) );
const ours = ( entry ) => rows.find( ( r ) => r.entry === entry )?.own ?? 0;
if ( wcAttribution.every( existsSync ) && ours( 'frontend/attribution' ) ) {
	const theirs = wcAttribution.reduce( ( sum, f ) => sum + gz( f ), 0 );
	const everyPage = ours( 'frontend/attribution' );
	const checkout = everyPage + ours( 'frontend/attribution-forms' );
	process.stdout.write(
		`\nOrder attribution (gzip -9)\n\n` +
			`${ 'WooCommerce: sourcebuster + order-attribution, every page'.padEnd( 60 ) }${ kb( theirs ).padStart( 8 ) } KB\n` +
			`${ 'Shopwright: attribution, every page'.padEnd( 60 ) }${ kb( everyPage ).padStart( 8 ) } KB  ratio ${ ( everyPage / theirs ).toFixed( 3 ) }\n` +
			`${ 'Shopwright: attribution + forms, checkout and account pages'.padEnd( 60 ) }${ kb( checkout ).padStart( 8 ) } KB  ratio ${ ( checkout / theirs ).toFixed( 3 ) }\n`
	);
}

// What each block puts on a storefront page before the shopper interacts (its view script with
// the WordPress handles it pulls in, its front stylesheet, and any script it prints for intent),
// against what it loads once they reach for it. The goal for a block: at most 3 KB before.
const BLOCK_SCRIPTS = {
	// Their heavier scripts wait in the runtime too, which is on the page before intent.
	'quick-view-button': {
		before: [ 'frontend/quick-view-button', 'frontend/embed-observer' ],
		intent: [ 'frontend/quick-view' ],
	},
	'product-slider': {
		before: [ 'frontend/embed-observer' ],
		intent: [ 'frontend/product-slider' ],
	},
	'mini-cart': {
		before: [ 'frontend/embed-observer' ],
		intent: [ 'frontend/mini-cart-drawer' ],
	},
	// Blocks whose script waits in the runtime: the runtime before, the script once near or reached for.
	...Object.fromEntries(
		Object.keys( lazyBlockEntries ).map( ( entry ) => [
			entry.split( '/' )[ 0 ],
			{
				before: [ 'frontend/embed-observer' ],
				intent: [ entry ],
				lazy: true,
			},
		] )
	),
	// Its script waits in the runtime too; the popup and Load more then load on intent.
	'video-channel': {
		before: [ 'frontend/embed-observer' ],
		intent: [ 'video-channel/view', 'frontend/video-channel-popup' ],
		lazy: true,
	},
	// The tabs wait in the runtime too; the popup, its album carousel and Load more on intent.
	'photo-feed': {
		before: [ 'frontend/embed-observer' ],
		intent: [ 'photo-feed/view', 'frontend/photo-feed-popup' ],
		lazy: true,
	},
};
const entryTotal = ( entry ) => {
	const row = rows.find( ( r ) => r.entry === entry );
	return row ? row.own + row.wpBytes : 0;
};
const blockRows = readdirSync( build )
	.filter( ( dir ) => existsSync( path.join( build, dir, 'block.json' ) ) )
	.map( ( dir ) => {
		const scripts = BLOCK_SCRIPTS[ dir ] ?? { before: [], intent: [] };
		const view = scripts.lazy ? 0 : entryTotal( `${ dir }/view` );
		const style = [ 'style-index.css', 'style-view.css' ]
			.map( ( name ) => path.join( build, dir, name ) )
			.filter( existsSync )
			.reduce( ( sum, f ) => sum + gz( f ), 0 );
		const extra = scripts.before.reduce(
			( sum, entry ) => sum + entryTotal( entry ),
			0
		);
		const intent = scripts.intent.reduce(
			( sum, entry ) => sum + entryTotal( entry ),
			0
		);
		return [ dir, view + extra, style, intent ];
	} );
process.stdout.write(
	'\nPer block on a storefront page (gzip -9, KB; WordPress handles included; goal: 3 KB before interaction)\n\n' +
		`${ 'block'.padEnd( 20 ) }${ 'script before'.padStart( 15 ) }${ 'stylesheet'.padStart( 12 ) }${ 'before, total'.padStart( 15 ) }${ 'on intent'.padStart( 11 ) }  within goal\n`
);
// Features that are not blocks but print their own element: the wallet buttons under a product's
// add to cart button (their CSS is printed inline; "on intent" here is the script added when the
// container nears the viewport, Stripe.js itself not included).
blockRows.push( [
	'express-checkout',
	entryTotal( 'frontend/express-checkout' ),
	0,
	entryTotal( 'frontend/express-checkout-sheet' ),
] );
// The classic cart prints the same container and loader under "Proceed to checkout".
blockRows.push( [
	'express (cart)',
	entryTotal( 'frontend/express-checkout' ),
	0,
	entryTotal( 'frontend/express-checkout-sheet' ),
] );
// The Cart and Checkout blocks get the registration script only (their own script needs
// wp-element, wc-blocks-registry and wc-settings, which those blocks load anyway, so only its
// own bytes count), and their buttons' script when the container nears the viewport.
blockRows.push( [
	'express (blocks)',
	rows.find( ( r ) => r.entry === 'frontend/express-checkout-blocks' )?.own ??
		0,
	0,
	entryTotal( 'frontend/express-checkout-sheet' ),
] );
for ( const [ dir, script, style, intent ] of blockRows ) {
	const before = script + style;
	process.stdout.write(
		`${ dir.padEnd( 20 ) }${ kb( script ).padStart( 15 ) }${ kb( style ).padStart( 12 ) }${ kb( before ).padStart( 15 ) }${ kb( intent ).padStart( 11 ) }  ${ before <= 3 * 1024 ? 'yes' : 'NO' }\n`
	);
}
