/**
 * Two builds:
 * - blocks (found from their block.json under blocks/, see --webpack-src-dir in package.json),
 *   the admin app and editor scripts, with every @wordpress/* package taken from WordPress;
 * - storefront scripts under src/frontend/, which run before any shopper intent: these bundle the
 *   few pieces of @wordpress/data they use (tree-shaken, no React) instead of pulling WordPress's
 *   whole wp-data handle and its React dependency onto the page.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const scriptConfig = Array.isArray( defaultConfig )
	? defaultConfig[ 0 ]
	: defaultConfig;

const editorEntries = {
	'admin/settings': './src/admin/index.tsx',
	'admin/attribution-report': './src/admin/attribution-report/index.tsx',
	'admin/popups-list': './src/admin/popups-list/index.ts',
	'editor/popup-settings': './src/editor/popup-settings/index.tsx',
	'editor/cart-placeholder': './src/editor/cart-placeholder/index.tsx',
};

const storefrontEntries = {
	'frontend/attribution': './src/frontend/attribution/index.ts',
	'frontend/attribution-forms': './src/frontend/attribution/forms.ts',
	'frontend/data': './src/frontend/data/index.ts',
	'frontend/popups': './src/frontend/popups/index.ts',
	'frontend/storefront': './src/frontend/storefront/index.ts',
	'frontend/mini-cart-drawer': './blocks/mini-cart/drawer/index.ts',
	'frontend/product-slider': './blocks/product-slider/slider/hydrate.tsx',
	'frontend/quick-view': './src/frontend/quick-view/index.ts',
	'frontend/quick-view-button': './src/frontend/quick-view/button.ts',
	'frontend/embed-observer': './src/frontend/embed-observer/index.ts',
	'frontend/media-auto-pause': './src/frontend/media-auto-pause/index.ts',
	'frontend/express-checkout': './src/frontend/express-checkout/index.ts',
	'frontend/express-checkout-sheet':
		'./src/frontend/express-checkout/sheet.ts',
	'frontend/express-checkout-blocks':
		'./src/frontend/express-checkout/blocks.ts',
	// Blocks' heavier front-end code, in their own folders, that needs the storefront build.
	'frontend/video-channel-popup': './blocks/video-channel/popup/index.ts',
	'frontend/photo-feed-popup': './blocks/photo-feed/popup/index.ts',
	'frontend/template-scroll': './src/frontend/template-scroll/index.ts',
};

// Block view scripts the blocks' runtime loads: every block folder whose block.json says how its
// view script loads ("shopwright": { "loading": "eager" | "near" | "intent" }, read by
// BlockRuntime::declare_block() in PHP) gets an entry <folder>/view from its view.ts. block.json
// does not name them as view scripts, which WordPress would print at once.
const BLOCK_LOADINGS = [ 'eager', 'near', 'intent' ];
const lazyBlockEntries = Object.fromEntries(
	fs
		.readdirSync( path.join( __dirname, 'blocks' ) )
		.filter( ( folder ) =>
			fs.existsSync(
				path.join( __dirname, 'blocks', folder, 'block.json' )
			)
		)
		.flatMap( ( folder ) => {
			const metadata = JSON.parse(
				fs.readFileSync(
					path.join( __dirname, 'blocks', folder, 'block.json' ),
					'utf8'
				)
			);
			const loading = metadata.shopwright?.loading;
			if ( loading === undefined ) {
				return [];
			}
			if ( ! BLOCK_LOADINGS.includes( loading ) ) {
				throw new Error(
					`blocks/${ folder }/block.json: "shopwright": { "loading" } must be one of ${ BLOCK_LOADINGS.join( ', ' ) }, not ${ JSON.stringify( loading ) }.`
				);
			}
			if (
				! fs.existsSync(
					path.join( __dirname, 'blocks', folder, 'view.ts' )
				)
			) {
				throw new Error(
					`blocks/${ folder }/block.json declares how its view script loads, but blocks/${ folder }/view.ts does not exist.`
				);
			}
			return [ [ `${ folder }/view`, `./blocks/${ folder }/view.ts` ] ];
		} )
);

// @wordpress/data and the small packages its store core needs; nothing that brings React.
const BUNDLED_ON_STOREFRONT = new Set( [
	'@wordpress/data',
	'@wordpress/compose',
	'@wordpress/deprecated',
	'@wordpress/private-apis',
	'@wordpress/redux-routine',
	'@wordpress/is-shallow-equal',
	'@wordpress/priority-queue',
] );

// The page's public store registry: one script (frontend/data) that the bundles owning a store
// depend on, instead of a copy in each.
const PUBLIC_DATA = '@shopwright/data';

// The page's one embed observer (frontend/embed-observer), which embed blocks' view scripts
// register with instead of each bundling an observer of its own.
const EMBED_OBSERVER = '@shopwright/embed-observer';

const blocksAndEditor = {
	...scriptConfig,
	entry: async () => ( {
		...( typeof scriptConfig.entry === 'function'
			? await scriptConfig.entry()
			: scriptConfig.entry ),
		...editorEntries,
		...lazyBlockEntries,
	} ),
	output: {
		...scriptConfig.output,
		// The storefront build writes build/frontend/; cleaning must not delete its files.
		clean: { keep: /^(fonts|images|frontend)\// },
	},
	plugins: [
		...scriptConfig.plugins.filter(
			( plugin ) =>
				plugin &&
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		// In place of wp-scripts' own instance, and like it only while externals are on.
		! process.env.WP_NO_EXTERNALS &&
			new DependencyExtractionWebpackPlugin( {
				requestToExternal: ( request ) =>
					request === EMBED_OBSERVER
						? [ 'shopwright', 'embeds' ]
						: undefined,
				requestToHandle: ( request ) =>
					request === EMBED_OBSERVER
						? 'shopwright-embed-observer'
						: undefined,
			} ),
	].filter( Boolean ),
};

const blockOnlyPlugins = new Set( [
	'CopyPlugin',
	'PhpFilePathsPlugin',
	'BlocksManifestPlugin',
	'DependencyExtractionWebpackPlugin',
] );

const storefront = {
	...scriptConfig,
	name: 'storefront',
	entry: storefrontEntries,
	output: { ...scriptConfig.output, clean: false },
	plugins: [
		...scriptConfig.plugins.filter(
			( plugin ) =>
				plugin && ! blockOnlyPlugins.has( plugin.constructor.name )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) => {
				if ( request === PUBLIC_DATA ) {
					return [ 'shopwright', 'data' ];
				}
				return BUNDLED_ON_STOREFRONT.has( request ) ? false : undefined;
			},
			requestToHandle: ( request ) =>
				request === PUBLIC_DATA ? 'shopwright-data' : undefined,
		} ),
	],
};

module.exports = [
	blocksAndEditor,
	storefront,
	...( Array.isArray( defaultConfig ) ? defaultConfig.slice( 1 ) : [] ),
];
// For tests/bench/assets.mjs, which weighs the storefront entries' own code apart.
module.exports.shopwright = { storefrontEntries, lazyBlockEntries };
