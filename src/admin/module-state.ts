/**
 * What the settings app says about a module at a glance: on, off, waiting for WooCommerce, or
 * on but needing something from the owner.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ModuleInfo, Settings } from '../api/settings';

export type ModuleState = 'on' | 'off' | 'inactive' | 'attention';

/**
 * A module's state from the saved settings (what is live, not what is being edited).
 *
 * @param module The module, as the server lists it.
 * @param saved  The saved settings.
 */
export function moduleState(
	module: ModuleInfo,
	saved: Settings | null
): ModuleState {
	if ( module.requires_woocommerce && ! module.woocommerce_active ) {
		return 'inactive';
	}
	if ( saved?.[ module.id ]?.enabled !== true ) {
		return 'off';
	}
	return module.attention ? 'attention' : 'on';
}

/**
 * The state in a word or two.
 *
 * @param state The module's state.
 */
export function moduleStateLabel( state: ModuleState ): string {
	switch ( state ) {
		case 'on':
			return __( 'On', 'shopwright' );
		case 'off':
			return __( 'Off', 'shopwright' );
		case 'inactive':
			return __( 'Needs WooCommerce', 'shopwright' );
		case 'attention':
			return __( 'Needs attention', 'shopwright' );
	}
}
