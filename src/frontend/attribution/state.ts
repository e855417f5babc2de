/**
 * One page view's effect on the record and the session, and the order fields they give.
 */

/**
 * Internal dependencies
 */
import type { AttributionRecord, AttributionSession } from './codec';
import {
	classify,
	formatDate,
	outsideReferrer,
	storedPath,
	NONE,
} from './touch';

export interface PageView {
	page: string;
	referrer: string;
	now: Date;
	/** A number in [0, 1), as Math.random gives. */
	random: () => number;
}

export interface Attribution {
	record: AttributionRecord;
	session: AttributionSession;
}

/**
 * The record and session after this page view: the view's touch (if it makes one) becomes the
 * last touch, and the first touch when there was none; a view without a live session starts a
 * new visit; every view counts as a page seen.
 *
 * @param record  The stored record, or null.
 * @param session The live session, or null.
 * @param view    This page view.
 */
export function visit(
	record: AttributionRecord | null,
	session: AttributionSession | null,
	view: PageView
): Attribution {
	const touch = classify(
		view.page,
		view.referrer,
		! session,
		!! record,
		view.now
	);
	const next: AttributionRecord = record
		? { ...record, last: touch ?? record.last }
		: {
				// Without a record, classify() always makes a touch (typein at least).
				first: touch!,
				last: touch!,
				visits: 0,
				promo: 100000 + Math.floor( view.random() * 900000 ),
			};
	if ( ! session ) {
		next.visits += 1;
	}
	return {
		record: next,
		session: session
			? { ...session, pages: session.pages + 1 }
			: {
					pages: 1,
					start: formatDate( view.now ),
					entrance: storedPath( new URL( view.page ) ),
					referrer: outsideReferrer( view.page, view.referrer ),
				},
	};
}

/**
 * The values of WooCommerce's order attribution fields (and a few more, which the page passes on
 * only where asked for): the touch the owner counts as the order's origin (first or last), the
 * visit, the page the form is on (`session_current_page`, the current page of the visit) and the
 * browser.
 *
 * @param attribution         The record and session.
 * @param attribution.record  The record.
 * @param attribution.session The session.
 * @param origin              Which touch is the order's origin.
 * @param userAgent           navigator.userAgent.
 * @param site                The site's origin: pages are stored as paths.
 * @param page                The address of the page the form is on.
 */
export function orderFields(
	{ record, session }: Attribution,
	origin: 'first' | 'last',
	userAgent: string,
	site: string = window.location.origin,
	page: string = window.location.href
): Record< string, string > {
	const touch = record[ origin ];
	return {
		...touch,
		referrer: session.referrer !== NONE ? session.referrer : touch.referrer,
		session_entry: site + session.entrance,
		session_start_time: session.start,
		session_pages: String( session.pages ),
		session_count: String( record.visits ),
		session_current_page: site + storedPath( new URL( page, site ) ),
		user_agent: userAgent,
	};
}
