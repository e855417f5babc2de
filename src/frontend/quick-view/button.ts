/**
 * The quick view buttons before the dialog's script is there: on every page with a button, so it
 * stays tiny and imports nothing from @wordpress/*. A click asks the blocks' runtime for the dialog
 * (as a pointer over the button would), shows the loading state, and the dialog opens that
 * product once it has loaded; if it cannot load, the product's page opens instead.
 */

/**
 * Internal dependencies
 */
import { CHUNK_FAILED_EVENT } from '../embed-observer/chunks';
import {
	BODY_LOADING_CLASS,
	BUTTON_LOADING_CLASS,
	BUTTON_SELECTOR,
	HANDLE,
	OPEN_REQUESTED_ATTRIBUTE,
	OPEN_TIMEOUT,
	READY_ATTRIBUTE,
} from './constants';

export interface CatcherDependencies {
	setTimeout: ( callback: () => void, ms: number ) => unknown;
	navigate: ( url: string ) => void;
}

/**
 * @param doc  The page.
 * @param deps Timers and navigation.
 */
export function initQuickViewCatcher(
	doc: Document,
	deps: CatcherDependencies
): void {
	const ready = () => doc.documentElement.hasAttribute( READY_ATTRIBUTE );
	const follow = ( button: HTMLElement ) => {
		button.removeAttribute( OPEN_REQUESTED_ATTRIBUTE );
		button.classList.remove( BUTTON_LOADING_CLASS );
		doc.body.classList.remove( BODY_LOADING_CLASS );
		if ( button.dataset.url ) {
			deps.navigate( button.dataset.url );
		}
	};
	doc.addEventListener( 'click', ( event ) => {
		const button =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( BUTTON_SELECTOR )
				: null;
		if ( ! button || ready() ) {
			return;
		}
		event.preventDefault();
		doc.querySelectorAll( `[${ OPEN_REQUESTED_ATTRIBUTE }]` ).forEach(
			( other ) => other.removeAttribute( OPEN_REQUESTED_ATTRIBUTE )
		);
		button.setAttribute( OPEN_REQUESTED_ATTRIBUTE, '' );
		button.classList.add( BUTTON_LOADING_CLASS );
		doc.body.classList.add( BODY_LOADING_CLASS );
		button.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
		deps.setTimeout( () => {
			if (
				! ready() &&
				button.hasAttribute( OPEN_REQUESTED_ATTRIBUTE )
			) {
				follow( button );
			}
		}, OPEN_TIMEOUT );
	} );
	doc.addEventListener( CHUNK_FAILED_EVENT, ( event ) => {
		if ( event instanceof CustomEvent && event.detail?.handle === HANDLE ) {
			doc.querySelectorAll< HTMLElement >(
				`[${ OPEN_REQUESTED_ATTRIBUTE }]`
			).forEach( follow );
		}
	} );
}

initQuickViewCatcher( document, {
	setTimeout: ( callback, ms ) => window.setTimeout( callback, ms ),
	navigate: ( url ) => window.location.assign( url ),
} );
