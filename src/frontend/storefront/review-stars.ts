/**
 * The star rating of the review form: WooCommerce prints a plain "Rate…" select
 * and its own script turns it into five star links. Here the links are a radio
 * group that sets the select, which stays in the form (hidden) and is what is
 * sent. The markup keeps WooCommerce's names (`p.stars`, `a.star-1` to
 * `a.star-5`, `selected`, `active`), which its stylesheet draws as stars and
 * themes and tests aim at.
 *
 * Keyboard: Tab reaches the chosen star (the first while none is); the arrow
 * keys, Home and End move the choice; Space or Enter chooses the focused star.
 *
 * WooCommerce marks the select `required` whatever the store's setting. Hidden,
 * it would stop the form in the browser's own check with nothing shown (a
 * hidden control cannot show its message), so it loses the attribute while the
 * stars stand in, and the store's rule is kept by the review form's submit
 * check (tabs.ts), which then brings the shopper to the stars.
 */

/**
 * Internal dependencies
 */
import type { Cleanup } from './types';

const STARS = 5;
const KEYS: Record< string, number > = {
	ArrowRight: 1,
	ArrowDown: 1,
	ArrowLeft: -1,
	ArrowUp: -1,
};

export interface ReviewStarsConfig {
	/** Whether the store requires a rating with a review. */
	required: boolean;
}

function initStars(
	select: HTMLSelectElement,
	config: ReviewStarsConfig
): Cleanup {
	const doc = select.ownerDocument;
	const paragraph = doc.createElement( 'p' );
	paragraph.className = 'stars';
	const group = doc.createElement( 'span' );
	group.setAttribute( 'role', 'radiogroup' );
	const label =
		doc.getElementById( 'comment-form-rating-label' ) ??
		select.labels?.[ 0 ];
	if ( label ) {
		label.id ||= `${ select.id || 'rating' }-label`;
		group.setAttribute( 'aria-labelledby', label.id );
	}
	if ( config.required ) {
		group.setAttribute( 'aria-required', 'true' );
	}

	const stars = Array.from( { length: STARS }, ( _, index ) => {
		const value = String( index + 1 );
		const star = doc.createElement( 'a' );
		star.href = '#';
		star.className = `star-${ value }`;
		star.setAttribute( 'role', 'radio' );
		star.dataset.value = value;
		// The select's own words for the value ("Very poor" … "Perfect"), already translated.
		const option = Array.from( select.options ).find(
			( item ) => item.value === value
		);
		star.textContent = option?.text.trim() || value;
		// Named by its label alone: a theme's star glyph (CSS content) must not join the name.
		star.setAttribute( 'aria-label', star.textContent );
		group.append( star );
		return star;
	} );
	paragraph.append( group );

	const render = () => {
		const chosen = stars.findIndex(
			( star ) => star.dataset.value === select.value
		);
		paragraph.classList.toggle( 'selected', chosen >= 0 );
		stars.forEach( ( star, index ) => {
			star.classList.toggle( 'active', index === chosen );
			star.setAttribute( 'aria-checked', String( index === chosen ) );
			star.tabIndex = index === Math.max( chosen, 0 ) ? 0 : -1;
		} );
	};
	const choose = ( index: number ) => {
		const star = stars[ ( index + STARS ) % STARS ];
		select.value = star.dataset.value ?? '';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		render();
		star.focus();
	};

	const starOf = ( event: Event ) =>
		stars.findIndex( ( star ) => star === event.target );
	const onClick = ( event: Event ) => {
		const index = starOf( event );
		if ( index >= 0 ) {
			event.preventDefault();
			choose( index );
		}
	};
	const onKeyDown = ( event: Event ) => {
		const index = starOf( event );
		if ( ! ( event instanceof KeyboardEvent ) || index < 0 ) {
			return;
		}
		const rtl = paragraph.closest( '[dir="rtl"]' ) !== null;
		let next: number | undefined;
		if ( event.key in KEYS ) {
			const across = /^Arrow(Left|Right)$/.test( event.key );
			next = index + ( rtl && across ? -1 : 1 ) * KEYS[ event.key ];
		} else if ( event.key === 'Home' ) {
			next = 0;
		} else if ( event.key === 'End' ) {
			next = STARS - 1;
		} else if ( event.key === ' ' || event.key === 'Enter' ) {
			next = index;
		}
		if ( next !== undefined ) {
			event.preventDefault();
			choose( next );
		}
	};

	paragraph.addEventListener( 'click', onClick );
	paragraph.addEventListener( 'keydown', onKeyDown );
	select.addEventListener( 'change', render );
	// An inline style: a theme's display rule for selects would outweigh `hidden`.
	const display = select.style.display;
	const required = select.required;
	select.style.display = 'none';
	select.required = false;
	select.before( paragraph );
	render();
	return () => {
		select.removeEventListener( 'change', render );
		paragraph.remove();
		select.style.display = display;
		select.required = required;
	};
}

/**
 * Turns every review form's rating select into stars.
 *
 * @param root   The page or part of it.
 * @param config Whether the store requires a rating.
 */
export function initReviewStars(
	root: ParentNode,
	config: ReviewStarsConfig
): Cleanup {
	const cleanups = Array.from(
		root.querySelectorAll< HTMLSelectElement >( 'select#rating' )
	)
		// Stars another script already drew are left to it.
		.filter(
			( select ) =>
				! select.parentElement?.querySelector( ':scope > p.stars' )
		)
		.map( ( select ) => initStars( select, config ) );
	return () => cleanups.forEach( ( cleanup ) => cleanup() );
}
