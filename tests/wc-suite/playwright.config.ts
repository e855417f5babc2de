/**
 * Playwright for WooCommerce's own shopper tests, run against our test site. Their spec files
 * live outside the repository (SHOPWRIGHT_WC_E2E_DIR, see run.sh); this file supplies what
 * their own configuration and CI would: the site, an admin session, module resolution for
 * files outside our node_modules. It changes none of their assertions or locators.
 */

/**
 * External dependencies
 */
import { defineConfig, devices } from '@playwright/test';
import Module from 'node:module';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { chromiumLaunchOptions } from '../e2e/chromium';

const root = path.join( __dirname, '../..' );
const artifacts = path.join( root, 'artifacts' );
const suiteDir =
	process.env.SHOPWRIGHT_WC_E2E_DIR ??
	'/var/cache/shopwright/woocommerce-e2e';

const baseURL = process.env.WP_BASE_URL ?? 'http://localhost:8889';
// One admin session file per site, so two sites' runs side by side keep their own.
process.env.ADMINSTATE ??= path.join(
	artifacts,
	`storage-states/wc-suite-admin-${ new URL( baseURL ).port || '80' }.json`
);

/*
 * Their files sit outside the repository, so Node would look for packages above them and find
 * none: the packages they import come from our node_modules (one @playwright/test for runner
 * and specs). utils/filters.js requires WooCommerce CI's configuration by absolute path; it
 * gets qit-config.cjs, which gives the same site address.
 */
type Resolve = (
	request: string,
	parent?: unknown,
	isMain?: boolean,
	options?: { paths?: string[] }
) => string;
const moduleWithResolve = Module as unknown as { _resolveFilename: Resolve };
const installed = Symbol.for( 'shopwright.wc-suite.resolve' );
const fromRoot = [ '@playwright/test', '@woocommerce/woocommerce-rest-api' ];
if ( ! ( globalThis as Record< symbol, unknown > )[ installed ] ) {
	( globalThis as Record< symbol, unknown > )[ installed ] = true;
	const resolveFilename = moduleWithResolve._resolveFilename;
	moduleWithResolve._resolveFilename = function ( request, parent, isMain ) {
		if ( request.startsWith( '/qit/tests/e2e/qit-playwright.config' ) ) {
			return path.join( __dirname, 'qit-config.cjs' );
		}
		if (
			fromRoot.some(
				( name ) => request === name || request.startsWith( name + '/' )
			)
		) {
			return resolveFilename.call( this, request, parent, isMain, {
				paths: [ root ],
			} );
		}
		// eslint-disable-next-line prefer-rest-params
		return resolveFilename.apply( this, arguments as never );
	};
}

export default defineConfig( {
	testDir: path.join( suiteDir, 'tests/shopper' ),
	outputDir: path.join( artifacts, 'wc-suite-results' ),
	globalSetup: require.resolve( './global-setup.ts' ),
	reporter: [
		[ 'list' ],
		[
			'json',
			{
				outputFile:
					process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
					path.join( artifacts, 'reports/wc-suite.json' ),
			},
		],
	],
	workers: 1,
	fullyParallel: false,
	// Their suite runs each file once, in order; a retry would hide an on/off difference.
	retries: 0,
	// The site is local: what a test waits for and never sees fails it after these, not after
	// WooCommerce's own longer limits (each run has many tests that fail either way).
	timeout: 30_000,
	expect: { timeout: 8_000 },
	reportSlowTests: null,
	use: {
		baseURL,
		headless: true,
		viewport: { width: 1280, height: 800 },
		locale: 'en-US',
		actionTimeout: 10_000,
		navigationTimeout: 20_000,
		trace: 'off',
		screenshot: 'only-on-failure',
		launchOptions: chromiumLaunchOptions,
	},
	projects: [
		{
			name: 'chromium',
			use: {
				...devices[ 'Desktop Chrome' ],
				viewport: { width: 1280, height: 800 },
			},
		},
	],
} );
