/**
 * The video channel's popup player, loaded when a visitor reaches for a video: the video from
 * YouTube's privacy-enhanced address, playing at once; its title; its description, asked of
 * this site when the popup opens (shown as text); Previous and Next through the block's videos
 * (Previous hidden on the first, Next on the last); and Close. Escape, the close button or a
 * click outside the popup close it, and the focus goes back to the video it came from.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { cycleFocus, inertOthers } from '../../../src/frontend/dialog/focus';
import { BLOCK, EMBED_BASE, type VideoChannelApi } from '../constants';

const POPUP = 'shopwright-video-popup';

type Fetch = ( url: string, init?: RequestInit ) => Promise< Response >;

/**
 * The player's address for a video id (ids are letters, digits, - and _).
 *
 * @param video The video id.
 */
export function embedUrl( video: string ): string {
	return `${ EMBED_BASE }${ encodeURIComponent( video ) }?autoplay=1`;
}

function button( doc: Document, name: string, label: string ) {
	const element = doc.createElement( 'button' );
	element.type = 'button';
	element.className = `${ POPUP }__${ name }`;
	element.textContent = label;
	return element;
}

/**
 * @param doc     The document.
 * @param fetchFn fetch, for the descriptions.
 */
export function createVideoPopup(
	doc: Document,
	fetchFn: Fetch
): Pick< VideoChannelApi, 'open' > & {
	close: () => void;
} {
	let state: {
		root: HTMLElement;
		index: number;
		overlay: HTMLElement;
		restore: () => void;
		opener: HTMLElement | null;
	} | null = null;
	let request = 0;

	const links = ( root: HTMLElement ) =>
		Array.from(
			root.querySelectorAll< HTMLAnchorElement >(
				`a.${ BLOCK }__link[data-vid]`
			)
		);

	const close = () => {
		if ( ! state ) {
			return;
		}
		const { overlay, restore, opener } = state;
		state = null;
		request++;
		restore();
		overlay.remove();
		doc.removeEventListener( 'keydown', onKey, true );
		opener?.focus();
	};

	function onKey( event: KeyboardEvent ) {
		if ( ! state ) {
			return;
		}
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close();
		} else if ( event.key === 'Tab' ) {
			const dialog =
				state.overlay.querySelector< HTMLElement >( '[role="dialog"]' );
			if ( dialog ) {
				cycleFocus( event, dialog );
			}
		}
	}

	const describe = async (
		root: HTMLElement,
		video: string,
		target: HTMLElement
	) => {
		const mine = ++request;
		target.textContent = __( 'Loading the description…', 'shopwright' );
		try {
			const response = await fetchFn(
				`${ root.dataset.endpoint ?? '' }description?video=${ encodeURIComponent(
					video
				) }`,
				{ credentials: 'omit', headers: { Accept: 'application/json' } }
			);
			const data: unknown = response.ok ? await response.json() : null;
			const text =
				typeof data === 'object' && data !== null
					? Reflect.get( data, 'description' )
					: undefined;
			if ( typeof text !== 'string' ) {
				throw new Error( `No description for ${ video }.` );
			}
			if ( mine === request ) {
				target.textContent = text;
				target.hidden = text === '';
			}
		} catch ( error ) {
			// As before the popup: a missing description is only worth a console line.
			// eslint-disable-next-line no-console
			console.error( error );
			if ( mine === request ) {
				target.textContent = '';
				target.hidden = true;
			}
		}
	};

	const show = ( index: number ) => {
		if ( ! state ) {
			return;
		}
		const all = links( state.root );
		const link = all[ index ];
		if ( ! link ) {
			return;
		}
		state.index = index;
		const video = link.dataset.vid ?? '';
		const title =
			link.querySelector( `.${ BLOCK }__title` )?.textContent ?? '';
		const { overlay } = state;
		const heading = overlay.querySelector( 'h2' );
		const frame = overlay.querySelector( 'iframe' );
		const description = overlay.querySelector< HTMLElement >(
			`.${ POPUP }__description`
		);
		const prev = overlay.querySelector< HTMLElement >(
			`.${ POPUP }__prev`
		);
		const next = overlay.querySelector< HTMLElement >(
			`.${ POPUP }__next`
		);
		if ( heading ) {
			heading.textContent = title;
		}
		if ( frame ) {
			frame.title = title;
			frame.src = embedUrl( video );
		}
		if ( prev ) {
			prev.hidden = index === 0;
		}
		if ( next ) {
			next.hidden = index === all.length - 1;
		}
		if ( description ) {
			description.hidden = false;
			describe( state.root, video, description );
		}
	};

	const build = () => {
		const overlay = doc.createElement( 'div' );
		overlay.className = POPUP;
		const dialog = doc.createElement( 'div' );
		dialog.className = `${ POPUP }__dialog`;
		dialog.setAttribute( 'role', 'dialog' );
		dialog.setAttribute( 'aria-modal', 'true' );
		dialog.id = `${ POPUP }-dialog`;
		const heading = doc.createElement( 'h2' );
		heading.className = `${ POPUP }__title`;
		heading.id = `${ POPUP }-title`;
		dialog.setAttribute( 'aria-labelledby', heading.id );
		const player = doc.createElement( 'div' );
		player.className = `${ POPUP }__player`;
		const frame = doc.createElement( 'iframe' );
		frame.setAttribute(
			'allow',
			'autoplay; encrypted-media; picture-in-picture; fullscreen'
		);
		frame.setAttribute( 'allowfullscreen', '' );
		frame.referrerPolicy = 'strict-origin-when-cross-origin';
		player.append( frame );
		const description = doc.createElement( 'p' );
		description.className = `${ POPUP }__description`;
		const nav = doc.createElement( 'div' );
		nav.className = `${ POPUP }__nav`;
		const prev = button(
			doc,
			'prev',
			__( 'Previous video', 'shopwright' )
		);
		const next = button( doc, 'next', __( 'Next video', 'shopwright' ) );
		const closeButton = button( doc, 'close', __( 'Close', 'shopwright' ) );
		prev.addEventListener( 'click', () =>
			show( ( state?.index ?? 0 ) - 1 )
		);
		next.addEventListener( 'click', () =>
			show( ( state?.index ?? 0 ) + 1 )
		);
		closeButton.addEventListener( 'click', close );
		nav.append( prev, next );
		dialog.append( closeButton, heading, player, description, nav );
		overlay.append( dialog );
		// A click on the backdrop, outside the dialog, closes it.
		overlay.addEventListener( 'click', ( event ) => {
			if ( ! dialog.contains( event.target as Node ) ) {
				close();
			}
		} );
		return overlay;
	};

	return {
		open( root, video ) {
			close();
			const index = links( root ).findIndex(
				( link ) => link.dataset.vid === video
			);
			if ( index < 0 ) {
				return;
			}
			const overlay = build();
			doc.body.append( overlay );
			state = {
				root,
				index,
				overlay,
				restore: inertOthers( overlay ),
				opener: links( root )[ index ] ?? null,
			};
			doc.addEventListener( 'keydown', onKey, true );
			show( index );
			overlay
				.querySelector< HTMLElement >( `.${ POPUP }__close` )
				?.focus();
		},
		close,
	};
}
