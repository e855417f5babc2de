/**
 * Entry of the `shopwright-embed-observer` script: the page's one embed observer, on
 * `window.shopwright.embeds`. The embed blocks' view scripts depend on this handle, so there is
 * one observer per page however many kinds of embed it shows.
 */

/**
 * Internal dependencies
 */
import { pageEmbedObserver } from './observer';

pageEmbedObserver();
