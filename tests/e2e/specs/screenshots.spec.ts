/**
 * What a shopper sees, compared with committed pictures (tests/e2e/screenshots/): every component
 * in its main state (tests/e2e/utils/scenes.ts) at 1280, 768 and 400 px on Twenty Twenty-Five, and
 * at 1280 and 400 px on the classic Twenty Twenty-One, with the mini cart in its footer's widget
 * area (a theme or width added here needs its pictures made). What changes between runs is masked
 * (countdown digits, dates), animations are stopped, and requests leaving the site are refused.
 * After a deliberate change of looks, refresh the pictures with `npx playwright test
 * --update-snapshots` and look at each one before committing it.
 */

/**
 * WordPress dependencies
 */
import { expect, test } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { activateTheme, NO_WOOCOMMERCE_REASON, WOOCOMMERCE } from '../utils';
import {
	addMiniCartWidget,
	cleanUpScenes,
	prepareScenes,
	removeMiniCartWidget,
	SCENES,
	stayOnSite,
	type Scene,
	type SceneContext,
} from '../utils/scenes';

/**
 * Each theme and its window widths. The classic theme skips 768 px: the whole spec must stay near
 * a quarter of an hour on one worker, and 768 px differs from 1280 and 400 px by the block theme's
 * grids and dialogs above all.
 */
const WIDTHS: Record< string, number[] > = {
	twentytwentyfive: [ 1280, 768, 400 ],
	twentytwentyone: [ 1280, 400 ],
};
const THEMES = Object.keys( WIDTHS );

/** A classic theme's widget area where its owner puts the mini cart (its header has none). */
const CART_WIDGET_AREAS: Record< string, string > = {
	twentytwentyone: 'sidebar-1',
};

let pages: SceneContext[ 'pages' ] = { search: '', popup: '' };

test.beforeAll( async ( { requestUtils } ) => {
	pages = await prepareScenes( requestUtils );
} );

test.afterAll( async ( { requestUtils } ) => {
	await cleanUpScenes( requestUtils );
	await activateTheme( requestUtils, 'twentytwentyfive' );
} );

/**
 * Opens a scene and compares it with its picture.
 *
 * @param context The scene's page and helpers.
 * @param scene   The scene.
 * @param name    The picture's path under tests/e2e/screenshots/.
 * @param baseURL The test site's address.
 */
async function compare(
	context: SceneContext,
	scene: Scene,
	name: string,
	baseURL: string | undefined
): Promise< void > {
	await stayOnSite( context.page, baseURL );
	const frame = await scene.open( context );
	// Two pictures in a row must match first: slow on a busy machine.
	const options = {
		mask: scene.mask?.( context.page ) ?? [],
		timeout: 30_000,
	};
	if ( frame ) {
		await expect( frame ).toHaveScreenshot( name, options );
	} else {
		await expect( context.page ).toHaveScreenshot( name, options );
	}
}

/**
 * One picture's test: the scene, opened, against its picture (a shop scene is skipped without
 * WooCommerce).
 *
 * @param scene   The scene.
 * @param picture The picture's path under tests/e2e/screenshots/.
 */
function pictureTest( scene: Scene, picture: string ): void {
	test( scene.name, async ( { page, admin, requestUtils, baseURL } ) => {
		test.skip( !! scene.shop && ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
		await compare(
			{ page, admin, requestUtils, pages },
			scene,
			picture,
			baseURL
		);
	} );
}

for ( const theme of THEMES ) {
	test.describe( `Screenshots on ${ theme }`, () => {
		const cartArea = CART_WIDGET_AREAS[ theme ];

		test.beforeAll( async ( { requestUtils } ) => {
			await activateTheme( requestUtils, theme );
			if ( cartArea ) {
				await addMiniCartWidget( requestUtils, cartArea );
			}
		} );

		test.afterAll( async ( { requestUtils } ) => {
			if ( cartArea ) {
				await removeMiniCartWidget( requestUtils, cartArea );
			}
		} );

		for ( const width of WIDTHS[ theme ] ) {
			test.describe( `at ${ width } px`, () => {
				test.use( { viewport: { width, height: 800 } } );

				test.describe( 'for a shopper', () => {
					test.use( { storageState: { cookies: [], origins: [] } } );
					for ( const scene of SCENES.filter(
						( { admin } ) => ! admin
					) ) {
						pictureTest(
							scene,
							`${ theme }/${ scene.name }-${ width }.png`
						);
					}
				} );

				// wp-admin looks the same whatever the site's theme.
				if ( theme === THEMES[ 0 ] ) {
					test.describe( 'for the owner', () => {
						for ( const scene of SCENES.filter(
							( { admin } ) => admin
						) ) {
							pictureTest(
								scene,
								`wp-admin/${ scene.name }-${ width }.png`
							);
						}
					} );
				}
			} );
		}
	} );
}
