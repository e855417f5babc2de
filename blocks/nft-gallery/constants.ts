/**
 * Names the NFT gallery's view script and its tests share.
 */

export const BLOCK = 'wp-block-shopwright-nft-gallery';

/** How long "Load more" shows its spinner at least, in milliseconds. */
export const LOAD_DELAY = 500;
