export const STORE_KEY = 'shopwright/popups';

/** Show-limit periods of the times condition, in seconds. */
export const PERIODS = {
	day: 86400,
	week: 604800,
	month: 2628288,
} as const;
