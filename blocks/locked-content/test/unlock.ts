/**
 * Internal dependencies
 */
import { readAnswer, sendPassword, type FetchLike } from '../unlock';

function block(): { root: HTMLElement; form: HTMLFormElement } {
	document.body.innerHTML = `
		<div class="wp-block-shopwright-locked-content is-locked" id="shopwright-lock-abcdefgh">
			<form class="wp-block-shopwright-locked-content__form" method="post" action="https://shop.test/wp-json/shopwright/v1/locked-content/unlock" data-wrong-password="Not that one." data-offline="Try again.">
				<input type="hidden" name="post_id" value="42">
				<input type="hidden" name="client_id" value="abcdefgh">
				<label for="pw">Password</label>
				<input type="password" id="pw" name="password">
				<button class="wp-block-shopwright-locked-content__button" type="submit" data-unlocking-text="Unlocking…">Unlock</button>
				<p class="wp-block-shopwright-locked-content__error" role="alert"></p>
			</form>
		</div>`;
	const root = document.querySelector< HTMLElement >(
		'.wp-block-shopwright-locked-content'
	);
	const form = document.querySelector< HTMLFormElement >( 'form' );
	if ( ! root || ! form ) {
		throw new Error( 'The markup above has both.' );
	}
	return { root, form };
}

const response = ( status: number, body: unknown ) => ( {
	ok: status >= 200 && status < 300,
	json: () => Promise.resolve( body ),
} );

function answer(
	status: number,
	body: unknown
): jest.MockedFunction< FetchLike > {
	return jest.fn( ( url: string, init: RequestInit ) =>
		Promise.resolve(
			url && init ? response( status, body ) : response( 0, null )
		)
	);
}

const type = ( form: HTMLFormElement, value: string ) => {
	const input = form.querySelector< HTMLInputElement >( '#pw' );
	if ( input ) {
		input.value = value;
	}
	return input;
};

describe( 'readAnswer', () => {
	test( 'only a success with content opens the block', () => {
		expect(
			readAnswer( true, { success: true, html: '<p>Hi</p>' } )
		).toEqual( {
			kind: 'open',
			html: '<p>Hi</p>',
		} );
		expect( readAnswer( true, { success: true, html: ' ' } ) ).toEqual( {
			kind: 'wrong',
		} );
		expect( readAnswer( true, { success: true } ) ).toEqual( {
			kind: 'wrong',
		} );
		expect(
			readAnswer( false, { code: 'x', message: 'Wait 15 minutes.' } )
		).toEqual( {
			kind: 'refused',
			message: 'Wait 15 minutes.',
		} );
		expect( readAnswer( false, null ) ).toEqual( { kind: 'wrong' } );
	} );
} );

describe( 'sendPassword', () => {
	test( 'sends the password as typed, then shows the content in place of the form', async () => {
		const { root, form } = block();
		type( form, ' open sesame ' );
		const fetchData = answer( 200, {
			success: true,
			html: '<p>The secret.</p>',
		} );

		await sendPassword( root, form, fetchData );

		expect( fetchData ).toHaveBeenCalledWith(
			'https://shop.test/wp-json/shopwright/v1/locked-content/unlock',
			expect.objectContaining( {
				method: 'POST',
				body: JSON.stringify( {
					post_id: 42,
					client_id: 'abcdefgh',
					password: ' open sesame ',
				} ),
			} )
		);
		expect( root.textContent?.trim() ).toBe( 'The secret.' );
		expect( root.classList.contains( 'is-locked' ) ).toBe( false );
		expect( root.classList.contains( 'is-unlocked' ) ).toBe( true );
		expect( root.ownerDocument.activeElement ).toBe( root );
	} );

	test( 'a refusal shows its message, clears the field and keeps the focus there', async () => {
		const { root, form } = block();
		const input = type( form, 'guess' );
		await sendPassword(
			root,
			form,
			answer( 403, {
				code: 'shopwright_wrong_password',
				message: 'That password is not right.',
			} )
		);

		expect( form.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'That password is not right.'
		);
		expect( input?.value ).toBe( '' );
		expect( root.ownerDocument.activeElement ).toBe( input );
		expect( form.querySelector( 'button' )?.textContent ).toBe( 'Unlock' );
		expect( root.classList.contains( 'is-locked' ) ).toBe( true );
	} );

	test( 'a success without content counts as a wrong password', async () => {
		const { root, form } = block();
		type( form, 'guess' );
		await sendPassword(
			root,
			form,
			answer( 200, { success: true, html: '' } )
		);
		expect( form.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'Not that one.'
		);
		expect( root.classList.contains( 'is-locked' ) ).toBe( true );
	} );

	test( 'shows the unlocking text while the answer is awaited, and sends once', async () => {
		const { root, form } = block();
		let finish: ( value: ReturnType< typeof response > ) => void = () =>
			undefined;
		const fetchData = jest.fn(
			() =>
				new Promise< ReturnType< typeof response > >(
					( resolve ) => ( finish = resolve )
				)
		);
		const first = sendPassword( root, form, fetchData );
		expect( form.querySelector( 'button' )?.textContent ).toBe(
			'Unlocking…'
		);
		expect( await sendPassword( root, form, fetchData ) ).toBeNull();
		expect( fetchData ).toHaveBeenCalledTimes( 1 );
		finish( response( 500, {} ) );
		await first;
		expect( form.querySelector( 'button' )?.textContent ).toBe( 'Unlock' );
	} );
} );
