/**
 * What the portfolio's script adds to the server's grid: a filter link chosen shows its posts in
 * place, without a reload. The page already holds every filter's posts (the server rendered them,
 * hidden), so a filter shows the first `limit` posts it takes, in the page's order, which is what
 * its link would have brought. The address follows (a history entry per choice, Back and Forward
 * restore), the chosen link is marked current, the focus stays on it, and the live region says
 * how many posts show.
 */

const BLOCK = 'wp-block-shopwright-portfolio';

/**
 * Which posts a filter shows.
 *
 * @param lists  Per post, the filters it belongs to.
 * @param filter A filter's slug, or '' for all.
 * @param limit  How many posts the block shows at most.
 * @return Shown or not, per post.
 */
export function shownPosts(
	lists: string[][],
	filter: string,
	limit: number
): boolean[] {
	let count = 0;
	return lists.map( ( filters ) => {
		const takes = filter === '' || filters.includes( filter );
		const shown = takes && count < limit;
		if ( takes ) {
			count++;
		}
		return shown;
	} );
}

/**
 * The value a link sets the parameter to ('' for the link that clears it).
 *
 * @param link  A filter link.
 * @param param The query parameter.
 */
function valueOf( link: HTMLAnchorElement, param: string ): string {
	try {
		return new URL( link.href ).searchParams.get( param ) ?? '';
	} catch {
		return '';
	}
}

/**
 * Enhances one portfolio; returns its teardown.
 *
 * @param root The block's element.
 * @param win  The window.
 */
export function setupPortfolio(
	root: HTMLElement,
	win: Window = window
): () => void {
	const links = Array.from(
		root.querySelectorAll< HTMLAnchorElement >( `.${ BLOCK }__filter` )
	);
	if ( links.length === 0 ) {
		return () => undefined;
	}
	const items = Array.from(
		root.querySelectorAll< HTMLElement >( `.${ BLOCK }__item` )
	);
	const status = root.querySelector< HTMLElement >( `.${ BLOCK }__count` );
	const param = root.dataset.param || 'portfolio-filter';
	const limit = Number.parseInt( root.dataset.limit ?? '', 10 );
	const lists = items.map( ( item ) =>
		( item.dataset.filters ?? '' ).split( ' ' ).filter( Boolean )
	);

	const show = ( link: HTMLAnchorElement ) => {
		const shown = shownPosts(
			lists,
			link.dataset.filter ?? '',
			Number.isInteger( limit ) && limit > 0 ? limit : items.length
		);
		items.forEach( ( item, index ) => {
			item.hidden = ! shown[ index ];
		} );
		links.forEach( ( other ) => {
			if ( other === link ) {
				other.setAttribute( 'aria-current', 'true' );
			} else {
				other.removeAttribute( 'aria-current' );
			}
		} );
		if ( status ) {
			status.textContent = link.dataset.count ?? '';
		}
	};

	const onClick = ( event: MouseEvent ) => {
		const link =
			event.target instanceof Element
				? event.target.closest< HTMLAnchorElement >(
						`.${ BLOCK }__filter`
					)
				: null;
		if (
			! link ||
			! links.includes( link ) ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		event.preventDefault();
		if ( link.getAttribute( 'aria-current' ) === 'true' ) {
			return;
		}
		show( link );
		const url = new URL( win.location.href );
		const value = valueOf( link, param );
		if ( value === '' ) {
			url.searchParams.delete( param );
		} else {
			url.searchParams.set( param, value );
		}
		win.history.pushState( win.history.state, '', url.toString() );
	};

	// Back and Forward bring the filter of the address back.
	const onPopState = () => {
		const wanted =
			new URL( win.location.href ).searchParams.get( param ) ?? '';
		show(
			links.find( ( link ) => valueOf( link, param ) === wanted ) ??
				links.find( ( link ) => valueOf( link, param ) === '' ) ??
				links[ 0 ]
		);
	};

	root.addEventListener( 'click', onClick );
	win.addEventListener( 'popstate', onPopState );
	return () => {
		root.removeEventListener( 'click', onClick );
		win.removeEventListener( 'popstate', onPopState );
	};
}
