/**
 * Internal dependencies
 */
import { DEFAULT_LABELS } from '../config';
import type { Display, Labels } from '../config';
import {
	renderSuggestions,
	setPrice,
	splitMatches,
} from '../render-suggestions';
import type { Suggestion } from '../suggestion';

const ALL: Display = {
	image: true,
	price: true,
	sku: true,
	description: true,
	stock: true,
};

function render(
	suggestions: Suggestion[],
	query = 'shirt',
	display = ALL,
	labels: Partial< Labels > = {}
) {
	const list = document.createElement( 'ul' );
	const items = renderSuggestions( list, suggestions, {
		listId: 'list-1',
		query,
		display,
		labels: { ...DEFAULT_LABELS, noResults: 'Nothing found', ...labels },
	} );
	return { list, items };
}

describe( 'splitMatches', () => {
	it( 'marks every word of the query, whatever its case', () => {
		expect( splitMatches( 'Blue Shirt blue', 'blue shirt' ) ).toEqual( [
			{ text: 'Blue', isMatch: true },
			{ text: ' ', isMatch: false },
			{ text: 'Shirt', isMatch: true },
			{ text: ' ', isMatch: false },
			{ text: 'blue', isMatch: true },
		] );
	} );

	it( 'treats regular expression characters in the query as text', () => {
		expect( splitMatches( 'Size (XL)', '(xl' ) ).toEqual( [
			{ text: 'Size ', isMatch: false },
			{ text: '(XL', isMatch: true },
			{ text: ')', isMatch: false },
		] );
	} );
} );

describe( 'renderSuggestions', () => {
	it( 'renders a product as an option with its details and the match in a mark', () => {
		const { list, items } = render( [
			{
				type: 'product',
				value: 'Blue shirt',
				url: 'https://shop.test/p/1/',
				post_id: 1,
				sku: 'SH-1',
				desc: 'Cotton',
				price: '<del aria-hidden="true"><span class="amount">$20.00</span></del> <span class="screen-reader-text">Current price:</span><ins>$10.00</ins>',
				price_plain: '10.00',
				image_src: 'https://shop.test/shirt.jpg',
				in_stock: false,
			},
		] );
		const [ item ] = items;
		expect( item.id ).toBe( 'list-1-option-0' );
		expect( item.getAttribute( 'role' ) ).toBe( 'option' );
		expect( item.getAttribute( 'aria-selected' ) ).toBe( 'false' );
		expect( item.querySelector( 'mark' )?.textContent ).toBe( 'shirt' );
		expect( item.querySelector( 'img' )?.getAttribute( 'alt' ) ).toBe( '' );
		expect( item.textContent ).toContain( 'SKU: SH-1' );
		expect( item.textContent ).toContain( 'Cotton' );
		expect(
			item.querySelector( '.wp-block-shopwright-product-search__price' )
				?.textContent
		).toBe( '$10.00' );
		expect( item.textContent ).not.toContain( '$20.00' );
		expect( item.textContent ).toContain( 'Sale' );
		expect( item.dataset.priceId ).toBe( '1' );
		expect( item.textContent ).toContain( 'Out of stock' );
		expect( list.children ).toHaveLength( 1 );
	} );

	it( 'leaves out what the display switches turn off', () => {
		const { items } = render(
			[
				{
					type: 'product',
					value: 'Shirt',
					sku: 'S1',
					price_plain: '5',
					image_src: 'https://shop.test/a.jpg',
				},
			],
			'shirt',
			{
				image: false,
				price: false,
				sku: false,
				description: false,
				stock: false,
			}
		);
		expect( items[ 0 ].querySelector( 'img' ) ).toBeNull();
		expect( items[ 0 ].textContent ).toBe( 'Shirt' );
	} );

	it( 'shows markup in texts as text, never as elements', () => {
		const { list } = render(
			[
				{
					type: 'product',
					value: '<img src=x onerror=alert(1)>shirt',
					desc: '<b>bold</b>',
				},
			],
			'<img'
		);
		expect( list.querySelector( 'b' ) ).toBeNull();
		expect( list.querySelectorAll( 'img' ) ).toHaveLength( 0 );
		expect( list.textContent ).toContain(
			'<img src=x onerror=alert(1)>shirt'
		);
	} );

	it( 'refuses an image with an unsafe address', () => {
		const { list } = render( [
			{ type: 'product', value: 'x', image_src: 'javascript:alert(1)' },
		] );
		expect( list.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'renders no results as an option that cannot be chosen, with the configured text', () => {
		const { items } = render( [
			{ type: 'no-results', value: 'ignored server text' },
		] );
		expect( items[ 0 ].getAttribute( 'role' ) ).toBe( 'option' );
		expect( items[ 0 ].getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( items[ 0 ].textContent ).toBe( 'Nothing found' );
	} );

	it( 'says first which words the results hold when none holds every word, as text that cannot be chosen', () => {
		const { list, items } = render(
			[
				{ type: 'partial-match', value: 'scarf' },
				{ type: 'product', value: 'Wool scarf', post_id: 4 },
			],
			'cotton <b>scarf</b>'
		);
		expect( items[ 0 ].textContent ).toBe(
			'No exact match for cotton <b>scarf</b>. Showing results for scarf.'
		);
		expect( items[ 0 ].getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( list.querySelector( 'b' ) ).toBeNull();
		expect( items[ 1 ].hasAttribute( 'aria-disabled' ) ).toBe( false );
	} );

	it( 'renders the more products item with the total', () => {
		const { items } = render( [
			{ type: 'more_products', value: '', total: 42 },
		] );
		expect( items[ 0 ].textContent ).toBe( 'See all products (42)' );
		expect( items[ 0 ].hasAttribute( 'aria-disabled' ) ).toBe( false );
	} );

	it( 'groups the suggestions under their headlines, which are labels and never options', () => {
		const { list, items } = render( [
			{ type: 'headline', value: 'Products' },
			{ type: 'product', value: 'Blue shirt', post_id: 1 },
			{
				type: 'product_variation',
				value: 'Blue shirt - L',
				post_id: 1,
				variation_id: 9,
			},
			{ type: 'more_products', value: 'See all… (42)', total: 42 },
			{ type: 'headline', value: 'Categories' },
			{
				type: 'taxonomy',
				value: 'Shirts',
				taxonomy: 'product_cat',
				term_id: 3,
				breadcrumbs: 'Clothing',
				url: 'https://shop.test/c/shirts/',
			},
			{ type: 'headline', value: 'Vendors' },
			{
				type: 'vendor',
				value: 'Shirt Co',
				shop_city: 'Lyon',
				url: 'https://shop.test/v/shirt-co/',
			},
			{ type: 'headline', value: 'Posts' },
			{ type: 'post', post_type: 'page', value: 'Shirt care' },
		] );
		const groups = Array.from( list.children );
		expect( groups ).toHaveLength( 4 );
		expect(
			groups.map( ( group ) => group.getAttribute( 'role' ) )
		).toEqual( [ 'group', 'group', 'group', 'group' ] );
		const labels = groups.map( ( group ) => {
			const label = list.querySelector(
				`#${ group.getAttribute( 'aria-labelledby' ) }`
			);
			expect( label?.getAttribute( 'role' ) ).toBe( 'presentation' );
			return label?.textContent;
		} );
		expect( labels ).toEqual( [
			'Products',
			'Categories',
			'Vendors',
			'Posts',
		] );
		// One element per suggestion, at the same index: headlines give their label.
		expect( items ).toHaveLength( 10 );
		expect( items[ 0 ].getAttribute( 'role' ) ).toBe( 'presentation' );
		expect(
			groups[ 0 ].querySelectorAll( '[role="option"]' )
		).toHaveLength( 3 );
		expect( items[ 2 ].dataset.priceId ).toBe( '9' );
		expect( items[ 3 ].textContent ).toBe( 'See all products (42)' );
		expect( items[ 5 ].textContent ).toBe( 'ShirtsClothingCategory' );
		expect( items[ 5 ].querySelector( 'mark' )?.textContent ).toBe(
			'Shirt'
		);
		expect( items[ 7 ].textContent ).toBe( 'Shirt CoLyon' );
		expect( items[ 9 ].textContent ).toBe( 'Shirt care' );
		expect( list.querySelectorAll( '[role="option"]' ) ).toHaveLength( 6 );
	} );

	it( 'puts the options straight in the listbox when there are no headlines', () => {
		const { list } = render( [
			{ type: 'product', value: 'Blue shirt' },
			{ type: 'product', value: 'Red shirt' },
		] );
		expect(
			Array.from( list.children, ( child ) =>
				child.getAttribute( 'role' )
			)
		).toEqual( [ 'option', 'option' ] );
	} );

	it( 'names the seller of a product', () => {
		const { items } = render( [
			{ type: 'product', value: 'Tee', vendor: 'Shirt Co' },
		] );
		expect( items[ 0 ].textContent ).toContain( 'Sold by Shirt Co' );
	} );
} );

describe( 'featured badge and tax label', () => {
	const TAXED = { featured: 'Mis en avant', taxSuffix: 'TTC' };

	it( 'marks a featured product with the configured label, and a taxable price with the store’s suffix', () => {
		const { items } = render(
			[
				{
					type: 'product',
					value: 'Lamp',
					price_plain: '10.00',
					featured: true,
					taxable: true,
				},
				{ type: 'product', value: 'Vase', price_plain: '8.00' },
			],
			'zzz',
			{ ...ALL, stock: false },
			TAXED
		);
		const [ lamp, vase ] = items;
		const badge = lamp.querySelector(
			'.wp-block-shopwright-product-search__badge.is-featured'
		);
		expect( badge?.textContent ).toBe( 'Mis en avant' );
		expect(
			lamp.querySelector( '.wp-block-shopwright-product-search__price' )
				?.textContent
		).toBe( '10.00 TTC' );
		expect( lamp.textContent ).toBe( 'Lamp10.00 TTCMis en avant' );
		expect( vase.textContent ).toBe( 'Vase8.00' );
	} );

	it( 'shows no tax label when the store prints none, or with the prices switched off', () => {
		const taxable: Suggestion = {
			type: 'product',
			value: 'Lamp',
			price_plain: '10.00',
			taxable: true,
			featured: true,
		};
		expect(
			render( [ taxable ], 'zzz', { ...ALL, stock: false } ).items[ 0 ]
				.textContent
		).toBe( 'Lamp10.00Featured' );
		expect(
			render(
				[ taxable ],
				'zzz',
				{ ...ALL, price: false, stock: false },
				TAXED
			).items[ 0 ].textContent
		).toBe( 'LampMis en avant' );
	} );

	it( 'takes the suffix WooCommerce printed with a current price in place of the configured one', () => {
		const { items } = render(
			[
				{
					type: 'product',
					value: 'Lamp',
					price_plain: '10.00',
					taxable: true,
				},
			],
			'zzz',
			{ ...ALL, stock: false },
			TAXED
		);
		setPrice( items[ 0 ], '$12.00', false, DEFAULT_LABELS, 'incl. VAT' );
		expect( items[ 0 ].textContent ).toBe( 'Lamp$12.00 incl. VAT' );
		setPrice( items[ 0 ], '$12.00', false, DEFAULT_LABELS );
		expect( items[ 0 ].textContent ).toBe( 'Lamp$12.00' );
	} );
} );

describe( 'markup around a suggestion', () => {
	it( 'puts an extender’s markup before and after the title, the content and the meta', () => {
		const { items } = render(
			[
				{
					type: 'product',
					value: 'Lamp',
					price_plain: '10.00',
					title_before: '<em>New</em>',
					title_after: '<small>by Acme</small>',
					content_before: '<span>A</span>',
					content_after: '<span>Z</span>',
					meta_before: '<strong>-20%</strong>',
					meta_after: '<span>Ships today</span>',
				},
			],
			'zzz',
			{ ...ALL, stock: false }
		);
		const item = items[ 0 ];
		const extra = ( name: string ) =>
			item.querySelector(
				`.wp-block-shopwright-product-search__extra.is-${ name }`
			);
		expect( extra( 'title-before' )?.innerHTML ).toBe( '<em>New</em>' );
		expect( extra( 'title-before' )?.nextElementSibling?.className ).toBe(
			'wp-block-shopwright-product-search__title'
		);
		expect(
			extra( 'title-after' )?.previousElementSibling?.className
		).toBe( 'wp-block-shopwright-product-search__title' );
		expect( extra( 'content-before' )?.parentElement ).toBe( item );
		expect(
			extra( 'content-after' )?.previousElementSibling?.className
		).toBe( 'wp-block-shopwright-product-search__content' );
		const meta = item.querySelector(
			'.wp-block-shopwright-product-search__meta'
		);
		expect( meta?.firstElementChild ).toBe( extra( 'meta-before' ) );
		expect( meta?.lastElementChild ).toBe( extra( 'meta-after' ) );
		expect( item.textContent ).toBe(
			'ANewLampby AcmeZ-20%10.00Ships today'
		);
	} );

	it( 'keeps only allowlisted markup, and links as their text', () => {
		const { items } = render(
			[
				{
					type: 'post',
					value: 'Guide',
					title_after:
						'<a href="https://elsewhere.test/">read</a><img src="x" onerror="alert(1)"><script>alert(2)</script>',
					meta_after: '<span onclick="alert(3)">tip</span>',
				},
			],
			'zzz'
		);
		const item = items[ 0 ];
		expect(
			item.querySelector( 'a, script, [onerror], [onclick]' )
		).toBeNull();
		expect( item.textContent ).toBe( 'Guidereadtip' );
	} );

	it( 'adds nothing for markup the allowlist empties', () => {
		const { items } = render(
			[
				{
					type: 'post',
					value: 'Guide',
					title_after: '<script>alert(1)</script>',
				},
			],
			'zzz'
		);
		expect(
			items[ 0 ].querySelector(
				'.wp-block-shopwright-product-search__extra'
			)
		).toBeNull();
	} );
} );

describe( 'setPrice', () => {
	it( 'replaces the price in place, adding or removing the sale badge', () => {
		const { items } = render( [
			{
				type: 'product',
				value: 'Tee',
				price_plain: '5.00',
				in_stock: true,
			},
		] );
		const [ item ] = items;
		setPrice( item, '$4.00', true, DEFAULT_LABELS );
		expect( item.querySelectorAll( '[class$="__price"]' ) ).toHaveLength(
			1
		);
		expect( item.textContent ).toBe( 'Tee$4.00SaleIn stock' );
		setPrice( item, '$6.00', false, DEFAULT_LABELS );
		expect( item.textContent ).toBe( 'Tee$6.00In stock' );
	} );

	it( 'adds a price to an option that showed none', () => {
		const { items } = render(
			[ { type: 'product', value: 'Tee' } ],
			'zzz'
		);
		setPrice( items[ 0 ], '$4.00', false, DEFAULT_LABELS );
		expect( items[ 0 ].textContent ).toBe( 'Tee$4.00' );
	} );
} );
