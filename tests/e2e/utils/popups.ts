/**
 * Popups for the end-to-end tests, made through the REST API as an editor would save them.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	DEFAULT_LOCATION,
	DEFAULT_SETTINGS,
} from '../../../src/editor/popup-settings/defaults';
import type { PopupLocation, PopupSettings } from '../../../src/types/popups';

/** A new popup's settings, without animations so that each test sees its result at once. */
export const DEFAULT_POPUP_SETTINGS: PopupSettings = {
	...DEFAULT_SETTINGS,
	prevent_scroll: false,
	entrance_animation: { desktop: 'none', tablet: 'none', mobile: 'none' },
	exit_animation: 'none',
};

export const EVERYWHERE: PopupLocation = DEFAULT_LOCATION;

type CreatedPost = { id: number; link: string };

function isCreatedPost( value: unknown ): value is CreatedPost {
	return (
		typeof value === 'object' &&
		value !== null &&
		'id' in value &&
		typeof value.id === 'number' &&
		'link' in value &&
		typeof value.link === 'string'
	);
}

/**
 * Publishes a popup.
 *
 * @param requestUtils   WordPress's request helpers, logged in as admin.
 * @param popup          Title, block content, settings over the defaults, and where it shows.
 * @param popup.title
 * @param popup.content
 * @param popup.settings
 * @param popup.location
 */
export async function createPopup(
	requestUtils: RequestUtils,
	popup: {
		title: string;
		content?: string;
		settings?: Partial< PopupSettings >;
		location?: PopupLocation;
	}
): Promise< CreatedPost > {
	const created: unknown = await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/shopwright_popup',
		data: {
			title: popup.title,
			status: 'publish',
			content:
				popup.content ??
				`<!-- wp:paragraph --><p>${ popup.title } says hello.</p><!-- /wp:paragraph -->`,
			meta: {
				shopwright_popup_settings: {
					...DEFAULT_POPUP_SETTINGS,
					...popup.settings,
				},
				shopwright_popup_location: popup.location ?? EVERYWHERE,
			},
		},
	} );
	if ( ! isCreatedPost( created ) ) {
		throw new Error( 'Creating the popup failed.' );
	}
	return created;
}

/**
 * Deletes every popup.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 */
export async function deleteAllPopups(
	requestUtils: RequestUtils
): Promise< void > {
	const popups: unknown = await requestUtils.rest( {
		path: '/wp/v2/shopwright_popup',
		params: { per_page: 100, status: 'publish,draft,trash,private' },
	} );
	if ( ! Array.isArray( popups ) ) {
		return;
	}
	for ( const popup of popups ) {
		if ( isCreatedPost( popup ) ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/shopwright_popup/${ popup.id }`,
				params: { force: true },
			} );
		}
	}
}

/**
 * Publishes a page.
 *
 * @param requestUtils WordPress's request helpers, logged in as admin.
 * @param title        Title.
 * @param content      Block markup.
 */
export async function createPage(
	requestUtils: RequestUtils,
	title: string,
	content: string
): Promise< CreatedPost > {
	const created: unknown = await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/pages',
		data: { title, content, status: 'publish' },
	} );
	if ( ! isCreatedPost( created ) ) {
		throw new Error( 'Creating the page failed.' );
	}
	return created;
}

/**
 * A page tall enough to scroll, with an element to scroll to at its end.
 */
export const TALL_CONTENT =
	Array.from(
		{ length: 40 },
		( _, i ) =>
			`<!-- wp:paragraph --><p>Paragraph ${ i + 1 } of a long page about our products.</p><!-- /wp:paragraph -->`
	).join( '\n' ) +
	'\n<!-- wp:heading --><h2 class="wp-block-heading" id="newsletter">Newsletter</h2><!-- /wp:heading -->';

/** The part of the public popups store the specs read. */
interface PopupsStore {
	getPopups: () => Array< { id: number } >;
	getPopupStatus: ( id: number ) => string;
	isPopupDisabled: ( id: number ) => boolean;
}

/**
 * Where the popup is in its cycle, read from the page's public `shopwright/popups` store once
 * the runtime has taken the popup in: 'armed' (its triggers wait), 'idle' (its conditions kept
 * it from arming), 'open', 'closed'. A spec that then finds the popup hidden knows the runtime
 * was there to show it, not merely late.
 *
 * @param page The visitor's page.
 * @param id   The popup.
 */
export async function popupStatus( page: Page, id: number ): Promise< string > {
	const read = ( popupId: number ) => {
		const data: unknown = Reflect.get(
			Reflect.get( window, 'shopwright' ) ?? {},
			'data'
		);
		const store = (
			data as { select?: ( name: string ) => PopupsStore | undefined }
		 )?.select?.( 'shopwright/popups' );
		return store?.getPopups().some( ( popup ) => popup.id === popupId )
			? store.getPopupStatus( popupId )
			: null;
	};
	await page.waitForFunction( read, id );
	return String( await page.evaluate( read, id ) );
}
