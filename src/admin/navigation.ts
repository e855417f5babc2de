/**
 * Which page of the settings app is shown, kept in the address (`&section=search`) so that a
 * link opens the right page and the browser's back and forward buttons move between pages.
 */

/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/** The address parameter that names the page. */
export const PAGE_PARAM = 'section';

/** The page shown when the address names none, or one that does not exist. */
export const SUMMARY_PAGE = 'summary';

/**
 * The page an address names, if it is one of the pages there are.
 *
 * @param search The address's query string (`location.search`).
 * @param pages  The pages there are, besides the summary.
 */
export function pageFromSearch( search: string, pages: string[] ): string {
	const page = new URLSearchParams( search ).get( PAGE_PARAM ) ?? '';
	return pages.includes( page ) ? page : SUMMARY_PAGE;
}

/**
 * The address of a page: the current one with only the page parameter changed.
 *
 * @param href The current address.
 * @param page The page.
 */
export function pageUrl( href: string, page: string ): string {
	const url = new URL( href );
	if ( page === SUMMARY_PAGE ) {
		url.searchParams.delete( PAGE_PARAM );
	} else {
		url.searchParams.set( PAGE_PARAM, page );
	}
	return url.toString();
}

/**
 * The page shown and a way to go to another, through the browser's history.
 *
 * @param pages The pages there are, besides the summary.
 */
export function usePage(
	pages: string[]
): [ string, ( page: string ) => void ] {
	const key = pages.join( ',' );
	const [ page, setPage ] = useState( () =>
		pageFromSearch( window.location.search, pages )
	);

	useEffect( () => {
		const follow = () =>
			setPage(
				pageFromSearch( window.location.search, key.split( ',' ) )
			);
		// The pages arrive with the settings: read the address again once they do.
		follow();
		window.addEventListener( 'popstate', follow );
		return () => window.removeEventListener( 'popstate', follow );
	}, [ key ] );

	const go = useCallback( ( next: string ) => {
		window.history.pushState(
			null,
			'',
			pageUrl( window.location.href, next )
		);
		setPage( next );
	}, [] );

	return [ page, go ];
}

/**
 * A link to a page of the app that the app follows itself (a new tab or window still opens
 * the address).
 *
 * @param go   Goes to a page.
 * @param page The page.
 */
export function followInApp( go: ( page: string ) => void, page: string ) {
	return ( event: MouseEvent< HTMLAnchorElement > ) => {
		if (
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		event.preventDefault();
		go( page );
	};
}
