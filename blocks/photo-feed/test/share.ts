/**
 * Internal dependencies
 */
import { SHARE_HIDE_DELAY, createShare, shareTargets } from '../share';

const TARGETS = [
	{
		label: 'Facebook',
		template: 'https://www.facebook.com/sharer/sharer.php?u={url}',
	},
	{ label: 'Email', template: 'mailto:?subject={title}&body={url}' },
];

function build() {
	const share = createShare(
		document,
		TARGETS,
		'https://www.instagram.com/p/SwDemo01/',
		'Brass & pens',
		window
	);
	document.body.replaceChildren( share.element );
	const toggle = share.element.querySelector( 'button' );
	const list = share.element.querySelector( 'ul' );
	if ( ! toggle || ! list ) {
		throw new Error( 'The share buttons have a button and links.' );
	}
	return { ...share, toggle, list };
}

describe( 'shareTargets', () => {
	it( 'keeps only https and mailto addresses with a place for the post', () => {
		expect(
			shareTargets(
				JSON.stringify( [
					...TARGETS,
					{ label: 'Bad', template: 'javascript:alert({url})' },
					{ label: 'No place', template: 'https://x.test/' },
					'x',
				] )
			)
		).toEqual( TARGETS );
		expect( shareTargets( '{' ) ).toEqual( [] );
	} );
} );

describe( 'the share buttons', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'link to each network’s share page for the post', () => {
		const { list } = build();
		expect(
			Array.from( list.querySelectorAll( 'a' ) ).map( ( a ) =>
				a.getAttribute( 'href' )
			)
		).toEqual( [
			'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.instagram.com%2Fp%2FSwDemo01%2F',
			'mailto:?subject=Brass%20%26%20pens&body=https%3A%2F%2Fwww.instagram.com%2Fp%2FSwDemo01%2F',
		] );
	} );

	it( 'show on hover and hide 200 ms after the pointer leaves, unless it comes back', () => {
		jest.useFakeTimers();
		const { toggle, list } = build();
		expect( list.hidden ).toBe( true );
		toggle.dispatchEvent( new Event( 'pointerenter' ) );
		expect( list.hidden ).toBe( false );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );

		// From the button to the links: they stay.
		toggle.dispatchEvent( new Event( 'pointerleave' ) );
		jest.advanceTimersByTime( SHARE_HIDE_DELAY - 50 );
		list.dispatchEvent( new Event( 'pointerenter' ) );
		jest.advanceTimersByTime( 1000 );
		expect( list.hidden ).toBe( false );

		list.dispatchEvent( new Event( 'pointerleave' ) );
		jest.advanceTimersByTime( SHARE_HIDE_DELAY - 1 );
		expect( list.hidden ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( list.hidden ).toBe( true );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'open and close with the button for the keyboard, and close when the focus leaves', () => {
		const { toggle, list, element } = build();
		toggle.click();
		expect( list.hidden ).toBe( false );
		toggle.click();
		expect( list.hidden ).toBe( true );
		toggle.click();
		const outside = document.createElement( 'button' );
		document.body.append( outside );
		element.dispatchEvent(
			new FocusEvent( 'focusout', {
				bubbles: true,
				relatedTarget: list.querySelector( 'a' ),
			} )
		);
		expect( list.hidden ).toBe( false );
		element.dispatchEvent(
			new FocusEvent( 'focusout', {
				bubbles: true,
				relatedTarget: outside,
			} )
		);
		expect( list.hidden ).toBe( true );
	} );
} );
