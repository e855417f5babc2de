/**
 * Internal dependencies
 */
import { setupTableOfContents } from '../contents';
import { headingsOf, outline } from '../outline';

type ObserverCallback = (
	entries: Array< Partial< IntersectionObserverEntry > >
) => void;

/** An IntersectionObserver the test drives, recording how many exist. */
function installObserver() {
	const instances: Array< {
		callback: ObserverCallback;
		observed: Element[];
		disconnected: boolean;
	} > = [];
	class FakeObserver {
		record: ( typeof instances )[ number ];
		constructor( callback: ObserverCallback ) {
			this.record = { callback, observed: [], disconnected: false };
			instances.push( this.record );
		}
		observe( element: Element ) {
			this.record.observed.push( element );
		}
		disconnect() {
			this.record.disconnected = true;
		}
	}
	Object.defineProperty( window, 'IntersectionObserver', {
		configurable: true,
		value: FakeObserver,
	} );
	return instances;
}

function motion( reduce: boolean ) {
	Object.defineProperty( window, 'matchMedia', {
		configurable: true,
		value: ( query: string ) => ( {
			matches: reduce && query.includes( 'reduce' ),
		} ),
	} );
}

const MARKUP = `
<nav class="wp-block-shopwright-table-of-contents" aria-label="Contents">
	<ol>
		<li><a class="wp-block-shopwright-table-of-contents__link" href="#delivery">Delivery</a></li>
		<li><a class="wp-block-shopwright-table-of-contents__link" href="#r%C3%BCckgabe">Rückgabe</a></li>
	</ol>
</nav>
<h2 id="delivery">Delivery</h2>
<h2 id="rückgabe">Rückgabe</h2>`;

describe( 'table of contents', () => {
	let scrolls: ScrollIntoViewOptions[];

	beforeEach( () => {
		document.body.innerHTML = MARKUP;
		scrolls = [];
		Element.prototype.scrollIntoView = function ( options ) {
			scrolls.push( options as ScrollIntoViewOptions );
		};
		motion( false );
	} );

	const root = () => document.querySelector( 'nav' ) as HTMLElement;
	const link = ( index: number ) =>
		document.querySelectorAll( 'a' )[ index ] as HTMLAnchorElement;

	test( 'a link scrolls smoothly, updates the address and moves focus to the heading', () => {
		installObserver();
		setupTableOfContents( root() );
		link( 1 ).click();
		expect( scrolls ).toEqual( [ { behavior: 'smooth', block: 'start' } ] );
		expect( window.location.hash ).toBe( '#r%C3%BCckgabe' );
		const heading = document.getElementById( 'rückgabe' );
		expect( heading?.ownerDocument.activeElement ).toBe( heading );
		expect( heading?.getAttribute( 'tabindex' ) ).toBe( '-1' );
		expect( link( 1 ).getAttribute( 'aria-current' ) ).toBe( 'location' );
	} );

	test( 'with reduced motion the jump is instant', () => {
		installObserver();
		motion( true );
		setupTableOfContents( root() );
		link( 0 ).click();
		expect( scrolls ).toEqual( [ { behavior: 'auto', block: 'start' } ] );
	} );

	test( 'one observer marks the section being read, scrolling down and back up', () => {
		const observers = installObserver();
		Object.defineProperty( window, 'innerHeight', {
			configurable: true,
			value: 900,
		} );
		const tops: Record< string, number > = {};
		[ 'delivery', 'rückgabe' ].forEach( ( id ) => {
			const heading = document.getElementById( id ) as HTMLElement;
			heading.getBoundingClientRect = () =>
				( { top: tops[ id ] } ) as DOMRect;
		} );
		const scrollTo = ( delivery: number, ruckgabe: number ) => {
			tops.delivery = delivery;
			tops[ 'rückgabe' ] = ruckgabe;
			observers[ 0 ].callback( [] );
		};
		setupTableOfContents( root() );
		expect( observers ).toHaveLength( 1 );
		expect( observers[ 0 ].observed.map( ( el ) => el.id ) ).toEqual( [
			'delivery',
			'rückgabe',
		] );
		// Above the first heading: no section yet.
		scrollTo( 500, 1400 );
		expect( document.querySelectorAll( '.is-current' ) ).toHaveLength( 0 );
		scrollTo( 100, 1000 );
		expect( link( 0 ).getAttribute( 'aria-current' ) ).toBe( 'location' );
		// Down into the second section: its heading is in the band.
		scrollTo( -800, 100 );
		expect( link( 1 ).classList.contains( 'is-current' ) ).toBe( true );
		expect( link( 0 ).hasAttribute( 'aria-current' ) ).toBe( false );
		// Back up: the second heading leaves the band downwards while the first is still above
		// the viewport; the reader is in the first section again.
		scrollTo( -500, 400 );
		expect( link( 0 ).getAttribute( 'aria-current' ) ).toBe( 'location' );
		expect( link( 1 ).classList.contains( 'is-current' ) ).toBe( false );
	} );

	test( 'teardown stops the observer and leaves links to the browser', () => {
		const observers = installObserver();
		const teardown = setupTableOfContents( root() );
		teardown();
		expect( observers[ 0 ].disconnected ).toBe( true );
		link( 0 ).click();
		expect( scrolls ).toEqual( [] );
	} );
} );

describe( 'the editor preview', () => {
	test( 'nests the chosen levels as the server does', () => {
		const block = ( level: number, content: string, inner = [] ) => ( {
			name: 'core/heading',
			attributes: { level, content },
			innerBlocks: inner,
		} );
		const headings = headingsOf( [
			block( 2, 'Delivery' ),
			block( 3, '<em>Abroad</em>' ),
			block( 4, 'Islands' ),
			{
				name: 'core/group',
				attributes: {},
				innerBlocks: [ block( 2, 'Returns' ), block( 3, '   ' ) ],
			},
		] );
		expect( outline( headings, [ 2, 3 ] ) ).toEqual( [
			{
				text: 'Delivery',
				children: [ { text: 'Abroad', children: [] } ],
			},
			{ text: 'Returns', children: [] },
		] );
		expect( outline( headings, [ 3, 4 ] ) ).toEqual( [
			{
				text: 'Abroad',
				children: [ { text: 'Islands', children: [] } ],
			},
		] );
	} );
} );
