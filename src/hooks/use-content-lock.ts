/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchLockState,
	saveLockPassword,
	type LockState,
} from '../api/locked-content';
import { isRestError } from '../api/settings';

export interface UseContentLockResult {
	data: LockState | null;
	error: string | null;
	isLoading: boolean;
	isSaving: boolean;
	/** Sets the password (an empty one removes it); resolves to whether the block is locked. */
	setPassword: ( password: string ) => Promise< boolean | null >;
}

const message = ( error: unknown ): string =>
	isRestError( error )
		? error.message
		: __( 'The password could not be saved.', 'shopwright' );

/**
 * Whether a locked-content block has a password on the server, and a way to change it.
 *
 * @param postId The post being edited (0 when there is none, as in a template).
 * @param lockId The block's lock id ('' until it has one).
 */
export function useContentLock(
	postId: number,
	lockId: string
): UseContentLockResult {
	const [ data, setData ] = useState< LockState | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ isSaving, setSaving ] = useState( false );
	const ready = postId > 0 && lockId !== '';

	useEffect( () => {
		if ( ! ready ) {
			return undefined;
		}
		let current = true;
		setData( null );
		fetchLockState( postId, lockId )
			.then( ( state ) => current && setData( state ) )
			.catch(
				( reason: unknown ) => current && setError( message( reason ) )
			);
		return () => {
			current = false;
		};
	}, [ ready, postId, lockId ] );

	const setPassword = useCallback(
		async ( password: string ) => {
			setSaving( true );
			setError( null );
			try {
				const state = await saveLockPassword(
					postId,
					lockId,
					password
				);
				setData( state );
				return state.locked;
			} catch ( reason ) {
				setError( message( reason ) );
				return null;
			} finally {
				setSaving( false );
			}
		},
		[ postId, lockId ]
	);

	return {
		data,
		error,
		isLoading: ready && data === null && error === null,
		isSaving,
		setPassword,
	};
}
