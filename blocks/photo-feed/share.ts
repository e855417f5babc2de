/**
 * The popup's share buttons: a **Share** button and, next to it, links to each network's own
 * share page for the post (built from the block's list of share addresses; nothing is loaded
 * from the networks). The links show while the pointer is over the button or the links, and hide
 * 200 ms after it leaves both, unless it came back meanwhile; a click (or Enter) on the button
 * shows or hides them for the keyboard, and focus leaving them hides them.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** How long the links stay after the pointer leaves them or the button. */
export const SHARE_HIDE_DELAY = 200;

export type ShareTarget = { label: string; template: string };

export type ShareWindow = Pick< Window, 'setTimeout' | 'clearTimeout' >;

/**
 * The block's share addresses, from its JSON data attribute: only https and mailto addresses
 * with a place for the post's address.
 *
 * @param json The attribute's text.
 */
export function shareTargets( json: string | undefined ): ShareTarget[] {
	let data: unknown = [];
	try {
		data = JSON.parse( json ?? '[]' );
	} catch {
		data = [];
	}
	return ( Array.isArray( data ) ? data : [] ).filter(
		( target ): target is ShareTarget =>
			typeof target === 'object' &&
			target !== null &&
			typeof Reflect.get( target, 'label' ) === 'string' &&
			typeof Reflect.get( target, 'template' ) === 'string' &&
			/^(?:https:\/\/|mailto:)/.test(
				Reflect.get( target, 'template' )
			) &&
			String( Reflect.get( target, 'template' ) ).includes( '{url}' )
	);
}

/**
 * @param doc     The document.
 * @param targets The networks.
 * @param url     The post's address.
 * @param title   The post's name.
 * @param win     The window (timers).
 * @return The share buttons, and their teardown.
 */
export function createShare(
	doc: Document,
	targets: ShareTarget[],
	url: string,
	title: string,
	win: ShareWindow
): { element: HTMLElement; destroy: () => void } {
	const element = doc.createElement( 'div' );
	element.className = 'shopwright-photo-share';
	const toggle = doc.createElement( 'button' );
	toggle.type = 'button';
	toggle.className = 'shopwright-photo-share__toggle';
	toggle.textContent = __( 'Share', 'shopwright' );
	toggle.setAttribute( 'aria-expanded', 'false' );
	const list = doc.createElement( 'ul' );
	list.className = 'shopwright-photo-share__links';
	list.id = 'shopwright-photo-share-links';
	list.hidden = true;
	toggle.setAttribute( 'aria-controls', list.id );
	for ( const target of targets ) {
		const item = doc.createElement( 'li' );
		const link = doc.createElement( 'a' );
		link.href = target.template
			.replace( '{url}', encodeURIComponent( url ) )
			.replace( '{title}', encodeURIComponent( title ) );
		link.rel = 'noopener';
		link.textContent = target.label;
		item.append( link );
		list.append( item );
	}
	element.append( toggle, list );

	let timer = 0;
	const show = ( open: boolean ) => {
		win.clearTimeout( timer );
		timer = 0;
		list.hidden = ! open;
		toggle.setAttribute( 'aria-expanded', String( open ) );
	};
	const onEnter = () => show( true );
	const onLeave = () => {
		win.clearTimeout( timer );
		timer = win.setTimeout( () => show( false ), SHARE_HIDE_DELAY );
	};
	const onClick = ( event: Event ) => {
		// Handled here: the blocks' runtime must not click it again later.
		event.preventDefault();
		show( list.hidden );
	};
	const onFocusOut = ( event: FocusEvent ) => {
		if (
			! ( event.relatedTarget instanceof Node ) ||
			! element.contains( event.relatedTarget )
		) {
			show( false );
		}
	};
	for ( const part of [ toggle, list ] ) {
		part.addEventListener( 'pointerenter', onEnter );
		part.addEventListener( 'pointerleave', onLeave );
	}
	toggle.addEventListener( 'click', onClick );
	element.addEventListener( 'focusout', onFocusOut );
	return {
		element,
		destroy: () => win.clearTimeout( timer ),
	};
}
