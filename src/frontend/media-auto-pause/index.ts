/**
 * Entry of the `shopwright-media-auto-pause` script, printed only while the media module's
 * auto-pause is on and only on pages that render a player.
 */

/**
 * Internal dependencies
 */
import { startAutoPause } from './auto-pause';

startAutoPause();
