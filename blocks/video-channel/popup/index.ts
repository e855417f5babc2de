/**
 * Entry of the `shopwright-video-channel-popup` script, which the blocks' runtime brings when a
 * visitor reaches into a video channel block: the popup player and "Load more", on
 * `window.shopwright.videoChannel`, where the blocks' view script finds them. The runtime links its
 * stylesheet before the script runs.
 */

/**
 * Internal dependencies
 */
import { loadNextPage } from '../load-more';
import { createVideoPopup } from './popup';
import './style.scss';

const fetchFn = window.fetch.bind( window );
const popup = createVideoPopup( document, fetchFn );
const namespace: unknown = Reflect.get( window, 'shopwright' ) ?? {};
Reflect.set( window, 'shopwright', namespace );
if ( typeof namespace === 'object' && namespace !== null ) {
	Reflect.set( namespace, 'videoChannel', {
		open: popup.open,
		loadMore: ( root: HTMLElement ) => loadNextPage( root, fetchFn ),
	} );
}
