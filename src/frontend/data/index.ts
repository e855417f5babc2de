/**
 * Entry of the `shopwright-data` script: the page's public registry, on `window.shopwright.data`.
 * Every storefront bundle that owns a store depends on this one handle, so the registry is on a
 * page once, whatever the number of bundles, and themes find it at the same address.
 */

/**
 * Internal dependencies
 */
import { pageRegistry } from './registry';

pageRegistry();
