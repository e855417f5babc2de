/**
 * Internal dependencies
 */
import { initReviewStars } from '../review-stars';

const MARKUP = `
<div id="respond"><form id="commentform">
	<div class="comment-form-rating">
		<label for="rating" id="comment-form-rating-label">Your rating</label>
		<select name="rating" id="rating" required>
			<option value="">Rate…</option>
			<option value="5">Perfect</option>
			<option value="4">Good</option>
			<option value="3">Average</option>
			<option value="2">Not that bad</option>
			<option value="1">Very poor</option>
		</select>
	</div>
</form></div>`;

let cleanup = () => {};
beforeEach( () => {
	document.body.innerHTML = MARKUP;
	cleanup = initReviewStars( document, { required: true } );
} );
afterEach( () => cleanup() );

const select = () => document.querySelector< HTMLSelectElement >( '#rating' )!;
const stars = () =>
	Array.from( document.querySelectorAll< HTMLElement >( 'p.stars a' ) );
const checked = () =>
	stars().map( ( star ) => star.getAttribute( 'aria-checked' ) );
const key = ( target: HTMLElement, name: string ) =>
	target.dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key: name,
			bubbles: true,
			cancelable: true,
		} )
	);

describe( 'initReviewStars', () => {
	it( 'puts a labelled radio group of five stars, named as the select’s options, in place of the select', () => {
		const group = document.querySelector( 'p.stars [role="radiogroup"]' )!;
		expect( group.getAttribute( 'aria-labelledby' ) ).toBe(
			'comment-form-rating-label'
		);
		expect( group.getAttribute( 'aria-required' ) ).toBe( 'true' );
		expect( stars().map( ( star ) => star.className ) ).toEqual( [
			'star-1',
			'star-2',
			'star-3',
			'star-4',
			'star-5',
		] );
		expect( stars().map( ( star ) => star.textContent ) ).toEqual( [
			'Very poor',
			'Not that bad',
			'Average',
			'Good',
			'Perfect',
		] );
		expect(
			stars().every( ( star ) => star.getAttribute( 'role' ) === 'radio' )
		).toBe( true );
		expect( checked() ).toEqual( Array( 5 ).fill( 'false' ) );
		// One stop in the tab order: the first star while none is chosen.
		expect( stars().map( ( star ) => star.tabIndex ) ).toEqual( [
			0, -1, -1, -1, -1,
		] );
		expect( select().style.display ).toBe( 'none' );
		// Hidden, it must not hold the form back unseen: the submit check asks for a rating.
		expect( select().required ).toBe( false );
	} );

	it( 'marks the group required only when the store requires a rating', () => {
		cleanup();
		document.body.innerHTML = MARKUP;
		cleanup = initReviewStars( document, { required: false } );
		expect(
			document
				.querySelector( '[role="radiogroup"]' )!
				.hasAttribute( 'aria-required' )
		).toBe( false );
	} );

	it( 'sets the select when a star is clicked', () => {
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		stars()[ 3 ].dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		expect( select().value ).toBe( '4' );
		expect( checked() ).toEqual( [
			'false',
			'false',
			'false',
			'true',
			'false',
		] );
		expect( stars()[ 3 ].classList.contains( 'active' ) ).toBe( true );
		expect(
			document
				.querySelector( 'p.stars' )!
				.classList.contains( 'selected' )
		).toBe( true );
		expect( stars()[ 3 ].tabIndex ).toBe( 0 );
		expect( document.body.ownerDocument.activeElement ).toBe(
			stars()[ 3 ]
		);
	} );

	it( 'moves the choice with the arrow keys, Home and End, wrapping round', () => {
		key( stars()[ 0 ], 'ArrowRight' );
		expect( select().value ).toBe( '2' );
		expect( document.body.ownerDocument.activeElement ).toBe(
			stars()[ 1 ]
		);
		key( stars()[ 1 ], 'End' );
		expect( select().value ).toBe( '5' );
		key( stars()[ 4 ], 'ArrowDown' );
		expect( select().value ).toBe( '1' );
		key( stars()[ 0 ], 'ArrowLeft' );
		expect( select().value ).toBe( '5' );
		key( stars()[ 4 ], 'Home' );
		expect( select().value ).toBe( '1' );
		expect( checked()[ 0 ] ).toBe( 'true' );
	} );

	it( 'chooses the focused star with Space', () => {
		key( stars()[ 0 ], ' ' );
		expect( select().value ).toBe( '1' );
	} );

	it( 'follows the select when something else sets it', () => {
		select().value = '3';
		select().dispatchEvent( new Event( 'change' ) );
		expect( checked()[ 2 ] ).toBe( 'true' );
	} );

	it( 'puts the select back when stopped', () => {
		cleanup();
		cleanup = () => {};
		expect( document.querySelector( 'p.stars' ) ).toBeNull();
		expect( select().style.display ).toBe( '' );
		expect( select().required ).toBe( true );
	} );
} );
