/**
 * Names the photo album's view script and its tests share.
 */

export const BLOCK = 'wp-block-shopwright-photo-album';

/** The popup's class name. */
export const POPUP = 'shopwright-photo-popup';

/** How wide the popup shows a photo, in CSS pixels. */
export const POPUP_WIDTH = 630;
