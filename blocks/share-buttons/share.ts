/**
 * What the share buttons' script adds to the server's links: the device's own share sheet where
 * the browser has the Web Share API, else a copy-link button whose result is announced.
 */

const BLOCK = 'wp-block-shopwright-share-buttons';

/** How long the announcement stays on screen. */
export const STATUS_DURATION = 5000;

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
	const slot = root.querySelector< HTMLElement >( '.is-waiting' );
	const native = root.querySelector< HTMLButtonElement >(
		`.${ BLOCK }__native`
	);
	// One button in the room kept for it: the device's share sheet (which offers copying too)
	// where the browser has one, else copy link.
	let shown: HTMLButtonElement | null = null;
	let action = () => {};
	if ( native && typeof navigator.share === 'function' ) {
		shown = native;
		action = () => {
			navigator.share( { url, title } ).catch( () => {
				// Closing the sheet rejects too; there is nothing to report.
			} );
		};
	} else if ( copy && typeof navigator.clipboard?.writeText === 'function' ) {
		shown = copy;
		action = () => {
			navigator.clipboard.writeText( url ).then(
				() => announce( copy.dataset.copied ?? '' ),
				() => announce( copy.dataset.failed ?? '' )
			);
		};
	}
	[ native, copy ].forEach( ( button ) => {
		if ( button ) {
			button.hidden = button !== shown;
		}
	} );
	const onClick = () => action();
	shown?.addEventListener( 'click', onClick );
	if ( slot ) {
		slot.classList.remove( 'is-waiting' );
		slot.hidden = shown === null;
	}

	return () => {
		clearTimeout( timer );
		shown?.removeEventListener( 'click', onClick );
		slot?.classList.add( 'is-waiting' );
	};
}
