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

describe( 'embed observer teardown', () => {
	test( 'a removed block is torn down once; a moved one is not', async () => {
		document.body.innerHTML =
			'<div class="embed" id="a"></div><div class="embed" id="b"></div>';
		const torn: string[] = [];
		const setups: string[] = [];
		const observer = createEmbedObserver( document );
		observer.register( '.embed', ( element ) => {
			setups.push( element.id );
			return () => torn.push( element.id );
		} );
		const a = document.getElementById( 'a' ) as HTMLElement;
		const b = document.getElementById( 'b' ) as HTMLElement;
		document.body.prepend( b );
		await flush();
		expect( torn ).toEqual( [] );

		const wrapper = document.createElement( 'div' );
		wrapper.append( a );
		document.body.append( wrapper );
		await flush();
		expect( torn ).toEqual( [] );

		wrapper.remove();
		await flush();
		expect( torn ).toEqual( [ 'a' ] );

		// Back in the page, it is a new block to set up.
		document.body.append( a );
		await flush();
		expect( setups ).toEqual( [ 'a', 'b', 'a' ] );
		b.remove();
		a.remove();
		await flush();
		expect( torn.sort() ).toEqual( [ 'a', 'a', 'b' ] );
	} );

	test( 'a setup that returns nothing is simply forgotten when removed', async () => {
		document.body.innerHTML = '<div class="embed" id="plain"></div>';
		const seen: string[] = [];
		const observer = createEmbedObserver( document );
		observer.register( '.embed', ( element ) => {
			seen.push( element.id );
		} );
		const plain = document.getElementById( 'plain' ) as HTMLElement;
		plain.remove();
		await flush();
		document.body.append( plain );
		await flush();
		expect( seen ).toEqual( [ 'plain', 'plain' ] );
	} );
} );
