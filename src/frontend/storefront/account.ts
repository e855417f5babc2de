/**
 * A show/hide toggle beside WooCommerce's password fields.
 */

/**
 * Internal dependencies
 */
import type { Cleanup } from './types';

export interface AccountConfig {
	passwordShowLabel: string;
	passwordHideLabel: string;
}

const FIELDS =
	'.woocommerce-form input[type="password"], input.woocommerce-Input--password[type="password"], .woocommerce form input[type="password"]';

/**
 * @param root   Where to look for password fields.
 * @param config The show and hide labels.
 */
export function initAccount(
	root: ParentNode,
	config: AccountConfig
): Cleanup {
	const added: HTMLButtonElement[] = [];
	root.querySelectorAll< HTMLInputElement >( FIELDS ).forEach( ( input ) => {
		const document = input.ownerDocument;
		let wrapper = input.parentElement;
		if ( ! wrapper?.classList.contains( 'password-input' ) ) {
			wrapper = document.createElement( 'span' );
			wrapper.className = 'password-input';
			input.replaceWith( wrapper );
			wrapper.append( input );
		}
		const button = document.createElement( 'button' );
		button.type = 'button';
		// WooCommerce's own stylesheet draws the eye icon for this class.
		button.className = 'show-password-input shopwright-password-toggle';
		// A toggle button keeps its name; its state is aria-pressed, and the
		// tooltip says what a click will do.
		button.setAttribute( 'aria-label', config.passwordShowLabel );
		button.setAttribute( 'aria-pressed', 'false' );
		button.title = config.passwordShowLabel;
		if ( input.id ) {
			button.setAttribute( 'aria-describedby', input.id );
		}
		button.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			const show = input.type === 'password';
			input.type = show ? 'text' : 'password';
			button.setAttribute( 'aria-pressed', String( show ) );
			button.classList.toggle( 'display-password', show );
			button.classList.toggle( 'is-pressed', show );
			button.title = show
				? config.passwordHideLabel
				: config.passwordShowLabel;
			input.focus();
		} );
		wrapper.append( button );
		added.push( button );
	} );
	return () => added.forEach( ( button ) => button.remove() );
}
