/**
 * The triggers that show a popup once its timing conditions pass. Each one
 * is armed with the function to call when it fires and cleans up every
 * listener, timer and element it made when destroyed.
 */

/**
 * Internal dependencies
 */
import type { Triggers } from '../../types/popups';

export type Trigger = {
	arm: ( fire: () => void ) => void;
	destroy: () => void;
};

type Context = {
	fire: () => void;
	listen: (
		target: EventTarget,
		type: string,
		listener: ( event: Event ) => void,
		options?: AddEventListenerOptions
	) => void;
	after: ( seconds: number, callback: () => void ) => void;
	cleanup: ( callback: () => void ) => void;
};

const ms = ( seconds: number ) => Math.max( 0, seconds ) * 1000;

function createTrigger( setup: ( context: Context ) => void ): Trigger {
	const cleanups: Array< () => void > = [];
	const destroy = () => cleanups.splice( 0 ).forEach( ( fn ) => fn() );
	const cleanup = ( fn: () => void ) => cleanups.push( fn );
	return {
		arm( fire ) {
			setup( {
				fire() {
					destroy();
					fire();
				},
				listen( target, type, listener, options ) {
					target.addEventListener( type, listener, options );
					cleanup( () =>
						target.removeEventListener( type, listener, options )
					);
				},
				after( seconds, callback ) {
					const timer = window.setTimeout( callback, ms( seconds ) );
					cleanup( () => window.clearTimeout( timer ) );
				},
				cleanup,
			} );
		},
		destroy,
	};
}

/** Input types that take no typing: a popup may open while one has focus. */
const NOT_TYPED = new Set( [
	'button',
	'checkbox',
	'color',
	'file',
	'hidden',
	'image',
	'radio',
	'range',
	'reset',
	'submit',
] );

/**
 * Whether the element is one the visitor types into: a text-like input, a textarea or editable
 * content.
 *
 * @param element The focused element.
 */
export function isTypingField( element: Element | null ): boolean {
	if ( element instanceof HTMLInputElement ) {
		return ! NOT_TYPED.has( element.type );
	}
	return (
		element instanceof HTMLTextAreaElement ||
		( element instanceof HTMLElement && element.isContentEditable )
	);
}

/**
 * After the delay, unless the visitor is typing in a field (a password, a search, a message): a
 * popup taking focus then would swallow the keys that follow. It waits until focus leaves the
 * fields, then opens.
 *
 * @param setting       The trigger's settings.
 * @param setting.delay Seconds after the page loads.
 */
export const pageLoadTrigger = ( { delay }: { delay: number } ) =>
	createTrigger( ( { fire, after, listen } ) =>
		after( delay, () => {
			if (
				! isTypingField(
					document.documentElement.ownerDocument.activeElement
				)
			) {
				fire();
				return;
			}
			listen( document, 'focusout', () => {
				// Where focus went is known once the focusout has passed: from one field to
				// the next, the visitor is still typing.
				after( 0, () => {
					if (
						! isTypingField(
							document.documentElement.ownerDocument.activeElement
						)
					) {
						fire();
					}
				} );
			} );
		} )
	);

/**
 * Down: fires once the page is scrolled to `offset` percent of its
 * scrollable height. Up: fires on any upward scroll.
 *
 * @param setting           The trigger's settings.
 * @param setting.direction Which way the visitor scrolls.
 * @param setting.offset    Percent of the page, for scrolling down.
 */
export const scrollingTrigger = ( {
	direction,
	offset,
}: NonNullable< Triggers[ 'scrolling' ] > ) =>
	createTrigger( ( { fire, listen } ) => {
		let last = window.scrollY;
		const onScroll = () => {
			const y = window.scrollY;
			const previous = last;
			last = y;
			const height =
				document.documentElement.scrollHeight - window.innerHeight;
			const percent = height > 0 ? ( y / height ) * 100 : 100;
			if (
				direction === 'up'
					? y < previous
					: y > previous && percent >= offset
			) {
				fire();
			}
		};
		listen( window, 'scroll', onScroll, { passive: true } );
	} );

/**
 * Fires when the element is in view. An invalid selector, no such element or
 * no IntersectionObserver disables it: null.
 *
 * @param setting          The trigger's settings.
 * @param setting.selector Which element to wait for.
 */
export function scrollingToTrigger( {
	selector,
}: {
	selector: string;
} ): Trigger | null {
	let element: Element | null = null;
	try {
		element = document.querySelector( selector );
	} catch {}
	if ( ! element || typeof window.IntersectionObserver !== 'function' ) {
		return null;
	}
	const target = element;
	return createTrigger( ( { fire, cleanup } ) => {
		const observer = new window.IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				fire();
			}
		} );
		observer.observe( target );
		cleanup( () => observer.disconnect() );
	} );
}

export const clickTrigger = ( { times }: { times: number } ) =>
	createTrigger( ( { fire, listen } ) => {
		let count = 0;
		// Capture, so that clicks whose propagation is stopped still count.
		listen(
			document,
			'click',
			() => {
				if ( ++count >= times ) {
					fire();
				}
			},
			{ capture: true }
		);
	} );

export const inactivityTrigger = ( { time }: { time: number } ) =>
	createTrigger( ( { fire, listen, cleanup } ) => {
		let timer = 0;
		const restart = () => {
			window.clearTimeout( timer );
			timer = window.setTimeout( fire, ms( time ) );
		};
		restart();
		cleanup( () => window.clearTimeout( timer ) );
		listen( document, 'keydown', restart );
		listen( document, 'mousemove', restart );
	} );

export const exitIntentTrigger = () =>
	createTrigger( ( { fire, listen } ) => {
		// Leaving the window: no element to go to, through the top edge.
		const onLeave = ( event: Event ) => {
			if (
				event instanceof MouseEvent &&
				event.clientY <= 0 &&
				! event.relatedTarget
			) {
				fire();
			}
		};
		listen( document, 'mouseleave', onLeave );
		listen( document, 'mouseout', onLeave );
	} );

function randomId(): string {
	let id = '';
	while ( id.length < 6 ) {
		id += String.fromCharCode( 97 + Math.floor( Math.random() * 26 ) );
	}
	return id;
}

/**
 * Puts an element that ad blockers hide on the page and, after the delay,
 * fires if it was hidden or removed.
 *
 * @param setting       The trigger's settings.
 * @param setting.delay Seconds to give the ad blocker.
 */
export const adblockDetectionTrigger = ( { delay }: { delay: number } ) =>
	createTrigger( ( { fire, after, cleanup } ) => {
		const bait = document.createElement( 'div' );
		bait.id = randomId();
		bait.className = 'adsbox ad-banner ad-placement pub_300x250 textads';
		bait.setAttribute( 'aria-hidden', 'true' );
		bait.style.cssText =
			'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px';
		document.body.appendChild( bait );
		cleanup( () => bait.remove() );
		after( delay, () => {
			const blocked =
				! bait.isConnected ||
				bait.offsetHeight === 0 ||
				window.getComputedStyle( bait ).display === 'none';
			bait.remove();
			if ( blocked ) {
				fire();
			}
		} );
	} );

/**
 * The popup's triggers that are set and usable.
 *
 * @param triggers The popup's trigger settings.
 */
export function createTriggers( triggers: Triggers ): Trigger[] {
	const list = [
		triggers.page_load && pageLoadTrigger( triggers.page_load ),
		triggers.scrolling && scrollingTrigger( triggers.scrolling ),
		triggers.scrolling_to && scrollingToTrigger( triggers.scrolling_to ),
		triggers.click && clickTrigger( triggers.click ),
		triggers.inactivity && inactivityTrigger( triggers.inactivity ),
		triggers.exit_intent && exitIntentTrigger(),
		triggers.adblock_detection &&
			adblockDetectionTrigger( triggers.adblock_detection ),
	];
	return list.filter( ( trigger ): trigger is Trigger => !! trigger );
}

/**
 * Arms the triggers; the first to fire destroys them all, then calls `fire`
 * (once). Returns a function that destroys them all.
 *
 * @param triggers The popup's triggers.
 * @param fire     Shows the popup.
 */
export function armTriggers(
	triggers: Trigger[],
	fire: () => void
): () => void {
	let fired = false;
	const destroy = () => triggers.forEach( ( trigger ) => trigger.destroy() );
	for ( const trigger of triggers ) {
		if ( fired ) {
			break;
		}
		trigger.arm( () => {
			if ( ! fired ) {
				fired = true;
				destroy();
				fire();
			}
		} );
	}
	return destroy;
}
