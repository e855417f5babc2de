/**
 * Internal dependencies
 */
import type { AddToCartResult, CartClient } from '../../storefront/cart-client';
import { parseQuickViewConfig } from '../config';
import {
	EMPTY_ANSWER_MESSAGE,
	FADE_OUT,
	FAILED_ANSWER_MESSAGE,
	VIEWPORT_OFFSET,
	parseProductId,
} from '../constants';
import {
	addressWith,
	createQuickView,
	idInAddress,
	listedProducts,
	readAnswer,
	type QuickView,
	type QuickViewDependencies,
} from '../dialog';

const PRODUCT_HTML = ( id: number, title: string ) => `
	<div class="shopwright-quick-view__product product" data-product-id="${ id }" data-title-id="title-${ id }">
		<div class="shopwright-quick-view__gallery">
			<div class="shopwright-quick-view__slides">
				<div class="shopwright-quick-view__slide woocommerce-product-gallery__image is-active"><img class="wp-post-image" src="a.png" alt=""></div>
				<div class="shopwright-quick-view__slide" hidden><img src="b.png" alt=""></div>
				<button type="button" data-slide="next" class="next-image">Next image</button>
			</div>
		</div>
		<h2 id="title-${ id }">${ title }</h2>
		<form class="cart" method="post">
			<div class="quantity"><input class="qty" type="number" name="quantity" value="1" min="1"></div>
			<button type="submit" name="add-to-cart" value="${ id }" class="single_add_to_cart_button">Add to cart</button>
		</form>
	</div>`;

const CONFIG = parseQuickViewConfig(
	JSON.stringify( {
		restUrl: 'https://shop.test/wp-json/shopwright/v1/quick-view/',
		wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
		cartUrl: 'https://shop.test/cart/',
		i18n: {
			close: 'Close',
			loadFailed: 'The product could not be loaded.',
			openPage: 'Open the product page',
			previous: 'Previous product',
			next: 'Next product',
			addedToCart: 'Added.',
			viewCart: 'View cart',
			required: 'Please choose a %s.',
		},
	} ),
	'https://shop.test'
);

type Answer = { ok: boolean; body: unknown } | 'network';

function setUp( answers: Record< number, Answer > = {} ) {
	document.body.className = '';
	document.body.innerHTML = `
		<main id="listing">
			<button type="button" class="shopwright-quick-view-button" data-product-id="11" data-url="https://shop.test/p/eleven/">Quick view</button>
			<button type="button" class="shopwright-quick-view-button" data-product-id="12" data-url="https://shop.test/p/twelve/">Quick view</button>
			<button type="button" class="shopwright-quick-view-button" data-product-id="13" data-url="https://shop.test/p/thirteen/">Quick view</button>
		</main>`;
	let href = 'https://shop.test/shop/';
	const history = {
		pushState: jest.fn(
			( _data: unknown, _title: string, url?: string | URL | null ) => {
				href = String( url );
			}
		),
		replaceState: jest.fn(
			( _data: unknown, _title: string, url?: string | URL | null ) => {
				href = String( url );
			}
		),
		back: jest.fn(),
	};
	const log = jest.fn();
	const fetch = jest.fn( ( url: string ) => {
		const id = Number( url.split( '/' ).pop() );
		const answer = answers[ id ] ?? {
			ok: true,
			body: {
				id,
				title: `Product ${ id }`,
				html: PRODUCT_HTML( id, `Product ${ id }` ),
			},
		};
		if ( answer === 'network' ) {
			return Promise.reject( new TypeError( 'Failed to fetch' ) );
		}
		return Promise.resolve( {
			ok: answer.ok,
			json: () => Promise.resolve( answer.body ),
		} );
	} );
	const added: AddToCartResult = {
		kind: 'added',
		fragments: {},
		cartHash: 'h',
	};
	const client: CartClient = {
		add: jest.fn( () => Promise.resolve( added ) ),
		queue: { add: ( task ) => task() },
	};
	const deps: QuickViewDependencies = {
		fetch,
		client,
		navigate: jest.fn(),
		log,
		history,
		location: () => href,
	};
	const quickView = createQuickView( document, CONFIG, deps );
	const button = ( id: number ) =>
		document.querySelector< HTMLElement >( `[data-product-id="${ id }"]` )!;
	return {
		quickView,
		deps,
		history,
		log,
		fetch,
		button,
		href: () => href,
	};
}

const dialogOf = ( quickView: QuickView ) =>
	quickView.element.querySelector< HTMLElement >( '[role="dialog"]' )!;

describe( 'quick view dialog', () => {
	it( 'shows the loading state on the body, the button and the dialog, then opens on an answer', async () => {
		const { quickView, button } = setUp();
		button( 11 ).focus();
		const opening = quickView.open( 11, button( 11 ) );
		expect( quickView.state() ).toBe( 'loading' );
		expect( document.body.classList ).toContain(
			'shopwright-quick-view-loading'
		);
		expect( button( 11 ).classList ).toContain( 'loading' );
		expect( quickView.element.classList ).toContain( 'is-loading' );
		expect( dialogOf( quickView ).getAttribute( 'aria-busy' ) ).toBe(
			'true'
		);
		await opening;
		expect( quickView.state() ).toBe( 'open' );
		expect( quickView.element.hidden ).toBe( false );
		expect( document.body.classList ).not.toContain(
			'shopwright-quick-view-loading'
		);
		expect( button( 11 ).classList ).not.toContain( 'loading' );
		expect( dialogOf( quickView ).getAttribute( 'aria-labelledby' ) ).toBe(
			'title-11'
		);
		expect( dialogOf( quickView ).getAttribute( 'aria-modal' ) ).toBe(
			'true'
		);
		expect( quickView.element.ownerDocument.activeElement ).toBe(
			dialogOf( quickView )
		);
		expect(
			document.getElementById( 'listing' )!.hasAttribute( 'inert' )
		).toBe( true );
	} );

	it( 'limits its height to the window less the offset, again on resize', async () => {
		const { quickView } = setUp();
		window.innerHeight = 800;
		await quickView.open( 11 );
		expect( dialogOf( quickView ).style.maxHeight ).toBe(
			`${ 800 - VIEWPORT_OFFSET }px`
		);
		window.innerHeight = 600;
		window.dispatchEvent( new Event( 'resize' ) );
		expect( dialogOf( quickView ).style.maxHeight ).toBe( '450px' );
	} );

	it( 'closes on Escape, on the close button and on the overlay, and gives focus back', async () => {
		const { quickView, button } = setUp();
		await quickView.open( 12, button( 12 ) );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape' } )
		);
		expect( quickView.state() ).toBe( 'closed' );
		// It fades out, out of reach, before it is hidden (see the next test).
		expect( quickView.element.classList ).toContain( 'is-leaving' );
		expect( quickView.element.hasAttribute( 'inert' ) ).toBe( true );
		expect( quickView.element.ownerDocument.activeElement ).toBe(
			button( 12 )
		);
		expect(
			document.getElementById( 'listing' )!.hasAttribute( 'inert' )
		).toBe( false );

		await quickView.open( 12, button( 12 ) );
		quickView.element
			.querySelector< HTMLElement >( '.shopwright-quick-view__close' )!
			.click();
		expect( quickView.state() ).toBe( 'closed' );

		await quickView.open( 12, button( 12 ) );
		quickView.element.click();
		expect( quickView.state() ).toBe( 'closed' );
	} );

	it( 'fades the overlay out over 400 ms, at once for reduced motion, and reopens over a fade', async () => {
		const { quickView, button } = setUp();
		jest.useFakeTimers();
		try {
			await quickView.open( 11, button( 11 ) );
			quickView.close();
			expect( quickView.element.hidden ).toBe( false );
			jest.advanceTimersByTime( FADE_OUT - 1 );
			expect( quickView.element.hidden ).toBe( false );
			jest.advanceTimersByTime( 1 );
			expect( quickView.element.hidden ).toBe( true );
			expect( quickView.element.classList ).not.toContain( 'is-leaving' );
			expect( quickView.element.hasAttribute( 'inert' ) ).toBe( false );

			// Opened again while the last one fades: the new product shows, the fade is over.
			await quickView.open( 11, button( 11 ) );
			quickView.close();
			await quickView.open( 12, button( 12 ) );
			expect( quickView.element.classList ).not.toContain( 'is-leaving' );
			expect( quickView.element.hidden ).toBe( false );
			expect( quickView.element.textContent ).toContain( 'Product 12' );
			jest.advanceTimersByTime( FADE_OUT );
			expect( quickView.element.hidden ).toBe( false );
			quickView.close();

			jest.advanceTimersByTime( FADE_OUT );
			Object.defineProperty( window, 'matchMedia', {
				configurable: true,
				value: ( query: string ) => ( {
					matches: query === '(prefers-reduced-motion: reduce)',
				} ),
			} );
			await quickView.open( 13, button( 13 ) );
			quickView.close();
			expect( quickView.element.hidden ).toBe( true );
			expect( quickView.element.classList ).not.toContain( 'is-leaving' );
		} finally {
			Reflect.deleteProperty( window, 'matchMedia' );
			jest.useRealTimers();
		}
	} );

	it( 'logs an empty answer and says the product could not be loaded', async () => {
		const { quickView, log } = setUp( {
			11: { ok: true, body: { id: 11, title: '', html: '  ' } },
		} );
		await quickView.open( 11 );
		expect( log ).toHaveBeenCalledWith( EMPTY_ANSWER_MESSAGE );
		expect( quickView.state() ).toBe( 'failed' );
		expect( quickView.element.textContent ).toContain(
			'The product could not be loaded.'
		);
		expect(
			quickView.element.querySelector< HTMLAnchorElement >(
				'.shopwright-quick-view__page-link'
			)?.href
		).toBe( 'https://shop.test/p/eleven/' );
	} );

	it.each( [
		[
			'an error status',
			{ ok: false, body: { code: 'shopwright_product_not_found' } },
		],
		[ 'a network failure', 'network' as const ],
	] )( 'logs %s as a failed answer', async ( _name, answer ) => {
		const { quickView, log } = setUp( { 13: answer } );
		await quickView.open( 13 );
		expect( log ).toHaveBeenCalledWith( FAILED_ANSWER_MESSAGE );
		expect( quickView.state() ).toBe( 'failed' );
		expect( quickView.element.querySelector( 'form' ) ).toBeNull();
	} );

	it( 'puts the product in the address and goes back in history on closing', async () => {
		const { quickView, history, href } = setUp();
		await quickView.open( 11 );
		expect( history.pushState ).toHaveBeenCalledTimes( 1 );
		expect( idInAddress( href() ) ).toBe( 11 );
		quickView.close();
		expect( history.back ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'closes without touching history when history closed it', async () => {
		const { quickView, history } = setUp();
		await quickView.open( 11 );
		quickView.close( true );
		expect( history.back ).not.toHaveBeenCalled();
		expect( quickView.state() ).toBe( 'closed' );
	} );

	it( 'moves to the previous and next product in the listing order', async () => {
		const { quickView, fetch } = setUp();
		await quickView.open( 12 );
		const next = quickView.element.querySelector< HTMLButtonElement >(
			'.shopwright-quick-view__page--next'
		)!;
		const previous = quickView.element.querySelector< HTMLButtonElement >(
			'.shopwright-quick-view__page--previous'
		)!;
		expect( previous.disabled ).toBe( false );
		next.click();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( fetch ).toHaveBeenLastCalledWith(
			'https://shop.test/wp-json/shopwright/v1/quick-view/13',
			expect.anything()
		);
		expect( quickView.productId() ).toBe( 13 );
		expect( next.disabled ).toBe( true );
	} );

	it( 'ignores an answer that came after the dialog was closed', async () => {
		const { quickView } = setUp();
		const opening = quickView.open( 11 );
		quickView.close();
		await opening;
		expect( quickView.state() ).toBe( 'closed' );
		expect( quickView.element.hidden ).toBe( true );
	} );

	it( 'slides the gallery with its arrows', async () => {
		const { quickView } = setUp();
		await quickView.open( 11 );
		const slides = quickView.element.querySelectorAll< HTMLElement >(
			'.shopwright-quick-view__slide'
		);
		quickView.element
			.querySelector< HTMLElement >( '.next-image' )!
			.click();
		expect( slides[ 1 ].classList ).toContain( 'is-active' );
		expect( slides[ 0 ].hidden ).toBe( true );
	} );

	it( 'adds a simple product through the cart client with the product fields', async () => {
		const { quickView, deps } = setUp();
		await quickView.open( 11 );
		const form = quickView.element.querySelector( 'form' )!;
		form.dispatchEvent(
			new Event( 'submit', { bubbles: true, cancelable: true } )
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( deps.client.add ).toHaveBeenCalledWith(
			expect.objectContaining( {
				data: expect.objectContaining( {
					product_id: '11',
					product_sku: '',
					quantity: '1',
					variation_id: '0',
				} ),
				source: 'quick-view',
			} )
		);
		expect(
			form.querySelector( '.single_add_to_cart_button' )!.classList
		).toContain( 'added' );
		expect(
			form.querySelector< HTMLAnchorElement >( '.added_to_cart' )?.href
		).toBe( 'https://shop.test/cart/' );
	} );

	it( 'flags an empty option on add, and clears the flag once the option is chosen', async () => {
		const { quickView, deps } = setUp( {
			14: {
				ok: true,
				body: {
					id: 14,
					title: 'Hoodie',
					html: `<div class="shopwright-quick-view__product product" data-product-id="14" data-title-id="title-14">
						<h2 id="title-14">Hoodie</h2>
						<form class="variations_form cart" method="post" data-product_id="14">
							<label for="size">Size</label>
							<select id="size" name="attribute_size"><option value="">Choose an option</option><option value="M">M</option></select>
							<input type="hidden" name="variation_id" class="variation_id" value="0">
							<button type="submit" class="single_add_to_cart_button">Add to cart</button>
						</form>
					</div>`,
				},
			},
		} );
		await quickView.open( 14 );
		const form = quickView.element.querySelector( 'form' )!;
		form.dispatchEvent(
			new Event( 'submit', { bubbles: true, cancelable: true } )
		);
		const select = form.querySelector( 'select' )!;
		expect( select.classList ).toContain( 'error' );
		expect( select.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( deps.client.add ).not.toHaveBeenCalled();
		select.value = 'M';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( select.classList ).not.toContain( 'error' );
		expect( select.classList ).not.toContain( 'required' );
		expect( select.hasAttribute( 'aria-invalid' ) ).toBe( false );
	} );
} );

describe( 'quick view helpers', () => {
	it( 'accepts only positive whole numbers as product ids', () => {
		expect( parseProductId( '42' ) ).toBe( 42 );
		for ( const bad of [
			'0',
			'-1',
			'1.5',
			'1e3',
			'012',
			'abc',
			'',
			null,
			undefined,
			'99999999999999999',
		] ) {
			expect( parseProductId( bad ) ).toBeNull();
		}
	} );

	it( 'lists the buttons’ products once each, in the page order', () => {
		setUp();
		document.body.insertAdjacentHTML(
			'beforeend',
			'<button class="shopwright-quick-view-button" data-product-id="11"></button>'
		);
		expect( listedProducts( document ) ).toEqual( [ 11, 12, 13 ] );
	} );

	it( 'writes and removes the address parameter', () => {
		const url = addressWith( 'https://shop.test/shop/?orderby=price', 7 );
		expect( url ).toBe(
			'https://shop.test/shop/?orderby=price&quick-view=7'
		);
		expect( addressWith( url, null ) ).toBe(
			'https://shop.test/shop/?orderby=price'
		);
	} );

	it( 'reads only answers with markup', () => {
		expect( readAnswer( { html: '<p>x</p>', title: 'X' } ) ).toEqual( {
			html: '<p>x</p>',
			title: 'X',
		} );
		expect( readAnswer( { html: '' } ) ).toBeNull();
		expect( readAnswer( null ) ).toBeNull();
		expect( readAnswer( [ 'html' ] ) ).toBeNull();
	} );
} );
