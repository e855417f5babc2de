/**
 * The slider's settings as the server prints them, and what react-slick is told from them.
 * Kept free of React and of @wordpress/* so the mapping is plain data, tested on its own.
 */

/**
 * External dependencies
 */
import type { Settings } from 'react-slick';

/**
 * Internal dependencies
 */
import { isRecord } from '../../../src/utils/is-record';

export type SliderSettings = {
	arrows: boolean;
	dots: boolean;
	autoplay: boolean;
	/** Milliseconds each view stays before the next while playing. */
	autoplaySpeed: number;
	/** Milliseconds a slide change takes. */
	animationSpeed: number;
	pauseOnHover: boolean;
	rtl: boolean;
	/** Cards shown side by side on wide screens. */
	productItems: number;
	/** Cards moved by one step on wide screens. */
	scrollColumns: number;
	/** Widest viewport, in CSS pixels, that gets the tablet columns. */
	tabletWidth: number;
	tabletDisplayColumns: number;
	tabletScrollColumns: number;
	/** Widest viewport, in CSS pixels, that gets the mobile columns. */
	mobileWidth: number;
	mobileDisplayColumns: number;
	mobileScrollColumns: number;
};

/** The block's defaults (block.json and SliderSettings::DEFAULTS in PHP hold the same). */
export const DEFAULT_SETTINGS: SliderSettings = {
	arrows: true,
	dots: true,
	autoplay: false,
	autoplaySpeed: 3000,
	animationSpeed: 300,
	pauseOnHover: true,
	rtl: false,
	productItems: 4,
	scrollColumns: 4,
	tabletWidth: 800,
	tabletDisplayColumns: 2,
	tabletScrollColumns: 2,
	mobileWidth: 480,
	mobileDisplayColumns: 1,
	mobileScrollColumns: 1,
};

/** Bounds of each number (SliderSettings::BOUNDS in PHP). */
export const BOUNDS: Record< string, readonly [ number, number ] > = {
	autoplaySpeed: [ 1000, 20000 ],
	animationSpeed: [ 0, 3000 ],
	productItems: [ 1, 8 ],
	scrollColumns: [ 1, 8 ],
	tabletWidth: [ 320, 2560 ],
	tabletDisplayColumns: [ 1, 8 ],
	tabletScrollColumns: [ 1, 8 ],
	mobileWidth: [ 240, 2560 ],
	mobileDisplayColumns: [ 1, 8 ],
	mobileScrollColumns: [ 1, 8 ],
};

type SettingName = keyof SliderSettings;

function isSettingName( name: string ): name is SettingName {
	return name in DEFAULT_SETTINGS;
}

/**
 * Any value (block attributes, the server's data-settings) read into complete, bounded settings.
 *
 * @param value Parsed JSON or attributes.
 */
export function readSettings( value: unknown ): SliderSettings {
	const settings: SliderSettings = { ...DEFAULT_SETTINGS };
	if ( ! isRecord( value ) ) {
		return settings;
	}
	const writable: Record< string, boolean | number > = settings;
	for ( const name of Object.keys( DEFAULT_SETTINGS ) ) {
		if ( ! isSettingName( name ) ) {
			continue;
		}
		// Own values only: nothing inherited from a prototype.
		const given = Object.prototype.hasOwnProperty.call( value, name )
			? value[ name ]
			: undefined;
		const fallback = DEFAULT_SETTINGS[ name ];
		if ( typeof fallback === 'boolean' ) {
			if ( typeof given === 'boolean' ) {
				writable[ name ] = given;
			}
		} else if ( typeof given === 'number' && Number.isInteger( given ) ) {
			const [ low, high ] = BOUNDS[ name ];
			writable[ name ] = Math.min( high, Math.max( low, given ) );
		}
	}
	return settings;
}

/**
 * The server's data-settings attribute, read defensively: a broken value gives the defaults.
 *
 * @param json The attribute's text.
 */
export function parseSettings( json: string | undefined ): SliderSettings {
	try {
		return readSettings( JSON.parse( json ?? '' ) );
	} catch {
		return readSettings( null );
	}
}

export type Columns = { show: number; scroll: number };

/**
 * A step never moves more cards than are shown, or a card would be skipped unseen.
 *
 * @param show   Cards shown.
 * @param scroll Cards a step moves.
 */
function columns( show: number, scroll: number ): Columns {
	return { show, scroll: Math.min( show, scroll ) };
}

/**
 * The breakpoints, narrowest first, each applying up to and including its width. Two at the
 * same width make one: the mobile columns win, as they do in the server's CSS.
 *
 * @param settings The slider settings.
 */
export function breakpoints(
	settings: SliderSettings
): Array< { width: number } & Columns > {
	const mobile = {
		width: settings.mobileWidth,
		...columns(
			settings.mobileDisplayColumns,
			settings.mobileScrollColumns
		),
	};
	const tablet = {
		width: settings.tabletWidth,
		...columns(
			settings.tabletDisplayColumns,
			settings.tabletScrollColumns
		),
	};
	if ( mobile.width === tablet.width ) {
		return [ mobile ];
	}
	return [ mobile, tablet ].sort( ( a, b ) => a.width - b.width );
}

/**
 * The columns a viewport of this width gets: the narrowest breakpoint at least as wide, or the
 * desktop columns above them all.
 *
 * @param settings The slider settings.
 * @param width    Viewport width in CSS pixels.
 */
export function columnsAt( settings: SliderSettings, width: number ): Columns {
	const match = breakpoints( settings ).find(
		( breakpoint ) => width <= breakpoint.width
	);
	return match
		? { show: match.show, scroll: match.scroll }
		: columns( settings.productItems, settings.scrollColumns );
}

/**
 * The narrowest a card may be, in CSS pixels: narrower, its button labels ("Select options")
 * break mid-word. style.scss's container queries hold the same figure for the server's row.
 */
export const MIN_CARD_WIDTH = 160;

/**
 * The columns that fit the slider's own width, whatever the viewport: no more than one card per
 * MIN_CARD_WIDTH of the room between the arrows (a slider in a narrow column of a wide page shows
 * fewer cards), at least one.
 *
 * @param shown The columns the settings give at this viewport width.
 * @param width The slider's inner width (between the arrows), in CSS pixels; 0 when unknown.
 */
export function fitColumns( shown: Columns, width: number ): Columns {
	if ( ! ( width > 0 ) ) {
		return shown;
	}
	const show = Math.max(
		1,
		Math.min( shown.show, Math.floor( width / MIN_CARD_WIDTH ) )
	);
	return { show, scroll: Math.min( shown.scroll, show ) };
}

/**
 * Whether the slides move by themselves: asked for, and the shopper does not ask for less motion.
 *
 * @param settings      The slider settings.
 * @param reducedMotion Whether prefers-reduced-motion is set.
 */
export function rotates(
	settings: SliderSettings,
	reducedMotion: boolean
): boolean {
	return settings.autoplay && ! reducedMotion;
}

/**
 * What react-slick is given, for the columns in force. Autoplay and its pauses are run by the
 * slider component itself, so react-slick never plays. The columns come from columnsAt() and not
 * from react-slick's responsive option: its media queries give a viewport exactly as wide as a
 * breakpoint the desktop columns (its "wider" query starts at the breakpoint itself), where the
 * server-rendered row, like the settings, already shows the breakpoint's.
 *
 * @param settings      The slider settings.
 * @param reducedMotion Whether prefers-reduced-motion is set: changes are then instant.
 * @param shown         The columns in force at the current viewport width.
 */
export function toSlickSettings(
	settings: SliderSettings,
	reducedMotion: boolean,
	shown: Columns
): Settings {
	return {
		accessibility: true,
		arrows: settings.arrows,
		dots: settings.dots,
		// No clones: a cloned card would repeat its ids and its links in the tab order.
		infinite: false,
		autoplay: false,
		pauseOnHover: false,
		pauseOnFocus: false,
		pauseOnDotsHover: false,
		speed: reducedMotion ? 0 : settings.animationSpeed,
		rtl: settings.rtl,
		slidesToShow: shown.show,
		slidesToScroll: shown.scroll,
	};
}

/**
 * Where autoplay goes next: one step on, or back to the start from the last view.
 *
 * @param current        The first visible slide.
 * @param count          How many slides there are.
 * @param columns        The columns in force.
 * @param columns.show
 * @param columns.scroll
 * @return The slide to show next.
 */
export function nextAutoplaySlide(
	current: number,
	count: number,
	{ show, scroll }: Columns
): number {
	const last = Math.max( 0, count - show );
	return current >= last ? 0 : Math.min( last, current + scroll );
}
