/**
 * Entry of the `shopwright-photo-feed-popup` script, which the blocks' runtime brings when a
 * visitor reaches into a photo feed block: the popup and "Load more", on
 * `window.shopwright.photoFeed`, where the block's view script finds them. The runtime links its stylesheet
 * before the script runs.
 */

/**
 * Internal dependencies
 */
import { loadNextPage } from '../load-more';
import { createPhotoPopup } from './popup';
import './style.scss';

const fetchFn = window.fetch.bind( window );
const popup = createPhotoPopup( document, window );
const namespace: unknown = Reflect.get( window, 'shopwright' ) ?? {};
Reflect.set( window, 'shopwright', namespace );
if ( typeof namespace === 'object' && namespace !== null ) {
	Reflect.set( namespace, 'photoFeed', {
		open: popup.open,
		loadMore: ( root: HTMLElement ) => loadNextPage( root, fetchFn ),
	} );
}
