/**
 * Presentation mode: iPhone, iPad and iPod cannot show a frame full screen, so there a button
 * lays the viewer over the whole window instead (a style, `is-presenting`), and pressing it again
 * or Escape brings the page back. Elsewhere the full-screen button asks the browser for full
 * screen.
 */

const BLOCK = 'wp-block-shopwright-pdf';

/**
 * Page-wide class that keeps the page under a presented viewer from scrolling.
 */
export const PRESENTING_CLASS = 'has-shopwright-pdf-presentation';

export interface DeviceFacts {
	userAgent: string;
	platform?: string;
	maxTouchPoints?: number;
}

/**
 * Whether the device is an iPhone, iPad or iPod. iPadOS asks for desktop pages and names itself
 * a Mac, but a Mac has no touch screen.
 *
 * @param device The navigator, or the facts of one.
 */
export function isAppleMobile( device: DeviceFacts ): boolean {
	if ( /\b(iPhone|iPad|iPod)\b/.test( device.userAgent ) ) {
		return true;
	}
	return device.platform === 'MacIntel' && ( device.maxTouchPoints ?? 0 ) > 1;
}

/**
 * Whether the block is being presented.
 *
 * @param root The block.
 */
export function isPresenting( root: HTMLElement ): boolean {
	return root.classList.contains( 'is-presenting' );
}

/**
 * The elements made inert while a viewer covers the window, so that Tab never reaches a control
 * hidden behind it.
 */
const madeInert = new WeakMap< HTMLElement, HTMLElement[] >();

/**
 * Makes everything on the page but the block inert, or gives it back: every sibling of the
 * block and of each of its ancestors up to the body, except those that were inert already.
 *
 * @param root The block.
 * @param on   Whether the page goes inert.
 */
function setPageInert( root: HTMLElement, on: boolean ): void {
	if ( ! on ) {
		madeInert.get( root )?.forEach( ( element ) => {
			element.removeAttribute( 'inert' );
		} );
		madeInert.delete( root );
		return;
	}
	const changed: HTMLElement[] = [];
	for (
		let node: HTMLElement | null = root;
		node && node !== root.ownerDocument.body;
		node = node.parentElement
	) {
		for ( const sibling of Array.from(
			node.parentElement?.children ?? []
		) ) {
			if (
				sibling !== node &&
				sibling instanceof HTMLElement &&
				! sibling.hasAttribute( 'inert' )
			) {
				sibling.setAttribute( 'inert', '' );
				changed.push( sibling );
			}
		}
	}
	madeInert.set( root, changed );
}

/**
 * Turns presentation mode on or off.
 *
 * @param root The block.
 * @param on   Whether to present.
 */
export function setPresenting( root: HTMLElement, on: boolean ): void {
	if ( on !== isPresenting( root ) ) {
		setPageInert( root, on );
	}
	root.classList.toggle( 'is-presenting', on );
	root.ownerDocument.documentElement.classList.toggle( PRESENTING_CLASS, on );
	root.querySelector( `.${ BLOCK }__present` )?.setAttribute(
		'aria-pressed',
		on ? 'true' : 'false'
	);
}

/**
 * Sets up one viewer's buttons: presentation mode on Apple's phones and tablets, full screen
 * where the browser offers it.
 *
 * @param root   The block.
 * @param device The navigator.
 * @return Removes the Escape listener.
 */
export function setupViewer(
	root: HTMLElement,
	device: DeviceFacts = navigator
): () => void {
	const doc = root.ownerDocument;
	if ( ! isAppleMobile( device ) ) {
		const fullscreen = root.querySelector< HTMLButtonElement >(
			`.${ BLOCK }__fullscreen`
		);
		const viewer = root.querySelector< HTMLElement >(
			`.${ BLOCK }__viewer`
		);
		if ( fullscreen && viewer && doc.fullscreenEnabled ) {
			fullscreen.hidden = false;
			fullscreen.addEventListener( 'click', () => {
				viewer.requestFullscreen().catch( () => undefined );
			} );
		}
		return () => undefined;
	}
	const present = root.querySelector< HTMLButtonElement >(
		`.${ BLOCK }__present`
	);
	if ( ! present ) {
		return () => undefined;
	}
	present.hidden = false;
	present.addEventListener( 'click', () =>
		setPresenting( root, ! isPresenting( root ) )
	);
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && isPresenting( root ) ) {
			setPresenting( root, false );
			present.focus();
		}
	};
	doc.addEventListener( 'keydown', onKeyDown );
	return () => doc.removeEventListener( 'keydown', onKeyDown );
}
