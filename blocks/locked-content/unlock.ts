/**
 * Internal dependencies
 */
import { isRecord } from '../../src/utils/is-record';
import { sameOriginUrl } from '../../src/utils/urls';

const BLOCK = 'wp-block-shopwright-locked-content';

/**
 * The part of fetch this uses.
 */
export type FetchLike = (
	url: string,
	init: RequestInit
) => Promise< Pick< Response, 'ok' | 'json' > >;

export type UnlockOutcome =
	| { kind: 'open'; html: string }
	| { kind: 'wrong' }
	| { kind: 'refused'; message: string };

/**
 * What the unlock route's answer means. Only a success that carries content opens the block: a
 * success without it counts as a wrong password. A refusal (wrong password, too many tries, no
 * such block) brings its own message.
 *
 * @param ok   Whether the answer's status was 2xx.
 * @param body The answer's JSON, or null.
 */
export function readAnswer( ok: boolean, body: unknown ): UnlockOutcome {
	if ( ok ) {
		return isRecord( body ) &&
			body.success === true &&
			typeof body.html === 'string' &&
			body.html.trim() !== ''
			? { kind: 'open', html: body.html }
			: { kind: 'wrong' };
	}
	return isRecord( body ) &&
		typeof body.message === 'string' &&
		body.message !== ''
		? { kind: 'refused', message: body.message }
		: { kind: 'wrong' };
}

function field( form: HTMLFormElement, name: string ): HTMLInputElement | null {
	const element = form.elements.namedItem( name );
	return element instanceof HTMLInputElement ? element : null;
}

/**
 * Sends the typed password and shows the outcome.
 *
 * @param root      The block.
 * @param form      Its form.
 * @param fetchData The fetch function.
 */
export async function sendPassword(
	root: HTMLElement,
	form: HTMLFormElement,
	fetchData: FetchLike
): Promise< UnlockOutcome | null > {
	const button = form.querySelector< HTMLButtonElement >(
		`.${ BLOCK }__button`
	);
	const error = form.querySelector< HTMLElement >( `.${ BLOCK }__error` );
	const password = field( form, 'password' );
	const url = sameOriginUrl(
		form.getAttribute( 'action' ),
		window.location.origin
	);
	if (
		form.dataset.pending === 'true' ||
		! button ||
		! error ||
		! password ||
		! url
	) {
		return null;
	}
	const label = button.textContent ?? '';
	form.dataset.pending = 'true';
	button.textContent = button.dataset.unlockingText || label;
	button.setAttribute( 'aria-disabled', 'true' );
	error.textContent = '';

	const headers: Record< string, string > = {
		'Content-Type': 'application/json',
		Accept: 'application/json',
	};
	if ( form.dataset.nonce ) {
		headers[ 'X-WP-Nonce' ] = form.dataset.nonce;
	}
	let outcome: UnlockOutcome;
	try {
		const response = await fetchData( url, {
			method: 'POST',
			credentials: 'same-origin',
			headers,
			body: JSON.stringify( {
				post_id: Number( field( form, 'post_id' )?.value ?? 0 ),
				client_id: field( form, 'client_id' )?.value ?? '',
				password: password.value,
			} ),
		} );
		const body: unknown = await response.json().catch( () => null );
		outcome = readAnswer( response.ok, body );
	} catch {
		outcome = { kind: 'refused', message: form.dataset.offline ?? '' };
	}

	delete form.dataset.pending;
	if ( outcome.kind === 'open' ) {
		// Markup from this site's own unlock route, rendered by the same code as the page.
		root.innerHTML = outcome.html;
		root.classList.remove( 'is-locked' );
		root.classList.add( 'is-unlocked' );
		root.tabIndex = -1;
		root.focus( { preventScroll: true } );
		root.dispatchEvent(
			new CustomEvent( 'shopwright:unlocked', { bubbles: true } )
		);
		return outcome;
	}
	button.textContent = label;
	button.removeAttribute( 'aria-disabled' );
	password.value = '';
	error.textContent =
		outcome.kind === 'refused' && outcome.message !== ''
			? outcome.message
			: ( form.dataset.wrongPassword ?? '' );
	password.focus();
	return outcome;
}
