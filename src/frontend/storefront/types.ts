/**
 * Types shared by the storefront modules. Only types: nothing here runs.
 */

/** Undoes everything a module's init did. */
export type Cleanup = () => void;

/** The timer functions a module uses, so that tests can hand in fakes. */
export interface Timers {
	setTimeout: ( callback: () => void, ms: number ) => number;
	clearTimeout: ( id: number | undefined ) => void;
}

export type Fetch = (
	input: string,
	init?: RequestInit
) => Promise< Pick< Response, 'ok' | 'json' > >;
