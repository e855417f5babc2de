/**
 * What a new popup, a new location and each display condition or trigger switched on start with:
 * the values the server uses too (includes/Popups/popup-settings.json), typed.
 */

/**
 * Internal dependencies
 */
import {
	LOCATION_DEFAULTS,
	SETTINGS_DEFAULTS,
	TIMING_DEFAULTS as TIMING,
	TRIGGER_DEFAULTS as TRIGGERS,
} from '../../types/popup-settings';
import type {
	PopupLocation,
	PopupSettings,
	Timing,
	Triggers,
} from '../../types/popups';

/** The constant's type, writable: what the editor's state holds. */
type Writable< T > = T extends readonly ( infer U )[]
	? Writable< U >[]
	: T extends object
		? { -readonly [ K in keyof T ]: Writable< T[ K ] > }
		: T;

/**
 * A copy the editor may change; its type is checked against the popup types below, so the JSON
 * cannot hold a value the editor and the runtime do not know.
 *
 * @param value A constant of the generated module.
 */
function copy< T >( value: T ): Writable< T > {
	return JSON.parse( JSON.stringify( value ) );
}

/**
 * A new popup (the server sends these for a popup never saved; the editor falls back to them only
 * for what it cannot read).
 */
export const DEFAULT_SETTINGS: PopupSettings = copy( SETTINGS_DEFAULTS );

export const DEFAULT_LOCATION: PopupLocation = copy( LOCATION_DEFAULTS );

/** What a display condition starts with when it is switched on. */
export const TIMING_DEFAULTS: Required< Timing > = copy( TIMING );

/** What a trigger starts with when it is switched on. */
export const TRIGGER_DEFAULTS: Required< Triggers > = copy( TRIGGERS );
