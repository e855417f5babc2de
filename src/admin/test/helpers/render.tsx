/**
 * External dependencies
 */
// React comes with @wordpress/element, which does not re-export `act()`.
// eslint-disable-next-line import/no-extraneous-dependencies
import { act } from 'react';
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/*
 * @testing-library/react is not installed, so these few helpers do its job
 * with React's own `act()`: render, wait for pending work, find by label and
 * role, type into a field.
 */

// Tells React that `act()` wraps every update, as testing-library would.
Object.assign( globalThis, { IS_REACT_ACT_ENVIRONMENT: true } );

export interface Rendered {
	container: HTMLElement;
	unmount: () => void;
}

export function render( ui: ReactElement ): Rendered {
	const container = document.createElement( 'div' );
	document.body.appendChild( container );
	const root = createRoot( container );
	act( () => {
		root.render( ui );
	} );
	return {
		container,
		unmount: () => {
			act( () => {
				root.unmount();
			} );
			container.remove();
		},
	};
}

/**
 * Lets resolvers (started on a timeout), promises and re-renders run.
 */
export async function flush(): Promise< void > {
	for ( let i = 0; i < 3; i++ ) {
		await act( async () => {
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		} );
	}
}

/**
 * The form control a `<label>` with this exact text labels.
 *
 * @param container Where to look.
 * @param text      The label's text.
 */
export function getByLabelText(
	container: HTMLElement,
	text: string
): HTMLInputElement | HTMLSelectElement {
	for ( const label of Array.from( container.querySelectorAll( 'label' ) ) ) {
		if ( label.textContent?.trim() !== text ) {
			continue;
		}
		const control = label.control;
		if (
			control instanceof HTMLInputElement ||
			control instanceof HTMLSelectElement
		) {
			return control;
		}
	}
	throw new Error( `No control labelled "${ text }".` );
}

export function getInputByLabelText(
	container: HTMLElement,
	text: string
): HTMLInputElement {
	const control = getByLabelText( container, text );
	if ( ! ( control instanceof HTMLInputElement ) ) {
		throw new Error( `"${ text }" labels a select, not an input.` );
	}
	return control;
}

export function getButton(
	container: HTMLElement,
	text: string
): HTMLButtonElement {
	const button = Array.from( container.querySelectorAll( 'button' ) ).find(
		( element ) => element.textContent?.trim() === text
	);
	if ( ! button ) {
		throw new Error( `No button "${ text }".` );
	}
	return button;
}

/**
 * The text of the elements an element's `aria-describedby` points to.
 *
 * @param element A form control.
 */
export function getDescription( element: Element ): string {
	return ( element.getAttribute( 'aria-describedby' ) ?? '' )
		.split( ' ' )
		.filter( Boolean )
		.map( ( id ) => document.getElementById( id )?.textContent ?? '' )
		.join( ' ' );
}

/**
 * Types into an input or picks an option, the way React notices: through the
 * native value setter, then an `input`/`change` event.
 *
 * @param control The input or select.
 * @param value   The new value.
 */
export function changeValue(
	control: HTMLInputElement | HTMLSelectElement,
	value: string
): void {
	const prototype =
		control instanceof HTMLSelectElement
			? HTMLSelectElement.prototype
			: HTMLInputElement.prototype;
	act( () => {
		Object.getOwnPropertyDescriptor( prototype, 'value' )?.set?.call(
			control,
			value
		);
		control.dispatchEvent(
			new Event(
				control instanceof HTMLSelectElement ? 'change' : 'input',
				{
					bubbles: true,
				}
			)
		);
	} );
}

export function click( element: HTMLElement ): void {
	act( () => {
		element.click();
	} );
}

/**
 * Goes back in the browser's history, as its back button does, and waits for the page to follow.
 */
export async function goBack(): Promise< void > {
	await act( async () => {
		const followed = new Promise( ( resolve ) =>
			window.addEventListener( 'popstate', resolve, { once: true } )
		);
		window.history.back();
		await followed;
	} );
}
