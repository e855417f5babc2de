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
 * Whether a module waits for WooCommerce, which this site lacks.
 *
 * @param module The module, as the server lists it.
 */
export function needsWooCommerce( module: ModuleInfo ): boolean {
	return module.requires_woocommerce && ! module.woocommerce_active;
}

/** What the summary and a module's page say of a module that waits for WooCommerce. */
export function needsWooCommerceMessage(): string {
	return __(
		'This module needs WooCommerce. It stays inactive until WooCommerce is installed and active.',
		'shopwright'
	);
}

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
	if ( needsWooCommerce( module ) ) {
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
			return __( 'Needs setup', 'shopwright' );
	}
}
