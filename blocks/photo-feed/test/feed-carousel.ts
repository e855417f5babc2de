/**
 * Internal dependencies
 */
import { fill, setupFeedCarousel } from '../feed-carousel';
import { carouselWindow } from './helpers/window';

const B = 'wp-block-shopwright-photo-feed';

/**
 * The carousel layout as render.php prints it, with five posts.
 *
 * @param options The carousel options.
 */
function renderRow( options: object ): HTMLElement {
	const items = [ 'IMAGE', 'VIDEO', 'IMAGE', 'CAROUSEL_ALBUM', 'IMAGE' ]
		.map(
			( type, at ) =>
				`<li class="${ B }__item" data-type="${ type }"><a class="${ B }__link" href="https://www.instagram.com/p/P${ at }/">Post ${ at }</a></li>`
		)
		.join( '' );
	document.body.innerHTML = `
		<div class="${ B } is-carousel" data-carousel='${ JSON.stringify(
			options
		) }' data-carousel-status="Posts %1$d to %2$d of %3$d" data-carousel-keys="Posts; arrows move them" data-carousel-pause="Pause posts" data-carousel-play="Play posts">
			<div class="${ B }__carousel" role="region" aria-label="Posts">
				<div class="${ B }__viewport"><ul class="${ B }__items">${ items }</ul></div>
				<button type="button" class="${ B }__prev" hidden>Previous posts</button>
				<button type="button" class="${ B }__next" hidden>Next posts</button>
				<button type="button" class="${ B }__pause" hidden>Pause posts</button>
				<p class="${ B }__carousel-status" aria-live="polite"></p>
			</div>
		</div>`;
	const root = document.querySelector< HTMLElement >( `.${ B }` );
	if ( ! root ) {
		throw new Error( 'No block.' );
	}
	return root;
}

const part = ( root: HTMLElement, name: string ) =>
	root.querySelector< HTMLElement >( `.${ B }__${ name }` );
const inView = ( root: HTMLElement ) =>
	Array.from( root.querySelectorAll< HTMLElement >( `.${ B }__item` ) )
		.map( ( item, at ) => ( item.inert || item.hidden ? -1 : at ) )
		.filter( ( at ) => at >= 0 );
const statusOf = ( root: HTMLElement ) =>
	part( root, 'carousel-status' )?.textContent;
const press = ( root: HTMLElement, key: string ) =>
	part( root, 'carousel' )?.dispatchEvent(
		new KeyboardEvent( 'keydown', { key, bubbles: true } )
	);

describe( 'the feed’s carousel layout', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'fills its numbered words', () => {
		expect( fill( 'Posts %1$d to %2$d of %3$d', 2, 4, 5 ) ).toBe(
			'Posts 2 to 4 of 5'
		);
	} );

	it( 'shows the block’s number of posts, moves by one, and goes round when loop is on', () => {
		const root = renderRow( { slideshow: 3, spacing: 10, loop: true } );
		const teardown = setupFeedCarousel( root, carouselWindow() );
		expect( root.classList.contains( 'has-carousel' ) ).toBe( true );
		expect( inView( root ) ).toEqual( [ 0, 1, 2 ] );
		expect( statusOf( root ) ).toBe( 'Posts 1 to 3 of 5' );
		expect( part( root, 'prev' )?.hidden ).toBe( false );
		part( root, 'next' )?.click();
		expect( inView( root ) ).toEqual( [ 1, 2, 3 ] );
		expect( part( root, 'items' )?.style.transform ).toBe(
			'translateX(calc(-1 * (100% + 10px) / 3))'
		);
		part( root, 'next' )?.click();
		expect( inView( root ) ).toEqual( [ 2, 3, 4 ] );
		part( root, 'next' )?.click();
		expect( inView( root ) ).toEqual( [ 0, 1, 2 ] );
		press( root, 'ArrowLeft' );
		expect( inView( root ) ).toEqual( [ 2, 3, 4 ] );
		teardown();
		expect( root.classList.contains( 'has-carousel' ) ).toBe( false );
	} );

	it( 'shows one post fewer below 768 pixels', () => {
		const root = renderRow( { slideshow: 3 } );
		setupFeedCarousel( root, carouselWindow( false, true ) );
		expect( inView( root ) ).toEqual( [ 0, 1 ] );
		expect( statusOf( root ) ).toBe( 'Posts 1 to 2 of 5' );
	} );

	it( 'stops at the ends when loop is off, saying so on its buttons', () => {
		const root = renderRow( { slideshow: 3, loop: false } );
		setupFeedCarousel( root, carouselWindow() );
		expect( part( root, 'prev' )?.getAttribute( 'aria-disabled' ) ).toBe(
			'true'
		);
		part( root, 'prev' )?.click();
		expect( inView( root ) ).toEqual( [ 0, 1, 2 ] );
		press( root, 'ArrowRight' );
		press( root, 'ArrowRight' );
		press( root, 'ArrowRight' );
		expect( inView( root ) ).toEqual( [ 2, 3, 4 ] );
		expect( part( root, 'next' )?.getAttribute( 'aria-disabled' ) ).toBe(
			'true'
		);
	} );

	it( 'reveals Previous and Next only when arrows are on; without them the row takes the focus for the keys', () => {
		const root = renderRow( { arrows: false } );
		setupFeedCarousel( root, carouselWindow() );
		expect( part( root, 'prev' )?.hidden ).toBe( true );
		expect( part( root, 'next' )?.hidden ).toBe( true );
		expect( part( root, 'viewport' )?.tabIndex ).toBe( 0 );
		expect( part( root, 'viewport' )?.getAttribute( 'aria-label' ) ).toBe(
			'Posts; arrows move them'
		);
	} );

	it( 'moves on by itself at the autoplay speed, and not at all with reduced motion', () => {
		jest.useFakeTimers();
		const root = renderRow( { autoplay: true, autoplaySpeed: 1500 } );
		setupFeedCarousel( root, carouselWindow() );
		expect( part( root, 'pause' )?.hidden ).toBe( false );
		jest.advanceTimersByTime( 1499 );
		expect( inView( root ) ).toEqual( [ 0, 1, 2 ] );
		jest.advanceTimersByTime( 1 );
		expect( inView( root ) ).toEqual( [ 1, 2, 3 ] );
		jest.advanceTimersByTime( 3000 );
		// Past the end it starts again, loop or not.
		expect( inView( root ) ).toEqual( [ 0, 1, 2 ] );

		const still = renderRow( { autoplay: true, autoplaySpeed: 1500 } );
		setupFeedCarousel( still, carouselWindow( true ) );
		expect( part( still, 'pause' )?.hidden ).toBe( true );
		expect( part( still, 'items' )?.style.transition ).toBe( 'none' );
		jest.advanceTimersByTime( 10000 );
		expect( inView( still ) ).toEqual( [ 0, 1, 2 ] );
	} );

	it( 'skips the posts a tab hides, and hands the focus on when its post moves out of view', async () => {
		const root = renderRow( { slideshow: 2 } );
		setupFeedCarousel( root, carouselWindow() );
		const items = Array.from(
			root.querySelectorAll< HTMLElement >( `.${ B }__item` )
		);
		items[ 1 ].hidden = true;
		items[ 3 ].hidden = true;
		// The carousel hears of it once the change is done.
		await Promise.resolve();
		expect( statusOf( root ) ).toBe( 'Posts 1 to 2 of 3' );
		expect( inView( root ) ).toEqual( [ 0, 2 ] );
		items[ 0 ].querySelector( 'a' )?.focus();
		press( root, 'ArrowRight' );
		expect( inView( root ) ).toEqual( [ 2, 4 ] );
		expect( root.ownerDocument.activeElement ).toBe(
			items[ 2 ].querySelector( 'a' )
		);
	} );

	it( 'leaves the grid layout alone', () => {
		const root = renderRow( {} );
		root.classList.remove( 'is-carousel' );
		setupFeedCarousel( root, carouselWindow() );
		expect( root.classList.contains( 'has-carousel' ) ).toBe( false );
		expect( part( root, 'prev' )?.hidden ).toBe( true );
	} );
} );
