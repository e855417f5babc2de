/**
 * Plus/minus buttons around WooCommerce's quantity inputs, and the minimum
 * raised on inputs outside the cart.
 */

/**
 * Internal dependencies
 */
import type { Cleanup, Timers } from './types';

export interface QuantityConfig {
	decreaseLabel: string;
	increaseLabel: string;
}

export const QUANTITY_DEBOUNCE = 250;

const BUTTON = 'shopwright-quantity__button';
const STEP_BUTTONS = `.${ BUTTON }, .quantity .minus, .quantity .plus`;

function attribute( input: HTMLInputElement, name: string ): number {
	const value = input.getAttribute( name );
	return value === null || value.trim() === '' ? NaN : Number( value );
}

function decimals( value: number ): number {
	return ( String( value ).split( '.' )[ 1 ] ?? '' ).length;
}

/**
 * The value a plus or minus click gives, within min, max and step.
 *
 * @param input    The quantity input.
 * @param increase Whether the plus button was clicked.
 */
export function stepQuantity(
	input: HTMLInputElement,
	increase: boolean
): number {
	const rawStep = attribute( input, 'step' );
	const step = rawStep > 0 ? rawStep : 1;
	// A grouped product's child may be left out of the cart, so it may be 0.
	const floor = input.closest( '.woocommerce-grouped-product-list' ) ? 0 : 1;
	const rawMin = attribute( input, 'min' );
	const min = Math.max( 0, Number.isFinite( rawMin ) ? rawMin : floor );
	const max = attribute( input, 'max' );
	const current = Number( input.value ) || 0;
	let next = current + ( increase ? step : -step );
	if ( max > 0 && next > max ) {
		next = max;
	}
	next = Math.max( next, min );
	return Number(
		next.toFixed( Math.max( decimals( step ), decimals( min ) ) )
	);
}

function raiseToMin( input: HTMLInputElement ) {
	const min = attribute( input, 'min' );
	if ( min >= 0 && Number( input.value ) < min ) {
		input.value = String( min );
	}
}

function isOutsideCart( input: HTMLInputElement ): boolean {
	return ! input.closest( '.product-quantity' );
}

function addButtons(
	wrapper: Element,
	input: HTMLInputElement,
	config: QuantityConfig
): HTMLButtonElement[] {
	if ( wrapper.querySelector( STEP_BUTTONS ) ) {
		return [];
	}
	const buttons = [
		{ increase: false, text: '−', label: config.decreaseLabel },
		{ increase: true, text: '+', label: config.increaseLabel },
	];
	return buttons.map( ( { increase, text, label } ) => {
		const button = input.ownerDocument.createElement( 'button' );
		const modifier = increase ? 'plus' : 'minus';
		button.type = 'button';
		button.className = `${ BUTTON } ${ BUTTON }--${ modifier } ${ modifier }`;
		button.textContent = text;
		if ( label ) {
			button.setAttribute( 'aria-label', label );
		}
		if ( increase ) {
			input.after( button );
		} else {
			input.before( button );
		}
		return button;
	} );
}

/**
 * @param root   Where to look for quantity inputs.
 * @param config The button labels.
 * @param timers Timer functions.
 */
export function initQuantity(
	root: ParentNode,
	config: QuantityConfig,
	timers: Timers = window
): Cleanup {
	const pending = new Map< HTMLInputElement, number >();
	const added: HTMLButtonElement[] = [];

	root.querySelectorAll( '.quantity' ).forEach( ( wrapper ) => {
		const input = wrapper.querySelector( 'input.qty' );
		if (
			input instanceof HTMLInputElement &&
			input.type !== 'hidden' &&
			! input.readOnly
		) {
			added.push( ...addButtons( wrapper, input, config ) );
		}
	} );
	root.querySelectorAll( 'input.qty' ).forEach( ( input ) => {
		if ( input instanceof HTMLInputElement && isOutsideCart( input ) ) {
			raiseToMin( input );
		}
	} );

	const onClick = ( event: Event ) => {
		const button =
			event.target instanceof Element
				? event.target.closest( STEP_BUTTONS )
				: null;
		const input = button
			?.closest( '.quantity' )
			?.querySelector( 'input.qty' );
		if ( ! button || ! ( input instanceof HTMLInputElement ) ) {
			return;
		}
		event.preventDefault();
		const increase = button.matches(
			'.plus, .shopwright-quantity__button--plus'
		);
		const next = String( stepQuantity( input, increase ) );
		if ( next === input.value ) {
			return;
		}
		input.value = next;
		timers.clearTimeout( pending.get( input ) );
		pending.set(
			input,
			timers.setTimeout( () => {
				pending.delete( input );
				input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
			}, QUANTITY_DEBOUNCE )
		);
	};
	const onChange = ( event: Event ) => {
		const input = event.target;
		if (
			input instanceof HTMLInputElement &&
			input.matches( 'input.qty' ) &&
			isOutsideCart( input )
		) {
			raiseToMin( input );
		}
	};

	root.addEventListener( 'click', onClick );
	root.addEventListener( 'change', onChange );
	return () => {
		root.removeEventListener( 'click', onClick );
		root.removeEventListener( 'change', onChange );
		pending.forEach( ( id ) => timers.clearTimeout( id ) );
		added.forEach( ( button ) => button.remove() );
	};
}
