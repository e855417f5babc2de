/**
 * Logs the admin in once and saves the session where WooCommerce's specs look for it
 * (process.env.ADMINSTATE, set by playwright.config.ts). Their other tests run as a guest.
 */

/**
 * External dependencies
 */
import { request, type FullConfig } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export default async function globalSetup( config: FullConfig ) {
	const { baseURL } = config.projects[ 0 ].use;
	if ( ! process.env.CONSUMER_KEY || ! process.env.CONSUMER_SECRET ) {
		throw new Error(
			'CONSUMER_KEY and CONSUMER_SECRET are not set: run the suite through tests/wc-suite/run.sh, which makes a REST API key on the site'
		);
	}
	const requestContext = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath: process.env.ADMINSTATE,
	} );
	await requestUtils.setupRest();
	await requestContext.dispose();
}
