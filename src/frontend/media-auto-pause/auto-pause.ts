/**
 * Auto-pause: when one audio or video player starts, every other one on the page pauses. Core's
 * audio and video blocks, classic [audio] and [video] players, and players inside other embeds
 * (an unlocked block's content, for one) are all media elements of the same document, so one
 * listener on the document hears them all, those added after load included. `play` does not
 * bubble; the listener catches it on its way down.
 */

/**
 * Pauses every playing media element of the document but one.
 *
 * @param started The player that just started.
 * @param doc     The document.
 * @return How many players were paused.
 */
export function pauseOthers(
	started: HTMLMediaElement,
	doc: Document
): number {
	let paused = 0;
	doc.querySelectorAll< HTMLMediaElement >( 'audio, video' ).forEach(
		( player ) => {
			if ( player !== started && ! player.paused ) {
				player.pause();
				paused++;
			}
		}
	);
	return paused;
}

/**
 * Starts listening.
 *
 * @param doc The document.
 * @return Stops listening.
 */
export function startAutoPause( doc: Document = document ): () => void {
	const onPlay = ( event: Event ) => {
		if ( event.target instanceof HTMLMediaElement ) {
			pauseOthers( event.target, doc );
		}
	};
	doc.addEventListener( 'play', onPlay, true );
	return () => doc.removeEventListener( 'play', onPlay, true );
}
