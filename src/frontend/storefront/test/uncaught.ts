/**
 * Internal dependencies
 */
import { uncaughtErrors } from './helpers/uncaught';

describe( 'uncaughtErrors', () => {
	it( 'sees what a listener threw, which dispatchEvent never rethrows', () => {
		const broken = new Error( 'broken listener' );
		const listener = () => {
			throw broken;
		};
		document.body.addEventListener( 'click', listener );
		let rethrown = false;
		const errors = uncaughtErrors( () => {
			try {
				document.body.click();
			} catch {
				rethrown = true;
			}
		} );
		document.body.removeEventListener( 'click', listener );
		expect( rethrown ).toBe( false );
		expect( errors ).toEqual( [ broken ] );
	} );
} );
