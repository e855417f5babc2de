export const STORE_KEY = 'shopwright/search-index';

/** How often the status is asked for while a rebuild runs, in ms. */
export const POLL_INTERVAL = 2000;
