/**
 * Internal dependencies
 */
import { initAccount } from '../account';

const CONFIG = {
	passwordShowLabel: 'Show password',
	passwordHideLabel: 'Hide password',
};

let cleanup = () => {};
afterEach( () => cleanup() );

function init( markup: string ) {
	document.body.innerHTML = markup;
	cleanup = initAccount( document.body, CONFIG );
	return {
		input: document.querySelector( 'input' )!,
		button: document.querySelector< HTMLButtonElement >( 'button' ),
	};
}

describe( 'initAccount', () => {
	it( 'adds a pressed-state toggle that shows and hides the password', () => {
		const { input, button } = init(
			'<form class="woocommerce-form woocommerce-form-login"><input type="password" id="password" name="password" /></form>'
		);
		expect( input.parentElement!.className ).toBe( 'password-input' );
		expect( button!.getAttribute( 'aria-label' ) ).toBe( 'Show password' );
		expect( button!.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( button!.getAttribute( 'aria-describedby' ) ).toBe( 'password' );
		expect( button!.type ).toBe( 'button' );
		button!.click();
		expect( input.type ).toBe( 'text' );
		expect( button!.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( button!.title ).toBe( 'Hide password' );
		expect( document.body.ownerDocument.activeElement ).toBe( input );
		button!.click();
		expect( input.type ).toBe( 'password' );
		expect( button!.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( button!.title ).toBe( 'Show password' );
	} );

	it( 'keeps an existing wrapper and finds WooCommerce password inputs', () => {
		init(
			'<div><span class="password-input"><input type="password" class="woocommerce-Input woocommerce-Input--password" /></span></div>'
		);
		expect( document.querySelectorAll( '.password-input' ) ).toHaveLength(
			1
		);
		expect( document.querySelectorAll( 'button' ) ).toHaveLength( 1 );
	} );

	it( 'leaves other password fields alone', () => {
		const { button } = init( '<form><input type="password" /></form>' );
		expect( button ).toBeNull();
	} );

	it( 'removes its buttons on cleanup', () => {
		init(
			'<form class="woocommerce-form"><input type="password" /></form>'
		);
		cleanup();
		expect( document.querySelector( 'button' ) ).toBeNull();
	} );
} );
