/**
 * What a shopper sees, component by component: each scene opens a page and brings one component
 * into its main state (a product added, a variation chosen, a dialog open, a block loaded). The
 * layout spec checks each scene's fit; the screenshot spec compares each with its baseline.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import {
	expect,
	type Admin,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { isRecord } from '../../../src/utils/is-record';
import { resetSettings, WOOCOMMERCE } from './index';
import { setGateway } from './express';
import { createPopup, deleteAllPopups } from './popups';

export type SceneContext = {
	page: Page;
	admin: Admin;
	/** Logged in as admin: a scene whose picture follows stored state stores its own first. */
	requestUtils: RequestUtils;
	/** Pages the spec published for the scenes that need one of their own. */
	pages: { search: string; popup: string };
};

export type Scene = {
	name: string;
	/** Needs WooCommerce's shop. */
	shop?: boolean;
	/** In wp-admin, logged in: the same on every theme. */
	admin?: boolean;
	/** Brings the component into its state; returns what a screenshot frames (the window when undefined). */
	open: ( context: SceneContext ) => Promise< Locator | undefined >;
	/** What changes between runs, masked in screenshots (countdown digits, dates). */
	mask?: ( page: Page ) => Locator[];
	/** Where axe and the layout checks look. */
	scope: string;
};

/**
 * The popup of the popup scene: a welcome offer, at once, on its own page only.
 *
 * @param pageId The page it shows on.
 */
export const SPRING_OFFER = ( pageId: number ) => ( {
	title: 'Spring offer',
	content:
		'<!-- wp:heading --><h2 class="wp-block-heading">Ten percent off your first order</h2><!-- /wp:heading -->' +
		'<!-- wp:paragraph --><p>Use the code WELCOME10 at checkout.</p><!-- /wp:paragraph -->' +
		'<!-- wp:paragraph --><p><a href="#popup:close:dont-show-again">No thanks, don’t show this again</a></p><!-- /wp:paragraph -->',
	settings: { triggers: { page_load: { delay: 0 } } },
	location: {
		include: [
			{ kind: 'singular' as const, post_type: 'page', ids: [ pageId ] },
		],
		exclude: [],
	},
} );

const SCENE_PAGES = {
	search: {
		slug: 'layout-search-details',
		title: 'Search with details',
		content: '<!-- wp:shopwright/product-search {"showDetails":true} /-->',
	},
	popup: {
		slug: 'layout-spring-offer',
		title: 'Spring offer page',
		content:
			'<!-- wp:paragraph --><p>A page with an offer.</p><!-- /wp:paragraph -->',
	},
};

async function deleteScenePages( requestUtils: RequestUtils ): Promise< void > {
	for ( const { slug } of Object.values( SCENE_PAGES ) ) {
		const found: unknown = await requestUtils.rest( {
			path: '/wp/v2/pages',
			params: { slug, status: 'publish,draft,trash' },
		} );
		for ( const item of Array.isArray( found ) ? found : [] ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ Number( item.id ) }`,
				params: { force: true },
			} );
		}
	}
}

/**
 * Readies the site for the scenes: the default settings, no popup but the scene's own (the
 * sample popup would open over every page after a few seconds), and the pages the search and
 * popup scenes open. Safe to run again.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 */
export async function prepareScenes(
	requestUtils: RequestUtils
): Promise< SceneContext[ 'pages' ] > {
	await resetSettings( requestUtils );
	await deleteAllPopups( requestUtils );
	await deleteScenePages( requestUtils );
	const links: Record< string, string > = {};
	const ids: Record< string, number > = {};
	for ( const [ key, { slug, title, content } ] of Object.entries(
		SCENE_PAGES
	) ) {
		const created: unknown = await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: { slug, title, content, status: 'publish' },
		} );
		const id =
			typeof created === 'object' && created !== null && 'id' in created
				? Number( created.id )
				: 0;
		ids[ key ] = id;
		links[ key ] = `/?page_id=${ id }`;
	}
	await createPopup( requestUtils, SPRING_OFFER( ids.popup ) );
	return { search: links.search, popup: links.popup };
}

/**
 * Takes away what prepareScenes() made.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 */
export async function cleanUpScenes(
	requestUtils: RequestUtils
): Promise< void > {
	await deleteAllPopups( requestUtils );
	await deleteScenePages( requestUtils );
}

const MINI_CART_WIDGET = '<!-- wp:shopwright/mini-cart /-->';

/**
 * A classic theme has no cart in its header: its owner puts the mini cart block in a widget area,
 * as the scenes do on Twenty Twenty-One (its footer). The test-site fixture maps the widget areas
 * after the theme switch before it writes them (a widget posted to /wp/v2/widgets right after a
 * switch can be moved to the inactive widgets), and keeps the area's other widgets aside, so the
 * footer shows the cart alone. The theme must be active.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 * @param sidebar      The widget area's id.
 */
export async function addMiniCartWidget(
	requestUtils: RequestUtils,
	sidebar: string
): Promise< void > {
	await requestUtils.rest( {
		method: 'POST',
		path: '/shopwright-e2e/v1/widget-area',
		data: { sidebar, content: MINI_CART_WIDGET },
	} );
}

/**
 * Puts a widget area back as it was before addMiniCartWidget(). The theme must still be active.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 * @param sidebar      The widget area's id.
 */
export async function removeMiniCartWidget(
	requestUtils: RequestUtils,
	sidebar: string
): Promise< void > {
	await requestUtils.rest( {
		method: 'DELETE',
		path: '/shopwright-e2e/v1/widget-area',
		params: { sidebar },
	} );
}

const DIALOG_CONTROLS = '[role="dialog"]';

/**
 * Refuses every request that leaves the site (players, avatars, fonts from elsewhere), as the
 * media specs do: the pictures are the site's own, and a screenshot never waits on the network.
 *
 * @param page    The page, before it navigates.
 * @param baseURL The test site's address.
 */
export async function stayOnSite(
	page: Page,
	baseURL: string | undefined
): Promise< void > {
	const siteHost = new URL( baseURL ?? 'http://localhost' ).host;
	await page.route(
		( url ) => url.host !== siteHost,
		async ( route ) => {
			if (
				route
					.request()
					.url()
					.startsWith( 'https://www.youtube-nocookie.com/embed/' )
			) {
				await route.fulfill( {
					contentType: 'text/html',
					body: '<!doctype html><html lang="en"><title>Player</title><p>Stand-in player</p></html>',
				} );
				return;
			}
			await route.abort();
		}
	);
}

/**
 * Loads the images inside a frame now (lazy ones included) and waits until each has arrived or
 * failed, so that a screenshot never catches one half drawn.
 *
 * @param frame What the screenshot frames.
 */
export async function settleImages( frame: Locator ): Promise< void > {
	await frame.evaluate( async ( element ) => {
		const images = Array.from( element.querySelectorAll( 'img' ) );
		images.forEach( ( image ) => {
			image.loading = 'eager';
		} );
		await Promise.all(
			images.map( ( image ) =>
				image.complete
					? image.decode().catch( () => undefined )
					: new Promise( ( resolve ) => {
							image.addEventListener( 'load', resolve, {
								once: true,
							} );
							image.addEventListener( 'error', resolve, {
								once: true,
							} );
						} )
			)
		);
	} );
	await frame.page().evaluate( () => document.fonts.ready );
}

/**
 * Marks the smallest element holding every one of the given elements, for a screenshot to frame.
 *
 * @param page      The page.
 * @param selectors One selector per element to hold.
 * @param mark      The data-attribute value that marks it.
 */
async function commonFrame(
	page: Page,
	selectors: string[],
	mark: string
): Promise< Locator > {
	await page.evaluate(
		( { list, name } ) => {
			const elements = list.map( ( selector ) =>
				document.querySelector( selector )
			);
			let frame = elements[ 0 ]?.parentElement ?? document.body;
			while (
				frame !== document.body &&
				! elements.every( ( element ) => frame.contains( element ) )
			) {
				frame = frame.parentElement ?? document.body;
			}
			frame.setAttribute( 'data-shopwright-frame', name );
		},
		{ list: selectors, name: mark }
	);
	return page.locator( `[data-shopwright-frame="${ mark }"]` );
}

const addToCart = ( page: Page, name: string ) =>
	page
		.getByRole( 'link', { name: `Add to cart: “${ name }”` } )
		.or( page.getByRole( 'button', { name: `Add to cart: “${ name }”` } ) )
		.first();

const miniCartCount = ( page: Page ) =>
	page.locator( '.wp-block-shopwright-mini-cart__count-value' ).first();

/**
 * A demo block page with its block in view and its script run (blocks load their script when
 * they come near the window).
 *
 * @param page  The page.
 * @param path  The demo page.
 * @param block The block's selector.
 */
async function blockPage(
	page: Page,
	path: string,
	block: string
): Promise< Locator > {
	await page.goto( path );
	const frame = page.locator( block ).first();
	await frame.scrollIntoViewIfNeeded();
	await page.waitForLoadState( 'load' );
	await settleImages( frame );
	return frame;
}

/**
 * Answers the settings app's question for the search index's status with the real status, but
 * with a fixed time and length for the last rebuild: a date that differs by a digit can wrap the
 * sentence onto another line, which a mask does not cover.
 *
 * @param page The page, before it opens the settings.
 */
async function pinLastRebuild( page: Page ): Promise< void > {
	await page.route(
		( url ) =>
			decodeURIComponent( url.href ).includes(
				'/shopwright/v1/search/index'
			),
		async ( route ) => {
			if ( route.request().method() !== 'GET' ) {
				await route.continue();
				return;
			}
			const response = await route.fetch();
			const status: unknown = await response.json();
			await route.fulfill( {
				response,
				json: {
					...( isRecord( status ) ? status : {} ),
					// 15 January 2026, 09:30 UTC.
					finished: 1768469400,
					seconds: 2.5,
				},
			} );
		}
	);
}

/** Every component in its main state. */
export const SCENES: Scene[] = [
	{
		name: 'shop-grid-added',
		shop: true,
		scope: 'main',
		async open( { page } ) {
			await page.goto( '/shop/' );
			const add = addToCart( page, 'Brass Pen' );
			await add.click();
			await expect( add ).toHaveClass( /\badded\b/ );
			const card = page.locator( 'li' ).filter( { has: add } ).last();
			await expect(
				card.getByRole( 'link', { name: 'View cart' } )
			).toBeVisible();
			// The pointer leaves: the picture is the card after the add, not the theme's hover.
			await page.mouse.move( 0, 0 );
			await settleImages( card );
			return card;
		},
	},
	{
		name: 'product-page-variation',
		shop: true,
		scope: 'main',
		async open( { page } ) {
			await page.goto( '/product/everyday-hoodie/' );
			await expect(
				page.locator( '.woocommerce-product-gallery' )
			).toHaveCSS( 'opacity', '1' );
			await page.getByLabel( 'Colour' ).selectOption( 'Green' );
			await page.getByLabel( 'Size' ).selectOption( 'M' );
			await expect(
				page.locator( '.single_add_to_cart_button' )
			).not.toHaveClass( /disabled/ );
			const frame = await commonFrame(
				page,
				[ '.woocommerce-product-gallery', 'form.variations_form' ],
				'product'
			);
			await settleImages( frame );
			return frame;
		},
	},
	{
		name: 'quick-view-options',
		shop: true,
		scope: DIALOG_CONTROLS,
		async open( { page } ) {
			await page.goto( '/shop/' );
			await page
				.getByRole( 'button', { name: 'Quick view: Everyday Hoodie' } )
				.click();
			const dialog = page.getByRole( 'dialog' );
			await expect( dialog ).toBeVisible();
			await dialog
				.locator( 'select[name="attribute_colour"]' )
				.selectOption( 'Green' );
			await dialog
				.locator( 'select[name="attribute_size"]' )
				.selectOption( 'M' );
			await expect( dialog.locator( '.wp-post-image' ) ).toHaveAttribute(
				'alt',
				/Green/
			);
			await settleImages( dialog );
			return undefined;
		},
	},
	{
		name: 'mini-cart-three-lines',
		shop: true,
		scope: DIALOG_CONTROLS,
		async open( { page } ) {
			await page.goto( '/shop/' );
			let count = 0;
			for ( const name of [
				'Brass Pen',
				'Stoneware Mug',
				'Linen Notebook',
			] ) {
				await addToCart( page, name ).click();
				count++;
				await expect( miniCartCount( page ) ).toHaveText(
					String( count )
				);
			}
			await page
				.locator( '.wp-block-shopwright-mini-cart__button' )
				.first()
				.click();
			const drawer = page.getByRole( 'dialog', { name: 'Your cart' } );
			await expect( drawer ).toBeVisible();
			await expect(
				drawer.getByRole( 'button', {
					name: /^Increase the quantity of/,
				} )
			).toHaveCount( 3 );
			await settleImages( drawer );
			// The drawer's slide in is over.
			await page.waitForTimeout( 400 );
			return undefined;
		},
	},
	{
		name: 'product-slider',
		shop: true,
		scope: 'main',
		async open( { page } ) {
			await page.goto( '/shopwright-product-slider/' );
			const slider = page.locator(
				'.wp-block-shopwright-product-slider'
			);
			await slider.hover();
			await expect( slider ).toHaveAttribute( 'data-carousel', 'ready' );
			// The pointer leaves, so that no card shows its hover state.
			await page.mouse.move( 0, 0 );
			await settleImages( slider );
			return slider;
		},
	},
	{
		name: 'search-details',
		shop: true,
		scope: 'main',
		async open( { page, pages } ) {
			await page.goto( pages.search );
			const block = page.locator( '.wp-block-shopwright-product-search' );
			const combobox = block.getByRole( 'combobox', {
				name: 'Search products',
			} );
			await combobox.click();
			await combobox.pressSequentially( 'everyday', { delay: 40 } );
			await expect( block.getByRole( 'option' ) ).toHaveCount( 2 );
			const details = block.locator(
				'.wp-block-shopwright-product-search__details'
			);
			// A narrow window has no room for the panel beside the list.
			if ( ( page.viewportSize()?.width ?? 0 ) > 600 ) {
				await expect(
					details.getByRole( 'link', { name: 'Everyday Hoodie' } )
				).toBeVisible();
				await settleImages( details );
			}
			// The window: the list and its panel open over the page, past the block's box.
			return undefined;
		},
	},
	{
		name: 'photo-feed',
		scope: 'main',
		async open( { page, requestUtils } ) {
			// The demo's own posts and settings, whatever earlier specs left: connecting an
			// account forgets the posts, turning counts on adds likes to each.
			await resetSettings( requestUtils );
			await requestUtils.rest( {
				method: 'POST',
				path: '/shopwright-e2e/v1/photo-feed',
			} );
			const block = await blockPage(
				page,
				'/shopwright-photo-feed/',
				'.wp-block-shopwright-photo-feed'
			);
			await expect(
				block.locator( '.wp-block-shopwright-photo-feed__items' )
			).toBeVisible();
			return block;
		},
		mask: ( page ) => [ page.locator( 'main time' ) ],
	},
	{
		name: 'video-channel',
		scope: 'main',
		open: ( { page } ) =>
			blockPage(
				page,
				'/shopwright-video-channel/',
				'.wp-block-shopwright-video-channel'
			),
		mask: ( page ) => [ page.locator( 'main time' ) ],
	},
	{
		name: 'photo-album',
		scope: 'main',
		open: ( { page } ) =>
			blockPage(
				page,
				'/shopwright-photo-album/',
				'.wp-block-shopwright-photo-album'
			),
	},
	{
		name: 'nft-gallery',
		scope: 'main',
		open: ( { page } ) =>
			blockPage(
				page,
				'/shopwright-nft-gallery/',
				'.wp-block-shopwright-nft-gallery'
			),
	},
	{
		name: 'locked-content',
		scope: 'main',
		open: ( { page } ) =>
			blockPage(
				page,
				'/shopwright-locked-content/',
				'.wp-block-shopwright-locked-content'
			),
	},
	{
		name: 'audio-video',
		scope: 'main',
		async open( { page } ) {
			await page.goto( '/shopwright-players/' );
			await page.waitForLoadState( 'load' );
			return commonFrame(
				page,
				[ 'main .wp-block-video', 'main .wp-block-audio' ],
				'players'
			);
		},
	},
	{
		name: 'pdf',
		scope: 'main',
		open: ( { page } ) =>
			blockPage( page, '/shopwright-pdf/', '.wp-block-shopwright-pdf' ),
	},
	{
		name: 'table-of-contents',
		scope: 'main',
		open: ( { page } ) =>
			blockPage(
				page,
				'/shopwright-table-of-contents/',
				'.wp-block-shopwright-table-of-contents'
			),
	},
	{
		name: 'share-buttons',
		scope: 'main',
		open: ( { page } ) =>
			blockPage(
				page,
				'/shopwright-share-buttons/',
				'.wp-block-shopwright-share-buttons'
			),
	},
	{
		name: 'slides',
		scope: 'main',
		open: ( { page } ) =>
			blockPage(
				page,
				'/shopwright-slides/',
				'.wp-block-shopwright-slides'
			),
	},
	{
		name: 'portfolio',
		scope: 'main',
		open: ( { page } ) =>
			blockPage(
				page,
				'/shopwright-portfolio/',
				'.wp-block-shopwright-portfolio'
			),
	},
	{
		name: 'countdown',
		scope: 'main',
		open: ( { page } ) =>
			blockPage(
				page,
				'/shopwright-countdown/',
				'.wp-block-shopwright-countdown'
			),
		mask: ( page ) => [
			page.locator( '.wp-block-shopwright-countdown__value' ),
		],
	},
	{
		name: 'popup',
		scope: '.shopwright-popup',
		async open( { page, pages } ) {
			await page.goto( pages.popup );
			const dialog = page.getByRole( 'dialog', { name: 'Spring offer' } );
			await expect( dialog ).toBeVisible();
			await settleImages( dialog );
			return undefined;
		},
	},
	{
		name: 'settings-summary',
		admin: true,
		scope: '#shopwright-settings-root',
		async open( { page, admin, requestUtils } ) {
			// What the summary tells the owner follows stored state, put back here: every
			// module on (the defaults), the search index rebuilt (a missing or queued index adds
			// a notice, a progress bar), the express payment method off with the demo's keys.
			await resetSettings( requestUtils );
			await requestUtils.rest( {
				method: 'POST',
				path: '/shopwright-e2e/v1/search-index',
			} );
			if ( WOOCOMMERCE ) {
				await setGateway( requestUtils, false );
			}
			await pinLastRebuild( page );
			await admin.visitAdminPage( 'admin.php', 'page=shopwright' );
			await expect(
				page.getByRole( 'heading', { level: 2, name: 'Summary' } )
			).toBeVisible();
			await expect(
				page.locator( '.shopwright-settings__panel-status' )
			).toHaveText( /^Last rebuilt / );
			return page.locator( '#shopwright-settings-root' );
		},
	},
];
