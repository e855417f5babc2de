/**
 * Internal dependencies
 */
import { findTemplate, requestedId, scrollToTemplate } from '../scroll';

function stubWindow( search: string, reduce: boolean ) {
	const scrollTo = jest.fn();
	const win = {
		location: { search },
		document,
		scrollY: 300,
		innerHeight: 800,
		scrollTo,
		matchMedia: ( query: string ) => ( {
			matches: reduce && query.includes( 'reduce' ),
		} ),
	};
	// A stand-in with only what the scroll reads.
	return { win: win as unknown as Window, scrollTo };
}

describe( 'template scroll', () => {
	beforeEach( () => {
		document.body.innerHTML = `
			<article class="post-7 post">Seven</article>
			<article id="card-9" class="post-9 post">Nine</article>`;
		const nine = document.getElementById( 'card-9' ) as HTMLElement;
		nine.getBoundingClientRect = () =>
			( { top: 1500 } ) as unknown as DOMRect;
	} );

	test( 'only a safe id is read from the address', () => {
		expect( requestedId( '?template-id=post-7' ) ).toBe( 'post-7' );
		expect( requestedId( '?template-id=card_9' ) ).toBe( 'card_9' );
		expect( requestedId( '?template-id=7' ) ).toBeNull();
		expect( requestedId( '?template-id=a%22%5D,body' ) ).toBeNull();
		expect( requestedId( '?template-id=a b' ) ).toBeNull();
		expect(
			requestedId( `?template-id=a${ 'b'.repeat( 100 ) }` )
		).toBeNull();
		expect( requestedId( '?other=post-7' ) ).toBeNull();
	} );

	test( 'an id names an element id first, else a class', () => {
		expect( findTemplate( document, 'card-9' )?.textContent ).toBe(
			'Nine'
		);
		expect( findTemplate( document, 'post-7' )?.textContent ).toBe(
			'Seven'
		);
		expect( findTemplate( document, 'post-8' ) ).toBeNull();
	} );

	test( 'the element’s top lands at the middle of the viewport, smoothly', () => {
		const { win, scrollTo } = stubWindow( '?template-id=card-9', false );
		expect( scrollToTemplate( win ) ).toBe( true );
		// 300 scrolled + 1500 from the viewport's top − half of 800.
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 1400,
			behavior: 'smooth',
		} );
	} );

	test( 'at once under reduced motion', () => {
		const { win, scrollTo } = stubWindow( '?template-id=card-9', true );
		scrollToTemplate( win );
		expect( scrollTo ).toHaveBeenCalledWith( {
			top: 1400,
			behavior: 'auto',
		} );
	} );

	test( 'nothing moves for a missing element or an unsafe id', () => {
		for ( const search of [
			'?template-id=post-8',
			'?template-id=<b>',
			'',
		] ) {
			const { win, scrollTo } = stubWindow( search, false );
			expect( scrollToTemplate( win ) ).toBe( false );
			expect( scrollTo ).not.toHaveBeenCalled();
		}
	} );
} );
