/**
 * The photo album's view script, loaded by the blocks' runtime when an album comes near the
 * viewport: a click on a photo opens it in the popup instead of following the link.
 */

/**
 * External dependencies
 */
import { register } from '@shopwright/embed-observer';

/**
 * Internal dependencies
 */
import { BLOCK } from './constants';
import { setupAlbum } from './popup';
import './popup.scss';

register( `.${ BLOCK }`, ( root ) => setupAlbum( root ) );
