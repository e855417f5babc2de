/**
 * Jest: @wordpress/scripts' unit-test config, with the page served from https://shop.test/ so
 * that code checking URLs against the page's origin sees the shop's own addresses as its own, and
 * `@shopwright/data` and `@shopwright/embed-observer` (on a page, the `shopwright-data` and
 * `shopwright-embed-observer` scripts) resolved to their sources.
 */
const base = require( '@wordpress/scripts/config/jest-unit.config.js' );

module.exports = {
	...base,
	testEnvironmentOptions: { url: 'https://shop.test/' },
	moduleNameMapper: {
		...base.moduleNameMapper,
		'^@shopwright/data$': '<rootDir>/src/frontend/data/public.ts',
		'^@shopwright/embed-observer$':
			'<rootDir>/src/frontend/embed-observer/public.ts',
	},
};
