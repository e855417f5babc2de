/**
 * The block's server markup, as render.php prints it, for the view tests.
 *
 * @param count  How many videos.
 * @param layout The layout.
 * @param extra  More markup at the end (load more button).
 */
export function renderBlock(
	count: number,
	layout: 'grid' | 'list' | 'carousel' = 'grid',
	extra = ''
): HTMLElement {
	const items = Array.from(
		{ length: count },
		( _, index ) => `
		<li class="wp-block-shopwright-video-channel__item">
			<a class="wp-block-shopwright-video-channel__link" href="https://www.youtube.com/watch?v=video${ String(
				index
			).padStart( 6, '0' ) }" data-vid="video${ String( index ).padStart(
				6,
				'0'
			) }">
				<span class="wp-block-shopwright-video-channel__thumb"></span>
				<span class="wp-block-shopwright-video-channel__title">Video ${
					index + 1
				}</span>
			</a>
		</li>`
	).join( '' );
	document.body.innerHTML = `
		<div class="wp-block-shopwright-video-channel is-layout-${ layout }" data-endpoint="https://shop.test/wp-json/shopwright/v1/video-channel/abc/" data-autoplay="false" data-loaded="%d more videos loaded." data-failed="Could not load.">
			<div class="wp-block-shopwright-video-channel__viewport">
				<ul class="wp-block-shopwright-video-channel__items" id="list">${ items }</ul>
			</div>
			<div class="wp-block-shopwright-video-channel__controls" hidden>
				<button type="button" class="wp-block-shopwright-video-channel__prev">Previous videos</button>
				<button type="button" class="wp-block-shopwright-video-channel__next">Next videos</button>
				<button type="button" class="wp-block-shopwright-video-channel__pause" aria-pressed="false">Pause</button>
			</div>
			${ extra }
			<p class="wp-block-shopwright-video-channel__status" role="status"></p>
		</div>`;
	const root = document.querySelector< HTMLElement >(
		'.wp-block-shopwright-video-channel'
	);
	if ( ! root ) {
		throw new Error( 'The markup above has the block.' );
	}
	return root;
}

export const jsonResponse = ( status: number, body: unknown ) =>
	Promise.resolve( {
		ok: status >= 200 && status < 300,
		json: () => Promise.resolve( body ),
	} as Response ); // The two members the scripts read.
