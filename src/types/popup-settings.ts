/*
 * Generated from includes/Popups/popup-settings.json by `npm run generate:popup-settings`:
 * edit the JSON, then run it.
 */

export const DEVICES = [ 'desktop', 'tablet', 'mobile' ] as const;

export const ANIMATIONS = [
	'none',
	'fade',
	'zoom',
	'slide-up',
	'slide-down',
	'slide-left',
	'slide-right',
] as const;

export const BROWSERS = [
	'chrome',
	'firefox',
	'safari',
	'edge',
	'opera',
	'ie',
] as const;

export const SOURCES = [ 'internal', 'external', 'search' ] as const;

export const PERIODS = [ '', 'session', 'day', 'week', 'month' ] as const;

export const LIMITS = {
	delay: {
		min: 0,
		max: 3600,
	},
	inactivity: {
		min: 1,
		max: 3600,
	},
	offset: {
		min: 0,
		max: 100,
	},
	count: {
		min: 1,
		max: 1000,
	},
	clicks: {
		min: 1,
		max: 100,
	},
	closeDelay: {
		min: 0,
		max: 600,
	},
	animationDuration: {
		min: 0,
		max: 10,
	},
} as const;

export const SETTINGS_DEFAULTS = {
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
	entrance_animation: {
		desktop: 'fade',
		tablet: 'fade',
		mobile: 'fade',
	},
	entrance_animation_duration: 0.4,
	exit_animation: 'fade',
	avoid_multiple_popups: false,
	a11y_navigation: true,
} as const;

export const LOCATION_DEFAULTS = {
	include: [
		{
			kind: 'entire_site',
		},
	],
	exclude: [],
} as const;

export const TIMING_DEFAULTS = {
	page_views: {
		views: 3,
	},
	sessions: {
		sessions: 2,
	},
	url: {
		url: '',
		action: 'show',
	},
	sources: {
		sources: [ 'internal', 'external', 'search' ],
	},
	logged_in: {
		users: 'all',
		roles: [],
	},
	devices: {
		devices: [ 'desktop', 'tablet', 'mobile' ],
	},
	times: {
		times_count: '',
		times_period: '',
		times_times: 1,
	},
	browsers: {
		browsers: 'all',
		browsers_options: [],
	},
	schedule: {
		schedule_timezone: 'site',
		schedule_start_date: '',
		schedule_end_date: '',
	},
} as const;

export const TRIGGER_DEFAULTS = {
	page_load: {
		delay: 0,
	},
	scrolling: {
		direction: 'down',
		offset: 50,
	},
	scrolling_to: {
		selector: '',
	},
	click: {
		times: 1,
	},
	inactivity: {
		time: 30,
	},
	exit_intent: {},
	adblock_detection: {
		delay: 0,
	},
} as const;
