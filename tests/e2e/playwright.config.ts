/**
 * Playwright for Shopwright: WordPress's e2e utilities, Debian's Chromium, the test site that
 * `npm test` provisions (no wp-env, no browser download).
 */

/**
 * External dependencies
 */
import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { chromiumLaunchOptions } from './chromium';

const artifacts = path.join( __dirname, '../../artifacts' );
process.env.WP_ARTIFACTS_PATH ??= artifacts;
process.env.STORAGE_STATE_PATH ??= path.join(
	artifacts,
	'storage-states/admin.json'
);

export default defineConfig( {
	testDir: './specs',
	outputDir: path.join( artifacts, 'test-results' ),
	// Screenshot baselines are committed, one set for Debian's Chromium (the one CI runs too).
	snapshotPathTemplate: '{testDir}/../screenshots/{arg}{ext}',
	expect: {
		toHaveScreenshot: {
			maxDiffPixelRatio: 0.01,
			animations: 'disabled',
			caret: 'hide',
			scale: 'css',
		},
	},
	globalSetup:
		require.resolve( '@wordpress/scripts/config/playwright/global-setup.js' ),
	reporter: [
		[ 'list' ],
		[
			'json',
			{
				outputFile:
					process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
					path.join( artifacts, 'reports/e2e.json' ),
			},
		],
	],
	forbidOnly: !! process.env.CI,
	workers: 1,
	fullyParallel: false,
	// One retry absorbs a slow first request on a 2-core machine; the list names such tests flaky.
	retries: 1,
	timeout: 60_000,
	reportSlowTests: null,
	use: {
		baseURL: process.env.WP_BASE_URL ?? 'http://localhost:8889',
		headless: true,
		viewport: { width: 1280, height: 800 },
		locale: 'en-US',
		contextOptions: { reducedMotion: 'reduce', strictSelectors: true },
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 15_000,
		trace: 'retain-on-failure',
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
