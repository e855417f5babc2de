/**
 * `@shopwright/embed-observer`: how block view scripts reach the page's one embed observer. The
 * blocks build maps the import to `window.shopwright.embeds` and to the
 * `shopwright-embed-observer` script handle, so no block carries a copy; unit tests (and type
 * checks) resolve it to this module instead.
 */

/**
 * Internal dependencies
 */
import { pageEmbedObserver } from './observer';

export const { register } = pageEmbedObserver();
