/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ReportApp } from './report-app';
import './style.scss';

export const ROOT_ID = 'shopwright-attribution-report-root';

domReady( () => {
	const container = document.getElementById( ROOT_ID );
	if ( ! container ) {
		return;
	}
	createRoot( container ).render( <ReportApp /> );
} );
