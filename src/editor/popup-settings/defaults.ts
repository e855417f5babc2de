/**
 * Internal dependencies
 */
import type {
	PopupLocation,
	PopupSettings,
	Timing,
	Triggers,
} from '../../types/popups';

/**
 * A new popup, as includes/Popups/PopupSchema.php::default_settings() has it
 * (the server sends these for a popup never saved; the editor falls back to
 * them only for what it cannot read).
 */
export const DEFAULT_SETTINGS: PopupSettings = {
	open_selector: '',
	timing: {},
	triggers: {},
	classes: '',
	prevent_scroll: true,
	close_button_delay: 0,
	close_button_position: 'inside',
	close_automatically: 0,
	prevent_close_on_background_click: false,
	prevent_close_on_esc_key: false,
	entrance_animation: { desktop: 'fade', tablet: 'fade', mobile: 'fade' },
	entrance_animation_duration: 0.4,
	exit_animation: 'fade',
	avoid_multiple_popups: false,
	a11y_navigation: true,
};

export const DEFAULT_LOCATION: PopupLocation = {
	include: [ { kind: 'entire_site' } ],
	exclude: [],
};

/** What a display condition starts with when it is switched on. */
export const TIMING_DEFAULTS: Required< Timing > = {
	page_views: { views: 3 },
	sessions: { sessions: 2 },
	url: { url: '', action: 'show' },
	sources: { sources: [ 'internal', 'external', 'search' ] },
	logged_in: { users: 'all', roles: [] },
	devices: { devices: [ 'desktop', 'tablet', 'mobile' ] },
	times: { times_count: '', times_period: '', times_times: 1 },
	browsers: { browsers: 'all', browsers_options: [] },
	schedule: {
		schedule_timezone: 'site',
		schedule_start_date: '',
		schedule_end_date: '',
	},
};

/** What a trigger starts with when it is switched on. */
export const TRIGGER_DEFAULTS: Required< Triggers > = {
	page_load: { delay: 0 },
	scrolling: { direction: 'down', offset: 50 },
	scrolling_to: { selector: '' },
	click: { times: 1 },
	inactivity: { time: 30 },
	exit_intent: {},
	adblock_detection: { delay: 0 },
};
