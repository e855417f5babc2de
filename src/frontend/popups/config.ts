/**
 * Reads the popups config the server printed. Nothing in it is trusted: a
 * malformed popup is dropped, a malformed config gives null, nothing throws.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import type {
	Animation,
	Browser,
	Device,
	PopupConfig,
	PopupSettings,
	PopupsPageConfig,
	Source,
	Timing,
	Triggers,
} from '../../types/popups';
import {
	ANIMATIONS,
	BROWSERS,
	DEVICES,
	PERIODS,
	SOURCES,
} from '../../types/popups';

export const CONFIG_ID = 'shopwright-popups-config';

type Guard< T > = ( value: unknown ) => value is T;

const isString = ( value: unknown ): value is string =>
	typeof value === 'string';

const isBoolean = ( value: unknown ): value is boolean =>
	typeof value === 'boolean';

const isNumber = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isFinite( value );

const isId = ( value: unknown ): value is number =>
	Number.isInteger( value ) && isNumber( value ) && value > 0;

// exit_intent has no settings: only its presence matters, so any object will do.
const isPresent = ( value: unknown ): value is Record< string, never > =>
	isRecord( value );

function oneOf< T extends string >( ...values: T[] ): Guard< T > {
	return ( value ): value is T => values.some( ( item ) => item === value );
}

function arrayOf< T >( guard: Guard< T > ): Guard< T[] > {
	return ( value ): value is T[] =>
		Array.isArray( value ) && value.every( guard );
}

function optional< T >( guard: Guard< T > ): Guard< T | undefined > {
	return ( value ): value is T | undefined =>
		value === undefined || guard( value );
}

function shape< T >( guards: { [ K in keyof T ]-?: Guard< T[ K ] > } ) {
	return ( value: unknown ): value is T => {
		if ( ! isRecord( value ) ) {
			return false;
		}
		for ( const key in guards ) {
			if ( ! guards[ key ]( value[ key ] ) ) {
				return false;
			}
		}
		return true;
	};
}

const isDevice = oneOf< Device >( ...DEVICES );

const isAnimation = oneOf< Animation >( ...ANIMATIONS );

const isTiming = shape< Timing >( {
	page_views: optional( shape( { views: isNumber } ) ),
	sessions: optional( shape( { sessions: isNumber } ) ),
	url: optional(
		shape( {
			url: isString,
			action: oneOf( 'show', 'hide', 'regex' ),
		} )
	),
	sources: optional(
		shape( {
			sources: arrayOf( oneOf< Source >( ...SOURCES ) ),
		} )
	),
	logged_in: optional(
		shape( {
			users: oneOf( 'all', 'roles' ),
			roles: arrayOf( isString ),
		} )
	),
	devices: optional(
		shape( {
			devices: arrayOf( isDevice ),
		} )
	),
	times: optional(
		shape( {
			times_count: oneOf( '', 'open', 'close' ),
			times_period: oneOf( ...PERIODS ),
			times_times: isNumber,
		} )
	),
	browsers: optional(
		shape( {
			browsers: oneOf( 'all', 'selected' ),
			browsers_options: arrayOf( oneOf< Browser >( ...BROWSERS ) ),
		} )
	),
	schedule: optional(
		shape( {
			schedule_timezone: oneOf( 'site', 'visitor' ),
			schedule_start_date: isString,
			schedule_end_date: isString,
			schedule_server_datetime: optional( isString ),
			schedule_start_utc: optional( isString ),
			schedule_end_utc: optional( isString ),
		} )
	),
} );

const delay = shape( { delay: isNumber } );

const isTriggers = shape< Triggers >( {
	page_load: optional( delay ),
	scrolling: optional(
		shape( {
			direction: oneOf( 'down', 'up' ),
			offset: isNumber,
		} )
	),
	scrolling_to: optional( shape( { selector: isString } ) ),
	click: optional( shape( { times: isNumber } ) ),
	inactivity: optional( shape( { time: isNumber } ) ),
	exit_intent: optional( isPresent ),
	adblock_detection: optional( delay ),
} );

const isSettings = shape< PopupSettings >( {
	open_selector: isString,
	timing: isTiming,
	triggers: isTriggers,
	classes: isString,
	prevent_scroll: isBoolean,
	close_button_delay: isNumber,
	close_button_position: oneOf( 'inside', 'outside' ),
	close_automatically: isNumber,
	prevent_close_on_background_click: isBoolean,
	prevent_close_on_esc_key: isBoolean,
	entrance_animation: shape< Record< Device, Animation > >( {
		desktop: isAnimation,
		tablet: isAnimation,
		mobile: isAnimation,
	} ),
	entrance_animation_duration: isNumber,
	exit_animation: isAnimation,
	avoid_multiple_popups: isBoolean,
	a11y_navigation: isBoolean,
} );

export const isPopupConfig = shape< PopupConfig >( {
	id: isId,
	title: isString,
	settings: isSettings,
} );

const isPageConfig = shape< Omit< PopupsPageConfig, 'popups' > >( {
	user: shape< PopupsPageConfig[ 'user' ] >( {
		loggedIn: isBoolean,
		roles: arrayOf( isString ),
	} ),
	preview: ( value ): value is number | null =>
		value === null || isId( value ),
	editMode: isBoolean,
	hasPopups: isBoolean,
	eventsUrl: ( value ): value is string | null =>
		value === null || isString( value ),
	i18n: shape< PopupsPageConfig[ 'i18n' ] >( { close: isString } ),
} );

// PHP's json_encode() prints an empty array, not {}, for settings with no key set.
const OBJECT_KEYS = [ 'timing', 'triggers', 'exit_intent' ];

function reviveEmptyObjects( key: string, value: unknown ): unknown {
	return Array.isArray( value ) &&
		value.length === 0 &&
		OBJECT_KEYS.includes( key )
		? {}
		: value;
}

/**
 * Parses the config element's text. A malformed popup is left out (and so is
 * a second popup with the same id); anything else malformed gives null.
 *
 * @param text The JSON printed by the server.
 */
export function parseConfig( text: string | null ): PopupsPageConfig | null {
	let data: unknown;
	try {
		data = JSON.parse( text ?? '', reviveEmptyObjects );
	} catch {
		return null;
	}
	const list: unknown = isRecord( data ) ? data.popups : null;
	if ( ! Array.isArray( list ) || ! isPageConfig( data ) ) {
		return null;
	}
	const popups: PopupConfig[] = [];
	for ( const popup of list ) {
		if (
			isPopupConfig( popup ) &&
			! popups.some( ( { id } ) => id === popup.id )
		) {
			popups.push( popup );
		}
	}
	return {
		popups,
		user: data.user,
		preview: data.preview,
		editMode: data.editMode,
		hasPopups: data.hasPopups,
		eventsUrl: data.eventsUrl,
		i18n: data.i18n,
	};
}
