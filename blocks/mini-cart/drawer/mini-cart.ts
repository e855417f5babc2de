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
import { createElement } from '../../../src/utils/dom';
import { FRAGMENT_REFRESH_EVENT } from '../../../src/frontend/storefront/event-names';
import { emitCartEvent } from '../../../src/frontend/storefront/events';
import { BLOCK_CLASS, BUTTON_SELECTOR } from '../constants';
import type { CartAccess } from './cart-access';
import type { DrawerConfig } from './config';
import { createModal } from './dialog';
import { addAmounts, decodeEntities, formatPrice, fill } from './format';
import { createRow, limits, updateRow, type Row } from './row';

const B = BLOCK_CLASS;

export interface MiniCart {
	/** Brings the block and its drawer up to date with the store. */
	render: () => void;
	open: () => void;
	close: () => void;
	destroy: () => void;
}

let count = 0;

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
		block.appendChild( createElement( doc, 'div', `${ B }__drawer` ) );
	container.id ||= id;
	container.hidden = true;

	const panel = createElement( doc, 'div', `${ B }__panel` );
	panel.setAttribute( 'role', 'dialog' );
	panel.setAttribute( 'aria-modal', 'true' );
	panel.setAttribute( 'aria-labelledby', `${ id }-title` );
	const header = createElement( doc, 'div', `${ B }__header` );
	const title = createElement( doc, 'h2', `${ B }__title`, i18n.title );
	title.id = `${ id }-title`;
	const close = createElement( doc, 'button', `${ B }__close` );
	close.type = 'button';
	close.setAttribute( 'aria-label', i18n.close );
	close.append( createElement( doc, 'span', `${ B }__close-icon`, '×' ) );
	close.firstElementChild?.setAttribute( 'aria-hidden', 'true' );
	header.append( title, close );
	const status = createElement(
		doc,
		'div',
		`${ B }__status screen-reader-text`
	);
	status.setAttribute( 'role', 'status' );
	const alert = createElement( doc, 'p', `${ B }__error` );
	alert.setAttribute( 'role', 'alert' );
	const message = createElement( doc, 'p', `${ B }__message` );
	const list = createElement( doc, 'ul', `${ B }__items` );
	const footer = createElement( doc, 'div', `${ B }__footer` );
	const subtotal = createElement( doc, 'p', `${ B }__subtotal` );
	const subtotalValue = createElement(
		doc,
		'span',
		`${ B }__subtotal-value`
	);
	subtotal.append(
		createElement( doc, 'span', `${ B }__subtotal-label`, i18n.subtotal ),
		subtotalValue
	);
	const actions = createElement( doc, 'div', `${ B }__actions` );
	const viewCart = createElement(
		doc,
		'a',
		`${ B }__view-cart wp-element-button`,
		i18n.viewCart
	);
	viewCart.href = config.cartUrl;
	viewCart.hidden = ! config.cartUrl;
	const checkout = createElement(
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
				row = createRow( doc, item.key, i18n.removeLabel );
				rows.set( item.key, row );
			}
			const error = cart.select().getItemError( item.key );
			updateRow( row, item, config, {
				pending: cart.select().isItemPending( item.key ),
				error: error ? errorText( error ) : null,
			} );
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
