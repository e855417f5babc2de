/**
 * Internal dependencies
 */
import { isUnit, pad2, splitRemaining } from './countdown';

type Countdown = {
	root: HTMLElement;
	end: number;
	values: HTMLElement[];
};

const BLOCK = 'wp-block-shopwright-countdown';
const SECOND = 1000;

function finish( { root }: Countdown ): void {
	// The server renders nothing for an ended sale with this setting; match it.
	if ( root.dataset.hideWhenExpired === 'true' ) {
		root.remove();
		return;
	}
	root.classList.add( 'is-expired' );
	root.querySelectorAll< HTMLElement >(
		`.${ BLOCK }__units, .${ BLOCK }__description`
	).forEach( ( part ) => {
		part.hidden = true;
	} );
	const expired = root.querySelector< HTMLElement >( `.${ BLOCK }__expired` );
	if ( expired ) {
		expired.hidden = false;
	}
}

/**
 * Brings one countdown up to `now`; false once it has ended.
 *
 * @param countdown The countdown to update.
 * @param now       Current time, in milliseconds since the epoch.
 */
function update( countdown: Countdown, now: number ): boolean {
	const remaining = splitRemaining( countdown.end, now );
	if ( remaining.expired ) {
		finish( countdown );
		return false;
	}
	countdown.values.forEach( ( value ) => {
		const unit = value.dataset.unit;
		const text = isUnit( unit ) ? pad2( remaining[ unit ] ) : null;
		// Writing only what changed keeps style recalculation to one node a second.
		if ( text !== null && value.textContent !== text ) {
			value.textContent = text;
		}
	} );
	return true;
}

/**
 * Starts every countdown under `scope` on one shared timer.
 *
 * @param scope Where to look for countdowns.
 * @return Stops the countdowns.
 */
export function startCountdowns( scope: ParentNode = document ): () => void {
	let countdowns: Countdown[] = [];
	let timer: ReturnType< typeof setTimeout > | undefined;

	const selector = `.${ BLOCK }[data-end]`;
	const found = Array.from(
		scope.querySelectorAll< HTMLElement >( selector )
	);
	// The runtime hands over one block at a time: the scope may be the countdown itself.
	if ( scope instanceof HTMLElement && scope.matches( selector ) ) {
		found.unshift( scope );
	}
	found.forEach( ( root ) => {
		const end = Date.parse( root.dataset.end ?? '' );
		// Without a valid end the server markup is the best there is.
		if ( ! Number.isNaN( end ) ) {
			countdowns.push( {
				root,
				end,
				values: Array.from(
					root.querySelectorAll< HTMLElement >( '[data-unit]' )
				),
			} );
		}
	} );

	function stopTimer(): void {
		clearTimeout( timer );
		timer = undefined;
	}

	// Hidden tabs are throttled anyway; rather than tick unseen, catch up on return.
	function onVisibilityChange(): void {
		stopTimer();
		if ( ! document.hidden ) {
			tick();
		}
	}

	function stop(): void {
		stopTimer();
		document.removeEventListener( 'visibilitychange', onVisibilityChange );
	}

	function tick(): void {
		timer = undefined;
		const now = Date.now();
		countdowns = countdowns.filter( ( countdown ) =>
			update( countdown, now )
		);
		if ( ! countdowns.length ) {
			stop();
		} else if ( ! document.hidden ) {
			// Waking on the second boundary keeps every countdown in step with the clock.
			timer = setTimeout( tick, SECOND - ( Date.now() % SECOND ) );
		}
	}

	document.addEventListener( 'visibilitychange', onVisibilityChange );
	tick();

	return stop;
}
