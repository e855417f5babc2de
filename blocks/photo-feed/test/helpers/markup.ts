/**
 * The block's server markup, as render.php prints it, for the view tests.
 */

const B = 'wp-block-shopwright-photo-feed';

export type Post = [ 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM', string ];

/** A first page: two photos, a video and an album. */
export const POSTS: Post[] = [
	[ 'IMAGE', 'Brass pens' ],
	[ 'VIDEO', 'Binding a notebook' ],
	[ 'CAROUSEL_ALBUM', 'Three inks' ],
	[ 'IMAGE', 'Linen' ],
];

const CHILDREN = JSON.stringify( [
	{
		type: 'IMAGE',
		image: { src: 'https://shop.test/u/a.jpg', width: 640, height: 640 },
	},
	{
		type: 'IMAGE',
		image: { src: 'https://shop.test/u/b.jpg', width: 640, height: 800 },
	},
	{
		type: 'VIDEO',
		image: { src: 'https://shop.test/u/c.jpg', width: 640, height: 640 },
	},
] ).replace( /"/g, '&quot;' );

/**
 * @param posts    The posts.
 * @param after    The next page's cursor; no "Load more" when empty.
 * @param carousel The carousel options' JSON.
 */
export function renderBlock(
	posts: Post[] = POSTS,
	after = 'QVFIUnBhZAGVfMl9jdXJzb3IZD',
	carousel = '{&quot;arrows&quot;:true,&quot;autoplay&quot;:false,&quot;autoplaySpeed&quot;:3000,&quot;transitionSpeed&quot;:400}'
): HTMLElement {
	const items = posts
		.map(
			( [ type, caption ], index ) => `
		<li class="${ B }__item" data-type="${ type }">
			<a class="${ B }__link" href="https://www.instagram.com/p/Post${ index }/" data-id="${ index }" data-caption="${ caption }, in full." data-date="March ${
				index + 1
			}, 2026"${
				type === 'CAROUSEL_ALBUM'
					? ` data-children="${ CHILDREN }"`
					: ''
			}>
				<span class="${ B }__media"><img src="https://shop.test/u/${ index }.jpg" width="640" height="640" alt=""></span>
				<span class="${ B }__name">${ caption }</span>
			</a>
		</li>`
		)
		.join( '' );
	document.body.innerHTML = `
		<div class="${ B }" data-endpoint="https://shop.test/wp-json/shopwright/v1/photo-feed/abc/" data-carousel="${ carousel }" data-loaded="%d more posts loaded." data-failed="Could not load.">
			<div class="${ B }__tabs" role="tablist" aria-label="Posts to show">
				<button type="button" role="tab" class="${ B }__tab" id="t-all" aria-selected="true" tabindex="0" data-type="ALL">All</button>
				<button type="button" role="tab" class="${ B }__tab" id="t-video" aria-selected="false" tabindex="-1" data-type="VIDEO">Videos</button>
				<button type="button" role="tab" class="${ B }__tab" id="t-carousel_album" aria-selected="false" tabindex="-1" data-type="CAROUSEL_ALBUM">Albums</button>
				<button type="button" role="tab" class="${ B }__tab" id="t-image" aria-selected="false" tabindex="-1" data-type="IMAGE">Photos</button>
			</div>
			<div class="${ B }__panel" id="panel" role="tabpanel" aria-labelledby="t-all">
				<ul class="${ B }__items">${ items }</ul>
				<p class="${ B }__empty" hidden>No posts of this kind here yet.</p>
			</div>
			${
				after
					? `<button type="button" class="${ B }__more" data-after="${ after }">Load more posts</button>`
					: ''
			}
			<p class="${ B }__status" role="status"></p>
		</div>`;
	const root = document.querySelector< HTMLElement >( `.${ B }` );
	if ( ! root ) {
		throw new Error( 'The markup above has the block.' );
	}
	return root;
}

/**
 * The posts a visitor sees, by name.
 *
 * @param root The block.
 */
export const shown = ( root: HTMLElement ) =>
	Array.from(
		root.querySelectorAll< HTMLElement >( `.${ B }__item:not([hidden])` )
	).map( ( item ) => item.querySelector( `.${ B }__name` )?.textContent );

export const jsonResponse = ( status: number, body: unknown ) =>
	Promise.resolve( {
		ok: status >= 200 && status < 300,
		json: () => Promise.resolve( body ),
	} as Response ); // The two members the scripts read.
