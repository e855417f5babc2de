/**
 * WordPress dependencies
 */
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { PopupSettingsPlugin } from './plugin';
import './editor.scss';

// The server loads this script only in the editor of popups
// (includes/Popups/PopupEditorAssets.php).
registerPlugin( 'shopwright-popup-settings', {
	render: PopupSettingsPlugin,
	icon: 'feedback',
} );
