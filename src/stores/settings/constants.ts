export const STORE_KEY = 'shopwright/settings';

/** One id for every save notice, so a new result replaces the previous one. */
export const SAVE_NOTICE_ID = 'shopwright-settings-save';
