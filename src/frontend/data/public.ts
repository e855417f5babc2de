/**
 * `@shopwright/data`: how bundles reach the page's public registry. The storefront build maps
 * the import to `window.shopwright.data` and to the `shopwright-data` script handle, so no bundle
 * carries a copy; unit tests (and type checks) resolve it to this module instead.
 */

/**
 * Internal dependencies
 */
import { pageRegistry } from './registry';

const registry = pageRegistry();

export const { select, dispatch, subscribe, register } = registry;
