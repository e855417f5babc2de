/**
 * The popup settings, as stored in the `shopwright_popup_settings` post meta (validated on the
 * server by includes/Popups/PopupSchema.php) and as printed for the runtime.
 *
 * Times are in seconds; the runtime multiplies by 1000. A timing condition or a trigger is active
 * only when its key is present.
 */

/*
 * The allowed values, for the editor's controls and the runtime's checks alike, come from the
 * same file the server reads (includes/Popups/popup-settings.json).
 */
import {
	ANIMATIONS,
	BROWSERS,
	DEVICES,
	PERIODS,
	SOURCES,
} from './popup-settings';

export { ANIMATIONS, BROWSERS, DEVICES, PERIODS, SOURCES };

export type Device = ( typeof DEVICES )[ number ];
export type Animation = ( typeof ANIMATIONS )[ number ];
export type Browser = ( typeof BROWSERS )[ number ];
export type Source = ( typeof SOURCES )[ number ];
export type TimesPeriod = ( typeof PERIODS )[ number ];

export type Timing = {
	page_views?: { views: number };
	sessions?: { sessions: number };
	url?: { url: string; action: 'show' | 'hide' | 'regex' };
	sources?: { sources: Source[] };
	/** Enforced on the server too: a guest never receives a popup meant for roles. */
	logged_in?: { users: 'all' | 'roles'; roles: string[] };
	devices?: { devices: Device[] };
	/** times_count: when a show is counted ('' or 'close': on close; 'open': on open). */
	times?: {
		times_count: '' | 'open' | 'close';
		times_period: TimesPeriod;
		times_times: number;
	};
	browsers?: { browsers: 'all' | 'selected'; browsers_options: Browser[] };
	/**
	 * Dates are "YYYY-MM-DDTHH:MM" wall times in the site's time zone (site) or the visitor's
	 * (visitor). For 'site', the server adds schedule_server_datetime (ISO 8601 with offset, the
	 * server's now) and the UTC instants of start and end, so the browser's clock does not matter.
	 */
	schedule?: {
		schedule_timezone: 'site' | 'visitor';
		schedule_start_date: string;
		schedule_end_date: string;
		schedule_server_datetime?: string;
		schedule_start_utc?: string;
		schedule_end_utc?: string;
	};
};

export type Triggers = {
	page_load?: { delay: number };
	scrolling?: { direction: 'down' | 'up'; offset: number };
	scrolling_to?: { selector: string };
	click?: { times: number };
	inactivity?: { time: number };
	exit_intent?: Record< string, never >;
	adblock_detection?: { delay: number };
};

export type PopupSettings = {
	open_selector: string;
	timing: Timing;
	triggers: Triggers;
	classes: string;
	prevent_scroll: boolean;
	close_button_delay: number;
	close_button_position: 'inside' | 'outside';
	/** Seconds after which the popup closes by itself; 0: never. */
	close_automatically: number;
	prevent_close_on_background_click: boolean;
	prevent_close_on_esc_key: boolean;
	entrance_animation: Record< Device, Animation >;
	entrance_animation_duration: number;
	exit_animation: Animation;
	avoid_multiple_popups: boolean;
	a11y_navigation: boolean;
};

export type LocationRule =
	| { kind: 'entire_site' }
	| { kind: 'front_page' }
	/** Single posts of a post type; every one when ids is empty. */
	| { kind: 'singular'; post_type: string; ids: number[] }
	/** A post type's archive. */
	| { kind: 'post_type_archive'; post_type: string }
	/** Term archives of a taxonomy; every term when terms is empty. */
	| { kind: 'taxonomy'; taxonomy: string; terms: number[] };

export type PopupLocation = {
	include: LocationRule[];
	exclude: LocationRule[];
};

/** One popup in the page's runtime config. */
export type PopupConfig = {
	id: number;
	title: string;
	settings: PopupSettings;
};

/** The JSON in <script type="application/json" id="shopwright-popups-config">. */
export type PopupsPageConfig = {
	popups: PopupConfig[];
	user: { loggedIn: boolean; roles: string[] };
	/** The id of the popup being previewed: shown at once, counters untouched, disable ignored. */
	preview: number | null;
	/** True inside the block editor's canvas: nothing counts and nothing closes. */
	editMode: boolean;
	/** Whether the site has a published popup at all, so counters only rise where popups exist. */
	hasPopups: boolean;
	/** The route the runtime sends shown, closed and clicked counts to; null in previews. */
	eventsUrl: string | null;
	i18n: { close: string };
};
