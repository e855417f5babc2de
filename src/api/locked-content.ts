/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../utils/is-record';
import type { RestError } from './settings';

/**
 * Typed wrappers for `/shopwright/v1/locked-content/password` (those who may edit the post),
 * mirroring includes/Media/UnlockController.php: change them in the same commit.
 */

export const LOCK_PASSWORD_PATH = '/shopwright/v1/locked-content/password';

export interface LockState {
	/** Whether the block has a password on the server. */
	locked: boolean;
}

function toLockState( value: unknown ): LockState {
	if ( ! isRecord( value ) || typeof value.locked !== 'boolean' ) {
		const error: RestError = {
			code: 'shopwright_invalid_response',
			message: __(
				'The server sent the lock state in an unexpected format.',
				'shopwright'
			),
		};
		throw error;
	}
	return { locked: value.locked };
}

export async function fetchLockState(
	postId: number,
	lockId: string
): Promise< LockState > {
	return toLockState(
		await apiFetch< unknown >( {
			path: `${ LOCK_PASSWORD_PATH }?${ new URLSearchParams( {
				post_id: String( postId ),
				client_id: lockId,
			} ).toString() }`,
		} )
	);
}

/**
 * Sets the block's password at once (an empty one removes it); every visitor who unlocked it
 * with the old one is locked out.
 *
 * @param postId   The post holding the block.
 * @param lockId   The block's lock id.
 * @param password The new password.
 */
export async function saveLockPassword(
	postId: number,
	lockId: string,
	password: string
): Promise< LockState > {
	return toLockState(
		await apiFetch< unknown >( {
			path: LOCK_PASSWORD_PATH,
			method: 'POST',
			data: { post_id: postId, client_id: lockId, password },
		} )
	);
}
