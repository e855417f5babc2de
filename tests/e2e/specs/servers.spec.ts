/**
 * Two PHP servers over one site and one database, the way a store behind a load balancer runs:
 * a rebuild of the search index started on one is driven to the end by the other, both showing
 * the same progress; a product renamed through one is found under its new name through the
 * other at once; and the search rate limit counts the requests both servers answer.
 *
 * The second server is the same WordPress folder served on another port (this spec starts and
 * stops it). run-all.sh runs the spec twice where it can: without a persistent object cache, and
 * with both servers sharing a Redis object cache.
 */

/**
 * External dependencies
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
	request as apiRequest,
	type APIRequestContext,
} from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { isRecord } from '../../../src/utils/is-record';
import {
	NO_WOOCOMMERCE_REASON,
	resetSettings,
	updateSettings,
	WOOCOMMERCE,
} from '../utils';

const FIRST = process.env.WP_BASE_URL ?? 'http://localhost:8889';
const SECOND_PORT = Number( new URL( FIRST ).port || 80 ) + 1000;
const SECOND = `http://localhost:${ SECOND_PORT }`;
const WORDPRESS = process.env.SHOPWRIGHT_TEST_WP_DIR ?? '';
const ENDPOINT = '/wp-content/plugins/shopwright/includes/Search/endpoint.php';
// Set by run-all.sh when both servers share a Redis object cache.
const REDIS = Boolean( process.env.SHOPWRIGHT_REDIS_SOCKET );

type Server = { name: string; api: APIRequestContext; nonce: string };

/**
 * A logged-in API client for one server, with a REST nonce that server issued.
 *
 * @param name    Its name in messages.
 * @param baseURL Its address.
 */
async function client( name: string, baseURL: string ): Promise< Server > {
	const api = await apiRequest.newContext( {
		baseURL,
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	const response = await api.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( response.ok(), `${ name } issues a REST nonce` ).toBe( true );
	return { name, api, nonce: ( await response.text() ).trim() };
}

/**
 * A REST call to one server, as the admin.
 *
 * @param server Where to send it.
 * @param method HTTP method.
 * @param route  REST route.
 * @param data   JSON body.
 */
async function rest(
	server: Server,
	method: 'GET' | 'POST' | 'PUT' | 'DELETE',
	route: string,
	data?: Record< string, unknown >
): Promise< unknown > {
	const response = await server.api.fetch(
		`/?rest_route=${ encodeURIComponent( route ) }`,
		{ method, data, headers: { 'X-WP-Nonce': server.nonce } }
	);
	expect(
		response.ok(),
		`${ method } ${ route } on the ${ server.name } server: ${ response.status() }`
	).toBe( true );
	return response.json();
}

/**
 * The rebuild's progress as one server shows it (the fields the settings app shows).
 *
 * @param server The server asked.
 */
async function progress(
	server: Server
): Promise< Record< string, unknown > > {
	const body = await rest( server, 'GET', '/shopwright/v1/search/index' );
	if ( ! isRecord( body ) ) {
		throw new Error( 'The progress is not an object.' );
	}
	return body;
}

/**
 * Post ids the light search endpoint of one server suggests for a query.
 *
 * @param server  The server asked.
 * @param query   The search text.
 * @param headers Extra request headers.
 */
async function suggested(
	server: Server,
	query: string,
	headers: Record< string, string > = {}
): Promise< { status: number; ids: number[] } > {
	const response = await server.api.get(
		`${ ENDPOINT }?s=${ encodeURIComponent( query ) }`,
		{ headers }
	);
	if ( ! response.ok() ) {
		return { status: response.status(), ids: [] };
	}
	const body: unknown = await response.json();
	const suggestions =
		isRecord( body ) && Array.isArray( body.suggestions )
			? body.suggestions
			: [];
	return {
		status: response.status(),
		ids: suggestions.flatMap( ( suggestion: unknown ) =>
			isRecord( suggestion ) && typeof suggestion.post_id === 'number'
				? [ suggestion.post_id ]
				: []
		),
	};
}

test.describe( 'two PHP servers, one store', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );

	let second: ChildProcess | undefined;
	let one: Server;
	let two: Server;

	test.beforeAll( async () => {
		expect( WORDPRESS, 'SHOPWRIGHT_TEST_WP_DIR names the site' ).not.toBe(
			''
		);
		second = spawn(
			'php',
			[
				'-d',
				'memory_limit=512M',
				'-S',
				`127.0.0.1:${ SECOND_PORT }`,
				'-t',
				WORDPRESS,
				path.join( WORDPRESS, '..', 'router.php' ),
			],
			{
				detached: true,
				stdio: 'ignore',
				env: { ...process.env, PHP_CLI_SERVER_WORKERS: '2' },
			}
		);
		await expect
			.poll(
				async () => {
					try {
						const probe = await apiRequest.newContext();
						const status = (
							await probe.get( `${ SECOND }/wp-login.php` )
						).status();
						await probe.dispose();
						return status;
					} catch {
						return 0;
					}
				},
				{ timeout: 30_000, message: 'the second server answers' }
			)
			.toBe( 200 );
		one = await client( 'first', FIRST );
		two = await client( 'second', SECOND );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		await one?.api.dispose();
		await two?.api.dispose();
		if ( second?.pid ) {
			process.kill( -second.pid );
		}
	} );

	test( 'a rebuild started on one server is driven to the end by the other, and both show the same progress', async () => {
		await rest( one, 'DELETE', '/shopwright-e2e/v1/batch-servers' );
		const started = await rest(
			one,
			'POST',
			'/shopwright/v1/search/index'
		);
		expect( isRecord( started ) && started.state ).toBe( 'queued' );
		expect( await progress( two ) ).toEqual( await progress( one ) );

		// Run the queue on the second server only, until the rebuild is done.
		let state: unknown = 'queued';
		for ( let round = 0; round < 20 && state !== 'done'; round++ ) {
			const ran = await rest(
				two,
				'POST',
				'/shopwright-e2e/v1/run-queue'
			);
			expect( isRecord( ran ) && ran.port ).toBe( SECOND_PORT );
			expect(
				isRecord( ran ) && ran.object_cache,
				'a shared object cache exactly when the run asks for one'
			).toBe( REDIS );
			const seenByOne = await progress( one );
			expect(
				await progress( two ),
				'the same progress on both'
			).toEqual( seenByOne );
			state = seenByOne.state;
		}
		expect( state ).toBe( 'done' );

		const servers = await rest(
			one,
			'GET',
			'/shopwright-e2e/v1/batch-servers'
		);
		expect( Array.isArray( servers ) && servers.length ).toBeGreaterThan(
			0
		);
		expect(
			new Set( Array.isArray( servers ) ? servers : [] ),
			'every batch ran on the second server'
		).toEqual( new Set( [ SECOND_PORT ] ) );

		// The index the second server built answers on the first.
		const found = await suggested( one, 'hoodie' );
		expect( found.ids.length ).toBeGreaterThan( 0 );
	} );

	test( 'a product renamed through one server is found under its new name through the other at once', async () => {
		const created = await rest( one, 'POST', '/wc/v3/products', {
			name: 'Quillonette Travel Mug',
			regular_price: '12.00',
			status: 'publish',
		} );
		const id = isRecord( created ) ? Number( created.id ) : 0;
		expect( id ).toBeGreaterThan( 0 );
		try {
			expect( ( await suggested( two, 'quillonette' ) ).ids ).toContain(
				id
			);

			await rest( one, 'PUT', `/wc/v3/products/${ id }`, {
				name: 'Zephyrelle Travel Mug',
			} );
			expect( ( await suggested( two, 'zephyrelle' ) ).ids ).toContain(
				id
			);
			expect(
				( await suggested( two, 'quillonette' ) ).ids
			).not.toContain( id );
		} finally {
			await rest( one, 'DELETE', `/wc/v3/products/${ id }`, {
				force: true,
			} );
		}
	} );

	test( 'the search rate limit counts the requests both servers answer', async ( {
		requestUtils,
	} ) => {
		const limit = 8;
		// A shopper of our own behind a named proxy, so earlier specs' searches do not count.
		await updateSettings( requestUtils, {
			search: { rate_limit: limit },
			general: {
				trusted_proxies: '127.0.0.1',
				proxy_header: 'X-Forwarded-For',
			},
		} );
		const shopper = `10.${ Math.floor( Math.random() * 250 ) }.${ Math.floor(
			Math.random() * 250
		) }.7`;
		const statuses: number[] = [];
		for ( let n = 0; n < limit + 2; n++ ) {
			const server = n % 2 === 0 ? one : two;
			const { status } = await suggested( server, `mug ${ n }`, {
				'X-Forwarded-For': shopper,
			} );
			statuses.push( status );
		}
		// Four searches on each server pass, the next ones are refused on either.
		expect( statuses ).toEqual( [
			...Array( limit ).fill( 200 ),
			429,
			429,
		] );
	} );
} );
