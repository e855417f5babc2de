/**
 * Internal dependencies
 */
import { startCountdowns } from '../timer';

const SECOND = 1000;
const NOW = Date.UTC( 2030, 0, 1, 12, 0, 0 );
const BLOCK = 'wp-block-shopwright-countdown';

let isHidden = false;
let stop: () => void = () => undefined;

/**
 * Writes the server markup of a countdown, with the digits the server computed.
 *
 * @param end             The data-end attribute.
 * @param hideWhenExpired The data-hide-when-expired attribute.
 */
function renderCountdown( end: string, hideWhenExpired = false ): string {
	const unit = ( name: string, value: string, label: string ) =>
		`<span class="${ BLOCK }__unit"><span class="${ BLOCK }__value" data-unit="${ name }">${ value }</span> <span class="${ BLOCK }__label">${ label }</span></span>`;
	return `
		<div class="${ BLOCK }" role="timer" data-end="${ end }" data-hide-when-expired="${ hideWhenExpired }">
			<p class="${ BLOCK }__description">Sale ends <time datetime="${ end }">soon</time></p>
			<div class="${ BLOCK }__units" aria-hidden="true">
				${ unit( 'days', '11', 'Days' ) }
				${ unit( 'hours', '11', 'Hours' ) }
				${ unit( 'minutes', '11', 'Minutes' ) }
				${ unit( 'seconds', '11', 'Seconds' ) }
			</div>
			<p class="${ BLOCK }__expired" hidden>This sale has ended.</p>
		</div>`;
}

function isoAfter( milliseconds: number ): string {
	return new Date( NOW + milliseconds ).toISOString();
}

function digits( root: ParentNode = document ): string[] {
	return Array.from(
		root.querySelectorAll( `.${ BLOCK }__value` ),
		( value ) => value.textContent ?? ''
	);
}

function getElement( selector: string ): HTMLElement {
	const element = document.querySelector< HTMLElement >( selector );
	if ( ! element ) {
		throw new Error( `No ${ selector } on the page.` );
	}
	return element;
}

function setHidden( hidden: boolean ): void {
	isHidden = hidden;
	document.dispatchEvent( new Event( 'visibilitychange' ) );
}

beforeAll( () => {
	Object.defineProperty( document, 'hidden', {
		configurable: true,
		get: () => isHidden,
	} );
} );

beforeEach( () => {
	isHidden = false;
	jest.useFakeTimers( { now: NOW } );
} );

afterEach( () => {
	stop();
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'countdown view', () => {
	it( 'replaces the server digits with the time left and counts down', () => {
		document.body.innerHTML = renderCountdown(
			isoAfter( ( ( 26 * 60 + 3 ) * 60 + 5 ) * SECOND )
		);
		stop = startCountdowns();
		expect( digits() ).toEqual( [ '01', '02', '03', '05' ] );

		jest.advanceTimersByTime( SECOND );
		expect( digits() ).toEqual( [ '01', '02', '03', '04' ] );

		jest.advanceTimersByTime( 5 * SECOND );
		expect( digits() ).toEqual( [ '01', '02', '02', '59' ] );
	} );

	it( 'runs a countdown handed over as the scope itself, as the runtime does', () => {
		document.body.innerHTML =
			renderCountdown( isoAfter( 10 * SECOND ) ) +
			renderCountdown( isoAfter( 20 * SECOND ) );
		const [ first, second ] = Array.from(
			document.querySelectorAll< HTMLElement >( `.${ BLOCK }` )
		);
		stop = startCountdowns( first );
		expect( digits( first )[ 3 ] ).toBe( '10' );
		expect( digits( second )[ 3 ] ).toBe( '11' );
	} );

	it( 'ticks on the second boundary', () => {
		jest.setSystemTime( NOW + 400 );
		document.body.innerHTML = renderCountdown( isoAfter( 10 * SECOND ) );
		stop = startCountdowns();
		expect( digits()[ 3 ] ).toBe( '10' );

		jest.advanceTimersByTime( 599 );
		expect( digits()[ 3 ] ).toBe( '10' );

		jest.advanceTimersByTime( 1 );
		expect( digits()[ 3 ] ).toBe( '09' );
	} );

	it( 'rewrites only the digits that changed', () => {
		document.body.innerHTML = renderCountdown( isoAfter( 90 * SECOND ) );
		stop = startCountdowns();
		const [ days, , minutes ] = Array.from(
			document.querySelectorAll( `.${ BLOCK }__value` )
		);
		const daysText = days.firstChild;
		const minutesText = minutes.firstChild;

		jest.advanceTimersByTime( SECOND );

		expect( digits() ).toEqual( [ '00', '00', '01', '29' ] );
		expect( days.firstChild ).toBe( daysText );
		expect( minutes.firstChild ).toBe( minutesText );
	} );

	it( 'shows the expired message at zero and stops', () => {
		document.body.innerHTML = renderCountdown( isoAfter( 2 * SECOND ) );
		stop = startCountdowns();
		const expired = getElement( `.${ BLOCK }__expired` );

		jest.advanceTimersByTime( SECOND );
		expect( digits()[ 3 ] ).toBe( '01' );
		expect( expired.hidden ).toBe( true );

		jest.advanceTimersByTime( SECOND );
		expect( expired.hidden ).toBe( false );
		expect( getElement( `.${ BLOCK }__units` ).hidden ).toBe( true );
		expect( getElement( `.${ BLOCK }__description` ).hidden ).toBe( true );
		expect( getElement( `.${ BLOCK }` ).classList ).toContain(
			'is-expired'
		);
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'shows the expired message at once when the end passed before the page loaded', () => {
		document.body.innerHTML = renderCountdown( isoAfter( -5 * SECOND ) );
		stop = startCountdowns();

		expect( getElement( `.${ BLOCK }__expired` ).hidden ).toBe( false );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'removes the block at zero when it hides once expired', () => {
		document.body.innerHTML = renderCountdown(
			isoAfter( 2 * SECOND ),
			true
		);
		stop = startCountdowns();

		jest.advanceTimersByTime( SECOND );
		expect( document.querySelector( `.${ BLOCK }` ) ).not.toBeNull();

		jest.advanceTimersByTime( SECOND );
		expect( document.querySelector( `.${ BLOCK }` ) ).toBeNull();
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'leaves the server markup alone when data-end is not a date', () => {
		document.body.innerHTML = renderCountdown( 'next tuesday' );
		const before = document.body.innerHTML;
		stop = startCountdowns();

		jest.advanceTimersByTime( 5 * SECOND );
		expect( document.body.innerHTML ).toBe( before );
		expect( digits() ).toEqual( [ '11', '11', '11', '11' ] );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'runs every countdown on the page from one timer', () => {
		document.body.innerHTML =
			renderCountdown( isoAfter( 10 * SECOND ) ) +
			renderCountdown( isoAfter( 70 * SECOND ) ) +
			renderCountdown( 'invalid' );
		stop = startCountdowns();
		expect( jest.getTimerCount() ).toBe( 1 );

		jest.advanceTimersByTime( 3 * SECOND );
		expect( digits() ).toEqual( [
			'00',
			'00',
			'00',
			'07',
			'00',
			'00',
			'01',
			'07',
			'11',
			'11',
			'11',
			'11',
		] );
		expect( jest.getTimerCount() ).toBe( 1 );
	} );

	it( 'pauses while the page is hidden and catches up on return', () => {
		document.body.innerHTML = renderCountdown( isoAfter( 60 * SECOND ) );
		stop = startCountdowns();
		expect( digits()[ 2 ] ).toBe( '01' );

		setHidden( true );
		expect( jest.getTimerCount() ).toBe( 0 );
		jest.setSystemTime( NOW + 20 * SECOND );
		expect( digits()[ 2 ] ).toBe( '01' );

		setHidden( false );
		expect( digits().slice( 2 ) ).toEqual( [ '00', '40' ] );
		expect( jest.getTimerCount() ).toBe( 1 );
	} );

	it( 'waits for the page to be shown when it loads in a background tab', () => {
		isHidden = true;
		document.body.innerHTML = renderCountdown( isoAfter( 60 * SECOND ) );
		stop = startCountdowns();
		expect( digits()[ 2 ] ).toBe( '01' );
		expect( jest.getTimerCount() ).toBe( 0 );

		jest.setSystemTime( NOW + 15 * SECOND );
		setHidden( false );
		expect( digits().slice( 2 ) ).toEqual( [ '00', '45' ] );
		expect( jest.getTimerCount() ).toBe( 1 );
	} );

	it( 'ends a countdown that ran out while the page was hidden', () => {
		document.body.innerHTML = renderCountdown( isoAfter( 5 * SECOND ) );
		stop = startCountdowns();

		setHidden( true );
		jest.setSystemTime( NOW + 60 * SECOND );
		setHidden( false );

		expect( getElement( `.${ BLOCK }__expired` ).hidden ).toBe( false );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );
