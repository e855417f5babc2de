/**
 * The tabs by kind of post (All, Videos, Albums, Photos): a WAI-ARIA tab list whose one panel is
 * the grid. Choosing a tab shows only its kind of post; "Load more" shows under All and Photos
 * and hides under Videos and Albums. Arrow keys, Home and End move between the tabs, choosing
 * as they go. Before the script the tabs keep their room but stay unseen, and every post shows.
 */

/**
 * Internal dependencies
 */
import { BLOCK, KINDS, WITHOUT_MORE, type Kind } from './constants';

function isKind( value: string | undefined ): value is Kind {
	return KINDS.some( ( kind ) => kind === value );
}

/**
 * The kind the block's chosen tab shows.
 *
 * @param root The block.
 */
export function currentKind( root: HTMLElement ): Kind {
	const kind = root.dataset.kind;
	return isKind( kind ) ? kind : 'ALL';
}

/**
 * Shows the posts of the chosen kind (the ones "Load more" added too), the "none here" line
 * when there are none, and "Load more" where it belongs.
 *
 * @param root The block.
 */
export function applyFilter( root: HTMLElement ): void {
	const kind = currentKind( root );
	let shown = 0;
	root.querySelectorAll< HTMLElement >( `.${ BLOCK }__item` ).forEach(
		( item ) => {
			item.hidden = kind !== 'ALL' && item.dataset.type !== kind;
			shown += item.hidden ? 0 : 1;
		}
	);
	const empty = root.querySelector< HTMLElement >( `.${ BLOCK }__empty` );
	if ( empty ) {
		empty.hidden = shown > 0;
	}
	const more = root.querySelector< HTMLElement >( `.${ BLOCK }__more` );
	if ( more ) {
		more.hidden = WITHOUT_MORE.includes( kind );
	}
}

/**
 * @param root The block.
 * @return Teardown.
 */
export function setupTabs( root: HTMLElement ): () => void {
	const list = root.querySelector< HTMLElement >( `.${ BLOCK }__tabs` );
	const tabs = Array.from(
		root.querySelectorAll< HTMLButtonElement >( `.${ BLOCK }__tab` )
	);
	if ( ! list || tabs.length === 0 ) {
		return () => undefined;
	}
	const panel = root.querySelector< HTMLElement >( `.${ BLOCK }__panel` );
	const choose = ( chosen: HTMLButtonElement ) => {
		tabs.forEach( ( tab ) => {
			const selected = tab === chosen;
			tab.setAttribute( 'aria-selected', String( selected ) );
			tab.tabIndex = selected ? 0 : -1;
		} );
		panel?.setAttribute( 'aria-labelledby', chosen.id );
		root.dataset.kind = chosen.dataset.type ?? 'ALL';
		applyFilter( root );
	};
	const onClick = ( event: MouseEvent ) => {
		const tab =
			event.target instanceof Element
				? event.target.closest< HTMLButtonElement >( '[role="tab"]' )
				: null;
		if ( tab && tabs.includes( tab ) ) {
			// Handled here: the blocks' runtime must not click it again later.
			event.preventDefault();
			choose( tab );
		}
	};
	const onKey = ( event: KeyboardEvent ) => {
		const at = tabs.findIndex(
			( tab ) => tab === list.ownerDocument.activeElement
		);
		if ( at < 0 ) {
			return;
		}
		const moves: Record< string, number > = {
			ArrowRight: ( at + 1 ) % tabs.length,
			ArrowLeft: ( at - 1 + tabs.length ) % tabs.length,
			Home: 0,
			End: tabs.length - 1,
		};
		const target = tabs[ moves[ event.key ] ?? -1 ];
		if ( target ) {
			event.preventDefault();
			target.focus();
			choose( target );
		}
	};
	list.addEventListener( 'click', onClick );
	list.addEventListener( 'keydown', onKey );
	root.classList.add( 'has-tabs' );
	return () => {
		list.removeEventListener( 'click', onClick );
		list.removeEventListener( 'keydown', onKey );
		root.classList.remove( 'has-tabs' );
	};
}
