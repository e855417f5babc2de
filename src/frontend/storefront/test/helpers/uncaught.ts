/**
 * Runs the function and gives back what the page's event listeners threw meanwhile. jsdom, like
 * a browser, reports an exception thrown by a listener on the window instead of rethrowing it to
 * the code that dispatched the event: `expect( () => dispatch() ).not.toThrow()` cannot fail,
 * while a list of these errors can.
 *
 * @param run Dispatches the events.
 */
export function uncaughtErrors( run: () => void ): unknown[] {
	const errors: unknown[] = [];
	const onError = ( event: ErrorEvent ) => {
		errors.push( event.error );
		event.preventDefault();
	};
	window.addEventListener( 'error', onError );
	try {
		run();
	} finally {
		window.removeEventListener( 'error', onError );
	}
	return errors;
}
