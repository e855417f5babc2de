/**
 * Names the server markup, the click catcher and the dialog share. Nothing here runs.
 */

export const HANDLE = 'shopwright-quick-view';
export const CONFIG_ID = 'shopwright-quick-view-config';
export const BUTTON_SELECTOR = '.shopwright-quick-view-button';
/** Set on a button clicked before the dialog's script was there. */
export const OPEN_REQUESTED_ATTRIBUTE = 'data-open-requested';
/** Set on the root element once the dialog's script handles the buttons itself. */
export const READY_ATTRIBUTE = 'data-shopwright-quick-view-ready';
/** On the body and on the button while a product is being fetched. */
export const BODY_LOADING_CLASS = 'shopwright-quick-view-loading';
export const BUTTON_LOADING_CLASS = 'loading';
/** The address parameter that opens a product's quick view: `?quick-view=<id>`. */
export const QUERY_ARG = 'quick-view';
/** The dialog is at most the window's height less this many pixels. */
export const VIEWPORT_OFFSET = 150;
/** The overlay fades in over 200 ms (the stylesheet) and out over this many milliseconds. */
export const FADE_OUT = 400;
/** On the overlay while it fades out, inert, before it is hidden. */
export const LEAVING_CLASS = 'is-leaving';
/** How long a click waits for the dialog's script before the product page opens instead. */
export const OPEN_TIMEOUT = 8000;
/** Console messages of an empty and of a failed answer. */
export const EMPTY_ANSWER_MESSAGE =
	'Something wrong loading fetching product data';
export const FAILED_ANSWER_MESSAGE = 'Something wrong with AJAX response.';

/**
 * A product id as the address or a button carries it: a positive whole number, or null.
 *
 * @param value The text.
 */
export function parseProductId(
	value: string | null | undefined
): number | null {
	if ( ! value || ! /^[1-9][0-9]{0,15}$/.test( value ) ) {
		return null;
	}
	const id = Number( value );
	return Number.isSafeInteger( id ) ? id : null;
}
