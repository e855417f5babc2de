/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { SettingsApp } from './settings-app';
import './style.scss';

export const ROOT_ID = 'shopwright-settings-root';

domReady( () => {
	const container = document.getElementById( ROOT_ID );
	if ( ! container ) {
		return;
	}
	createRoot( container ).render( <SettingsApp /> );
} );
