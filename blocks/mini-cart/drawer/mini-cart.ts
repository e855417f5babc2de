/**
 * One mini cart block once the shopper reached for it: its button opens a drawer (a modal
 * dialog) that lists the cart from the cart store, with a quantity stepper and a remove button
 * per item, the subtotal, and links to the cart and the checkout; its count and total follow the
 * store.
 */

/**
 * Internal dependencies
 */
import type {
	StoreApiCartItem,
	StoreApiError,
} from '../../../src/api/store-api';
import { FRAGMENT_REFRESH_EVENT } from '../../../src/frontend/storefront/event-names';
import { emitCartEvent } from '../../../src/frontend/storefront/events';
import { BLOCK_CLASS, BUTTON_SELECTOR } from '../constants';
import type { CartAccess } from './cart-access';
import type { DrawerConfig } from './config';
import { createModal } from './dialog';
import {
	addAmounts,
	decodeEntities,
	formatPrice,
	httpUrl,
	fill,
} from './format';

const B = BLOCK_CLASS;

export interface MiniCart {
	/** Brings the block and its drawer up to date with the store. */
	render: () => void;
	open: () => void;
	close: () => void;
	destroy: () => void;
}

interface Row {
	element: HTMLLIElement;
	image: HTMLImageElement;
	name: HTMLAnchorElement;
	variation: HTMLElement;
	price: HTMLElement;
	stepper: HTMLElement;
	decrease: HTMLButtonElement;
	value: HTMLElement;
	increase: HTMLButtonElement;
	remove: HTMLButtonElement;
	error: HTMLElement;
}

let count = 0;

function element< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className: string,
	text = ''
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( tag );
	node.className = className;
	if ( text ) {
		node.textContent = text;
	}
	return node;
}

function setDisabled( button: HTMLButtonElement, disabled: boolean ) {
	// aria-disabled rather than disabled: a disabled button would drop the focus.
	button.setAttribute( 'aria-disabled', String( disabled ) );
}

/**
 * The step and bounds of an item's quantity, read defensively.
 *
 * @param item The cart item.
 */
function limits( item: StoreApiCartItem ) {
	const raw = item.quantity_limits ?? {};
	const step = raw.multiple_of > 0 ? raw.multiple_of : 1;
	return {
		step,
		minimum: raw.minimum > 0 ? raw.minimum : step,
		maximum: raw.maximum > 0 ? raw.maximum : Infinity,
		editable: raw.editable !== false,
	};
}

/**
 * @param block  The block's element, as render.php printed it.
 * @param config The drawer's settings.
 * @param cart   The cart store.
 */
export function createMiniCart(
	block: HTMLElement,
	config: DrawerConfig,
	cart: CartAccess
): MiniCart {
	const doc = block.ownerDocument;
	const { i18n } = config;
	const id = `shopwright-mini-cart-drawer-${ ++count }`;
	const button = block.querySelector< HTMLElement >( BUTTON_SELECTOR );
	const container =
		block.querySelector< HTMLElement >( `.${ B }__drawer` ) ??
		block.appendChild( element( doc, 'div', `${ B }__drawer` ) );
	container.id ||= id;
	container.hidden = true;

	const panel = element( doc, 'div', `${ B }__panel` );
	panel.setAttribute( 'role', 'dialog' );
	panel.setAttribute( 'aria-modal', 'true' );
	panel.setAttribute( 'aria-labelledby', `${ id }-title` );
	const header = element( doc, 'div', `${ B }__header` );
	const title = element( doc, 'h2', `${ B }__title`, i18n.title );
	title.id = `${ id }-title`;
	const close = element( doc, 'button', `${ B }__close` );
	close.type = 'button';
	close.setAttribute( 'aria-label', i18n.close );
	close.append( element( doc, 'span', `${ B }__close-icon`, '×' ) );
	close.firstElementChild?.setAttribute( 'aria-hidden', 'true' );
	header.append( title, close );
	const status = element( doc, 'div', `${ B }__status screen-reader-text` );
	status.setAttribute( 'role', 'status' );
	const alert = element( doc, 'p', `${ B }__error` );
	alert.setAttribute( 'role', 'alert' );
	const message = element( doc, 'p', `${ B }__message` );
	const list = element( doc, 'ul', `${ B }__items` );
	const footer = element( doc, 'div', `${ B }__footer` );
	const subtotal = element( doc, 'p', `${ B }__subtotal` );
	const subtotalValue = element( doc, 'span', `${ B }__subtotal-value` );
	subtotal.append(
		element( doc, 'span', `${ B }__subtotal-label`, i18n.subtotal ),
		subtotalValue
	);
	const actions = element( doc, 'div', `${ B }__actions` );
	const viewCart = element(
		doc,
		'a',
		`${ B }__view-cart wp-element-button`,
		i18n.viewCart
	);
	viewCart.href = config.cartUrl;
	viewCart.hidden = ! config.cartUrl;
	const checkout = element(
		doc,
		'a',
		`${ B }__checkout wp-element-button`,
		i18n.checkout
	);
	checkout.href = config.checkoutUrl;
	actions.append( viewCart, checkout );
	footer.append( subtotal, actions );
	panel.append( header, status, alert, message, list, footer );
	container.replaceChildren( panel );

	const rows = new Map< string, Row >();

	const modal = createModal( container, panel, {
		onOpen: () => {
			button?.setAttribute( 'aria-expanded', 'true' );
			void cart.load();
		},
		onClose: () => button?.setAttribute( 'aria-expanded', 'false' ),
	} );

	const announce = ( text: string ) => {
		// Emptied first, so that the same message twice is read twice.
		status.textContent = '';
		status.textContent = text;
	};

	const errorText = ( error: StoreApiError | null ) =>
		error && error.message && ! error.code.startsWith( 'shopwright_' )
			? decodeEntities( error.message )
			: i18n.error;

	function createRow( key: string ): Row {
		const li = element( doc, 'li', `${ B }__item` );
		li.dataset.key = key;
		const image = element( doc, 'img', `${ B }__item-image` );
		image.alt = '';
		image.loading = 'lazy';
		const details = element( doc, 'div', `${ B }__item-details` );
		const name = element( doc, 'a', `${ B }__item-name` );
		const variation = element( doc, 'span', `${ B }__item-variation` );
		const price = element( doc, 'span', `${ B }__item-price` );
		const stepper = element( doc, 'div', `${ B }__quantity` );
		stepper.setAttribute( 'role', 'group' );
		const decrease = element(
			doc,
			'button',
			`${ B }__quantity-button is-decrease`,
			'−'
		);
		decrease.type = 'button';
		decrease.dataset.action = 'decrease';
		const value = element( doc, 'span', `${ B }__quantity-value` );
		const increase = element(
			doc,
			'button',
			`${ B }__quantity-button is-increase`,
			'+'
		);
		increase.type = 'button';
		increase.dataset.action = 'increase';
		stepper.append( decrease, value, increase );
		const remove = element(
			doc,
			'button',
			`${ B }__remove`,
			i18n.removeLabel
		);
		remove.type = 'button';
		remove.dataset.action = 'remove';
		const error = element( doc, 'p', `${ B }__item-error` );
		details.append( name, variation, price, stepper, remove, error );
		li.append( image, details );
		return {
			element: li,
			image,
			name,
			variation,
			price,
			stepper,
			decrease,
			value,
			increase,
			remove,
			error,
		};
	}

	function updateRow( row: Row, item: StoreApiCartItem ) {
		const select = cart.select();
		const name = decodeEntities( item.name );
		const thumbnail = httpUrl( item.images?.[ 0 ]?.thumbnail );
		row.image.hidden = ! thumbnail;
		if ( thumbnail && row.image.getAttribute( 'src' ) !== thumbnail ) {
			row.image.src = thumbnail;
		}
		row.name.textContent = name;
		row.name.href = httpUrl( item.permalink );
		row.variation.textContent = ( item.variation ?? [] )
			.map(
				( { attribute, value } ) =>
					`${ decodeEntities( attribute ) }: ${ decodeEntities( value ) }`
			)
			.join( ', ' );
		row.variation.hidden = row.variation.textContent === '';
		row.price.textContent = formatPrice(
			config.pricesIncludeTax
				? addAmounts(
						item.totals.line_subtotal,
						item.totals.line_subtotal_tax
					)
				: item.totals.line_subtotal,
			item.totals
		);
		const { step, minimum, maximum, editable } = limits( item );
		const pending = select.isItemPending( item.key );
		row.element.classList.toggle( 'is-pending', pending );
		row.element.setAttribute( 'aria-busy', String( pending ) );
		row.stepper.setAttribute( 'aria-label', fill( i18n.quantity, name ) );
		row.value.textContent = String( item.quantity );
		row.decrease.hidden = ! editable;
		row.increase.hidden = ! editable;
		row.decrease.setAttribute( 'aria-label', fill( i18n.decrease, name ) );
		row.increase.setAttribute( 'aria-label', fill( i18n.increase, name ) );
		setDisabled( row.decrease, pending || item.quantity - step < minimum );
		setDisabled( row.increase, pending || item.quantity + step > maximum );
		row.remove.setAttribute( 'aria-label', fill( i18n.remove, name ) );
		setDisabled( row.remove, pending );
		const error = select.getItemError( item.key );
		row.error.textContent = error ? errorText( error ) : '';
		row.error.hidden = ! error;
	}

	/**
	 * Where focus goes when the row holding it leaves: the next row, the one before, the panel.
	 *
	 * @param leaving The row that leaves.
	 */
	function focusAfter( leaving: HTMLElement ) {
		const next =
			leaving.nextElementSibling ?? leaving.previousElementSibling;
		const target =
			next?.querySelector< HTMLElement >( `.${ B }__remove` ) ?? panel;
		target.focus();
	}

	function renderList( items: StoreApiCartItem[] ) {
		const keys = new Set( items.map( ( item ) => item.key ) );
		rows.forEach( ( row, key ) => {
			if ( keys.has( key ) ) {
				return;
			}
			if ( row.element.contains( doc.activeElement ) ) {
				focusAfter( row.element );
			}
			row.element.remove();
			rows.delete( key );
		} );
		items.forEach( ( item, index ) => {
			let row = rows.get( item.key );
			if ( ! row ) {
				row = createRow( item.key );
				rows.set( item.key, row );
			}
			updateRow( row, item );
			// Moving an element drops its focus: only move rows that are out of place.
			if ( list.children[ index ] !== row.element ) {
				list.insertBefore(
					row.element,
					list.children[ index ] ?? null
				);
			}
		} );
	}

	function renderHeader( itemsCount: number, total: string ) {
		const countValue = block.querySelector( `.${ B }__count-value` );
		const totalValue = block.querySelector( `.${ B }__total-value` );
		if ( countValue ) {
			countValue.textContent = String( itemsCount );
		}
		if ( totalValue ) {
			totalValue.textContent = total;
		}
		block.classList.toggle( 'has-items', itemsCount > 0 );
		block.classList.toggle( 'is-empty', itemsCount === 0 );
	}

	function render() {
		const select = cart.select();
		const data = select.getLoadedCart();
		if ( ! data ) {
			message.textContent = select.getCartError()
				? i18n.loadError
				: i18n.loading;
			message.hidden = false;
			list.hidden = true;
			subtotal.hidden = true;
			checkout.hidden = true;
			return;
		}
		const total = formatPrice(
			config.pricesIncludeTax
				? addAmounts(
						data.totals.total_items,
						data.totals.total_items_tax
					)
				: data.totals.total_items,
			data.totals
		);
		renderHeader( data.items_count, total );
		renderList( data.items );
		const empty = data.items.length === 0;
		message.textContent = empty ? i18n.empty : '';
		message.hidden = ! empty;
		list.hidden = empty;
		subtotal.hidden = empty;
		subtotalValue.textContent = total;
		checkout.hidden = empty || ! config.checkoutUrl;
	}

	async function change( action: string, key: string ) {
		const select = cart.select();
		const item = select.getCartItem( key );
		if ( ! item || select.isItemPending( key ) ) {
			return;
		}
		const { step } = limits( item );
		alert.textContent = '';
		let done: boolean;
		let quantity = item.quantity;
		if ( action === 'remove' ) {
			done = await cart.dispatch().removeItem( key );
		} else {
			quantity += action === 'increase' ? step : -step;
			done = await cart.dispatch().updateItemQuantity( key, quantity );
		}
		if ( ! done ) {
			alert.textContent = errorText( cart.select().getItemError( key ) );
			return;
		}
		const name = decodeEntities( item.name );
		if ( action === 'remove' ) {
			announce( fill( i18n.removed, name ) );
			emitCartEvent( 'removed_from_cart', { source: 'mini-cart' } );
		} else {
			announce( fill( i18n.quantityChanged, name, quantity ) );
		}
		// Classic widgets and theme fragments on the page show the cart too.
		doc.body.dispatchEvent(
			new CustomEvent( FRAGMENT_REFRESH_EVENT, { bubbles: true } )
		);
	}

	const onPanelClick = ( event: MouseEvent ) => {
		const target =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( '[data-action]' )
				: null;
		const key = target?.closest< HTMLElement >( '[data-key]' )?.dataset.key;
		if (
			target &&
			key &&
			target.getAttribute( 'aria-disabled' ) !== 'true'
		) {
			void change( target.dataset.action ?? '', key );
		} else if (
			event.target instanceof Element &&
			close.contains( event.target )
		) {
			modal.close();
		}
	};

	const onButtonClick = ( event: MouseEvent ) => {
		// A new tab or window gets the cart page, as the link says.
		if (
			event.button !== 0 ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		event.preventDefault();
		modal.open();
	};
	// The link acts as a button now: Space must work as it does on one.
	const onButtonKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === ' ' ) {
			event.preventDefault();
			modal.open();
		}
	};

	if ( button ) {
		button.setAttribute( 'role', 'button' );
		button.setAttribute( 'aria-haspopup', 'dialog' );
		button.setAttribute( 'aria-expanded', 'false' );
		button.setAttribute( 'aria-controls', container.id );
		button.addEventListener( 'click', onButtonClick );
		button.addEventListener( 'keydown', onButtonKeyDown );
	}
	panel.addEventListener( 'click', onPanelClick );
	render();

	return {
		render,
		open: modal.open,
		close: modal.close,
		destroy() {
			modal.destroy();
			panel.removeEventListener( 'click', onPanelClick );
			button?.removeEventListener( 'click', onButtonClick );
			button?.removeEventListener( 'keydown', onButtonKeyDown );
			[
				'role',
				'aria-haspopup',
				'aria-expanded',
				'aria-controls',
			].forEach( ( name ) => button?.removeAttribute( name ) );
			container.replaceChildren();
		},
	};
}
