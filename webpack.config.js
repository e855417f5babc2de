/**
 * Blocks are found from their block.json under blocks/ (see --webpack-src-dir in package.json);
 * scripts that are not blocks are added here as named entries.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const entries = {
	'admin/settings': './src/admin/index.tsx',
	'frontend/intent-loader': './src/frontend/intent-loader/index.ts',
};

function withEntries( config ) {
	const blockEntries = config.entry;
	return {
		...config,
		entry: async () => ( {
			...( typeof blockEntries === 'function'
				? await blockEntries()
				: blockEntries ),
			...entries,
		} ),
	};
}

module.exports = Array.isArray( defaultConfig )
	? [ withEntries( defaultConfig[ 0 ] ), ...defaultConfig.slice( 1 ) ]
	: withEntries( defaultConfig );
