/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../utils/is-record';
import type { RestError } from './settings';

/**
 * Typed wrapper for `/shopwright/v1/attribution/report` (those who may see
 * WooCommerce's reports), mirroring the schema of
 * includes/Attribution/ReportController.php: change them in the same commit.
 */

export const ATTRIBUTION_REPORT_PATH = '/shopwright/v1/attribution/report';

/** The longest range the server accepts, in days, both ends included. */
export const MAX_RANGE_DAYS = 366;

export const SOURCE_TYPES = [
	'utm',
	'organic',
	'referral',
	'typein',
	'admin',
	'mobile_app',
	'pos',
	'unknown',
] as const;

/** How the visitor arrived, as WooCommerce records it. */
export type SourceType = ( typeof SOURCE_TYPES )[ number ];

export interface AttributionRow {
	source_type: SourceType;
	/** The utm_source, such as google or (direct); empty when none was recorded. */
	source: string;
	/** The utm_medium, such as organic; empty when none was recorded. */
	medium: string;
	/** The origin in the words of WooCommerce's Origin column. */
	label: string;
	orders: number;
	revenue: number;
	/** Share of the range's revenue, 0 to 1. */
	share: number;
}

export interface AttributionDay {
	/** YYYY-MM-DD in the site's time zone. */
	date: string;
	orders: number;
	revenue: number;
}

export interface AttributionReport {
	/** First day, YYYY-MM-DD in the site's time zone. */
	from: string;
	/** Last day, YYYY-MM-DD in the site's time zone. */
	to: string;
	/** The store's currency code, which revenue is in. */
	currency: string;
	/** Decimals the store shows prices with; revenue is rounded to them. */
	decimals: number;
	totals: { orders: number; revenue: number };
	/** Orders by origin, most revenue first; at most 100. */
	rows: AttributionRow[];
	/** The origins past the listed ones, summed. */
	others: { origins: number; orders: number; revenue: number };
	/** Every day of the range, in order, zero on days without orders. */
	days: AttributionDay[];
	/** When the figures were read from the orders, Unix time. */
	generated: number;
}

function isCount( value: unknown ): value is number {
	return Number.isInteger( value ) && Number( value ) >= 0;
}

function isAmount( value: unknown ): value is number {
	return typeof value === 'number' && Number.isFinite( value );
}

function isDate( value: unknown ): value is string {
	return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test( value );
}

function isRow( value: unknown ): value is AttributionRow {
	return (
		isRecord( value ) &&
		SOURCE_TYPES.some( ( type ) => type === value.source_type ) &&
		typeof value.source === 'string' &&
		typeof value.medium === 'string' &&
		typeof value.label === 'string' &&
		isCount( value.orders ) &&
		isAmount( value.revenue ) &&
		isAmount( value.share )
	);
}

function isDay( value: unknown ): value is AttributionDay {
	return (
		isRecord( value ) &&
		isDate( value.date ) &&
		isCount( value.orders ) &&
		isAmount( value.revenue )
	);
}

/**
 * Checks the response shape once, at the edge, so that the rest of the app
 * can trust its types instead of casting.
 *
 * @param value A decoded response body.
 */
export function isAttributionReport(
	value: unknown
): value is AttributionReport {
	return (
		isRecord( value ) &&
		isDate( value.from ) &&
		isDate( value.to ) &&
		typeof value.currency === 'string' &&
		isCount( value.decimals ) &&
		isRecord( value.totals ) &&
		isCount( value.totals.orders ) &&
		isAmount( value.totals.revenue ) &&
		Array.isArray( value.rows ) &&
		value.rows.every( isRow ) &&
		isRecord( value.others ) &&
		isCount( value.others.origins ) &&
		isCount( value.others.orders ) &&
		isAmount( value.others.revenue ) &&
		Array.isArray( value.days ) &&
		value.days.every( isDay ) &&
		isCount( value.generated )
	);
}

/**
 * The report for a range of site days, both included.
 *
 * @param from   First day, YYYY-MM-DD.
 * @param to     Last day, YYYY-MM-DD.
 * @param signal Aborts the request when the range changes before it answers.
 */
export async function fetchAttributionReport(
	from: string,
	to: string,
	signal?: AbortSignal
): Promise< AttributionReport > {
	const response = await apiFetch< unknown >( {
		path: `${ ATTRIBUTION_REPORT_PATH }?${ new URLSearchParams( {
			from,
			to,
		} ).toString() }`,
		signal,
	} );
	if ( ! isAttributionReport( response ) ) {
		const error: RestError = {
			code: 'shopwright_invalid_response',
			message: __(
				'The server sent the report in an unexpected format.',
				'shopwright'
			),
		};
		throw error;
	}
	return response;
}
