/**
 * The password form of locked-content blocks, sent without leaving the page. The password goes
 * to the server as typed (no check here: the server decides). A right one brings the content,
 * which takes the form's place; anything else puts the server's message, or the block's own
 * wrong-password message, in the form's message line and the focus back in the field.
 */

/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { sendPassword } from './unlock';

const BLOCK = 'wp-block-shopwright-locked-content';

register( `.${ BLOCK }.is-locked`, ( root ) => {
	const form = root.querySelector< HTMLFormElement >( `.${ BLOCK }__form` );
	if ( form ) {
		form.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			sendPassword( root, form, window.fetch.bind( window ) );
		} );
	}
} );
