/**
 * Internal dependencies
 */
import { restoreCheckoutForm, watchOrderReview } from '../checkout-form';

const FORM = `
<form class="checkout">
	<input name="billing_city" value="Oakland" />
	<div id="order_review">
		<input type="radio" name="shipping_method[0]" value="free_shipping:1" />
		<input type="radio" name="shipping_method[0]" value="flat_rate:2" checked />
	</div>
</form>`;

describe( 'the classic checkout form after the sheet closed', () => {
	it( 'checks the cart’s shipping choice again and asks WooCommerce to refresh, leaving typed fields alone', () => {
		document.body.innerHTML = FORM;
		const changes: string[] = [];
		// Only the form's inputs send change events here.
		document.body.addEventListener( 'change', ( event ) =>
			changes.push( ( event.target as HTMLInputElement ).value )
		);
		expect( restoreCheckoutForm( document, 'free_shipping:1' ) ).toBe(
			true
		);
		expect(
			document.querySelector< HTMLInputElement >(
				'input[value="free_shipping:1"]'
			)?.checked
		).toBe( true );
		expect( changes ).toEqual( [ 'free_shipping:1' ] );
		expect(
			document.querySelector< HTMLInputElement >(
				'input[name="billing_city"]'
			)?.value
		).toBe( 'Oakland' );
	} );

	it( 'does nothing away from a checkout form', () => {
		document.body.innerHTML = '<div></div>';
		expect( restoreCheckoutForm( document, 'free_shipping:1' ) ).toBe(
			false
		);
	} );

	it( 'follows the order review WooCommerce prints afresh', async () => {
		document.body.innerHTML = FORM;
		const seen = jest.fn();
		watchOrderReview( document, seen );
		document.querySelector( '#order_review' )!.innerHTML =
			'<table></table>';
		await Promise.resolve();
		expect( seen ).toHaveBeenCalled();
	} );
} );
