/**
 * Jest: @wordpress/scripts' unit-test config, with the page served from https://shop.test/ so
 * that code checking URLs against the page's origin sees the shop's own addresses as its own.
 */
const base = require( '@wordpress/scripts/config/jest-unit.config.js' );

module.exports = {
	...base,
	testEnvironmentOptions: { url: 'https://shop.test/' },
};
