/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../utils/is-record';

/**
 * Typed wrappers for `/shopwright/v1/settings`.
 *
 * The types mirror the REST schema written by the PHP settings controller:
 * change them in the same commit as that schema.
 */

export const SETTINGS_PATH = '/shopwright/v1/settings';

/** A single setting value, as JSON schema scalar types. */
export type SettingValue = boolean | number | string;

/** The settings of one section (`general` or a module id), keyed by setting name. */
export type SectionSettings = Record< string, SettingValue >;

/** All settings, keyed by section. */
export type Settings = Record< string, SectionSettings >;

/** A partial `Settings`: only the values that changed. */
export type SettingsChanges = Record< string, SectionSettings >;

export type SettingType = 'boolean' | 'integer' | 'number' | 'string';

/** JSON schema of one setting. */
export interface SettingSchema {
	type: SettingType;
	title?: string;
	description?: string;
	default?: SettingValue;
	minimum?: number;
	maximum?: number;
	enum?: Array< string | number >;
	/** Maps an `enum` value to its human-readable label. */
	enumLabels?: Record< string, string >;
	maxLength?: number;
	/** A secret (an API key): the server never sends its value back, only ''. */
	writeOnly?: boolean;
	format?: string;
	/** The panel of the module's page the setting shows in (a key of its section's `groups`). */
	group?: string;
}

/** JSON schema of one section. */
export interface SectionSchema {
	type: 'object';
	title?: string;
	description?: string;
	properties: Record< string, SettingSchema >;
	/** Panels a long module's settings are grouped into, in order: id → title. */
	groups?: Record< string, string >;
}

/** JSON schema of the whole settings object. */
export interface SettingsSchema {
	type: 'object';
	additionalProperties?: boolean;
	properties: Record< string, SectionSchema >;
}

/** A feature module, as listed by the server. */
export interface ModuleInfo {
	/** Snake_case id, also the module's section key in `settings`. */
	id: string;
	label: string;
	description: string;
	requires_woocommerce: boolean;
	woocommerce_active: boolean;
	/** What the owner must do before the switched-on module can work; empty when nothing. */
	attention?: string;
}

/** Response of GET, and of a successful POST. */
export interface SettingsResponse {
	settings: Settings;
	modules: ModuleInfo[];
	schema: SettingsSchema;
	woocommerce_active: boolean;
}

/** Field errors of a rejected save, keyed by `section.key` (or `section`). */
export type FieldErrors = Record< string, string >;

/**
 * The error shape api-fetch rejects with: the body of a `WP_Error` response,
 * or api-fetch's own `fetch_error` / `invalid_json` for network failures.
 */
export interface RestError {
	code: string;
	message: string;
	data?: {
		status?: number;
		params?: Record< string, unknown >;
	};
}

export function isRestError( value: unknown ): value is RestError {
	if (
		! isRecord( value ) ||
		typeof value.code !== 'string' ||
		typeof value.message !== 'string'
	) {
		return false;
	}
	return (
		value.data === undefined ||
		value.data === null ||
		isRecord( value.data )
	);
}

function isModuleInfo( value: unknown ): value is ModuleInfo {
	return (
		isRecord( value ) &&
		typeof value.id === 'string' &&
		typeof value.label === 'string' &&
		typeof value.description === 'string' &&
		typeof value.requires_woocommerce === 'boolean' &&
		typeof value.woocommerce_active === 'boolean' &&
		( value.attention === undefined || typeof value.attention === 'string' )
	);
}

function isSettings( value: unknown ): value is Settings {
	return (
		isRecord( value ) &&
		Object.values( value ).every(
			( section ) =>
				isRecord( section ) &&
				Object.values( section ).every(
					( setting ) =>
						typeof setting === 'boolean' ||
						typeof setting === 'number' ||
						typeof setting === 'string'
				)
		)
	);
}

function isSettingsSchema( value: unknown ): value is SettingsSchema {
	return (
		isRecord( value ) &&
		isRecord( value.properties ) &&
		Object.values( value.properties ).every(
			( section ) => isRecord( section ) && isRecord( section.properties )
		)
	);
}

/**
 * Checks the response shape once, at the edge, so that the rest of the app
 * can trust its types instead of casting.
 *
 * @param value A decoded response body.
 */
export function isSettingsResponse(
	value: unknown
): value is SettingsResponse {
	return (
		isRecord( value ) &&
		isSettings( value.settings ) &&
		Array.isArray( value.modules ) &&
		value.modules.every( isModuleInfo ) &&
		isSettingsSchema( value.schema ) &&
		typeof value.woocommerce_active === 'boolean'
	);
}

function toSettingsResponse( value: unknown ): SettingsResponse {
	if ( ! isSettingsResponse( value ) ) {
		const error: RestError = {
			code: 'shopwright_invalid_response',
			message: __(
				'The server sent settings in an unexpected format.',
				'shopwright'
			),
		};
		throw error;
	}
	return value;
}

/**
 * The field errors of a failed save: the `data.params` of a 400 response.
 * Anything else (403, network failure, other errors) has none.
 *
 * @param error What the save rejected with.
 */
export function getFieldErrors( error: unknown ): FieldErrors {
	if ( ! isRestError( error ) || error.data?.status !== 400 ) {
		return {};
	}
	const fieldErrors: FieldErrors = {};
	for ( const [ path, message ] of Object.entries(
		error.data.params ?? {}
	) ) {
		if ( typeof message === 'string' ) {
			fieldErrors[ path ] = message;
		}
	}
	return fieldErrors;
}

/**
 * A message for the user, from whatever a request rejected with.
 *
 * @param error    What the request rejected with.
 * @param fallback Message to use when the error carries none.
 */
export function getErrorMessage( error: unknown, fallback: string ): string {
	if ( isRestError( error ) && error.message !== '' ) {
		return error.message;
	}
	if ( error instanceof Error && error.message !== '' ) {
		return error.message;
	}
	return fallback;
}

export async function fetchSettings(): Promise< SettingsResponse > {
	const response = await apiFetch< unknown >( { path: SETTINGS_PATH } );
	return toSettingsResponse( response );
}

/**
 * Saves the changed values only; the server keeps the others as they are.
 *
 * @param changes The changed values, by section and key.
 */
export async function saveSettings(
	changes: SettingsChanges
): Promise< SettingsResponse > {
	const response = await apiFetch< unknown >( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: { settings: changes },
	} );
	return toSettingsResponse( response );
}
