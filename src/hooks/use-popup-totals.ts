/**
 * Internal dependencies
 */
import { fetchPopupTotals, type PopupTotals } from '../api/popups';
import { useRequest, type AsyncResult } from './use-request';

/**
 * A popup's shown, closed and clicked counts of the last days; null before they arrive and for a
 * popup not saved yet.
 *
 * @param id The popup, or 0 before its first save.
 */
export function usePopupTotals(
	id: number
): AsyncResult< PopupTotals | null > {
	return useRequest< PopupTotals | null >(
		String( id ),
		() => ( id > 0 ? fetchPopupTotals( id ) : Promise.resolve( null ) ),
		null
	);
}
