/**
 * Internal dependencies
 */
import { priceText, sanitizeHtml } from '../markup';

function clean( html: string ): HTMLElement {
	const holder = document.createElement( 'div' );
	holder.append( sanitizeHtml( document, html ) );
	return holder;
}

describe( 'sanitizeHtml', () => {
	it( 'keeps a product card: image, link, price and text', () => {
		const holder = clean(
			'<div class="card"><img src="https://shop.test/a.png" alt="" loading="lazy" />' +
				'<a class="title" href="https://shop.test/p/tee/">Tee</a>' +
				'<div><span class="amount"><bdi>$24.00</bdi></span></div><p>Soft.</p></div>'
		);
		expect( holder.innerHTML ).toBe(
			'<div class="card"><img src="https://shop.test/a.png" alt="" loading="lazy">' +
				'<a class="title" href="https://shop.test/p/tee/">Tee</a>' +
				'<div><span class="amount"><bdi>$24.00</bdi></span></div><p>Soft.</p></div>'
		);
	} );

	it( 'drops scripts, handlers, styles, forms and unsafe addresses', () => {
		const holder = clean(
			'<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script></p>' +
				'<img src="javascript:alert(3)" onerror="alert(3)"><a href="javascript:alert(4)">x</a>' +
				'<a href="https://evil.test/">away</a><a href="//evil.test/">away</a>' +
				'<iframe src="https://evil.test/"></iframe><form><input name="a"></form>' +
				'<svg><script>alert(5)</script></svg>'
		);
		expect( holder.innerHTML ).toBe(
			'<p>Hi</p><img><a>x</a><a>away</a><a>away</a>'
		);
	} );
} );

describe( 'priceText', () => {
	it( 'reads a plain price', () => {
		expect(
			priceText(
				'<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>24.00</bdi></span>'
			)
		).toEqual( { text: '$24.00', isSale: false, suffix: '' } );
	} );

	it( 'reads the sale price of a sale, without the screen-reader sentences', () => {
		expect(
			priceText(
				'<del aria-hidden="true">$80.00</del> <span class="screen-reader-text">Original price was: $80.00.</span><ins>$60.00</ins><span class="screen-reader-text">Current price is: $60.00.</span>'
			)
		).toEqual( { text: '$60.00', isSale: true, suffix: '' } );
	} );

	it( 'reads a range', () => {
		expect( priceText( '$54.00 &ndash; $58.00' ) ).toEqual( {
			text: '$54.00 – $58.00',
			isSale: false,
			suffix: '',
		} );
	} );

	it( 'keeps WooCommerce’s tax suffix apart from the price', () => {
		expect(
			priceText(
				'<del aria-hidden="true">$80.00</del> <ins>$60.00</ins> <small class="woocommerce-price-suffix">incl. VAT (<span class="amount">$72.00</span>)</small>'
			)
		).toEqual( {
			text: '$60.00',
			isSale: true,
			suffix: 'incl. VAT ($72.00)',
		} );
	} );
} );
