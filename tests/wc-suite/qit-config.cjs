/**
 * What WooCommerce's utils/filters.js reads from the configuration it requires by an absolute
 * path of WooCommerce's own CI (/qit/tests/e2e/qit-playwright.config): the site's address.
 * playwright.config.ts points that require here.
 */
module.exports = {
	use: { baseURL: process.env.WP_BASE_URL ?? 'http://localhost:8889' },
};
