/**
 * The locked-content block on its demo page: a wrong then a right password from the keyboard,
 * the content kept open across a reload, a new password locking the visitor out again, the form
 * without script, and accessibility locked and unlocked.
 */

/**
 * WordPress dependencies
 */
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

/**
 * External dependencies
 */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { isRecord } from '../../../src/utils/is-record';
import { resetSettings, seriousAxeViolations } from '../utils';

const DEMO_PAGE = '/shopwright-locked-content/';
const LOCK_ID = 'demo-lock-0001';
const PASSWORD = 'open-sesame';
const SECRET = 'Brass pens are 20% off for members';

async function demoPageId( requestUtils: RequestUtils ): Promise< number > {
	const pages: unknown = await requestUtils.rest( {
		path: '/wp/v2/pages',
		params: { slug: 'shopwright-locked-content', _fields: 'id' },
	} );
	const first: unknown = Array.isArray( pages ) ? pages[ 0 ] : null;
	if ( ! isRecord( first ) || typeof first.id !== 'number' ) {
		throw new Error( 'The locked-content demo page is missing.' );
	}
	return first.id;
}

async function setPassword(
	requestUtils: RequestUtils,
	password: string
): Promise< void > {
	await requestUtils.rest( {
		method: 'POST',
		path: '/shopwright/v1/locked-content/password',
		data: {
			post_id: await demoPageId( requestUtils ),
			client_id: LOCK_ID,
			password,
		},
	} );
}

/**
 * Notes, from the page's start, every block script the runtime has loaded.
 *
 * @param target A page, or a context for all its pages.
 */
async function recordChunks( target: Page | BrowserContext ): Promise< void > {
	await target.addInitScript( () => {
		const loaded: string[] = [];
		Reflect.set( window, 'shopwrightChunks', loaded );
		document.addEventListener( 'shopwright:chunk-loaded', ( event ) => {
			if ( event instanceof CustomEvent ) {
				loaded.push( String( event.detail?.handle ) );
			}
		} );
	} );
}

/**
 * Waits until the form's script, which the blocks' runtime loads once a locked block is in view,
 * has run, as it has long before a visitor has typed a password. (Sent before, the form posts
 * without script; that path has its own test below.)
 *
 * @param page The page.
 */
async function formScriptReady( page: Page ): Promise< void > {
	await page.waitForFunction( () =>
		( Reflect.get( window, 'shopwrightChunks' ) as string[] ).includes(
			'shopwright-locked-content-view'
		)
	);
}

test.describe( 'Locked content', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeEach( async ( { requestUtils, page } ) => {
		await resetSettings( requestUtils );
		// A fresh password version: no cookie from an earlier test opens the block.
		await setPassword( requestUtils, PASSWORD );
		await recordChunks( page );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await setPassword( requestUtils, PASSWORD );
	} );

	test( 'opens with the right password typed after a wrong one, and stays open on reload', async ( {
		page,
		context,
	} ) => {
		const response = await page.goto( DEMO_PAGE );
		expect( await response?.text() ).not.toContain( SECRET );
		const field = page.getByLabel( 'Password', { exact: true } );
		await expect( field ).toBeVisible();
		await formScriptReady( page );

		await field.focus();
		await page.keyboard.type( 'not-the-password' );
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'That password is not right.'
		);
		await expect( field ).toHaveValue( '' );
		await expect( field ).toBeFocused();
		await expect( page.getByText( SECRET ) ).toHaveCount( 0 );

		await page.keyboard.type( PASSWORD );
		await page.keyboard.press( 'Enter' );
		await expect( page.getByText( SECRET ) ).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: "Members' price list" } )
		).toBeVisible();
		await expect( field ).toHaveCount( 0 );

		const cookie = ( await context.cookies() ).find( ( { name } ) =>
			name.startsWith( 'shopwright_unlock_' )
		);
		expect( cookie?.httpOnly ).toBe( true );
		expect( cookie?.sameSite ).toBe( 'Lax' );
		expect( cookie?.expires ?? 0 ).toBeGreaterThan(
			Date.now() / 1000 + 6 * 86400
		);

		const scripts: string[] = [];
		page.on( 'request', ( request ) => scripts.push( request.url() ) );
		const reloaded = await page.reload();
		expect( reloaded?.headers()[ 'cache-control' ] ?? '' ).toMatch(
			/no-cache|no-store/
		);
		expect( await reloaded?.text() ).toContain( SECRET );
		await expect( page.getByText( SECRET ) ).toBeVisible();
		await expect(
			page.getByLabel( 'Password', { exact: true } )
		).toHaveCount( 0 );
		// Open, the block has no form, so its script is never fetched.
		await page.waitForLoadState( 'networkidle' );
		expect(
			scripts.some( ( url ) =>
				/\/build\/locked-content\/view\.js/.test( url )
			)
		).toBe( false );
	} );

	test( 'a new password locks the visitor out again', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto( DEMO_PAGE );
		await formScriptReady( page );
		await page.getByLabel( 'Password', { exact: true } ).fill( PASSWORD );
		await page.getByRole( 'button', { name: 'Unlock' } ).press( 'Enter' );
		await expect( page.getByText( SECRET ) ).toBeVisible();

		await setPassword( requestUtils, 'a-new-password' );
		await page.reload();
		await expect( page.getByText( SECRET ) ).toHaveCount( 0 );
		await formScriptReady( page );
		const field = page.getByLabel( 'Password', { exact: true } );
		await field.fill( PASSWORD );
		await field.press( 'Enter' );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'That password is not right.'
		);
		await field.fill( 'a-new-password' );
		await field.press( 'Enter' );
		await expect( page.getByText( SECRET ) ).toBeVisible();
	} );

	test( 'has no serious accessibility violations, locked or open', async ( {
		page,
	} ) => {
		await page.goto( DEMO_PAGE );
		await expect(
			page.getByLabel( 'Password', { exact: true } )
		).toBeVisible();
		await formScriptReady( page );
		expect( await seriousAxeViolations( page, 'main' ) ).toEqual( [] );

		await page.getByLabel( 'Password', { exact: true } ).fill( PASSWORD );
		await page.keyboard.press( 'Enter' );
		await expect( page.getByText( SECRET ) ).toBeVisible();
		expect( await seriousAxeViolations( page, 'main' ) ).toEqual( [] );
	} );

	test.describe( 'without script', () => {
		test.use( { javaScriptEnabled: false } );

		test( 'the form still opens the block, through a redirect back', async ( {
			page,
		} ) => {
			await page.goto( DEMO_PAGE );
			await page
				.getByLabel( 'Password', { exact: true } )
				.fill( PASSWORD );
			await page.getByRole( 'button', { name: 'Unlock' } ).click();
			await expect( page ).toHaveURL(
				new RegExp( `${ DEMO_PAGE }#shopwright-lock-${ LOCK_ID }$` )
			);
			await expect( page.getByText( SECRET ) ).toBeVisible();
		} );
	} );
} );

test.describe( 'Locked content in the editor', () => {
	test( 'the editor sets the password, and visitors then need it', async ( {
		admin,
		editor,
		page,
		browser,
	} ) => {
		await admin.createNewPost( { title: 'Locked in the editor' } );
		await editor.insertBlock( {
			name: 'shopwright/locked-content',
			innerBlocks: [
				{
					name: 'core/paragraph',
					attributes: { content: 'Words set in the editor' },
				},
			],
		} );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Locked content',
		} );
		await expect( block ).toContainText(
			'No password: everyone sees this content.'
		);
		await editor.selectBlocks( block );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings
			.getByLabel( 'Password', { exact: true } )
			.fill( 'from-the-editor' );
		await settings.getByRole( 'button', { name: 'Set password' } ).click();
		await expect( block ).toContainText(
			'Locked: visitors must enter the password.'
		);
		await expect(
			settings.getByRole( 'button', { name: 'Remove password' } )
		).toBeVisible();
		const postId = await editor.publishPost();

		const visitor = await browser.newContext( {
			baseURL: test.info().project.use.baseURL,
		} );
		await recordChunks( visitor );
		const front = await visitor.newPage();
		const response = await front.goto( `/?p=${ postId }` );
		expect( await response?.text() ).not.toContain(
			'Words set in the editor'
		);
		await formScriptReady( front );
		const field = front.getByLabel( 'Password', { exact: true } );
		await field.fill( 'from-the-editor' );
		await field.press( 'Enter' );
		await expect(
			front.getByText( 'Words set in the editor' )
		).toBeVisible();
		await visitor.close();
	} );
} );
