/**
 * Internal dependencies
 */
import { createEmbedObserver } from '../observer';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'embed observer', () => {
	beforeEach( () => {
		document.body.innerHTML = '<div class="embed" id="first"></div>';
	} );

	test( 'sets up blocks in the page and blocks added later, each once', async () => {
		const seen: string[] = [];
		const observer = createEmbedObserver( document );
		observer.register( '.embed', ( element ) => seen.push( element.id ) );
		expect( seen ).toEqual( [ 'first' ] );

		const wrapper = document.createElement( 'section' );
		wrapper.innerHTML =
			'<div class="embed" id="second"></div><p><span class="embed" id="third"></span></p>';
		document.body.append( wrapper );
		await flush();
		expect( seen ).toEqual( [ 'first', 'second', 'third' ] );

		// Moving a block (as AJAX navigation or a slider may) does not set it up again.
		document.body.prepend( wrapper );
		await flush();
		expect( seen ).toEqual( [ 'first', 'second', 'third' ] );
	} );

	test( 'several block kinds share the one observer', async () => {
		const observe = jest.spyOn( MutationObserver.prototype, 'observe' );
		const observer = createEmbedObserver( document );
		const pdfs: string[] = [];
		const locks: string[] = [];
		observer.register( '.pdf', ( element ) => pdfs.push( element.id ) );
		observer.register( '.lock', ( element ) => locks.push( element.id ) );
		expect( observe ).toHaveBeenCalledTimes( 1 );
		observe.mockRestore();

		document.body.insertAdjacentHTML(
			'beforeend',
			'<div class="pdf" id="p"></div><div class="lock" id="l"><div class="pdf" id="inner"></div></div>'
		);
		await flush();
		expect( pdfs ).toEqual( [ 'p', 'inner' ] );
		expect( locks ).toEqual( [ 'l' ] );
	} );

	test( 'a block whose setup throws does not stop the others', async () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		const seen: string[] = [];
		const observer = createEmbedObserver( document );
		observer.register( '.embed', ( element ) => {
			if ( element.id === 'first' ) {
				throw new Error( 'broken' );
			}
			seen.push( element.id );
		} );
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div class="embed" id="next"></div>'
		);
		await flush();
		expect( seen ).toEqual( [ 'next' ] );
		expect( error ).toHaveBeenCalled();
		error.mockRestore();
	} );
} );
