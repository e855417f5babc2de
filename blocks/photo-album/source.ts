/**
 * What the editor may paste as a Google Photos album: the same forms the server accepts.
 */

const SHORT = /^https:\/\/photos\.app\.goo\.gl\/[A-Za-z0-9]{6,40}\/?$/;
const SHARE =
	/^https:\/\/photos\.google\.com\/share\/[A-Za-z0-9_-]{10,200}\/?(?:\?key=[A-Za-z0-9_-]{10,200})?$/;

/**
 * Whether the text is a shared album's link (photos.app.goo.gl/… or photos.google.com/share/…).
 *
 * @param text What the editor pasted.
 */
export function isAlbumLink( text: string ): boolean {
	const trimmed = text.trim();
	return SHORT.test( trimmed ) || SHARE.test( trimmed );
}
