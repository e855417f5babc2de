/**
 * The React settings app: the summary, a page per module that a link opens, panels, the save
 * bar and the warning before leaving, reset with a confirmation, a switch saved and reloaded, and
 * invalid values shown inline.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	keepScreenshot,
	resetSettings,
	seriousAxeViolations,
	updateSettings,
	WOOCOMMERCE,
} from '../utils';

test.describe( 'Settings app', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'opens on a summary of every module’s state, with and without WooCommerce', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		// A built index, so that search needs nothing (the test site runs no cron: the fixture
		// rebuilds it in one request).
		await requestUtils.rest( {
			method: 'POST',
			path: '/shopwright-e2e/v1/search-index',
		} );
		await admin.visitAdminPage( 'admin.php', 'page=shopwright' );

		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Shopwright' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Summary' } )
		).toBeVisible();
		const needsWooCommerce = [
			'Storefront',
			'Order attribution',
			'Quick view',
			'Product sliders',
			'Express checkout',
		];
		// The test site's wallet payment method has no Stripe keys: the summary says it needs setup.
		const expectedState = ( label: string ) => {
			if ( ! WOOCOMMERCE && needsWooCommerce.includes( label ) ) {
				return 'Needs WooCommerce';
			}
			return label === 'Express checkout' ? 'Needs setup' : 'On';
		};
		for ( const label of [
			'Product search',
			'Popups',
			'Sale countdown',
			'Media embeds',
			'Widgets',
			...needsWooCommerce,
		] ) {
			const card = page
				.locator( '.shopwright-settings__module' )
				.filter( {
					has: page.getByRole( 'heading', { level: 3, name: label } ),
				} );
			await expect( card ).toBeVisible();
			await expect(
				card.locator( '.shopwright-settings__state' )
			).toHaveText( expectedState( label ) );
			await expect(
				card.getByRole( 'link', { name: `${ label } settings` } )
			).toBeVisible();
		}
		await expect(
			page.getByRole( 'heading', { level: 3, name: 'Search index' } )
		).toBeVisible();
		await expect(
			page
				.getByRole( 'navigation', { name: 'Settings pages' } )
				.getByRole( 'link', { name: 'Summary' } )
		).toHaveAttribute( 'aria-current', 'page' );

		const waiting = page
			.locator( '#shopwright-settings-root' )
			.getByText(
				'This module needs WooCommerce. It stays inactive until WooCommerce is installed and active.'
			);
		// The storefront, order attribution, quick view, the sliders and express checkout need WooCommerce.
		await expect( waiting ).toHaveCount( WOOCOMMERCE ? 0 : 5 );
		const adminNotice = page.locator( '.shopwright-woocommerce-notice' );
		if ( WOOCOMMERCE ) {
			await expect( adminNotice ).toHaveCount( 0 );
		} else {
			for ( const name of needsWooCommerce ) {
				await expect( adminNotice ).toContainText( name );
			}
		}
		expect(
			await seriousAxeViolations( page, '#shopwright-settings-root' )
		).toEqual( [] );
		await keepScreenshot(
			page,
			WOOCOMMERCE ? 'settings-summary' : 'settings-summary-no-woocommerce'
		);
	} );

	test( 'gives every module a page of its own that a link opens, and the back button leaves', async ( {
		admin,
		page,
	} ) => {
		// Eleven pages, each a full admin load: more than the default minute on a busy machine.
		test.setTimeout( 180_000 );
		for ( const [ id, label ] of [
			[ 'general', 'General' ],
			[ 'search', 'Product search' ],
			[ 'popups', 'Popups' ],
			[ 'storefront', 'Storefront' ],
			[ 'countdown', 'Sale countdown' ],
			[ 'attribution', 'Order attribution' ],
			[ 'quick_view', 'Quick view' ],
			[ 'sliders', 'Product sliders' ],
			[ 'media', 'Media embeds' ],
			[ 'widgets', 'Widgets' ],
			[ 'express_checkout', 'Express checkout' ],
		] ) {
			await admin.visitAdminPage(
				'admin.php',
				`page=shopwright&section=${ id }`
			);
			await expect(
				page.getByRole( 'heading', { level: 2, name: label } )
			).toBeVisible();
			await expect(
				page.getByRole( 'heading', { level: 2 } )
			).toHaveCount( 1 );
			if ( id !== 'general' ) {
				await expect(
					page.getByRole( 'checkbox', { name: `Enable ${ label }` } )
				).toBeVisible();
			}
			expect(
				await seriousAxeViolations( page, '#shopwright-settings-root' ),
				`${ label } page`
			).toEqual( [] );
		}

		// From the summary, in place: the address follows, focus lands on the page's heading.
		await admin.visitAdminPage( 'admin.php', 'page=shopwright' );
		await page
			.getByRole( 'link', { name: 'Sale countdown settings' } )
			.click();
		await expect( page ).toHaveURL( /[?&]section=countdown\b/ );
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Sale countdown' } )
		).toBeFocused();
		await page.goBack();
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Summary' } )
		).toBeVisible();
		await page.goForward();
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'Sale countdown' } )
		).toBeVisible();
	} );

	test( 'groups product search’s settings in panels, and passes axe there', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=search'
		);
		const panels = page.locator(
			'.shopwright-settings__group-title button'
		);
		await expect( panels ).toHaveText( [
			'Suggestions',
			'Details panel',
			'What is searched',
			'Weights',
			'Limits',
		] );
		await expect(
			page.getByRole( 'spinbutton', { name: 'Minimum characters' } )
		).toBeVisible();
		const weights = page.getByRole( 'button', { name: 'Weights' } );
		await expect( weights ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect(
			page.getByRole( 'spinbutton', { name: 'Weight: title' } )
		).toBeHidden();
		await weights.press( 'Enter' );
		await expect( weights ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			page.getByRole( 'spinbutton', { name: 'Weight: title' } )
		).toBeVisible();
		expect(
			await seriousAxeViolations( page, '#shopwright-settings-root' )
		).toEqual( [] );
		await keepScreenshot( page, 'settings-product-search' );
	} );

	test( 'shows the proxy settings, which every limit reads, on the General page', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=general'
		);
		const header = page.getByRole( 'combobox', {
			name: "Header your proxy sets with the visitor's address",
		} );
		await expect( header ).toBeVisible();
		await expect( header.locator( 'option' ) ).toHaveText( [
			'None: no proxy in front of the site',
			'X-Forwarded-For',
			'X-Real-IP',
			'CF-Connecting-IP',
			'True-Client-IP',
			'Forwarded',
		] );
		await expect(
			page.getByRole( 'textbox', { name: "Your proxies' addresses" } )
		).toBeVisible();

		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=search'
		);
		await page.getByRole( 'button', { name: 'Limits' } ).click();
		await expect(
			page.getByRole( 'spinbutton', {
				name: 'Searches per minute per visitor',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'combobox', {
				name: "Header your proxy sets with the visitor's address",
			} )
		).toHaveCount( 0 );
	} );

	test( 'keeps the save bar in view and asks before leaving with unsaved changes', async ( {
		admin,
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 700 } );
		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=search'
		);
		const save = page.getByRole( 'button', { name: 'Save changes' } );
		await expect( save ).toBeDisabled();
		await expect( save ).toBeInViewport();

		await page
			.getByRole( 'spinbutton', { name: 'Minimum characters' } )
			.fill( '4' );
		await expect(
			page.locator( '.shopwright-settings__save-status' )
		).toHaveText( 'You have unsaved changes.' );
		await expect( save ).toBeEnabled();
		await expect( save ).toBeInViewport();

		// Leaving asks first; staying keeps the edit.
		const asked: string[] = [];
		page.once( 'dialog', async ( dialog ) => {
			asked.push( dialog.type() );
			await dialog.dismiss();
		} );
		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Dashboard', exact: true } )
			.click( { noWaitAfter: true } );
		await expect.poll( () => asked ).toEqual( [ 'beforeunload' ] );
		await expect( page ).toHaveURL( /page=shopwright/ );
		await expect(
			page.getByRole( 'spinbutton', { name: 'Minimum characters' } )
		).toHaveValue( '4' );

		// Once saved, nothing asks.
		await save.click();
		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();
		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Dashboard', exact: true } )
			.click();
		await expect( page ).toHaveURL( /wp-admin\/(index\.php)?$/ );
	} );

	test( 'resets a module to its defaults after a confirmation, leaving it on', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await updateSettings( requestUtils, {
			search: { min_chars: 5, max_results: 12 },
		} );
		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=search'
		);
		const minimum = page.getByRole( 'spinbutton', {
			name: 'Minimum characters',
		} );
		await expect( minimum ).toHaveValue( '5' );

		await page.getByRole( 'button', { name: 'Reset to defaults' } ).click();
		const confirm = page.getByRole( 'dialog', {
			name: 'Reset Product search?',
		} );
		await expect( confirm ).toBeVisible();
		expect(
			await seriousAxeViolations( page, '.components-modal__frame' )
		).toEqual( [] );
		await keepScreenshot( page, 'settings-reset-confirmation', false );
		await page.keyboard.press( 'Escape' );
		await expect( confirm ).toBeHidden();
		await expect( minimum ).toHaveValue( '5' );

		await page.getByRole( 'button', { name: 'Reset to defaults' } ).click();
		await confirm.getByRole( 'button', { name: 'Reset' } ).click();
		await expect(
			page.getByText( 'Product search is back to its defaults.' ).first()
		).toBeVisible();
		await expect( minimum ).toHaveValue( '3' );
		const saved: unknown = await requestUtils.rest( {
			path: '/shopwright/v1/settings',
		} );
		expect( saved ).toMatchObject( {
			settings: {
				search: { enabled: true, min_chars: 3, max_results: 8 },
			},
		} );
	} );

	test( 'saves a module switch, and the choice survives a reload', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=popups'
		);
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
		await page.getByRole( 'link', { name: /^Summary/ } ).click();
		await expect(
			page
				.locator( '.shopwright-settings__module' )
				.filter( {
					has: page.getByRole( 'heading', { name: 'Popups' } ),
				} )
				.locator( '.shopwright-settings__state' )
		).toHaveText( 'Off' );
	} );

	test( 'takes a YouTube API key as a password and never shows it again', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const key = 'AIzaSyE2eTestKey_never-shown_0123456';
		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=media'
		);
		const field = page.getByLabel( 'YouTube API key' );
		await expect( field ).toHaveAttribute( 'type', 'password' );
		await expect( field ).toHaveValue( '' );
		await field.fill( key );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();

		await page.reload();
		await expect( page.getByLabel( 'YouTube API key' ) ).toHaveValue( '' );
		await expect( page.getByText( 'A key is saved.' ) ).toBeVisible();
		expect( await page.content() ).not.toContain( key );
		const answer = await requestUtils.rest( {
			path: '/shopwright/v1/settings',
		} );
		expect( JSON.stringify( answer ) ).not.toContain( key );
	} );

	test( 'shows a value the server rejects next to its field, and saves nothing', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=countdown'
		);
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
		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=search'
		);
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
