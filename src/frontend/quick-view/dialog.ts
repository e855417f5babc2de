/**
 * The quick view dialog. Its states:
 *
 * - closed;
 * - loading: the loader class on the body and on the button, the dialog marked busy (hidden on a
 *   first opening, its current product greyed when moving to the previous or next one);
 * - open: after a non-empty answer, with focus moved in and kept inside, the page behind inert,
 *   the dialog labelled by the product's title;
 * - failed: an empty answer or a failure logs its console message and the dialog says the product
 *   could not be loaded, with a link to its page, instead of showing a broken product.
 *
 * The close button, a click on the overlay and Escape close it, and focus goes back to the button.
 * The overlay fades in over 200 ms and out over 400 ms (inert while it fades, so a click goes
 * through to the page); visitors who ask for reduced motion see it go at once.
 * The address carries `?quick-view=<id>` while it is open, so it can be shared, and the browser's
 * back button closes it.
 */

/**
 * Internal dependencies
 */
import { cycleFocus, inertOthers } from '../dialog/focus';
import type { CartClient } from '../storefront/cart-client';
import { initQuantity } from '../storefront/quantity';
import type { Cleanup, Fetch } from '../storefront/types';
import { initVariations } from '../storefront/variations';
import { isRecord } from '../../utils/is-record';
import {
	clearChosenAttribute,
	flagMissingAttributes,
	submitDialogForm,
} from './cart';
import type { QuickViewConfig } from './config';
import {
	BODY_LOADING_CLASS,
	BUTTON_LOADING_CLASS,
	BUTTON_SELECTOR,
	EMPTY_ANSWER_MESSAGE,
	FADE_OUT,
	FAILED_ANSWER_MESSAGE,
	LEAVING_CLASS,
	QUERY_ARG,
	VIEWPORT_OFFSET,
	parseProductId,
} from './constants';
import { createSlider } from './slider';

export type QuickViewState = 'closed' | 'loading' | 'open' | 'failed';

export interface QuickViewDependencies {
	fetch: Fetch;
	client: CartClient;
	navigate: ( url: string ) => void;
	log: ( message: string ) => void;
	/** Where the address lives: the page's history, or a fake in tests. */
	history: Pick< History, 'pushState' | 'replaceState' | 'back' >;
	location: () => string;
}

export interface QuickView {
	/**
	 * Opens a product's quick view.
	 *
	 * @param id      Product id.
	 * @param trigger The button pressed, if any.
	 * @param how     'push' adds a history entry, 'replace' changes the current one, 'none' leaves it.
	 */
	open: (
		id: number,
		trigger?: HTMLElement | null,
		how?: 'push' | 'replace' | 'none'
	) => Promise< void >;
	close: ( fromHistory?: boolean ) => void;
	state: () => QuickViewState;
	productId: () => number | null;
	element: HTMLElement;
	destroy: Cleanup;
}

/**
 * The ids of the page's quick view buttons in the listing's order, each once.
 *
 * @param doc The page.
 */
export function listedProducts( doc: Document ): number[] {
	const ids = Array.from(
		doc.querySelectorAll< HTMLElement >( BUTTON_SELECTOR )
	)
		.map( ( button ) => parseProductId( button.dataset.productId ) )
		.filter( ( id ): id is number => id !== null );
	return Array.from( new Set( ids ) );
}

/**
 * The address with the quick view parameter set to the id, or removed.
 *
 * @param href The current address.
 * @param id   The product, or null to remove it.
 */
export function addressWith( href: string, id: number | null ): string {
	const url = new URL( href );
	if ( id === null ) {
		url.searchParams.delete( QUERY_ARG );
	} else {
		url.searchParams.set( QUERY_ARG, String( id ) );
	}
	return url.href;
}

/**
 * The id in the address, or null.
 *
 * @param href The current address.
 */
export function idInAddress( href: string ): number | null {
	return parseProductId( new URL( href ).searchParams.get( QUERY_ARG ) );
}

/**
 * Reads the route's answer: its markup when there is any.
 *
 * @param data The parsed answer.
 */
export function readAnswer(
	data: unknown
): { html: string; title: string } | null {
	if ( ! isRecord( data ) || typeof data.html !== 'string' ) {
		return null;
	}
	return data.html.trim() === ''
		? null
		: {
				html: data.html,
				title: typeof data.title === 'string' ? data.title : '',
			};
}

function element< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className: string
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( tag );
	node.className = className;
	return node;
}

/**
 * Builds the dialog (hidden) at the end of the body.
 *
 * @param doc    The page.
 * @param config The route, texts and cart settings.
 * @param deps   fetch, the cart client, history, navigation, logging.
 */
export function createQuickView(
	doc: Document,
	config: QuickViewConfig,
	deps: QuickViewDependencies
): QuickView {
	const { i18n } = config;
	const view = doc.defaultView;
	const container = element( doc, 'div', 'shopwright-quick-view' );
	container.hidden = true;
	const panel = element( doc, 'div', 'shopwright-quick-view__dialog' );
	panel.setAttribute( 'role', 'dialog' );
	panel.setAttribute( 'aria-modal', 'true' );
	panel.tabIndex = -1;
	const close = element( doc, 'button', 'shopwright-quick-view__close' );
	close.type = 'button';
	close.setAttribute( 'aria-label', i18n.close );
	close.innerHTML = '<span aria-hidden="true">×</span>';
	const body = element( doc, 'div', 'shopwright-quick-view__body' );
	const pager = element( doc, 'div', 'shopwright-quick-view__pager' );
	const previous = element(
		doc,
		'button',
		'shopwright-quick-view__page shopwright-quick-view__page--previous'
	);
	previous.type = 'button';
	previous.textContent = i18n.previous;
	const next = element(
		doc,
		'button',
		'shopwright-quick-view__page shopwright-quick-view__page--next'
	);
	next.type = 'button';
	next.textContent = i18n.next;
	pager.append( previous, next );
	const status = element( doc, 'div', 'shopwright-quick-view__status' );
	status.setAttribute( 'role', 'status' );
	panel.append( close, body, pager, status );
	container.append( panel );
	doc.body.append( container );

	let state: QuickViewState = 'closed';
	let current: number | null = null;
	let trigger: HTMLElement | null = null;
	let request = 0;
	let pushed = false;
	let cleanups: Cleanup[] = [];
	let restoreInert: Cleanup | null = null;
	let leaving: number | undefined;

	const setState = ( value: QuickViewState ) => {
		state = value;
		container.dataset.state = value;
		container.classList.toggle( 'is-loading', value === 'loading' );
		panel.setAttribute( 'aria-busy', String( value === 'loading' ) );
	};
	setState( 'closed' );

	const clearContent = () => {
		cleanups.forEach( ( cleanup ) => cleanup() );
		cleanups = [];
	};

	const fitHeight = () => {
		if ( view ) {
			panel.style.maxHeight = `${ Math.max(
				0,
				view.innerHeight - VIEWPORT_OFFSET
			) }px`;
		}
	};

	const announce = ( message: string, isError: boolean ) => {
		status.classList.toggle( 'is-error', isError );
		status.textContent = '';
		// A new text node, so a repeated message is read again.
		status.append( doc.createTextNode( message ) );
	};

	const updatePager = () => {
		const ids = listedProducts( doc );
		const position = current === null ? -1 : ids.indexOf( current );
		pager.hidden = ids.length < 2 || position < 0;
		previous.disabled = position <= 0;
		next.disabled = position < 0 || position >= ids.length - 1;
		previous.dataset.productId = String( ids[ position - 1 ] ?? '' );
		next.dataset.productId = String( ids[ position + 1 ] ?? '' );
	};

	const buttonFor = ( id: number | null ) =>
		id === null
			? null
			: doc.querySelector< HTMLElement >(
					`${ BUTTON_SELECTOR }[data-product-id="${ id }"]`
				);

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			hide();
		} else if ( event.key === 'Tab' ) {
			cycleFocus( event, panel );
		}
	};

	// Ends a fade-out at once: the overlay hidden and emptied.
	const settle = () => {
		if ( leaving === undefined ) {
			return;
		}
		view?.clearTimeout( leaving );
		leaving = undefined;
		container.classList.remove( LEAVING_CLASS );
		container.removeAttribute( 'inert' );
		container.hidden = true;
		body.replaceChildren();
	};

	const reducedMotion = () =>
		typeof view?.matchMedia === 'function' &&
		view.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;

	const show = () => {
		if ( ! container.hidden ) {
			return;
		}
		fitHeight();
		// Keep the page where it is: the scrollbar's room stays, so nothing behind moves.
		const scrollbar = view
			? view.innerWidth - doc.documentElement.clientWidth
			: 0;
		doc.documentElement.classList.add( 'has-shopwright-quick-view' );
		if ( scrollbar > 0 ) {
			doc.documentElement.style.setProperty(
				'--shopwright-quick-view-scrollbar',
				`${ scrollbar }px`
			);
		}
		container.hidden = false;
		restoreInert = inertOthers( container );
		doc.addEventListener( 'keydown', onKeyDown );
		view?.addEventListener( 'resize', fitHeight );
		panel.focus();
	};

	function hide( fromHistory = false ) {
		if ( state === 'closed' ) {
			return;
		}
		request++;
		const wasOpen = ! container.hidden;
		setState( 'closed' );
		doc.body.classList.remove( BODY_LOADING_CLASS );
		doc.querySelectorAll(
			`${ BUTTON_SELECTOR }.${ BUTTON_LOADING_CLASS }`
		).forEach( ( button ) =>
			button.classList.remove( BUTTON_LOADING_CLASS )
		);
		clearContent();
		if ( wasOpen && view && ! reducedMotion() ) {
			// Still seen while it fades, but out of reach: inert, clicks go through.
			container.classList.add( LEAVING_CLASS );
			container.setAttribute( 'inert', '' );
			leaving = view.setTimeout( settle, FADE_OUT );
		} else {
			container.hidden = true;
			body.replaceChildren();
		}
		doc.documentElement.classList.remove( 'has-shopwright-quick-view' );
		doc.documentElement.style.removeProperty(
			'--shopwright-quick-view-scrollbar'
		);
		restoreInert?.();
		restoreInert = null;
		doc.removeEventListener( 'keydown', onKeyDown );
		view?.removeEventListener( 'resize', fitHeight );
		// Back to the button of the product shown, else the one that opened the dialog.
		const returnTo = buttonFor( current ) ?? trigger;
		if ( wasOpen ) {
			returnTo?.focus();
		}
		current = null;
		trigger = null;
		if ( ! fromHistory ) {
			if ( pushed ) {
				deps.history.back();
			} else if ( idInAddress( deps.location() ) !== null ) {
				deps.history.replaceState(
					null,
					'',
					addressWith( deps.location(), null )
				);
			}
		}
		pushed = false;
	}

	const fail = ( id: number, message: string ) => {
		deps.log( message );
		clearContent();
		const text = element( doc, 'p', 'shopwright-quick-view__failed' );
		text.id = `shopwright-quick-view-failed-${ id }`;
		text.textContent = i18n.loadFailed;
		body.replaceChildren( text );
		const url = buttonFor( id )?.dataset.url;
		if ( url ) {
			const link = element(
				doc,
				'a',
				'shopwright-quick-view__page-link'
			);
			link.href = url;
			link.textContent = i18n.openPage;
			body.append( link );
		}
		panel.setAttribute( 'aria-labelledby', text.id );
		setState( 'failed' );
		show();
	};

	const render = ( id: number, html: string ) => {
		clearContent();
		// Markup rendered by this site's own route for a public product.
		body.innerHTML = html;
		const product = body.querySelector< HTMLElement >(
			'.shopwright-quick-view__product'
		);
		const titleId = product?.dataset.titleId;
		if ( titleId && body.querySelector( `#${ titleId }` ) ) {
			panel.setAttribute( 'aria-labelledby', titleId );
		} else {
			panel.removeAttribute( 'aria-labelledby' );
		}
		announce( '', false );
		if ( product ) {
			cleanups.push( createSlider( product ).destroy );
		}
		cleanups.push(
			initVariations(
				body,
				{
					wcAjaxUrl: config.wcAjaxUrl,
					selectionNeededText: i18n.selectionNeeded,
					unavailableText: i18n.unavailable,
				},
				{
					fetch: deps.fetch,
					// The disabled button was pressed: in the dialog, the empty options are
					// flagged and the message is said in the dialog instead of an alert.
					alert: ( message ) => {
						const form = body.querySelector< HTMLFormElement >(
							'form.variations_form'
						);
						if (
							! form ||
							! flagMissingAttributes(
								form,
								i18n.required,
								announce
							)
						) {
							announce( message, true );
						}
					},
				}
			),
			initQuantity( body, {
				decreaseLabel: i18n.decreaseQuantity,
				increaseLabel: i18n.increaseQuantity,
			} )
		);
		const onSubmit = ( event: Event ) => {
			const form = event.target;
			if (
				! ( form instanceof HTMLFormElement ) ||
				! form.matches( 'form.cart' )
			) {
				return;
			}
			event.preventDefault();
			void submitDialogForm( form, id, config, {
				client: deps.client,
				navigate: deps.navigate,
				announce,
			} );
		};
		body.addEventListener( 'submit', onSubmit );
		cleanups.push( () => body.removeEventListener( 'submit', onSubmit ) );
		const onChange = ( event: Event ) => {
			const select = event.target;
			if (
				select instanceof HTMLSelectElement &&
				select.name.startsWith( 'attribute_' )
			) {
				clearChosenAttribute( select );
			}
		};
		body.addEventListener( 'change', onChange );
		cleanups.push( () => body.removeEventListener( 'change', onChange ) );
		setState( 'open' );
		show();
	};

	const open: QuickView[ 'open' ] = async (
		id,
		button = null,
		how = 'push'
	) => {
		// A quick view opened while the last one fades: that one goes at once.
		settle();
		const ticket = ++request;
		const first = state === 'closed';
		if ( first ) {
			trigger = button ?? buttonFor( id );
		}
		const loader = button ?? buttonFor( id );
		current = id;
		setState( 'loading' );
		doc.body.classList.add( BODY_LOADING_CLASS );
		loader?.classList.add( BUTTON_LOADING_CLASS );
		updatePager();
		if ( how === 'push' && ! pushed ) {
			deps.history.pushState(
				{ quickView: id },
				'',
				addressWith( deps.location(), id )
			);
			pushed = true;
		} else if ( how !== 'none' ) {
			deps.history.replaceState(
				pushed ? { quickView: id } : null,
				'',
				addressWith( deps.location(), id )
			);
		}

		let data: unknown = null;
		let failed = false;
		try {
			const response = await deps.fetch( `${ config.restUrl }${ id }`, {
				credentials: 'same-origin',
				headers: { Accept: 'application/json' },
			} );
			failed = ! response.ok;
			data = failed ? null : await response.json();
		} catch {
			failed = true;
		}
		loader?.classList.remove( BUTTON_LOADING_CLASS );
		if ( ticket !== request ) {
			// Closed, or another product asked for since.
			return;
		}
		doc.body.classList.remove( BODY_LOADING_CLASS );
		const answer = readAnswer( data );
		if ( failed ) {
			fail( id, FAILED_ANSWER_MESSAGE );
		} else if ( ! answer ) {
			fail( id, EMPTY_ANSWER_MESSAGE );
		} else {
			render( id, answer.html );
			if ( ! first ) {
				panel.focus();
			}
		}
	};

	const onContainerClick = ( event: MouseEvent ) => {
		const target = event.target instanceof Node ? event.target : null;
		if ( target && ! panel.contains( target ) ) {
			hide();
		} else if ( target && close.contains( target ) ) {
			hide();
		} else if ( target === previous || target === next ) {
			const source = target === previous ? previous : next;
			const id = parseProductId( source.dataset.productId );
			if ( id !== null ) {
				void open( id, null, 'replace' );
			}
		}
	};
	container.addEventListener( 'click', onContainerClick );

	return {
		open,
		close: hide,
		state: () => state,
		productId: () => current,
		element: container,
		destroy() {
			hide( true );
			settle();
			container.removeEventListener( 'click', onContainerClick );
			container.remove();
		},
	};
}
