/**
 * The bar that stays at the bottom of the window while settings are edited: what is unsaved,
 * and the save button; and the question the browser asks before the page is left with unsaved
 * edits.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useHasEdits, useIsSaving } from '../hooks/use-settings';

/**
 * Asks the browser to confirm leaving the page while there are unsaved edits.
 *
 * @param hasEdits Whether there are unsaved edits.
 */
export function useLeaveWarning( hasEdits: boolean ): void {
	useEffect( () => {
		if ( ! hasEdits ) {
			return undefined;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the dialog only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ hasEdits ] );
}

export function SaveBar() {
	const isSaving = useIsSaving();
	const hasEdits = useHasEdits();
	return (
		<div
			className={ `shopwright-settings__save-bar${
				hasEdits ? ' has-edits' : ''
			}` }
		>
			<p className="shopwright-settings__save-status" role="status">
				{ hasEdits
					? __( 'You have unsaved changes.', 'shopwright' )
					: '' }
			</p>
			<Button
				__next40pxDefaultSize
				type="submit"
				variant="primary"
				isBusy={ isSaving }
				disabled={ isSaving || ! hasEdits }
				// Keeps focus on the button while it is disabled for the save.
				accessibleWhenDisabled
			>
				{ __( 'Save changes', 'shopwright' ) }
			</Button>
		</div>
	);
}
