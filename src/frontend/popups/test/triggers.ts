/**
 * Internal dependencies
 */
import {
	adblockDetectionTrigger,
	armTriggers,
	clickTrigger,
	createTriggers,
	exitIntentTrigger,
	inactivityTrigger,
	pageLoadTrigger,
	scrollingToTrigger,
	scrollingTrigger,
	type Trigger,
} from '../triggers';

function scrollTo( y: number ) {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

/** An IntersectionObserver that a test drives by hand. */
class FakeObserver {
	static instances: FakeObserver[] = [];
	targets: Element[] = [];
	disconnected = false;
	constructor(
		public callback: (
			entries: Array< { isIntersecting: boolean } >
		) => void
	) {
		FakeObserver.instances.push( this );
	}
	observe( target: Element ) {
		this.targets.push( target );
	}
	disconnect() {
		this.disconnected = true;
	}
	intersect( isIntersecting: boolean ) {
		this.callback( [ { isIntersecting } ] );
	}
}

function arm( trigger: Trigger | null ) {
	if ( ! trigger ) {
		throw new Error( 'The trigger is disabled' );
	}
	const fire = jest.fn();
	trigger.arm( fire );
	return fire;
}

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML = '<main><p id="far">Far down</p></main>';
	Object.defineProperty( document.documentElement, 'scrollHeight', {
		value: 768 + 1000,
		configurable: true,
	} );
	scrollTo( 0 );
	FakeObserver.instances = [];
	Object.defineProperty( window, 'IntersectionObserver', {
		value: FakeObserver,
		configurable: true,
		writable: true,
	} );
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'page_load', () => {
	it( 'fires after the delay in seconds', () => {
		const trigger = pageLoadTrigger( { delay: 2 } );
		const fire = arm( trigger );
		jest.advanceTimersByTime( 1999 );
		expect( fire ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits while the visitor is typing in a field, and opens once they leave the fields', () => {
		document.body.innerHTML = `
			<input type="password" id="password">
			<textarea id="message"></textarea>
			<button type="button" id="submit">Log in</button>`;
		const field = ( id: string ) =>
			document.getElementById( id ) as HTMLElement;
		const trigger = pageLoadTrigger( { delay: 5 } );
		const fire = arm( trigger );
		field( 'password' ).focus();
		jest.advanceTimersByTime( 60_000 );
		expect( fire ).not.toHaveBeenCalled();
		// From one field to the next: still typing.
		field( 'message' ).focus();
		jest.advanceTimersByTime( 60_000 );
		expect( fire ).not.toHaveBeenCalled();
		// On to a button: the popup opens, once.
		field( 'submit' ).focus();
		jest.advanceTimersByTime( 0 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
		field( 'password' ).focus();
		field( 'submit' ).focus();
		jest.advanceTimersByTime( 1000 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
		document.body.innerHTML = '';
	} );

	it( 'opens on time while a button or checkbox has focus', () => {
		document.body.innerHTML = '<input type="checkbox" id="remember">';
		( document.getElementById( 'remember' ) as HTMLElement ).focus();
		const fire = arm( pageLoadTrigger( { delay: 1 } ) );
		jest.advanceTimersByTime( 1000 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
		document.body.innerHTML = '';
	} );

	it( 'does not fire once destroyed', () => {
		const trigger = pageLoadTrigger( { delay: 1 } );
		const fire = arm( trigger );
		trigger.destroy();
		jest.advanceTimersByTime( 5000 );
		expect( fire ).not.toHaveBeenCalled();
	} );
} );

describe( 'scrolling', () => {
	it( 'fires down when the scrolled share of the page reaches the offset', () => {
		const fire = arm(
			scrollingTrigger( { direction: 'down', offset: 50 } )
		);
		scrollTo( 300 );
		expect( fire ).not.toHaveBeenCalled();
		scrollTo( 500 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
		scrollTo( 900 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'fires up on any upward scroll, and not on the way down', () => {
		const fire = arm( scrollingTrigger( { direction: 'up', offset: 0 } ) );
		scrollTo( 600 );
		expect( fire ).not.toHaveBeenCalled();
		scrollTo( 590 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stops listening when destroyed', () => {
		const trigger = scrollingTrigger( { direction: 'down', offset: 10 } );
		const fire = arm( trigger );
		trigger.destroy();
		scrollTo( 1000 );
		expect( fire ).not.toHaveBeenCalled();
	} );
} );

describe( 'scrolling_to', () => {
	it( 'fires when the element comes into view', () => {
		const fire = arm( scrollingToTrigger( { selector: '#far' } ) );
		const [ observer ] = FakeObserver.instances;
		expect( observer.targets ).toEqual( [
			document.getElementById( 'far' ),
		] );
		observer.intersect( false );
		expect( fire ).not.toHaveBeenCalled();
		observer.intersect( true );
		expect( fire ).toHaveBeenCalledTimes( 1 );
		expect( observer.disconnected ).toBe( true );
	} );

	it( 'disconnects when destroyed', () => {
		const trigger = scrollingToTrigger( { selector: '#far' } );
		arm( trigger );
		trigger?.destroy();
		expect( FakeObserver.instances[ 0 ].disconnected ).toBe( true );
	} );

	it.each( [ '[[invalid', '#nowhere', '' ] )(
		'is disabled by the selector %p',
		( selector ) => {
			expect( scrollingToTrigger( { selector } ) ).toBeNull();
			expect(
				createTriggers( { scrolling_to: { selector } } )
			).toHaveLength( 0 );
		}
	);
} );

describe( 'click', () => {
	it( 'fires on the Nth click anywhere on the page', () => {
		const fire = arm( clickTrigger( { times: 3 } ) );
		const paragraph = document.getElementById( 'far' );
		paragraph?.click();
		document.body.click();
		expect( fire ).not.toHaveBeenCalled();
		// Even a click whose propagation a script stops.
		paragraph?.addEventListener( 'click', ( event ) =>
			event.stopPropagation()
		);
		paragraph?.click();
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stops counting when destroyed', () => {
		const trigger = clickTrigger( { times: 1 } );
		const fire = arm( trigger );
		trigger.destroy();
		document.body.click();
		expect( fire ).not.toHaveBeenCalled();
	} );
} );

describe( 'inactivity', () => {
	it( 'fires after the time without input, restarting on keys and mouse moves', () => {
		const fire = arm( inactivityTrigger( { time: 10 } ) );
		jest.advanceTimersByTime( 9000 );
		document.dispatchEvent( new Event( 'mousemove' ) );
		jest.advanceTimersByTime( 9000 );
		document.dispatchEvent( new KeyboardEvent( 'keydown', { key: 'a' } ) );
		jest.advanceTimersByTime( 9999 );
		expect( fire ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'leaves no timer behind when destroyed', () => {
		const trigger = inactivityTrigger( { time: 1 } );
		const fire = arm( trigger );
		document.dispatchEvent( new Event( 'mousemove' ) );
		trigger.destroy();
		document.dispatchEvent( new Event( 'mousemove' ) );
		jest.advanceTimersByTime( 5000 );
		expect( fire ).not.toHaveBeenCalled();
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );

describe( 'exit_intent', () => {
	const leave = (
		type: string,
		clientY: number,
		relatedTarget: Element | null = null
	) =>
		document.dispatchEvent(
			new MouseEvent( type, { clientY, relatedTarget } )
		);

	it( 'fires when the mouse leaves through the top of the window', () => {
		const fire = arm( exitIntentTrigger() );
		leave( 'mouseleave', 300 );
		leave( 'mouseout', -2, document.body );
		expect( fire ).not.toHaveBeenCalled();
		leave( 'mouseleave', 0 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'also fires on mouseout out of the window', () => {
		const fire = arm( exitIntentTrigger() );
		leave( 'mouseout', -5 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stops listening when destroyed', () => {
		const trigger = exitIntentTrigger();
		const fire = arm( trigger );
		trigger.destroy();
		leave( 'mouseleave', -1 );
		expect( fire ).not.toHaveBeenCalled();
	} );
} );

describe( 'adblock_detection', () => {
	let height = 0;
	const original = Object.getOwnPropertyDescriptor(
		HTMLElement.prototype,
		'offsetHeight'
	);
	beforeEach( () => {
		height = 1;
		Object.defineProperty( HTMLElement.prototype, 'offsetHeight', {
			configurable: true,
			get: () => height,
		} );
	} );
	afterEach( () => {
		if ( original ) {
			Object.defineProperty(
				HTMLElement.prototype,
				'offsetHeight',
				original
			);
		}
	} );

	const bait = () => document.querySelector( '.adsbox' );

	it( 'puts a bait with a 6-letter random id on the page', () => {
		arm( adblockDetectionTrigger( { delay: 1 } ) );
		expect( bait()?.id ).toMatch( /^[a-z]{6}$/ );
		expect( bait()?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
	} );

	it( 'fires when the bait was hidden, then removes it', () => {
		const fire = arm( adblockDetectionTrigger( { delay: 2 } ) );
		height = 0;
		jest.advanceTimersByTime( 1999 );
		expect( fire ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
		expect( bait() ).toBeNull();
	} );

	it( 'fires when the bait is display: none', () => {
		const fire = arm( adblockDetectionTrigger( { delay: 1 } ) );
		const element = bait();
		if ( element instanceof HTMLElement ) {
			element.style.display = 'none';
		}
		jest.advanceTimersByTime( 1000 );
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not fire without an ad blocker, and still removes the bait', () => {
		const fire = arm( adblockDetectionTrigger( { delay: 1 } ) );
		jest.advanceTimersByTime( 1000 );
		expect( fire ).not.toHaveBeenCalled();
		expect( bait() ).toBeNull();
	} );

	it( 'removes the bait when destroyed', () => {
		const trigger = adblockDetectionTrigger( { delay: 1 } );
		const fire = arm( trigger );
		trigger.destroy();
		height = 0;
		jest.advanceTimersByTime( 1000 );
		expect( bait() ).toBeNull();
		expect( fire ).not.toHaveBeenCalled();
	} );
} );

describe( 'armTriggers', () => {
	it( 'creates only the triggers that are set', () => {
		expect( createTriggers( {} ) ).toHaveLength( 0 );
		expect(
			createTriggers( {
				page_load: { delay: 1 },
				exit_intent: {},
				click: { times: 2 },
			} )
		).toHaveLength( 3 );
	} );

	it( 'lets the first trigger to fire destroy the others, and fires once', () => {
		const fire = jest.fn();
		armTriggers(
			createTriggers( {
				page_load: { delay: 5 },
				click: { times: 1 },
				inactivity: { time: 3 },
				adblock_detection: { delay: 2 },
			} ),
			fire
		);
		document.body.click();
		expect( fire ).toHaveBeenCalledTimes( 1 );
		// The others' timers, listeners and elements are gone at once.
		expect( jest.getTimerCount() ).toBe( 0 );
		expect( document.querySelector( '.adsbox' ) ).toBeNull();
		const removed = jest.spyOn( document, 'removeEventListener' );
		jest.advanceTimersByTime( 10000 );
		document.body.click();
		expect( fire ).toHaveBeenCalledTimes( 1 );
		expect( removed ).not.toHaveBeenCalled();
		removed.mockRestore();
	} );

	it( 'does not arm the rest when one fires while being armed', () => {
		const fire = jest.fn();
		const later = clickTrigger( { times: 1 } );
		const arming = jest.spyOn( later, 'arm' );
		const immediate: Trigger = {
			arm: ( done ) => done(),
			destroy: () => {},
		};
		armTriggers( [ immediate, later ], fire );
		document.body.click();
		expect( arming ).not.toHaveBeenCalled();
		expect( fire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'destroys them all through the function it returns', () => {
		const fire = jest.fn();
		const destroy = armTriggers(
			createTriggers( { page_load: { delay: 1 }, click: { times: 1 } } ),
			fire
		);
		destroy();
		document.body.click();
		jest.advanceTimersByTime( 1000 );
		expect( fire ).not.toHaveBeenCalled();
	} );
} );
