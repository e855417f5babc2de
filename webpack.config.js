/**
 * Two builds:
 * - blocks (found from their block.json under blocks/, see --webpack-src-dir in package.json),
 *   the admin app and editor scripts, with every @wordpress/* package taken from WordPress;
 * - storefront scripts under src/frontend/, which run before any shopper intent: these bundle the
 *   few pieces of @wordpress/data they use (tree-shaken, no React) instead of pulling WordPress's
 *   whole wp-data handle and its React dependency onto the page.
 */
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
	'frontend/video-channel-popup':
		'./src/frontend/video-channel-popup/index.ts',
	'frontend/photo-feed-popup': './src/frontend/photo-feed-popup/index.ts',
	'frontend/template-scroll': './src/frontend/template-scroll/index.ts',
};

// Block scripts the blocks' runtime loads once their block is near the viewport or reached for
// (BlockRuntime::lazy() in PHP): block.json does not name them as view scripts, which WordPress
// would print at once.
const lazyBlockEntries = {
	'table-of-contents/view': './blocks/table-of-contents/view.ts',
	'share-buttons/view': './blocks/share-buttons/view.ts',
	'slides/view': './blocks/slides/view.ts',
	'portfolio/view': './blocks/portfolio/view.ts',
	'locked-content/view': './blocks/locked-content/view.ts',
	'pdf/view': './blocks/pdf/view.ts',
	'countdown/view': './blocks/countdown/view.ts',
	'video-channel/view': './blocks/video-channel/view.ts',
	'photo-feed/view': './blocks/photo-feed/view.ts',
	'photo-album/view': './blocks/photo-album/view.ts',
	'nft-gallery/view': './blocks/nft-gallery/view.ts',
};

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
