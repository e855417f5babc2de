/**
 * Entry of the `shopwright-video-channel-popup` script, which the intent loader brings when a
 * visitor reaches for a video: puts the popup on `window.shopwright.videoChannelPopup`, where
 * the blocks' view script finds it.
 */

/**
 * Internal dependencies
 */
import { createVideoPopup } from './popup';

const namespace: unknown = Reflect.get( window, 'shopwright' ) ?? {};
Reflect.set( window, 'shopwright', namespace );
if ( typeof namespace === 'object' && namespace !== null ) {
	Reflect.set(
		namespace,
		'videoChannelPopup',
		createVideoPopup( document, window.fetch.bind( window ) )
	);
}
