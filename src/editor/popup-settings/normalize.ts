/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import {
	ANIMATIONS,
	BROWSERS,
	DEVICES,
	PERIODS,
	SOURCES,
	TIMING_KEYS,
	TRIGGER_KEYS,
} from './constants';
import {
	DEFAULT_LOCATION,
	DEFAULT_SETTINGS,
	TIMING_DEFAULTS,
	TRIGGER_DEFAULTS,
} from './defaults';
import type {
	LocationRule,
	PopupLocation,
	PopupSettings,
	Timing,
	Triggers,
} from '../../types/popups';

type Entries = Record< string, unknown >;

/**
 * Whether a value is one of the choices; an empty PHP array arrives as `[]`
 * where an object was meant, so lists are never records here.
 *
 * @param choices The choices.
 * @param value   The value.
 */
export function isOneOf< T extends string >(
	choices: readonly T[],
	value: unknown
): value is T {
	return choices.some( ( choice ) => choice === value );
}

function readString( entries: Entries, key: string, fallback: string ): string {
	const value = entries[ key ];
	return typeof value === 'string' ? value : fallback;
}

function readNumber( entries: Entries, key: string, fallback: number ): number {
	const value = entries[ key ];
	return typeof value === 'number' && Number.isFinite( value )
		? value
		: fallback;
}

function readBoolean(
	entries: Entries,
	key: string,
	fallback: boolean
): boolean {
	const value = entries[ key ];
	return typeof value === 'boolean' ? value : fallback;
}

function readChoice< T extends string >(
	entries: Entries,
	key: string,
	choices: readonly T[],
	fallback: T
): T {
	const value = entries[ key ];
	return isOneOf( choices, value ) ? value : fallback;
}

function readChoices< T extends string >(
	entries: Entries,
	key: string,
	choices: readonly T[]
): T[] {
	const value = entries[ key ];
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return choices.filter( ( choice ) => value.includes( choice ) );
}

function readStrings( entries: Entries, key: string ): string[] {
	const value = entries[ key ];
	return Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];
}

function readIds( entries: Entries, key: string ): number[] {
	const value = entries[ key ];
	return Array.isArray( value )
		? value.filter(
				( item ): item is number =>
					typeof item === 'number' &&
					Number.isSafeInteger( item ) &&
					item > 0
			)
		: [];
}

type Readers< T > = {
	[ K in keyof T ]-?: ( entries: Entries ) => NonNullable< T[ K ] >;
};

const TIMING_READERS: Readers< Timing > = {
	page_views: ( entries ) => ( {
		views: readNumber( entries, 'views', TIMING_DEFAULTS.page_views.views ),
	} ),
	sessions: ( entries ) => ( {
		sessions: readNumber(
			entries,
			'sessions',
			TIMING_DEFAULTS.sessions.sessions
		),
	} ),
	url: ( entries ) => ( {
		url: readString( entries, 'url', '' ),
		action: readChoice(
			entries,
			'action',
			[ 'show', 'hide', 'regex' ],
			'show'
		),
	} ),
	sources: ( entries ) => ( {
		sources: readChoices( entries, 'sources', SOURCES ),
	} ),
	logged_in: ( entries ) => ( {
		users: readChoice( entries, 'users', [ 'all', 'roles' ], 'all' ),
		roles: readStrings( entries, 'roles' ),
	} ),
	devices: ( entries ) => ( {
		devices: readChoices( entries, 'devices', DEVICES ),
	} ),
	times: ( entries ) => ( {
		times_count: readChoice(
			entries,
			'times_count',
			[ '', 'open', 'close' ],
			''
		),
		times_period: readChoice( entries, 'times_period', PERIODS, '' ),
		times_times: readNumber(
			entries,
			'times_times',
			TIMING_DEFAULTS.times.times_times
		),
	} ),
	browsers: ( entries ) => ( {
		browsers: readChoice(
			entries,
			'browsers',
			[ 'all', 'selected' ],
			'all'
		),
		browsers_options: readChoices( entries, 'browsers_options', BROWSERS ),
	} ),
	// The server's clock and UTC instants are added for each page, never saved.
	schedule: ( entries ) => ( {
		schedule_timezone: readChoice(
			entries,
			'schedule_timezone',
			[ 'site', 'visitor' ],
			'site'
		),
		schedule_start_date: readString( entries, 'schedule_start_date', '' ),
		schedule_end_date: readString( entries, 'schedule_end_date', '' ),
	} ),
};

const TRIGGER_READERS: Readers< Triggers > = {
	page_load: ( entries ) => ( {
		delay: readNumber( entries, 'delay', TRIGGER_DEFAULTS.page_load.delay ),
	} ),
	scrolling: ( entries ) => ( {
		direction: readChoice( entries, 'direction', [ 'down', 'up' ], 'down' ),
		offset: readNumber(
			entries,
			'offset',
			TRIGGER_DEFAULTS.scrolling.offset
		),
	} ),
	scrolling_to: ( entries ) => ( {
		selector: readString( entries, 'selector', '' ),
	} ),
	click: ( entries ) => ( {
		times: readNumber( entries, 'times', TRIGGER_DEFAULTS.click.times ),
	} ),
	inactivity: ( entries ) => ( {
		time: readNumber( entries, 'time', TRIGGER_DEFAULTS.inactivity.time ),
	} ),
	exit_intent: () => ( {} ),
	adblock_detection: ( entries ) => ( {
		delay: readNumber(
			entries,
			'delay',
			TRIGGER_DEFAULTS.adblock_detection.delay
		),
	} ),
};

function readEntry< T, K extends keyof T >(
	readers: Readers< T >,
	key: K,
	entries: Entries,
	target: T
): void {
	target[ key ] = readers[ key ]( entries );
}

/**
 * The entries of an object of optional entries that are present; an entry
 * sent as `[]` (PHP's empty array) is an empty object.
 *
 * @param value   The object read.
 * @param keys    Every possible key.
 * @param readers How each entry is read.
 */
function readOptionalEntries< T extends object >(
	value: unknown,
	keys: readonly ( keyof T & string )[],
	readers: Readers< T >
): Partial< T > {
	const result: Partial< T > = {};
	if ( ! isRecord( value ) ) {
		return result;
	}
	for ( const key of keys ) {
		const entry = value[ key ];
		if (
			isRecord( entry ) ||
			( Array.isArray( entry ) && entry.length === 0 )
		) {
			readEntry( readers, key, isRecord( entry ) ? entry : {}, result );
		}
	}
	return result;
}

/**
 * Settings as the editor can rely on them, from the meta the REST API sent:
 * complete, with each value of the right type.
 *
 * @param value The meta value.
 */
export function normalizeSettings( value: unknown ): PopupSettings {
	const entries = isRecord( value ) ? value : {};
	const defaults = DEFAULT_SETTINGS;
	const entrance = isRecord( entries.entrance_animation )
		? entries.entrance_animation
		: {};
	return {
		open_selector: readString(
			entries,
			'open_selector',
			defaults.open_selector
		),
		timing: readOptionalEntries< Timing >(
			entries.timing,
			TIMING_KEYS,
			TIMING_READERS
		),
		triggers: readOptionalEntries< Triggers >(
			entries.triggers,
			TRIGGER_KEYS,
			TRIGGER_READERS
		),
		classes: readString( entries, 'classes', defaults.classes ),
		prevent_scroll: readBoolean(
			entries,
			'prevent_scroll',
			defaults.prevent_scroll
		),
		close_button_delay: readNumber(
			entries,
			'close_button_delay',
			defaults.close_button_delay
		),
		close_button_position: readChoice(
			entries,
			'close_button_position',
			[ 'inside', 'outside' ],
			defaults.close_button_position
		),
		close_automatically: readNumber(
			entries,
			'close_automatically',
			defaults.close_automatically
		),
		prevent_close_on_background_click: readBoolean(
			entries,
			'prevent_close_on_background_click',
			defaults.prevent_close_on_background_click
		),
		prevent_close_on_esc_key: readBoolean(
			entries,
			'prevent_close_on_esc_key',
			defaults.prevent_close_on_esc_key
		),
		entrance_animation: {
			desktop: readChoice(
				entrance,
				'desktop',
				ANIMATIONS,
				defaults.entrance_animation.desktop
			),
			tablet: readChoice(
				entrance,
				'tablet',
				ANIMATIONS,
				defaults.entrance_animation.tablet
			),
			mobile: readChoice(
				entrance,
				'mobile',
				ANIMATIONS,
				defaults.entrance_animation.mobile
			),
		},
		entrance_animation_duration: readNumber(
			entries,
			'entrance_animation_duration',
			defaults.entrance_animation_duration
		),
		exit_animation: readChoice(
			entries,
			'exit_animation',
			ANIMATIONS,
			defaults.exit_animation
		),
		avoid_multiple_popups: readBoolean(
			entries,
			'avoid_multiple_popups',
			defaults.avoid_multiple_popups
		),
		a11y_navigation: readBoolean(
			entries,
			'a11y_navigation',
			defaults.a11y_navigation
		),
	};
}

/**
 * One location rule, or null when it is not one.
 *
 * @param value The rule read.
 */
export function normalizeRule( value: unknown ): LocationRule | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	switch ( value.kind ) {
		case 'entire_site':
		case 'front_page':
			return { kind: value.kind };
		case 'singular':
			return {
				kind: 'singular',
				post_type: readString( value, 'post_type', 'post' ),
				ids: readIds( value, 'ids' ),
			};
		case 'post_type_archive':
			return {
				kind: 'post_type_archive',
				post_type: readString( value, 'post_type', 'post' ),
			};
		case 'taxonomy':
			return {
				kind: 'taxonomy',
				taxonomy: readString( value, 'taxonomy', 'category' ),
				terms: readIds( value, 'terms' ),
			};
		default:
			return null;
	}
}

function readRules( value: unknown ): LocationRule[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value
		.map( normalizeRule )
		.filter( ( rule ): rule is LocationRule => rule !== null );
}

/**
 * The location as the editor can rely on it; one it cannot read at all is the
 * server's default, everywhere.
 *
 * @param value The meta value.
 */
export function normalizeLocation( value: unknown ): PopupLocation {
	if ( ! isRecord( value ) ) {
		return DEFAULT_LOCATION;
	}
	return {
		include: readRules( value.include ),
		exclude: readRules( value.exclude ),
	};
}
