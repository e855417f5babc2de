/**
 * Names the server markup, the view script and the drawer share. Nothing here runs.
 */

export const BLOCK_CLASS = 'wp-block-shopwright-mini-cart';
export const BLOCK_SELECTOR = `.${ BLOCK_CLASS }`;
export const BUTTON_SELECTOR = `.${ BLOCK_CLASS }__button`;

/**
 * The drawer's script handle (built from drawer/index.ts as frontend/mini-cart-drawer), which
 * render.php hands to the blocks' runtime.
 */
export const DRAWER_HANDLE = 'shopwright-mini-cart-drawer';

/** Set on the block by the drawer once it handles the button itself. */
export const READY_ATTRIBUTE = 'data-drawer-ready';
