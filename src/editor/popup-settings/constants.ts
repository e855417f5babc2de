/**
 * Internal dependencies
 */
import type { LocationRule, Timing, Triggers } from '../../types/popups';

/** The post type and meta keys of includes/Popups/PopupPostType.php. */
export const POST_TYPE = 'shopwright_popup';
export const SETTINGS_META = 'shopwright_popup_settings';
export const LOCATION_META = 'shopwright_popup_location';

export {
	ANIMATIONS,
	BROWSERS,
	DEVICES,
	PERIODS,
	SOURCES,
} from '../../types/popups';

export const RULE_KINDS: readonly LocationRule[ 'kind' ][] = [
	'entire_site',
	'front_page',
	'singular',
	'post_type_archive',
	'taxonomy',
];

/** Every display condition, in the order the panel shows them. */
export const TIMING_KEYS: readonly ( keyof Timing )[] = [
	'logged_in',
	'devices',
	'browsers',
	'page_views',
	'sessions',
	'url',
	'sources',
	'times',
	'schedule',
];

/** Every trigger, in the order the panel shows them. */
export const TRIGGER_KEYS: readonly ( keyof Triggers )[] = [
	'page_load',
	'scrolling',
	'scrolling_to',
	'click',
	'inactivity',
	'exit_intent',
	'adblock_detection',
];

/** Bounds of the numbers, the ones the server checks. */
export { LIMITS } from '../../types/popup-settings';
