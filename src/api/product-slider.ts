/**
 * What the product slider's editor asks the site: its server-rendered cards, and the names of
 * categories, tags and products to choose from (WooCommerce's public Store API, which lists only
 * what shoppers may see).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { isRecord } from '../utils/is-record';

export type NamedOption = { id: number; name: string };

/**
 * The inner markup of each card slide the server renders for these attributes.
 *
 * @param attributes The block's attributes.
 */
export async function fetchSliderCards(
	attributes: Record< string, unknown >
): Promise< string[] > {
	const response = await apiFetch< unknown >( {
		path: '/wp/v2/block-renderer/shopwright/product-slider?context=edit',
		method: 'POST',
		data: { attributes },
	} );
	const html =
		isRecord( response ) && typeof response.rendered === 'string'
			? response.rendered
			: '';
	const doc = new window.DOMParser().parseFromString( html, 'text/html' );
	return Array.from(
		doc.querySelectorAll(
			'.wp-block-shopwright-product-slider__track > li'
		),
		( slide ) => slide.innerHTML
	);
}

function readOptions( response: unknown ): NamedOption[] {
	if ( ! Array.isArray( response ) ) {
		return [];
	}
	return response.flatMap( ( item: unknown ) =>
		isRecord( item ) &&
		typeof item.id === 'number' &&
		typeof item.name === 'string'
			? [ { id: item.id, name: item.name } ]
			: []
	);
}

/**
 * Product categories or tags, up to 100.
 *
 * @param taxonomy Which.
 */
export async function fetchTermOptions(
	taxonomy: 'categories' | 'tags'
): Promise< NamedOption[] > {
	return readOptions(
		await apiFetch< unknown >( {
			path: `/wc/store/v1/products/${ taxonomy }?per_page=100`,
		} )
	);
}

/**
 * Products matching a search, or the products with these ids.
 *
 * @param query Search words, or ids.
 */
export async function fetchProductOptions(
	query: string | number[]
): Promise< NamedOption[] > {
	const args = new URLSearchParams(
		typeof query === 'string'
			? { search: query, per_page: '20' }
			: { include: query.join( ',' ), per_page: '100' }
	);
	return readOptions(
		await apiFetch< unknown >( {
			path: `/wc/store/v1/products?${ args.toString() }`,
		} )
	);
}
