/**
 * The React settings app: load, switch a module, save, reload, and see invalid values inline.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { resetSettings, seriousAxeViolations, WOOCOMMERCE } from '../utils';

test.describe( 'Settings app', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'shows a section for every module, with its switch', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=shopwright' );

		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Shopwright' } )
		).toBeVisible();
		for ( const label of [
			'General',
			'Product search',
			'Popups',
			'Storefront',
			'Sale countdown',
			'Order attribution',
			'Quick view',
			'Media embeds',
		] ) {
			await expect(
				page.getByRole( 'heading', { level: 2, name: label } )
			).toBeVisible();
		}
		await expect(
			page.getByRole( 'checkbox', { name: 'Enable Sale countdown' } )
		).toBeChecked();
		await expect(
			page.getByRole( 'button', { name: 'Save changes' } )
		).toBeDisabled();

		const waiting = page
			.locator( '#shopwright-settings-root' )
			.getByText(
				'This module needs WooCommerce. It stays inactive until WooCommerce is installed and active.'
			);
		// The storefront, order attribution and quick view need WooCommerce.
		await expect( waiting ).toHaveCount( WOOCOMMERCE ? 0 : 3 );
		const adminNotice = page.locator( '.shopwright-woocommerce-notice' );
		if ( WOOCOMMERCE ) {
			await expect( adminNotice ).toHaveCount( 0 );
		} else {
			for ( const name of [
				'Storefront',
				'Order attribution',
				'Quick view',
			] ) {
				await expect( adminNotice ).toContainText( name );
			}
		}
	} );

	test( 'saves a module switch, and the choice survives a reload', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=shopwright' );
		const toggle = page.getByRole( 'checkbox', {
			name: 'Enable Popups',
		} );
		await expect( toggle ).toBeChecked();

		await toggle.click();
		await page.getByRole( 'button', { name: 'Save changes' } ).click();

		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();
		await page.reload();
		await expect(
			page.getByRole( 'checkbox', { name: 'Enable Popups' } )
		).not.toBeChecked();
	} );

	test( 'shows a value the server rejects next to its field, and saves nothing', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=shopwright' );
		const days = page.getByRole( 'spinbutton', {
			name: 'Only in the last days of a sale',
		} );
		await page
			.getByRole( 'checkbox', { name: 'Show on product pages' } )
			.click();
		await days.fill( '999' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();

		await expect( days ).toHaveAttribute( 'aria-invalid', 'true' );
		const describedBy = await days.getAttribute( 'aria-describedby' );
		expect( describedBy ).toBeTruthy();
		await expect( page.locator( `[id="${ describedBy }"]` ) ).toContainText(
			'between 0 (inclusive) and 365 (inclusive)'
		);
		await expect(
			page
				.locator( '#shopwright-settings-root' )
				.getByText( 'Some settings are not valid. Nothing was saved.' )
		).toBeVisible();

		// Nothing was partially saved: the valid switch in the same request was not applied.
		const saved: unknown = await requestUtils.rest( {
			path: '/shopwright/v1/settings',
		} );
		expect( saved ).toMatchObject( {
			settings: {
				countdown: {
					product_pages: false,
					product_pages_within_days: 7,
				},
			},
		} );

		// Correcting the value clears the error and saves.
		await days.fill( '5' );
		await expect( days ).not.toHaveAttribute( 'aria-invalid', 'true' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();
		await page.reload();
		await expect(
			page.getByRole( 'spinbutton', {
				name: 'Only in the last days of a sale',
			} )
		).toHaveValue( '5' );
	} );

	test( 'refuses a change from another site: the admin cookie without the REST nonce', async ( {
		page,
		requestUtils,
	} ) => {
		// The admin's logged-in cookies ride along, as they would on a forged cross-site request.
		const response = await page.request.post(
			'/wp-json/shopwright/v1/settings',
			{ data: { settings: { popups: { enabled: false } } } }
		);
		expect( response.status() ).toBe( 401 );
		const saved: unknown = await requestUtils.rest( {
			path: '/shopwright/v1/settings',
		} );
		expect( saved ).toMatchObject( {
			settings: { popups: { enabled: true } },
		} );
	} );

	test( 'has no serious accessibility violations', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'admin.php', 'page=shopwright' );
		await expect(
			page.getByRole( 'button', { name: 'Save changes' } )
		).toBeVisible();
		expect(
			await seriousAxeViolations( page, '#shopwright-settings-root' )
		).toEqual( [] );
	} );

	test( 'the search index panel tells when the index was rebuilt and starts a rebuild', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		// The test site runs no cron: the fixture rebuilds the index in one request.
		await requestUtils.rest( {
			method: 'POST',
			path: '/shopwright-e2e/v1/search-index',
		} );
		await admin.visitAdminPage( 'admin.php', 'page=shopwright' );
		await expect(
			page.getByText( /Last rebuilt .+ in [\d.]+ s\./ )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Rebuild index' } ).click();
		await expect(
			page.getByText( /Rebuild waiting to start…|Rebuilding: / )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Rebuild index' } )
		).toBeDisabled();
		expect(
			await seriousAxeViolations( page, '#shopwright-settings-root' )
		).toEqual( [] );
		// Finish it, so that no later spec searches a half-built index.
		await requestUtils.rest( {
			method: 'POST',
			path: '/shopwright-e2e/v1/search-index',
		} );
	} );
} );
