/**
 * The classic checkout form after the sheet closed: the sheet never writes into the form, so
 * what the shopper typed stays; the shipping choice the cart had is checked again, and
 * WooCommerce is asked to refresh the order review from the form (its checkout script listens
 * for a change of the shipping choice).
 */

/**
 * @param doc  The page.
 * @param rate The rate the cart had before the sheet opened.
 * @return Whether a refresh was asked for.
 */
export function restoreCheckoutForm( doc: Document, rate: string ): boolean {
	const form = doc.querySelector< HTMLFormElement >( 'form.checkout' );
	if ( ! form ) {
		return false;
	}
	const choices = Array.from(
		form.querySelectorAll< HTMLInputElement >(
			'input[name^="shipping_method"]'
		)
	);
	const chosen =
		choices.find( ( choice ) => choice.value === rate ) ??
		choices.find( ( choice ) => choice.checked );
	const target =
		chosen ??
		form.querySelector< HTMLInputElement >(
			'#ship-to-different-address input'
		);
	if ( ! target ) {
		return false;
	}
	if ( chosen && chosen.type === 'radio' ) {
		chosen.checked = true;
	}
	target.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	return true;
}

/**
 * Calls back when WooCommerce has refreshed the classic checkout's order review (it replaces
 * the review table after each update), so the buttons' total follows.
 *
 * @param doc      The page.
 * @param callback What to call.
 */
export function watchOrderReview( doc: Document, callback: () => void ): void {
	const review = doc.querySelector( '#order_review' );
	if ( ! review || typeof MutationObserver !== 'function' ) {
		return;
	}
	new MutationObserver( callback ).observe( review, {
		childList: true,
		subtree: true,
	} );
}
