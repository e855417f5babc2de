/**
 * Internal dependencies
 */
import { setupTabs } from '../tabs';
import { renderBlock, shown } from './helpers/markup';

const tab = ( root: HTMLElement, name: string ) => {
	const found = Array.from(
		root.querySelectorAll< HTMLButtonElement >( '[role="tab"]' )
	).find( ( button ) => button.textContent === name );
	if ( ! found ) {
		throw new Error( `No tab ${ name }.` );
	}
	return found;
};
const more = ( root: HTMLElement ) =>
	root.querySelector< HTMLElement >(
		'.wp-block-shopwright-photo-feed__more'
	);
const press = ( target: HTMLElement, key: string ) =>
	target.dispatchEvent(
		new KeyboardEvent( 'keydown', { key, bubbles: true } )
	);

describe( 'the tabs by kind of post', () => {
	it( 'show every post under All, then only the chosen kind', () => {
		const root = renderBlock();
		setupTabs( root );
		expect( root.classList.contains( 'has-tabs' ) ).toBe( true );
		expect( shown( root ) ).toEqual( [
			'Brass pens',
			'Binding a notebook',
			'Three inks',
			'Linen',
		] );
		tab( root, 'Videos' ).click();
		expect( shown( root ) ).toEqual( [ 'Binding a notebook' ] );
		tab( root, 'Albums' ).click();
		expect( shown( root ) ).toEqual( [ 'Three inks' ] );
		tab( root, 'Photos' ).click();
		expect( shown( root ) ).toEqual( [ 'Brass pens', 'Linen' ] );
		expect( tab( root, 'Photos' ).getAttribute( 'aria-selected' ) ).toBe(
			'true'
		);
		expect( tab( root, 'All' ).getAttribute( 'aria-selected' ) ).toBe(
			'false'
		);
		expect(
			root
				.querySelector( '[role="tabpanel"]' )
				?.getAttribute( 'aria-labelledby' )
		).toBe( 't-image' );
	} );

	it( 'show Load more under All and Photos, and hide it under Videos and Albums', () => {
		const root = renderBlock();
		setupTabs( root );
		expect( more( root )?.hidden ).toBe( false );
		tab( root, 'Videos' ).click();
		expect( more( root )?.hidden ).toBe( true );
		tab( root, 'Albums' ).click();
		expect( more( root )?.hidden ).toBe( true );
		tab( root, 'Photos' ).click();
		expect( more( root )?.hidden ).toBe( false );
		tab( root, 'All' ).click();
		expect( more( root )?.hidden ).toBe( false );
	} );

	it( 'say so when a kind has no posts', () => {
		const root = renderBlock( [ [ 'IMAGE', 'Only a photo' ] ] );
		setupTabs( root );
		const empty = root.querySelector< HTMLElement >(
			'.wp-block-shopwright-photo-feed__empty'
		);
		expect( empty?.hidden ).toBe( true );
		tab( root, 'Videos' ).click();
		expect( shown( root ) ).toEqual( [] );
		expect( empty?.hidden ).toBe( false );
	} );

	it( 'move and choose with the arrow keys, Home and End, one tab in the tab order', () => {
		const root = renderBlock();
		setupTabs( root );
		const all = tab( root, 'All' );
		all.focus();
		press( all, 'ArrowRight' );
		expect( root.ownerDocument.activeElement ).toBe(
			tab( root, 'Videos' )
		);
		expect( shown( root ) ).toEqual( [ 'Binding a notebook' ] );
		expect(
			Array.from( root.querySelectorAll( '[role="tab"]' ) ).map(
				( button ) => button.getAttribute( 'tabindex' )
			)
		).toEqual( [ '-1', '0', '-1', '-1' ] );
		press( tab( root, 'Videos' ), 'End' );
		expect( root.ownerDocument.activeElement ).toBe(
			tab( root, 'Photos' )
		);
		press( tab( root, 'Photos' ), 'ArrowRight' );
		expect( root.ownerDocument.activeElement ).toBe( all );
		press( all, 'ArrowLeft' );
		expect( root.ownerDocument.activeElement ).toBe(
			tab( root, 'Photos' )
		);
		press( tab( root, 'Photos' ), 'Home' );
		expect( root.ownerDocument.activeElement ).toBe( all );
		expect( shown( root ) ).toHaveLength( 4 );
	} );

	it( 'stop listening once the block leaves the page', () => {
		const root = renderBlock();
		const teardown = setupTabs( root );
		teardown();
		tab( root, 'Videos' ).click();
		expect( shown( root ) ).toHaveLength( 4 );
		expect( root.classList.contains( 'has-tabs' ) ).toBe( false );
	} );
} );
