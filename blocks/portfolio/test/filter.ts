/**
 * Internal dependencies
 */
import { setupPortfolio, shownPosts } from '../filter';
import { filterTaxonomy, postTypeChoices, toggleTerm } from '../sources';

const BLOCK = 'wp-block-shopwright-portfolio';

// As render.php prints it: three filters, limit 2, "all" showing the two newest.
const MARKUP = `
<div class="${ BLOCK }" data-param="portfolio-filter" data-limit="2">
	<ul class="${ BLOCK }__filters" aria-label="Filter by category">
		<li><a class="${ BLOCK }__filter" href="/work/" data-filter="" data-count="All: 2 items" aria-current="true">All</a></li>
		<li><a class="${ BLOCK }__filter" href="/work/?portfolio-filter=pens" data-filter="pens" data-count="Pens: 2 items">Pens</a></li>
		<li><a class="${ BLOCK }__filter" href="/work/?portfolio-filter=%D0%BB%D0%B5%D0%BD" data-filter="%d0%bb%d0%b5%d0%bd" data-count="Лен: 1 item">Лен</a></li>
	</ul>
	<p class="${ BLOCK }__count" role="status">All: 2 items</p>
	<ul class="${ BLOCK }__grid">
		<li class="${ BLOCK }__item" data-filters="%d0%bb%d0%b5%d0%bd"><h3>Linen apron</h3></li>
		<li class="${ BLOCK }__item" data-filters="pens"><h3>Brass pen</h3></li>
		<li class="${ BLOCK }__item" data-filters="pens" hidden><h3>Steel pen</h3></li>
		<li class="${ BLOCK }__item" data-filters="pens" hidden><h3>Old pen</h3></li>
	</ul>
</div>`;

const root = () => document.querySelector( `.${ BLOCK }` ) as HTMLElement;
const filter = ( name: string ) =>
	Array.from(
		document.querySelectorAll< HTMLAnchorElement >( `.${ BLOCK }__filter` )
	).find( ( link ) => link.textContent === name ) as HTMLAnchorElement;
const visible = () =>
	Array.from(
		document.querySelectorAll< HTMLElement >( `.${ BLOCK }__item` )
	)
		.filter( ( item ) => ! item.hidden )
		.map( ( item ) => item.textContent );
const status = () =>
	document.querySelector( '[role="status"]' )?.textContent ?? '';

describe( 'portfolio filters', () => {
	let teardown: () => void = () => undefined;

	beforeEach( () => {
		window.history.replaceState( null, '', '/work/?ref=mail' );
		document.body.innerHTML = MARKUP;
		teardown = setupPortfolio( root() );
	} );
	afterEach( () => teardown() );

	test( 'a filter shows the first posts it takes, up to the limit, in the page’s order', () => {
		expect(
			shownPosts( [ [ 'a' ], [ 'b' ], [ 'a', 'b' ], [ 'b' ] ], 'b', 2 )
		).toEqual( [ false, true, true, false ] );
		expect( shownPosts( [ [ 'a' ], [], [ 'b' ] ], '', 2 ) ).toEqual( [
			true,
			true,
			false,
		] );
		expect( shownPosts( [ [ 'a' ] ], 'c', 2 ) ).toEqual( [ false ] );
	} );

	test( 'choosing a filter shows its posts in place, marks it and says how many', () => {
		const pens = filter( 'Pens' );
		pens.focus();
		pens.click();

		expect( visible() ).toEqual( [ 'Brass pen', 'Steel pen' ] );
		expect( pens.getAttribute( 'aria-current' ) ).toBe( 'true' );
		expect( filter( 'All' ).hasAttribute( 'aria-current' ) ).toBe( false );
		expect( status() ).toBe( 'Pens: 2 items' );
		expect( pens.ownerDocument.activeElement ).toBe( pens );
		// The address follows, keeping what else it carried.
		expect( window.location.pathname + window.location.search ).toBe(
			'/work/?ref=mail&portfolio-filter=pens'
		);
	} );

	test( 'a category with letters outside ASCII is matched and put in the address', () => {
		filter( 'Лен' ).click();
		expect( visible() ).toEqual( [ 'Linen apron' ] );
		expect(
			new URLSearchParams( window.location.search ).get(
				'portfolio-filter'
			)
		).toBe( 'лен' );
	} );

	test( '“All” clears the parameter, and Back brings the previous filter again', () => {
		filter( 'Pens' ).click();
		filter( 'All' ).click();
		expect( window.location.search ).toBe( '?ref=mail' );
		expect( visible() ).toEqual( [ 'Linen apron', 'Brass pen' ] );

		window.history.replaceState( null, '', '/work/?portfolio-filter=pens' );
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		expect( visible() ).toEqual( [ 'Brass pen', 'Steel pen' ] );
		expect( filter( 'Pens' ).getAttribute( 'aria-current' ) ).toBe(
			'true'
		);

		// An address naming no filter offered shows them all.
		window.history.replaceState(
			null,
			'',
			'/work/?portfolio-filter=%3Cscript%3E'
		);
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		expect( status() ).toBe( 'All: 2 items' );
	} );

	test( 'a click with a modifier key is left to the browser (a new tab)', () => {
		const pens = filter( 'Pens' );
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		pens.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( visible() ).toEqual( [ 'Linen apron', 'Brass pen' ] );
	} );

	test( 'once torn down, the links are plain links again', () => {
		teardown();
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		filter( 'Pens' ).dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
		expect( status() ).toBe( 'All: 2 items' );
	} );
} );

describe( 'portfolio settings in the editor', () => {
	test( 'post types visitors can view, media left out', () => {
		expect(
			postTypeChoices( [
				{ slug: 'post', name: 'Posts', viewable: true },
				{ slug: 'attachment', name: 'Media', viewable: true },
				{ slug: 'wp_block', name: 'Patterns', viewable: false },
				{ slug: 'project', name: 'Projects', viewable: true },
				'junk',
			] )
		).toEqual( [
			{ value: 'post', label: 'Posts' },
			{ value: 'project', label: 'Projects' },
		] );
	} );

	test( 'the filters come from categories, else the first public hierarchical taxonomy', () => {
		expect(
			filterTaxonomy( [
				{ slug: 'post_tag', hierarchical: false },
				{ slug: 'category', hierarchical: true },
			] )
		).toBe( 'category' );
		expect(
			filterTaxonomy( [
				{ slug: 'product_tag', hierarchical: false },
				{
					slug: 'product_visibility',
					hierarchical: true,
					visibility: { public: false },
				},
				{ slug: 'product_cat', hierarchical: true },
			] )
		).toBe( 'product_cat' );
		expect( filterTaxonomy( null ) ).toBeNull();
		expect( toggleTerm( [ 3, 1 ], 2, true ) ).toEqual( [ 3, 1, 2 ] );
		expect( toggleTerm( [ 3, 1 ], 3, false ) ).toEqual( [ 1 ] );
	} );
} );
