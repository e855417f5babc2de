/**
 * Entry of the `shopwright-photo-feed-popup` script, which the blocks' runtime brings when a
 * visitor reaches into a photo feed block: the popup and "Load more", on
 * `window.shopwright.photoFeed`, where the block's view script finds them. Its stylesheet comes
 * with it: the block names the file, and it is linked once.
 */

/**
 * Internal dependencies
 */
import { loadNextPage } from '../../../blocks/photo-feed/load-more';
import { BLOCK } from '../../../blocks/photo-feed/constants';
import { createPhotoPopup } from './popup';
import './style.scss';

const styleUrl = document.querySelector< HTMLElement >(
	`.${ BLOCK }[data-popup-style]`
)?.dataset.popupStyle;
if ( styleUrl && /^https?:\/\//.test( styleUrl ) ) {
	const link = document.createElement( 'link' );
	link.rel = 'stylesheet';
	link.href = styleUrl;
	document.head.append( link );
}

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
