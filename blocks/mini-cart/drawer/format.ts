/**
 * Text helpers for the drawer: Store API prices, translated templates, product names.
 */

/**
 * Internal dependencies
 */
import type { StoreApiCurrency } from '../../../src/api/store-api';

/**
 * A Store API amount (whole minor units, as a string) in the shop's currency format, computed on
 * the digits so that no floating point rounding can creep in.
 *
 * @param minor    The amount in minor units, such as "1999".
 * @param currency The currency fields of the same price object.
 */
export function formatPrice(
	minor: string | number,
	currency: StoreApiCurrency
): string {
	const text = String( minor ).trim();
	if ( ! /^-?\d+$/.test( text ) ) {
		return '';
	}
	const negative = text.startsWith( '-' );
	const unit = Math.max( 0, Math.min( 10, currency.currency_minor_unit ) );
	const digits = text.replace( '-', '' ).padStart( unit + 1, '0' );
	const whole = digits
		.slice( 0, digits.length - unit )
		.replace( /^0+(?=\d)/, '' )
		.replace(
			/\B(?=(\d{3})+(?!\d))/g,
			currency.currency_thousand_separator
		);
	const fraction = unit > 0 ? digits.slice( -unit ) : '';
	return `${ negative ? '-' : '' }${ currency.currency_prefix }${ whole }${
		fraction ? currency.currency_decimal_separator + fraction : ''
	}${ currency.currency_suffix }`;
}

/**
 * Adds two Store API amounts.
 *
 * @param amounts Amounts in minor units.
 */
export function addAmounts( ...amounts: string[] ): string {
	return String(
		amounts.reduce( ( sum, amount ) => sum + ( Number( amount ) || 0 ), 0 )
	);
}

/**
 * Fills a translated template: %s and %d in order, or %1$s, %2$d by position.
 *
 * @param template The template.
 * @param values   The values.
 */
export function fill(
	template: string,
	...values: Array< string | number >
): string {
	let next = 0;
	return template.replace(
		/%(?:(\d+)\$)?([sd%])/g,
		( match, position: string | undefined, type: string ) => {
			if ( type === '%' ) {
				return '%';
			}
			const value = values[ position ? Number( position ) - 1 : next++ ];
			return value === undefined ? match : String( value );
		}
	);
}

/**
 * The text of a string the Store API may give with HTML entities (&#8211;, &amp;) or tags.
 * Parsed by a detached document, which runs no script and loads nothing.
 *
 * @param text The text.
 */
export function decodeEntities( text: string ): string {
	if ( ! /[&<]/.test( text ) ) {
		return text;
	}
	return (
		new DOMParser().parseFromString( text, 'text/html' ).documentElement
			.textContent ?? text
	);
}

/**
 * A URL for an image or a link: http(s) only, never javascript: or data:.
 *
 * @param url The URL.
 */
export function httpUrl( url: unknown ): string {
	if ( typeof url !== 'string' ) {
		return '';
	}
	try {
		const parsed = new URL( url, window.location.href );
		return parsed.protocol === 'https:' || parsed.protocol === 'http:'
			? parsed.href
			: '';
	} catch {
		return '';
	}
}
