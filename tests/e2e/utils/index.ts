/**
 * Helpers shared by the specs: settings through REST, WooCommerce detection, an axe scan.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { isRecord } from '../../../src/utils/is-record';

export const WOOCOMMERCE = process.env.SHOPWRIGHT_WOOCOMMERCE === '1';
export const NO_WOOCOMMERCE_REASON = `WooCommerce was not supplied: ${
	process.env.SHOPWRIGHT_WOOCOMMERCE_REASON ??
	'set WOOCOMMERCE_DIR or WOOCOMMERCE_ZIP'
}`;

type SettingValue = boolean | number | string;
export type SettingsChanges = Record< string, Record< string, SettingValue > >;

/**
 * Saves settings through the plugin's own REST route, as the settings app does.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 * @param changes      Section → key → value.
 */
export async function updateSettings(
	requestUtils: RequestUtils,
	changes: SettingsChanges
): Promise< void > {
	await requestUtils.rest( {
		method: 'POST',
		path: '/shopwright/v1/settings',
		data: { settings: changes },
	} );
}

/**
 * Deletes one page a spec created, for good, leaving the demo pages alone.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 * @param id           The page's id.
 */
export async function deletePage(
	requestUtils: RequestUtils,
	id: number
): Promise< void > {
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/pages/${ id }`,
		params: { force: true },
	} );
}

/**
 * The test site's own choices, made by its demo content (tests/env/demo-content.php): its header
 * shows Shopwright's mini cart, off by default for a store, where the specs of the cart, the
 * drawer and quick view look for it.
 */
export const DEMO_SETTINGS: SettingsChanges = {
	storefront: { replace_mini_cart: true },
};

/**
 * Puts every setting back to the test site's: the defaults, with the demo's own choices
 * (DEMO_SETTINGS) on top.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 */
export async function resetSettings(
	requestUtils: RequestUtils
): Promise< void > {
	const response: unknown = await requestUtils.rest( {
		method: 'GET',
		path: '/shopwright/v1/settings',
	} );
	const settings = readSchemaDefaults( response );
	for ( const [ section, values ] of Object.entries( DEMO_SETTINGS ) ) {
		if ( settings[ section ] ) {
			settings[ section ] = { ...settings[ section ], ...values };
		}
	}
	await updateSettings( requestUtils, settings );
}

function readSchemaDefaults( response: unknown ): SettingsChanges {
	const defaults: SettingsChanges = {};
	if ( ! isRecord( response ) || ! isRecord( response.schema ) ) {
		throw new Error( 'The settings route sent no schema.' );
	}
	const sections = response.schema.properties;
	if ( ! isRecord( sections ) ) {
		throw new Error( 'The settings schema has no sections.' );
	}
	for ( const [ section, sectionSchema ] of Object.entries( sections ) ) {
		if (
			! isRecord( sectionSchema ) ||
			! isRecord( sectionSchema.properties )
		) {
			continue;
		}
		defaults[ section ] = {};
		for ( const [ key, property ] of Object.entries(
			sectionSchema.properties
		) ) {
			if ( isRecord( property ) ) {
				const value = property.default;
				if (
					typeof value === 'boolean' ||
					typeof value === 'number' ||
					typeof value === 'string'
				) {
					defaults[ section ][ key ] = value;
				}
			}
		}
	}
	return defaults;
}

/**
 * Runs axe on the page at WCAG 2.2 AA (2.0, 2.1 and 2.2 rules, target size included) and returns
 * the serious and critical violations, described briefly.
 *
 * @param page    The page to scan.
 * @param include Optional selector to limit the scan to.
 */
export async function seriousAxeViolations(
	page: Page,
	include?: string
): Promise< string[] > {
	let builder = new AxeBuilder( { page } ).withTags( [
		'wcag2a',
		'wcag2aa',
		'wcag21a',
		'wcag21aa',
		'wcag22aa',
	] );
	if ( include ) {
		builder = builder.include( include );
	}
	const results = await builder.analyze();
	return results.violations
		.filter(
			( violation ) =>
				violation.impact === 'serious' ||
				violation.impact === 'critical'
		)
		.map(
			( violation ) =>
				`${ violation.id } (${ violation.impact }): ${ violation.nodes
					.map(
						( node ) =>
							`${ node.target.join( ' ' ) } — ${
								node.failureSummary
									?.split( '\n' )[ 1 ]
									?.trim() ?? ''
							}`
					)
					.join( ', ' ) }`
		);
}

/**
 * The cart as WooCommerce's Store API sees it for this browser: product name → quantity.
 *
 * @param page The shopper's page (its cookies are the session).
 */
export async function cartContents(
	page: Page
): Promise< Record< string, number > > {
	const response = await page.request.get( '/wp-json/wc/store/v1/cart' );
	const cart: unknown = await response.json();
	const items =
		isRecord( cart ) && Array.isArray( cart.items ) ? cart.items : [];
	return Object.fromEntries(
		items
			.filter( isRecord )
			.map( ( item ) => [ String( item.name ), Number( item.quantity ) ] )
	);
}

/**
 * Keeps a picture of a screen with the run's reports (`artifacts/screens/<name>.png`), for the
 * people who review what a change looks like.
 *
 * @param page     The page.
 * @param name     The picture's name.
 * @param fullPage The whole page, rather than the window (which shows a modal as it is seen).
 */
export async function keepScreenshot(
	page: Page,
	name: string,
	fullPage = true
): Promise< void > {
	await page.screenshot( {
		path: `${
			process.env.WP_ARTIFACTS_PATH ?? 'artifacts'
		}/screens/${ name }.png`,
		fullPage,
	} );
}

/**
 * Switches the site's theme (the test site has Twenty Twenty-Five active and Twenty Twenty-One
 * installed), through wp-admin as an owner would, and checks that it took.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 * @param stylesheet   The theme's folder name.
 */
export async function activateTheme(
	requestUtils: RequestUtils,
	stylesheet: string
): Promise< void > {
	const activeTheme = async () => {
		const themes: unknown = await requestUtils.rest( {
			method: 'GET',
			path: '/wp/v2/themes',
			params: { status: 'active' },
		} );
		return Array.isArray( themes ) && isRecord( themes[ 0 ] )
			? themes[ 0 ].stylesheet
			: undefined;
	};
	if ( ( await activeTheme() ) === stylesheet ) {
		return;
	}
	await requestUtils.activateTheme( stylesheet );
	const active = await activeTheme();
	if ( active !== stylesheet ) {
		throw new Error(
			`The theme "${ stylesheet }" could not be activated (active: ${ String(
				active
			) }).`
		);
	}
}
