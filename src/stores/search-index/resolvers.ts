/**
 * Internal dependencies
 */
import { refreshStatus } from './thunks';

export function getStatus() {
	return refreshStatus();
}
