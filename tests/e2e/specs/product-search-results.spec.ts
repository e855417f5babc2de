/**
 * WooCommerce's product search results page answered from our index: a misspelt and a partly
 * matching search list what the suggestions list, a sorting or a category filter keeps within
 * those products, pages follow each other, and with product search switched off WooCommerce's
 * own search answers again. On the block theme and on the classic one.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { isRecord } from '../../../src/utils/is-record';
import {
	activateTheme,
	NO_WOOCOMMERCE_REASON,
	updateSettings,
	WOOCOMMERCE,
} from '../utils';

/** Eighteen products: more than one page of sixteen. */
const NOUNS = [
	'Scarf',
	'Hoodie',
	'Beanie',
	'Mittens',
	'Sweater',
	'Socks',
	'Blanket',
	'Cushion',
	'Apron',
	'Tote',
	'Poncho',
	'Shawl',
	'Gloves',
	'Slippers',
	'Vest',
	'Cardigan',
	'Throw',
	'Wrap',
];
const WORD = 'Zephyrine';
const MISSPELT = 'zephirine';
const PARTIAL = 'zephyrine grobnak';
const CATEGORY = 'Zephyr Gear';
/**
 * The price of the i-th product: eighteen different prices.
 *
 * @param i The product's place in NOUNS.
 */
const PRICE = ( i: number ): number => 10 + ( ( i * 7 ) % 18 ) * 3;

type Created = { products: number[]; category: number };

/**
 * The products the results page lists, by name, in order.
 *
 * @param page The results page.
 */
async function listed( page: Page ): Promise< string[] > {
	const names = page.locator(
		'main li.product .woocommerce-loop-product__title, main li.wc-block-product .wp-block-post-title'
	);
	return ( await names.allTextContents() ).map( ( name ) => name.trim() );
}

/**
 * Opens a results page as a shopper's search form would.
 *
 * @param page  The browser page.
 * @param query The search text.
 * @param more  More query arguments (orderby, product_cat).
 * @param path  The path: `/page/2/` for the second page.
 */
async function openResults(
	page: Page,
	query: string,
	more: Record< string, string > = {},
	path = '/'
): Promise< void > {
	const params = new URLSearchParams( {
		s: query,
		post_type: 'product',
		...more,
	} );
	const response = await page.goto( `${ path }?${ params.toString() }` );
	expect( response?.status() ).toBe( 200 );
}

/**
 * The suggestions the search box gets for a query.
 *
 * @param requestUtils WordPress's request helpers.
 * @param query        The search text.
 */
async function suggestions(
	requestUtils: RequestUtils,
	query: string
): Promise< Array< Record< string, unknown > > > {
	const body: unknown = await requestUtils.rest( {
		method: 'GET',
		path: '/shopwright/v1/search',
		params: { s: query },
	} );
	return isRecord( body ) && Array.isArray( body.suggestions )
		? body.suggestions.filter( isRecord )
		: [];
}

/**
 * The price shown on each listed product, in order.
 *
 * @param page The results page.
 */
async function prices( page: Page ): Promise< number[] > {
	const cells = page.locator(
		'main li.product .price, main li.wc-block-product .wc-block-components-product-price'
	);
	return ( await cells.allTextContents() ).map( ( text ) =>
		Number( text.replace( /[^0-9.]/g, '' ) )
	);
}

test.describe( 'Product search results page', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );

	let created: Created = { products: [], category: 0 };
	let theme = '';

	test.beforeAll( async ( { requestUtils } ) => {
		const themes: unknown = await requestUtils.rest( {
			path: '/wp/v2/themes',
			params: { status: 'active' },
		} );
		theme =
			Array.isArray( themes ) && isRecord( themes[ 0 ] )
				? String( themes[ 0 ].stylesheet )
				: '';
		const category: unknown = await requestUtils.rest( {
			method: 'POST',
			path: '/wc/v3/products/categories',
			data: { name: CATEGORY },
		} );
		const categoryId = isRecord( category ) ? Number( category.id ) : 0;
		expect( categoryId ).toBeGreaterThan( 0 );
		const batch: unknown = await requestUtils.rest( {
			method: 'POST',
			path: '/wc/v3/products/batch',
			data: {
				create: NOUNS.map( ( noun, i ) => ( {
					name: `${ WORD } ${ noun }`,
					status: 'publish',
					regular_price: String( PRICE( i ) ),
					categories: i % 3 === 0 ? [ { id: categoryId } ] : [],
				} ) ),
			},
		} );
		const products =
			isRecord( batch ) && Array.isArray( batch.create )
				? batch.create.filter( isRecord ).map( ( p ) => Number( p.id ) )
				: [];
		expect( products.filter( ( id ) => id > 0 ) ).toHaveLength(
			NOUNS.length
		);
		created = { products, category: categoryId };
		await updateSettings( requestUtils, {
			search: { enabled: true, max_results: 8 },
		} );
		// The results page waits for the index's first complete rebuild; the test site runs
		// no cron, so the queue is run here, as WP-Cron or a system cron would.
		const index = async (): Promise< unknown > => {
			const body: unknown = await requestUtils.rest( {
				path: '/shopwright/v1/search/index',
			} );
			return isRecord( body ) ? body.finished : 0;
		};
		if ( ! Number( await index() ) ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/shopwright/v1/search/index',
			} );
			for ( let round = 0; round < 40; round++ ) {
				await requestUtils.rest( {
					method: 'POST',
					path: '/shopwright-e2e/v1/run-queue',
				} );
				if ( Number( await index() ) > 0 ) {
					break;
				}
			}
		}
		expect( Number( await index() ) ).toBeGreaterThan( 0 );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await updateSettings( requestUtils, {
			search: { enabled: true, max_results: 8 },
		} );
		if ( theme ) {
			await activateTheme( requestUtils, theme );
		}
		if ( created.products.length ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wc/v3/products/batch',
				data: { delete: created.products },
				params: { force: true },
			} );
		}
		if ( created.category ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wc/v3/products/categories/${ created.category }`,
				params: { force: true },
			} );
		}
	} );

	for ( const stylesheet of [ 'twentytwentyfive', 'twentytwentyone' ] ) {
		test.describe( `on ${ stylesheet }`, () => {
			test.beforeAll( async ( { requestUtils } ) => {
				await activateTheme( requestUtils, stylesheet );
			} );

			test( 'a misspelt search lists what the suggestions list, page after page', async ( {
				page,
				requestUtils,
			} ) => {
				const suggested = (
					await suggestions( requestUtils, MISSPELT )
				)
					.filter( ( s ) => s.type === 'product' )
					.map( ( s ) => String( s.value ) );
				expect( suggested ).toHaveLength( 8 );

				await openResults( page, MISSPELT );
				const first = await listed( page );
				// The theme's page size, less than the eighteen products found.
				expect( first.length ).toBeGreaterThanOrEqual( 8 );
				expect( first.length ).toBeLessThan( NOUNS.length );
				expect( first.slice( 0, 8 ) ).toEqual( suggested );

				await openResults( page, MISSPELT, {}, '/page/2/' );
				const second = await listed( page );
				expect( second ).toHaveLength( NOUNS.length - first.length );
				expect( [ ...first, ...second ].sort() ).toEqual(
					NOUNS.map( ( noun ) => `${ WORD } ${ noun }` ).sort()
				);
			} );

			test( 'a partly matching search says so and lists the partial matches', async ( {
				page,
				requestUtils,
			} ) => {
				const answer = await suggestions( requestUtils, PARTIAL );
				expect( answer[ 0 ] ).toMatchObject( {
					type: 'partial-match',
					value: 'zephyrine',
				} );
				expect(
					answer.find( ( s ) => s.type === 'more_products' )
				).toMatchObject( { total: NOUNS.length } );
				const suggested = answer
					.filter( ( s ) => s.type === 'product' )
					.map( ( s ) => String( s.value ) );

				await openResults( page, PARTIAL );
				await expect(
					page.getByText(
						'No exact match for zephyrine grobnak. Showing results for zephyrine.'
					)
				).toBeVisible();
				expect( ( await listed( page ) ).slice( 0, 8 ) ).toEqual(
					suggested
				);
			} );

			test( 'sorting by price and a category filter keep within the matches', async ( {
				page,
			} ) => {
				await openResults( page, MISSPELT, { orderby: 'price' } );
				const names = await listed( page );
				expect( names.length ).toBeGreaterThanOrEqual( 8 );
				expect(
					names.every( ( name ) => name.startsWith( WORD ) )
				).toBe( true );
				// The cheapest of the products found, cheapest first.
				const shown = await prices( page );
				expect( shown ).toEqual(
					NOUNS.map( ( _, i ) => PRICE( i ) )
						.sort( ( a, b ) => a - b )
						.slice( 0, shown.length )
				);

				await openResults( page, MISSPELT, {
					product_cat: 'zephyr-gear',
				} );
				expect( ( await listed( page ) ).sort() ).toEqual(
					NOUNS.filter( ( _, i ) => i % 3 === 0 )
						.map( ( noun ) => `${ WORD } ${ noun }` )
						.sort()
				);
			} );

			test( 'with product search off, WooCommerce’s own search answers', async ( {
				page,
				requestUtils,
			} ) => {
				await updateSettings( requestUtils, {
					search: { enabled: false },
				} );
				try {
					await openResults( page, MISSPELT );
					expect( await listed( page ) ).toEqual( [] );
					await openResults( page, WORD );
					expect( ( await listed( page ) ).length ).toBeGreaterThan(
						0
					);
				} finally {
					await updateSettings( requestUtils, {
						search: { enabled: true },
					} );
				}
			} );
		} );
	}
} );
