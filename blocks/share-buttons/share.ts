/**
 * What the share buttons' script adds to the server's links: the device's own share sheet where
 * the browser has the Web Share API, and a copy-link button whose result is announced.
 */

const BLOCK = 'wp-block-shopwright-share-buttons';

/** How long the announcement stays on screen. */
export const STATUS_DURATION = 5000;

/**
 * Reveals a button's list item and wires its click; returns what undoes it.
 *
 * @param button  The button, if the server printed it.
 * @param onClick Its action.
 */
function enable(
	button: HTMLButtonElement | null,
	onClick: () => void
): () => void {
	const item = button?.closest( 'li' );
	if ( ! button || ! item ) {
		return () => undefined;
	}
	item.hidden = false;
	button.addEventListener( 'click', onClick );
	return () => {
		button.removeEventListener( 'click', onClick );
		item.hidden = true;
	};
}

/**
 * Enhances one block; returns its teardown.
 *
 * @param root The block's element.
 * @param win  The window.
 */
export function setupShareButtons(
	root: HTMLElement,
	win: Window = window
): () => void {
	const url = root.dataset.url ?? win.location.href;
	const title = root.dataset.title ?? root.ownerDocument.title;
	const status = root.querySelector< HTMLElement >( `.${ BLOCK }__status` );
	const copy = root.querySelector< HTMLButtonElement >( `.${ BLOCK }__copy` );
	let timer: ReturnType< typeof setTimeout > | undefined;
	const undo: Array< () => void > = [];

	const announce = ( text: string ) => {
		if ( ! status ) {
			return;
		}
		clearTimeout( timer );
		status.textContent = text;
		timer = setTimeout( () => {
			status.textContent = '';
		}, STATUS_DURATION );
	};

	const { navigator } = win;
	if ( typeof navigator.share === 'function' ) {
		undo.push(
			enable(
				root.querySelector< HTMLButtonElement >(
					`.${ BLOCK }__native`
				),
				() => {
					navigator.share( { url, title } ).catch( () => {
						// Closing the sheet rejects too; there is nothing to report.
					} );
				}
			)
		);
	}
	if ( typeof navigator.clipboard?.writeText === 'function' && copy ) {
		undo.push(
			enable( copy, () => {
				navigator.clipboard.writeText( url ).then(
					() => announce( copy.dataset.copied ?? '' ),
					() => announce( copy.dataset.failed ?? '' )
				);
			} )
		);
	}

	return () => {
		clearTimeout( timer );
		undo.forEach( ( step ) => step() );
	};
}
