/**
 * Internal dependencies
 */
import { sanitizeUrl } from '../sanitize-url';

describe( 'sanitizeUrl', () => {
	let error: jest.SpyInstance;
	beforeEach( () => {
		error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	} );
	afterEach( () => error.mockRestore() );

	it.each( [
		'/shop/?orderby=price',
		'shop/page.html',
		'?time=10:30',
		'#reviews',
		'',
		'https://shop.test/a',
		'HTTP://shop.test',
		'mailto:a@b.test',
		'tel:+123',
		'irc6://x',
		'webcal://cal',
		'urn:isbn:123',
		'feed:https://x',
		'sms:123',
	] )( 'keeps %p', ( url ) => {
		expect( sanitizeUrl( url ) ).toBe( url );
		expect( error ).not.toHaveBeenCalled();
	} );

	it.each( [
		'javascript:alert(1)',
		'JaVaScRiPt:alert(1)',
		' javascript:alert(1)',
		'java\tscript:alert(1)',
		'java\nscript:alert(1)',
		'\u0000javascript:alert(1)',
		'javascript&colon;alert(1)',
		'&#106;avascript:alert(1)',
		'&#x6A;avascript:alert(1)',
		'javascript&#58alert(1)',
		'java&Tab;script:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'vbscript:msgbox(1)',
		'file:///etc/passwd',
		'//evil.test/x',
		'/\\evil.test/x',
		'\\\\evil.test',
		'chrome://settings',
	] )( 'replaces %p with a hash and logs an error', ( url ) => {
		expect( sanitizeUrl( url ) ).toBe( '#' );
		expect( error ).toHaveBeenCalledWith( 'Error sanitizing URL' );
	} );
} );
