/**
 * Internal dependencies
 */
import {
	toPostTypeChoices,
	toTaxonomyChoices,
	withCurrentChoice,
	withCurrentChoices,
} from '../site-types';

describe( 'toPostTypeChoices', () => {
	it( 'offers the post types visitors can view, less media and popups', () => {
		expect(
			toPostTypeChoices( [
				{ slug: 'post', name: 'Posts', viewable: true },
				{ slug: 'wp_block', name: 'Patterns', viewable: false },
				{ slug: 'attachment', name: 'Media', viewable: true },
				{ slug: 'shopwright_popup', name: 'Popups', viewable: true },
				{ slug: 'product', name: 'Products', viewable: true },
			] )
		).toEqual( [
			{ value: 'post', label: 'Posts' },
			{ value: 'product', label: 'Products' },
		] );
	} );

	it( 'offers nothing while loading', () => {
		expect( toPostTypeChoices( null ) ).toEqual( [] );
	} );
} );

describe( 'toTaxonomyChoices', () => {
	it( 'offers the taxonomies with public archives', () => {
		expect(
			toTaxonomyChoices( [
				{
					slug: 'category',
					name: 'Categories',
					visibility: { publicly_queryable: true },
				},
				{
					slug: 'wp_pattern_category',
					name: 'Pattern categories',
					visibility: { publicly_queryable: false },
				},
				{ slug: 'broken', name: 'Broken' },
			] )
		).toEqual( [ { value: 'category', label: 'Categories' } ] );
	} );
} );

describe( 'withCurrentChoice', () => {
	const choices = [ { value: 'post', label: 'Posts' } ];

	it( 'adds a saved value the site no longer offers', () => {
		expect( withCurrentChoice( choices, 'product' ) ).toEqual( [
			{ value: 'post', label: 'Posts' },
			{ value: 'product', label: 'product' },
		] );
	} );

	it( 'adds nothing for an offered or empty value', () => {
		expect( withCurrentChoice( choices, 'post' ) ).toBe( choices );
		expect( withCurrentChoice( choices, '' ) ).toBe( choices );
	} );

	it( 'adds each missing value of a list', () => {
		expect(
			withCurrentChoices( choices, [ 'post', 'customer', 'vip' ] )
		).toEqual( [
			{ value: 'post', label: 'Posts' },
			{ value: 'customer', label: 'customer' },
			{ value: 'vip', label: 'vip' },
		] );
	} );
} );
