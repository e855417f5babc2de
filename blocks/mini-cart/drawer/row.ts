/**
 * One item of the mini cart drawer: its picture, name, variation, price, quantity stepper,
 * remove button and error line, built once per cart item and brought up to date in place (so
 * that the focus stays on the button the shopper pressed).
 */

/**
 * Internal dependencies
 */
import type { StoreApiCartItem } from '../../../src/api/store-api';
import { blockParts } from '../../../src/utils/dom';
import { BLOCK_CLASS as B } from '../constants';
import type { DrawerConfig } from './config';
import {
	addAmounts,
	decodeEntities,
	fill,
	formatPrice,
	httpUrl,
} from './format';

export interface Row {
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

function setDisabled( button: HTMLButtonElement, disabled: boolean ) {
	// aria-disabled rather than disabled: a disabled button would drop the focus.
	button.setAttribute( 'aria-disabled', String( disabled ) );
}

/**
 * The step and bounds of an item's quantity, read defensively.
 *
 * @param item The cart item.
 */
export function limits( item: StoreApiCartItem ) {
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
 * An empty row for the item.
 *
 * @param doc   The document.
 * @param key   The cart item key.
 * @param label The remove button's text.
 */
export function createRow( doc: Document, key: string, label: string ): Row {
	const element = blockParts( doc, B );
	const li = element( 'li', 'item' );
	li.dataset.key = key;
	const image = element( 'img', 'item-image' );
	image.alt = '';
	image.loading = 'lazy';
	const details = element( 'div', 'item-details' );
	const name = element( 'a', 'item-name' );
	const variation = element( 'span', 'item-variation' );
	const price = element( 'span', 'item-price' );
	const stepper = element( 'div', 'quantity' );
	stepper.setAttribute( 'role', 'group' );
	const decrease = element( 'button', 'quantity-button is-decrease', '−' );
	decrease.type = 'button';
	decrease.dataset.action = 'decrease';
	const value = element( 'span', 'quantity-value' );
	const increase = element( 'button', 'quantity-button is-increase', '+' );
	increase.type = 'button';
	increase.dataset.action = 'increase';
	stepper.append( decrease, value, increase );
	const remove = element( 'button', 'remove', label );
	remove.type = 'button';
	remove.dataset.action = 'remove';
	const error = element( 'p', 'item-error' );
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

/**
 * Shows the item as the store has it now.
 *
 * @param row           The item's row.
 * @param item          The cart item.
 * @param config        The drawer's settings (texts, prices with or without tax).
 * @param state         What the store says of the item.
 * @param state.pending Whether a change of it is on its way.
 * @param state.error   The message of its last failed change, or null.
 */
export function updateRow(
	row: Row,
	item: StoreApiCartItem,
	config: DrawerConfig,
	state: { pending: boolean; error: string | null }
) {
	const { i18n } = config;
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
	const { pending, error } = state;
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
	row.error.textContent = error ?? '';
	row.error.hidden = error === null;
}
