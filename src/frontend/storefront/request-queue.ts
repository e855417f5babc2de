/**
 * One request at a time, in the order asked, as WooCommerce's add-to-cart script sends them:
 * each changes the same cart session, and the server keeps whichever write lands last.
 */

export interface RequestQueue {
	/**
	 * Runs the task after every task added before it has settled. A task that fails (it should
	 * report its own failures) never stops the tasks after it.
	 */
	add: ( task: () => Promise< void > ) => Promise< void >;
}

export function createRequestQueue(): RequestQueue {
	let tail: Promise< void > = Promise.resolve();
	return {
		add( task ) {
			tail = tail.then( task ).catch( () => undefined );
			return tail;
		},
	};
}
