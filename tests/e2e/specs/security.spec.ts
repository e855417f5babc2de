/**
 * What an attacker can reach from outside: links from other sites that try to make a shopper's
 * browser click something, and popups read by people they are not for.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	deletePage,
	NO_WOOCOMMERCE_REASON,
	resetSettings,
	WOOCOMMERCE,
} from '../utils';
import { createPage, createPopup, deleteAllPopups } from '../utils/popups';

const SECRET = 'Staff code STAFF-77';

test.describe( 'Links from other sites', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'cannot make the storefront click the log-out link of a logged-in administrator', async ( {
		page,
	} ) => {
		await page.clock.install();
		await page.goto(
			'/?lost-password&popup-selector=%23wp-admin-bar-logout%20a'
		);
		await expect( page.locator( '#wp-admin-bar-logout a' ) ).toBeAttached();
		await page.waitForLoadState( 'load' );
		// Well past the 300 ms after which a login popup opener is clicked.
		await page.clock.runFor( 2000 );

		await page.goto( '/wp-admin/' );
		await expect(
			page.getByRole( 'heading', { name: 'Dashboard', level: 1 } )
		).toBeVisible();
	} );

	test( 'still open the login popup opener the owner marked', async ( {
		page,
		requestUtils,
	} ) => {
		const created = await createPage(
			requestUtils,
			'Account help',
			'<!-- wp:html --><button type="button" data-shopwright-popup-opener="login" onclick="this.textContent=\'Login popup opened\'">Log in</button><!-- /wp:html -->'
		);
		await page.clock.install();
		await page.goto(
			`${ created.link }${
				created.link.includes( '?' ) ? '&' : '?'
			}reset-password&popup-selector=login`
		);
		await page.waitForLoadState( 'load' );
		await page.clock.runFor( 400 );
		await expect(
			page.getByRole( 'button', { name: 'Login popup opened' } )
		).toBeVisible();
		await deletePage( requestUtils, created.id );
	} );
} );

test.describe( 'Popups read by people they are not for', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllPopups( requestUtils );
	} );

	test( 'a guest cannot read popups through REST nor open a popup by its address', async ( {
		browser,
		requestUtils,
	} ) => {
		// Published, but shown on no page yet: its address must not show it either.
		const popup = await createPopup( requestUtils, {
			title: 'Members offer',
			content: `<!-- wp:paragraph --><p>${ SECRET }</p><!-- /wp:paragraph -->`,
			location: { include: [], exclude: [] },
		} );
		const guest = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const list = await guest.request.get(
			'/?rest_route=/wp/v2/shopwright_popup'
		);
		expect( list.status() ).toBe( 401 );
		expect( await list.text() ).not.toContain( 'STAFF-77' );
		const one = await guest.request.get(
			`/?rest_route=/wp/v2/shopwright_popup/${ popup.id }`
		);
		expect( one.status() ).toBe( 401 );

		const page = await guest.newPage();
		const response = await page.goto( popup.link );
		expect( response?.status() ).toBe( 404 );
		expect( await page.content() ).not.toContain( 'STAFF-77' );
		await guest.close();
	} );

	test( "a password-protected popup's preview carries nothing before the password is entered", async ( {
		page,
		requestUtils,
	} ) => {
		const popup = await createPopup( requestUtils, {
			title: 'Staff only',
			content: `<!-- wp:paragraph --><p>${ SECRET }</p><!-- /wp:paragraph -->`,
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/shopwright_popup/${ popup.id }`,
			data: { password: 'letmein' },
		} );

		await page.goto( popup.link );
		await expect( page.getByLabel( 'Password:' ) ).toBeVisible();
		expect( await page.content() ).not.toContain( 'STAFF-77' );

		await page.getByLabel( 'Password:' ).fill( 'letmein' );
		await page.getByRole( 'button', { name: 'Enter' } ).click();
		await expect(
			page.getByRole( 'dialog', { name: 'Staff only' } )
		).toContainText( 'STAFF-77' );
	} );
} );
