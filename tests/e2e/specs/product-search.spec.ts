/**
 * The product search block in the browser: suggestions as you type, the keyboard, the live
 * region, recent searches, the form without JavaScript, the details panel, the mobile overlay
 * and the icon layout, at a desktop and at a phone width.
 */

/**
 * External dependencies
 */
import type { Locator, Page, Request } from '@playwright/test';

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
	deletePage,
	keepScreenshot,
	NO_WOOCOMMERCE_REASON,
	resetSettings,
	seriousAxeViolations,
	updateSettings,
	WOOCOMMERCE,
} from '../utils';

const BLOCK = '.wp-block-shopwright-product-search';
const DEMO_PAGE = '/shopwright-product-search/';
const VIEWPORTS = {
	desktop: { width: 1280, height: 800 },
	narrow: { width: 390, height: 844 },
} as const;

type Pages = { details: string; overlay: string; icon: string };

/**
 * Whether a request asks for suggestions (the light endpoint or the REST route, not details).
 *
 * @param request A request the page made.
 */
function isSuggestionRequest( request: Request ): boolean {
	const url = new URL( request.url() );
	return (
		( url.pathname.endsWith( '/includes/Search/endpoint.php' ) ||
			/\/shopwright\/v1\/search$/.test(
				url.searchParams.get( 'rest_route' ) ?? url.pathname
			) ) &&
		url.searchParams.has( 's' )
	);
}

/**
 * The types of the suggestions the server answers for a query, asked the way the block asks.
 *
 * @param requestUtils WordPress's request helpers.
 * @param query        The search text.
 */
async function suggestionTypes(
	requestUtils: RequestUtils,
	query: string
): Promise< Set< string > > {
	const body: unknown = await requestUtils.rest( {
		method: 'GET',
		path: '/shopwright/v1/search',
		params: { s: query },
	} );
	const list =
		isRecord( body ) && Array.isArray( body.suggestions )
			? body.suggestions
			: [];
	return new Set(
		list.flatMap( ( item ) =>
			isRecord( item ) && typeof item.type === 'string'
				? [ item.type ]
				: []
		)
	);
}

async function publish(
	requestUtils: RequestUtils,
	title: string,
	attributes: Record< string, unknown >
): Promise< string > {
	const created = await requestUtils.createPage( {
		title,
		status: 'publish',
		content: `<!-- wp:shopwright/product-search ${ JSON.stringify(
			attributes
		) } /-->`,
	} );
	return `/?page_id=${ created.id }`;
}

function parts( page: Page ) {
	const block = page.locator( BLOCK );
	return {
		block,
		combobox: block.getByRole( 'combobox', { name: 'Search products' } ),
		listbox: block.getByRole( 'listbox', { name: 'Search suggestions' } ),
		options: block.getByRole( 'option' ),
		status: block.getByRole( 'status' ),
		details: block.locator( `${ BLOCK }__details` ),
		submit: block.getByRole( 'button', { name: 'Search', exact: true } ),
	};
}

async function typeSlowly( combobox: Locator, text: string ): Promise< void > {
	await combobox.click();
	await combobox.pressSequentially( text, { delay: 40 } );
}

test.describe( 'Product search', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	let pages: Pages = { details: '', overlay: '', icon: '' };

	test.beforeAll( async ( { requestUtils } ) => {
		if ( ! WOOCOMMERCE ) {
			return;
		}
		await resetSettings( requestUtils );
		// Every test types; no test is about the rate limit.
		await updateSettings( requestUtils, { search: { rate_limit: 0 } } );
		// The index as the demo shop is now (the test-site fixture rebuilds it in one request).
		await requestUtils.rest( {
			method: 'POST',
			path: '/shopwright-e2e/v1/search-index',
		} );
		expect( await suggestionTypes( requestUtils, 'everyday' ) ).toContain(
			'product'
		);
		pages = {
			details: await publish( requestUtils, 'Search with details', {
				showDetails: true,
			} ),
			overlay: await publish( requestUtils, 'Search with overlay', {
				mobileOverlay: true,
			} ),
			icon: await publish( requestUtils, 'Search behind an icon', {
				layout: 'icon',
			} ),
		};
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		for ( const link of Object.values( pages ) ) {
			const id = Number( link.split( '=' )[ 1 ] );
			if ( id > 0 ) {
				await deletePage( requestUtils, id );
			}
		}
	} );

	test.beforeEach( () => {
		test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	} );

	for ( const [ name, viewport ] of Object.entries( VIEWPORTS ) ) {
		test.describe( `at ${ name } width`, () => {
			test.use( { viewport } );

			test( 'asks nothing below the minimum, then lists suggestions and counts them aloud', async ( {
				page,
			} ) => {
				const asked: string[] = [];
				page.on( 'request', ( request ) => {
					if ( isSuggestionRequest( request ) ) {
						asked.push( request.url() );
					}
				} );
				await page.goto( DEMO_PAGE );
				const { combobox, listbox, options, status } = parts( page );
				await typeSlowly( combobox, 'te' );
				// Longer than the 400 ms the box waits after the last key.
				await page.waitForTimeout( 800 );
				expect( asked ).toEqual( [] );
				await expect( listbox ).toBeHidden();

				await combobox.press( 'e' );
				await expect( options ).toHaveCount( 1 );
				await expect( options.first() ).toContainText(
					'Organic Cotton Tee'
				);
				await expect( combobox ).toHaveAttribute(
					'aria-expanded',
					'true'
				);
				await expect( status ).toHaveText(
					'1 result available. Use the up and down arrow keys to browse.'
				);
				expect( asked ).toHaveLength( 1 );
				expect( new URL( asked[ 0 ] ).searchParams.get( 's' ) ).toBe(
					'tee'
				);

				await combobox.fill( '' );
				await typeSlowly( combobox, 'everyday' );
				await expect( options ).toHaveCount( 2 );
				await expect( status ).toHaveText(
					'2 results available. Use the up and down arrow keys to browse.'
				);
			} );

			test( 'moves with Up and Down, closes with Escape, then clears', async ( {
				page,
			} ) => {
				await page.goto( DEMO_PAGE );
				const { combobox, listbox, options } = parts( page );
				await typeSlowly( combobox, 'everyday' );
				await expect( options ).toHaveCount( 2 );

				await combobox.press( 'ArrowDown' );
				await expect( options.nth( 0 ) ).toHaveAttribute(
					'aria-selected',
					'true'
				);
				const first = await options.nth( 0 ).getAttribute( 'id' );
				await expect( combobox ).toHaveAttribute(
					'aria-activedescendant',
					first ?? ''
				);
				await combobox.press( 'ArrowDown' );
				await expect( options.nth( 1 ) ).toHaveAttribute(
					'aria-selected',
					'true'
				);
				await expect( options.nth( 0 ) ).toHaveAttribute(
					'aria-selected',
					'false'
				);
				// Down from the last wraps to the first; Up from the first to the last.
				await combobox.press( 'ArrowDown' );
				await expect( options.nth( 0 ) ).toHaveAttribute(
					'aria-selected',
					'true'
				);
				await combobox.press( 'ArrowUp' );
				await expect( options.nth( 1 ) ).toHaveAttribute(
					'aria-selected',
					'true'
				);

				await combobox.press( 'Escape' );
				await expect( listbox ).toBeHidden();
				await expect( combobox ).toHaveAttribute(
					'aria-expanded',
					'false'
				);
				await expect( combobox ).toHaveValue( 'everyday' );
				await combobox.press( 'Escape' );
				await expect( combobox ).toHaveValue( '' );
			} );

			test( 'Enter opens the chosen product; Ctrl+Enter opens it in a new tab', async ( {
				page,
				context,
			} ) => {
				await page.goto( DEMO_PAGE );
				const { combobox, options } = parts( page );
				await typeSlowly( combobox, 'everyday' );
				await expect( options ).toHaveCount( 2 );
				await combobox.press( 'ArrowDown' );
				const [ tab ] = await Promise.all( [
					context.waitForEvent( 'page' ),
					combobox.press( 'Control+Enter' ),
				] );
				await tab.waitForLoadState( 'domcontentloaded' );
				expect( new URL( tab.url() ).pathname ).toBe(
					'/product/everyday-hoodie/'
				);
				await tab.close();
				expect( new URL( page.url() ).pathname ).toBe( DEMO_PAGE );

				await combobox.fill( '' );
				await typeSlowly( combobox, 'everyday' );
				await expect( options ).toHaveCount( 2 );
				await combobox.press( 'ArrowDown' );
				await combobox.press( 'ArrowDown' );
				await combobox.press( 'Enter' );
				await page.waitForURL( '**/product/organic-cotton-tee/' );
			} );

			test( 'shows the no-results notice', async ( { page } ) => {
				await page.goto( DEMO_PAGE );
				const { combobox, options, status } = parts( page );
				await typeSlowly( combobox, 'zzqx' );
				await expect( options ).toHaveCount( 1 );
				await expect( options.first() ).toHaveText( 'No results' );
				await expect( options.first() ).toHaveAttribute(
					'aria-disabled',
					'true'
				);
				await expect( status ).toHaveText( 'No results' );
				// Nothing to choose: Down selects nothing.
				await combobox.press( 'ArrowDown' );
				await expect( combobox ).not.toHaveAttribute(
					'aria-activedescendant',
					/.+/
				);
			} );

			test( 'when no product holds every word, says which words the results hold', async ( {
				page,
			} ) => {
				await page.goto( DEMO_PAGE );
				const { combobox, options, status } = parts( page );
				await typeSlowly( combobox, 'hoodie zzqx' );
				const sentence =
					'No exact match for hoodie zzqx. Showing results for hoodie.';
				await expect( options.first() ).toHaveText( sentence );
				await expect( options.first() ).toHaveAttribute(
					'aria-disabled',
					'true'
				);
				await expect(
					options.filter( { hasText: 'Everyday Hoodie' } ).first()
				).toBeVisible();
				await expect( status ).toContainText( sentence );
				// Down goes to a result, never to the sentence.
				await combobox.press( 'ArrowDown' );
				const active =
					( await combobox.getAttribute(
						'aria-activedescendant'
					) ) ?? '';
				await expect(
					page.locator( `[id="${ active }"]` )
				).toContainText( 'Hoodie' );
			} );

			test( 'offers recent searches and products on an empty box, and clears them', async ( {
				page,
			} ) => {
				await page.goto( DEMO_PAGE );
				const { combobox, listbox, options } = parts( page );
				await typeSlowly( combobox, 'everyday' );
				await expect( options ).toHaveCount( 2 );
				// Enter with nothing chosen searches.
				await combobox.press( 'Enter' );
				await page.waitForURL( /[?&]s=everyday/ );

				await page.goto( DEMO_PAGE );
				await typeSlowly( parts( page ).combobox, 'tee' );
				await expect( parts( page ).options ).toHaveCount( 1 );
				await parts( page ).options.first().click();
				await page.waitForURL( '**/product/organic-cotton-tee/' );

				await page.goto( DEMO_PAGE );
				await combobox.click();
				await expect( listbox ).toBeVisible();
				const searches = listbox.getByRole( 'group', {
					name: 'Recent searches',
				} );
				const viewed = listbox.getByRole( 'group', {
					name: 'Recently viewed',
				} );
				await expect( searches.getByRole( 'option' ) ).toHaveText( [
					'everyday',
				] );
				await expect( viewed.getByRole( 'option' ) ).toHaveText( [
					'Organic Cotton Tee',
				] );
				// Headlines are labels, not options: Down goes to the first search.
				await combobox.press( 'ArrowDown' );
				await expect( searches.getByRole( 'option' ) ).toHaveAttribute(
					'aria-selected',
					'true'
				);

				// Tab reaches the Clear button.
				await combobox.press( 'Tab' );
				const clear = parts( page ).block.getByRole( 'button', {
					name: 'Clear',
				} );
				await expect( clear ).toBeFocused();
				await clear.press( 'Enter' );
				await expect( listbox ).toBeHidden();
				await page.reload();
				await combobox.click();
				await expect( combobox ).toBeFocused();
				await expect( listbox ).toBeHidden();
			} );

			test( 'refuses to submit an empty box', async ( { page } ) => {
				await page.goto( DEMO_PAGE );
				const { combobox, submit } = parts( page );
				await submit.click();
				await expect( combobox ).toBeFocused();
				expect( new URL( page.url() ).pathname ).toBe( DEMO_PAGE );
				expect( new URL( page.url() ).search ).toBe( '' );
			} );

			test( 'searches the products without JavaScript', async ( {
				browser,
				baseURL,
			} ) => {
				const context = await browser.newContext( {
					javaScriptEnabled: false,
					viewport,
					baseURL,
				} );
				const page = await context.newPage();
				await page.goto( DEMO_PAGE );
				const { combobox, submit } = parts( page );
				// The required attribute keeps an empty box from submitting.
				await submit.click();
				expect( new URL( page.url() ).search ).toBe( '' );
				await combobox.fill( 'everyday' );
				await combobox.press( 'Enter' );
				await page.waitForURL( /[?&]s=everyday/ );
				const url = new URL( page.url() );
				expect( url.searchParams.get( 'post_type' ) ).toBe( 'product' );
				await expect(
					page
						.getByRole( 'link', { name: 'Everyday Hoodie' } )
						.first()
				).toBeVisible();
				await expect(
					page
						.getByRole( 'link', { name: 'Organic Cotton Tee' } )
						.first()
				).toBeVisible();
				await context.close();
			} );

			test( 'icon layout: the button opens the box and Escape folds it back', async ( {
				page,
			} ) => {
				await page.goto( pages.icon );
				const { block, combobox, options } = parts( page );
				const toggle = block.getByRole( 'button', {
					name: 'Open search',
				} );
				await expect( toggle ).toBeVisible();
				await expect( combobox ).toBeHidden();
				await expect( toggle ).toHaveAttribute(
					'aria-expanded',
					'false'
				);
				await toggle.click();
				await expect( toggle ).toHaveAttribute(
					'aria-expanded',
					'true'
				);
				await expect( combobox ).toBeFocused();
				await combobox.pressSequentially( 'tee', { delay: 40 } );
				await expect( options ).toHaveCount( 1 );
				await combobox.press( 'Escape' );
				await combobox.press( 'Escape' );
				await expect( combobox ).toHaveValue( '' );
				await combobox.press( 'Escape' );
				await expect( combobox ).toBeHidden();
				await expect( toggle ).toBeFocused();
				await expect( toggle ).toHaveAttribute(
					'aria-expanded',
					'false'
				);
			} );

			test( 'has no serious accessibility violations with the list open', async ( {
				page,
			} ) => {
				await page.goto( pages.details );
				const { combobox, options, listbox } = parts( page );
				await typeSlowly( combobox, 'everyday' );
				await expect( options ).toHaveCount( 2 );
				await combobox.press( 'ArrowDown' );
				expect( await seriousAxeViolations( page, BLOCK ) ).toEqual(
					[]
				);

				await combobox.fill( '' );
				await combobox.press( 'Escape' );
				await page.evaluate( () =>
					window.localStorage.setItem(
						'shopwright_search_history',
						JSON.stringify( [ 'everyday' ] )
					)
				);
				await page.reload();
				await combobox.click();
				await expect( listbox.getByRole( 'group' ) ).toHaveCount( 1 );
				expect( await seriousAxeViolations( page, BLOCK ) ).toEqual(
					[]
				);
			} );
		} );
	}

	test.describe( 'details panel', () => {
		test( 'shows beside the suggestions on a desktop, and adds to the cart', async ( {
			page,
		} ) => {
			await page.setViewportSize( VIEWPORTS.desktop );
			await page.goto( pages.details );
			const here = page.url();
			const { combobox, options, details, status, listbox } =
				parts( page );
			await typeSlowly( combobox, 'everyday' );
			await expect( options ).toHaveCount( 2 );
			await expect( details ).toBeVisible();
			await expect(
				details.getByRole( 'link', { name: 'Everyday Hoodie' } )
			).toBeVisible();
			await expect( details ).toContainText( '$54.00' );
			await expect( details ).toContainText( 'In stock' );

			// The chosen product's details follow the keyboard.
			await combobox.press( 'ArrowDown' );
			await combobox.press( 'ArrowDown' );
			await expect(
				details.getByRole( 'link', { name: 'Organic Cotton Tee' } )
			).toBeVisible();
			await expect( details ).toContainText( '$24.00' );
			const box = await listbox.boundingBox();
			const panelBox = await details.boundingBox();
			expect(
				box && panelBox && panelBox.x >= box.x + box.width - 1
			).toBe( true );

			// Tab goes on into the panel (past the voice button where the browser has one), and
			// its add to cart keeps the shopper in the search.
			await combobox.press( 'Tab' );
			const voice = parts( page ).block.getByRole( 'button', {
				name: 'Search by voice',
			} );
			if ( await voice.isVisible() ) {
				await expect( voice ).toBeFocused();
				await expect( listbox ).toBeVisible();
				await page.keyboard.press( 'Tab' );
			}
			await expect(
				details.getByRole( 'link', { name: 'Organic Cotton Tee' } )
			).toBeFocused();
			const quantity = details.getByRole( 'spinbutton', {
				name: 'Quantity',
			} );
			await quantity.fill( '2' );
			await details
				.getByRole( 'button', { name: 'Add to cart' } )
				.click();
			await expect( status ).toHaveText(
				'“Organic Cotton Tee” has been added to your cart.'
			);
			expect( page.url() ).toBe( here );
			const cart: unknown = await (
				await page.request.get( '/?rest_route=/wc/store/v1/cart' )
			).json();
			expect( isRecord( cart ) && cart.items_count ).toBe( 2 );
		} );

		test( 'is absent at a phone width', async ( { page } ) => {
			await page.setViewportSize( VIEWPORTS.narrow );
			const asked: string[] = [];
			page.on( 'request', ( request ) => {
				if ( request.url().includes( 'search/details' ) ) {
					asked.push( request.url() );
				}
			} );
			await page.goto( pages.details );
			const { combobox, options, details } = parts( page );
			await typeSlowly( combobox, 'everyday' );
			await expect( options ).toHaveCount( 2 );
			await combobox.press( 'ArrowDown' );
			await expect( details ).toBeHidden();
			expect( asked ).toEqual( [] );
		} );

		test( 'is hidden for no results', async ( { page } ) => {
			await page.setViewportSize( VIEWPORTS.desktop );
			await page.goto( pages.details );
			const { combobox, options, details } = parts( page );
			await typeSlowly( combobox, 'everyday' );
			await expect( details ).toBeVisible();
			await combobox.fill( '' );
			await typeSlowly( combobox, 'zzqx' );
			await expect( options.first() ).toHaveText( 'No results' );
			await expect( details ).toBeHidden();
		} );
	} );

	test.describe( 'mobile overlay', () => {
		test( 'at a phone width: opens full screen, keeps the focus inside, closes on Escape', async ( {
			page,
		} ) => {
			await page.setViewportSize( VIEWPORTS.narrow );
			await page.goto( pages.overlay );
			const { block, combobox, options, listbox } = parts( page );
			const opener = block.getByRole( 'button', { name: 'Open search' } );
			await expect( opener ).toBeVisible();
			await expect( combobox ).toBeHidden();
			await opener.click();
			await expect( opener ).toHaveAttribute( 'aria-expanded', 'true' );
			await expect( combobox ).toBeFocused();
			const form = block.getByRole( 'search' );
			const formBox = await form.boundingBox();
			expect( formBox?.width ).toBe( VIEWPORTS.narrow.width );
			expect( formBox?.height ).toBe( VIEWPORTS.narrow.height );

			// The page behind is out of reach and does not scroll.
			await expect(
				page.locator( '.wp-site-blocks > header' )
			).toHaveAttribute( 'inert', '' );
			expect(
				await page.evaluate(
					() => document.documentElement.style.overflow
				)
			).toBe( 'hidden' );

			// Tab and Shift+Tab cycle inside the overlay.
			for ( let i = 0; i < 6; i++ ) {
				await page.keyboard.press( 'Tab' );
				await expect(
					page.locator( `${ BLOCK }__form :focus` )
				).toHaveCount( 1 );
			}
			await block.getByRole( 'button', { name: 'Close search' } ).focus();
			await page.keyboard.press( 'Shift+Tab' );
			await expect( parts( page ).submit ).toBeFocused();
			await page.keyboard.press( 'Tab' );
			await expect(
				block.getByRole( 'button', { name: 'Close search' } )
			).toBeFocused();

			await combobox.focus();
			await combobox.pressSequentially( 'tee', { delay: 40 } );
			await expect( options ).toHaveCount( 1 );
			expect( await seriousAxeViolations( page, BLOCK ) ).toEqual( [] );
			// Escape closes the list first, then the overlay, and the focus goes back.
			await combobox.press( 'Escape' );
			await expect( listbox ).toBeHidden();
			await combobox.press( 'Escape' );
			await expect( combobox ).toBeHidden();
			await expect( opener ).toBeFocused();
			await expect( opener ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect(
				page.locator( '.wp-site-blocks > header' )
			).not.toHaveAttribute( 'inert', '' );
			expect(
				await page.evaluate(
					() => document.documentElement.style.overflow
				)
			).toBe( '' );

			// The close button closes it too.
			await opener.click();
			await block.getByRole( 'button', { name: 'Close search' } ).click();
			await expect( opener ).toBeFocused();
		} );

		test( 'at a desktop width: the box stays in the page', async ( {
			page,
		} ) => {
			await page.setViewportSize( VIEWPORTS.desktop );
			await page.goto( pages.overlay );
			const { block, combobox } = parts( page );
			await expect(
				block.getByRole( 'button', { name: 'Open search' } )
			).toBeHidden();
			await expect( combobox ).toBeVisible();
		} );
	} );

	test.describe( 'grouped suggestions', () => {
		test( 'headlines label groups that Up and Down skip', async ( {
			page,
			requestUtils,
		} ) => {
			const serverSupportsGroups = (
				await suggestionTypes( requestUtils, 'clothing' )
			).has( 'headline' );
			expect( serverSupportsGroups ).toBe( true );
			await page.goto( DEMO_PAGE );
			const { combobox, listbox } = parts( page );
			await typeSlowly( combobox, 'clothing' );
			const products = listbox.getByRole( 'group', { name: 'Products' } );
			await expect( products ).toBeVisible();
			await combobox.press( 'ArrowDown' );
			await expect(
				products.getByRole( 'option' ).first()
			).toHaveAttribute( 'aria-selected', 'true' );
			expect( await seriousAxeViolations( page, BLOCK ) ).toEqual( [] );
		} );

		test( 'a category suggestion names its kind and opens the category', async ( {
			page,
			requestUtils,
		} ) => {
			const serverSupportsTerms = (
				await suggestionTypes( requestUtils, 'clothing' )
			).has( 'taxonomy' );
			expect( serverSupportsTerms ).toBe( true );
			await page.goto( DEMO_PAGE );
			const { combobox, options } = parts( page );
			await typeSlowly( combobox, 'clothing' );
			const category = options.filter( { hasText: 'Category' } );
			await expect( category ).toHaveCount( 1 );
			await expect( category ).toContainText( 'Clothing' );
			await category.click();
			await page.waitForURL( /product-category\/clothing/ );
		} );

		test( 'see all products shows the total and submits the search', async ( {
			page,
			requestUtils,
		} ) => {
			await updateSettings( requestUtils, {
				search: { max_results: 1 },
			} );
			try {
				const serverSupportsMore = (
					await suggestionTypes( requestUtils, 'everyday' )
				).has( 'more_products' );
				expect( serverSupportsMore ).toBe( true );
				await page.goto( DEMO_PAGE );
				const { combobox, options } = parts( page );
				await typeSlowly( combobox, 'everyday' );
				const more = options.filter( { hasText: 'See all products' } );
				await expect( more ).toHaveText( 'See all products (2)' );
				await combobox.press( 'ArrowUp' );
				await expect( more ).toHaveAttribute( 'aria-selected', 'true' );
				await combobox.press( 'Enter' );
				await page.waitForURL( /[?&]s=everyday/ );
				expect(
					new URL( page.url() ).searchParams.get( 'post_type' )
				).toBe( 'product' );
			} finally {
				await updateSettings( requestUtils, {
					search: { max_results: 8 },
				} );
			}
		} );
	} );

	test.describe( 'featured badge and tax label', () => {
		/** WooCommerce's settings this test changes, with their group. */
		const TAX_SETTINGS = {
			woocommerce_calc_taxes: 'general',
			woocommerce_price_display_suffix: 'tax',
			woocommerce_prices_include_tax: 'tax',
			woocommerce_tax_display_shop: 'tax',
		} as const;

		async function wcSetting(
			requestUtils: RequestUtils,
			name: keyof typeof TAX_SETTINGS,
			value?: string
		): Promise< string > {
			const body: unknown = await requestUtils.rest( {
				method: value === undefined ? 'GET' : 'PUT',
				path: `/wc/v3/settings/${ TAX_SETTINGS[ name ] }/${ name }`,
				...( value === undefined ? {} : { data: { value } } ),
			} );
			return isRecord( body ) && typeof body.value === 'string'
				? body.value
				: '';
		}

		async function productId(
			requestUtils: RequestUtils,
			sku: string
		): Promise< number > {
			const found: unknown = await requestUtils.rest( {
				method: 'GET',
				path: '/wc/v3/products',
				params: { sku },
			} );
			const first =
				Array.isArray( found ) && isRecord( found[ 0 ] )
					? Number( found[ 0 ].id )
					: 0;
			expect( first ).toBeGreaterThan( 0 );
			return first;
		}

		test( 'a featured product shows the badge, and prices the store’s tax label, at a desktop and a phone width', async ( {
			page,
			requestUtils,
		} ) => {
			// Two widths, each with two searches, then one more without the label.
			test.setTimeout( 180_000 );
			const pen = await productId( requestUtils, 'SW-PEN' );
			const before: Partial<
				Record< keyof typeof TAX_SETTINGS, string >
			> = {};
			for ( const name of Object.keys( TAX_SETTINGS ) as Array<
				keyof typeof TAX_SETTINGS
			> ) {
				before[ name ] = await wcSetting( requestUtils, name );
			}
			await updateSettings( requestUtils, {
				search: { show_price: true, show_image: true },
			} );
			try {
				await requestUtils.rest( {
					method: 'PUT',
					path: `/wc/v3/products/${ pen }`,
					data: { featured: true },
				} );
				await wcSetting(
					requestUtils,
					'woocommerce_calc_taxes',
					'yes'
				);
				await wcSetting(
					requestUtils,
					'woocommerce_prices_include_tax',
					'no'
				);
				await wcSetting(
					requestUtils,
					'woocommerce_tax_display_shop',
					'excl'
				);
				await wcSetting(
					requestUtils,
					'woocommerce_price_display_suffix',
					'excl. VAT'
				);

				for ( const width of [ 1280, 400 ] ) {
					await page.setViewportSize( { width, height: 800 } );
					await page.goto( DEMO_PAGE );
					const { combobox, options } = parts( page );
					await typeSlowly( combobox, 'brass' );
					const option = options.filter( { hasText: 'Brass Pen' } );
					await expect( option ).toHaveCount( 1 );
					await expect(
						option.locator( `${ BLOCK }__badge.is-featured` )
					).toHaveText( 'Featured' );
					await expect(
						option.locator( `${ BLOCK }__price` )
					).toHaveText( '$32.00 excl. VAT' );
					// The badge and the label stay inside the option, beside the title.
					const box = await option.boundingBox();
					const badge = await option
						.locator( `${ BLOCK }__badge.is-featured` )
						.boundingBox();
					expect( box && badge ).toBeTruthy();
					if ( box && badge ) {
						expect( badge.x + badge.width ).toBeLessThanOrEqual(
							box.x + box.width + 0.5
						);
					}
					await keepScreenshot(
						page,
						`product-search-featured-${ width }`,
						false
					);
					if ( width === 1280 ) {
						expect(
							await seriousAxeViolations( page, BLOCK )
						).toEqual( [] );
					}

					// Another product: no badge.
					await combobox.fill( '' );
					await typeSlowly( combobox, 'cotton tee' );
					const tee = options.filter( {
						hasText: 'Organic Cotton Tee',
					} );
					await expect( tee ).toContainText( 'excl. VAT' );
					await expect(
						tee.locator( `${ BLOCK }__badge.is-featured` )
					).toHaveCount( 0 );
				}

				// Without the suffix, WooCommerce prints no label and neither does the box.
				await wcSetting(
					requestUtils,
					'woocommerce_price_display_suffix',
					''
				);
				await page.goto( DEMO_PAGE );
				const { combobox, options } = parts( page );
				await typeSlowly( combobox, 'brass' );
				await expect(
					options
						.filter( { hasText: 'Brass Pen' } )
						.locator( `${ BLOCK }__price` )
				).toHaveText( '$32.00' );
			} finally {
				await requestUtils.rest( {
					method: 'PUT',
					path: `/wc/v3/products/${ pen }`,
					data: { featured: false },
				} );
				for ( const [ name, value ] of Object.entries( before ) ) {
					await wcSetting(
						requestUtils,
						name as keyof typeof TAX_SETTINGS,
						value
					);
				}
			}
		} );
	} );

	test.describe( 'current prices and variations', () => {
		test( 'dynamic prices replace the indexed price with the one the prices route answers', async ( {
			page,
			requestUtils,
		} ) => {
			await updateSettings( requestUtils, {
				search: { dynamic_prices: true, show_price: true },
			} );
			try {
				const asked: string[] = [];
				// The real route answers; the test then stands in for a price that changed since
				// the index was built (a sale that started, a price for this shopper).
				await page.route( /search\/prices/, async ( route ) => {
					asked.push( route.request().url() );
					const response = await route.fetch();
					const body: unknown = await response.json();
					expect( body ).toMatchObject( { success: true } );
					const data =
						isRecord( body ) && Array.isArray( body.data )
							? body.data.filter( isRecord )
							: [];
					expect( data.length ).toBeGreaterThan( 0 );
					await route.fulfill( {
						response,
						json: {
							success: true,
							data: data.map( ( item ) => ( {
								id: item.id,
								price: '<span class="amount">$99.99</span>',
							} ) ),
						},
					} );
				} );
				await page.goto( DEMO_PAGE );
				const { combobox, options } = parts( page );
				await typeSlowly( combobox, 'brass' );
				await expect(
					options.filter( { hasText: 'Brass Pen' } )
				).toContainText( '$99.99' );
				expect( asked ).toHaveLength( 1 );
			} finally {
				await updateSettings( requestUtils, {
					search: { dynamic_prices: false },
				} );
			}
		} );

		test( 'searching a variation’s SKU opens the product with that variation chosen', async ( {
			page,
		} ) => {
			await page.goto( DEMO_PAGE );
			const { combobox, options, submit } = parts( page );
			await typeSlowly( combobox, 'SW-HOODIE-BLUE-M' );
			await expect( options.first() ).toBeVisible();
			await submit.click();
			await page.waitForURL( /attribute_colour=Blue/ );
			await expect( page.getByLabel( 'Colour' ) ).toHaveValue( 'Blue' );
			await expect( page.getByLabel( 'Size' ) ).toHaveValue( 'M' );
		} );
	} );
} );
