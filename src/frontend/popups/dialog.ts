/**
 * Shows and hides one popup element printed by the server: animations, the
 * close controls, scroll lock and keyboard handling. Knows nothing of
 * counters or triggers.
 */

/**
 * Internal dependencies
 */
import type { Animation, PopupSettings } from '../../types/popups';
import { cycleFocus } from '../dialog/focus';
import { getDevice } from './conditions';

export type DialogCallbacks = {
	onOpen: () => void;
	/** The popup starts to close (its exit animation may still run). */
	onClose: () => void;
	onClosed: () => void;
};

export type Dialog = {
	open: () => void;
	close: () => void;
	isOpen: () => boolean;
	destroy: () => void;
};

export const SCROLL_LOCK_CLASS = 'has-shopwright-popup-open';

/** Open dialogs, the topmost last: only it answers Escape and Tab. */
const stack: Dialog[] = [];
let scrollLocks = 0;

function lockScroll( lock: boolean ) {
	scrollLocks += lock ? 1 : -1;
	document.documentElement.classList.toggle(
		SCROLL_LOCK_CLASS,
		scrollLocks > 0
	);
}

function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

export function createDialog(
	root: HTMLElement,
	settings: PopupSettings,
	callbacks: DialogCallbacks
): Dialog {
	const box =
		root.querySelector< HTMLElement >( '.shopwright-popup__dialog' ) ??
		root;
	const closeButton = root.querySelector< HTMLElement >(
		'.shopwright-popup__close'
	);
	let isOpen = false;
	let isLocked = false;
	let timers: number[] = [];
	let animationClasses: string[] = [];
	let returnFocus: HTMLElement | null = null;

	const after = ( seconds: number, callback: () => void ) =>
		timers.push( window.setTimeout( callback, seconds * 1000 ) );

	function reset() {
		timers.forEach( ( timer ) => window.clearTimeout( timer ) );
		timers = [];
		root.classList.remove( ...animationClasses );
		animationClasses = [];
		if ( closeButton ) {
			closeButton.hidden = false;
		}
	}

	function animate(
		name: Animation,
		phase: 'is-entering' | 'is-leaving',
		done: () => void
	) {
		const duration = Math.max( 0, settings.entrance_animation_duration );
		if ( name === 'none' || duration === 0 || prefersReducedMotion() ) {
			done();
			return;
		}
		animationClasses = [ phase, `has-animation-${ name }` ];
		root.style.setProperty(
			'--shopwright-popup-duration',
			`${ duration }s`
		);
		root.classList.add( ...animationClasses );
		after( duration, () => {
			root.classList.remove( ...animationClasses );
			animationClasses = [];
			done();
		} );
	}

	function onKeydown( event: KeyboardEvent ) {
		if ( stack[ stack.length - 1 ] !== dialog ) {
			return;
		}
		if ( event.key === 'Escape' && ! settings.prevent_close_on_esc_key ) {
			close();
		} else if ( event.key === 'Tab' && settings.a11y_navigation ) {
			cycleFocus( event, box );
		}
	}

	function onRootClick( event: MouseEvent ) {
		if (
			! settings.prevent_close_on_background_click &&
			event.target instanceof Node &&
			! box.contains( event.target )
		) {
			close();
		}
	}

	function unlock() {
		if ( isLocked ) {
			isLocked = false;
			lockScroll( false );
		}
	}

	function finish() {
		root.hidden = true;
		root.classList.remove( 'is-open' );
		unlock();
		callbacks.onClosed();
	}

	function open() {
		if ( isOpen ) {
			return;
		}
		reset();
		isOpen = true;
		stack.push( dialog );
		document.addEventListener( 'keydown', onKeydown );
		const active = root.ownerDocument.activeElement;
		returnFocus = active instanceof HTMLElement ? active : null;
		root.hidden = false;
		root.classList.add( 'is-open' );
		if ( settings.prevent_scroll && ! isLocked ) {
			isLocked = true;
			lockScroll( true );
		}
		animate(
			settings.entrance_animation[ getDevice( window.innerWidth ) ],
			'is-entering',
			() => {}
		);
		if ( closeButton && settings.close_button_delay > 0 ) {
			closeButton.hidden = true;
			after( settings.close_button_delay, () => {
				closeButton.hidden = false;
			} );
		}
		if ( settings.close_automatically > 0 ) {
			after( settings.close_automatically, close );
		}
		if ( settings.a11y_navigation ) {
			if ( ! box.hasAttribute( 'tabindex' ) ) {
				box.tabIndex = -1;
			}
			box.focus();
		}
		callbacks.onOpen();
	}

	function close() {
		if ( ! isOpen ) {
			return;
		}
		isOpen = false;
		stack.splice( stack.indexOf( dialog ), 1 );
		document.removeEventListener( 'keydown', onKeydown );
		reset();
		const active = root.ownerDocument.activeElement;
		if (
			returnFocus &&
			( settings.a11y_navigation ||
				( active && root.contains( active ) ) )
		) {
			returnFocus.focus();
		}
		returnFocus = null;
		callbacks.onClose();
		animate( settings.exit_animation, 'is-leaving', finish );
	}

	const onCloseClick = () => close();
	closeButton?.addEventListener( 'click', onCloseClick );
	root.addEventListener( 'click', onRootClick );

	const dialog: Dialog = {
		open,
		close,
		isOpen: () => isOpen,
		destroy() {
			if ( isOpen ) {
				stack.splice( stack.indexOf( dialog ), 1 );
			}
			document.removeEventListener( 'keydown', onKeydown );
			closeButton?.removeEventListener( 'click', onCloseClick );
			root.removeEventListener( 'click', onRootClick );
			reset();
			unlock();
		},
	};
	return dialog;
}
