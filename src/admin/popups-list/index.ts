/**
 * The list of popups (Shopwright → Popups): each row's on/off switch is a link that works
 * without this script; here it switches in place through the REST API and says what changed.
 */

/**
 * WordPress dependencies
 */
import { speak } from '@wordpress/a11y';
import domReady from '@wordpress/dom-ready';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage, switchPopup } from '../../api/popups';
import './style.scss';

export const SWITCH_SELECTOR = 'a.shopwright-popup-switch[data-popup-id]';

/**
 * Shows a state on a switch. Its link keeps working for a new tab: it asks for the other state.
 *
 * @param link    The switch.
 * @param enabled The state.
 */
function show( link: HTMLAnchorElement, enabled: boolean ) {
	link.setAttribute( 'aria-checked', String( enabled ) );
	const state = link.querySelector( '.shopwright-popup-switch__state' );
	if ( state ) {
		state.textContent = enabled
			? __( 'On', 'shopwright' )
			: __( 'Off', 'shopwright' );
	}
	const url = new URL( link.href );
	url.searchParams.set( 'enabled', enabled ? '0' : '1' );
	link.href = url.toString();
}

/**
 * Makes one switch work in place.
 *
 * @param link The switch the server printed.
 * @param send How the change reaches the site.
 */
export function enhanceSwitch(
	link: HTMLAnchorElement,
	send: typeof switchPopup = switchPopup
): void {
	const id = Number( link.dataset.popupId );
	link.addEventListener( 'click', async ( event ) => {
		event.preventDefault();
		if ( link.getAttribute( 'aria-busy' ) === 'true' ) {
			return;
		}
		link.setAttribute( 'aria-busy', 'true' );
		try {
			const result = await send(
				id,
				link.getAttribute( 'aria-checked' ) !== 'true'
			);
			show( link, result.enabled );
			speak( result.message );
		} catch ( error ) {
			speak( errorMessage( error ), 'assertive' );
		} finally {
			link.removeAttribute( 'aria-busy' );
		}
	} );
	// A switch answers Space as a checkbox does; Enter already follows the link.
	link.addEventListener( 'keydown', ( event ) => {
		if ( event.key === ' ' ) {
			event.preventDefault();
			link.click();
		}
	} );
}

domReady( () => {
	document
		.querySelectorAll< HTMLAnchorElement >( SWITCH_SELECTOR )
		.forEach( ( link ) => enhanceSwitch( link ) );
} );
