/**
 * What the editor may type as the block's source: the same forms the server accepts.
 */

const CHANNEL =
	/^(?:https?:\/\/(?:www\.|m\.)?youtube\.com\/channel\/)?UC[A-Za-z0-9_-]{22}\/?$/;
const PLAYLIST =
	/^(?:https?:\/\/(?:www\.|m\.)?youtube\.com\/(?:playlist|watch)\?(?:[^#]*&)?list=)?(?:PL|UU|OL|FL|LL)[A-Za-z0-9_-]{10,64}(?:[&#].*)?$/;

/**
 * Whether the text names a channel (its id or address) or a playlist (its id or address).
 *
 * @param text What the editor typed.
 */
export function isVideoSource( text: string ): boolean {
	const trimmed = text.trim();
	return CHANNEL.test( trimmed ) || PLAYLIST.test( trimmed );
}
