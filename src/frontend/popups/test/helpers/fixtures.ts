/**
 * Internal dependencies
 */
import type {
	PopupConfig,
	PopupSettings,
	PopupsPageConfig,
} from '../../../../types/popups';
import type { KeyValueStore } from '../../storage';

export function makeSettings(
	overrides: Partial< PopupSettings > = {}
): PopupSettings {
	return {
		open_selector: '',
		timing: {},
		triggers: {},
		classes: '',
		prevent_scroll: false,
		close_button_delay: 0,
		close_button_position: 'inside',
		close_automatically: 0,
		prevent_close_on_background_click: false,
		prevent_close_on_esc_key: false,
		entrance_animation: { desktop: 'none', tablet: 'none', mobile: 'none' },
		entrance_animation_duration: 0.5,
		exit_animation: 'none',
		avoid_multiple_popups: false,
		a11y_navigation: false,
		...overrides,
	};
}

export function makePopup(
	id: number,
	settings: Partial< PopupSettings > = {}
): PopupConfig {
	return { id, title: `Popup ${ id }`, settings: makeSettings( settings ) };
}

export function makeConfig(
	popups: PopupConfig[],
	overrides: Partial< PopupsPageConfig > = {}
): PopupsPageConfig {
	return {
		popups,
		user: { loggedIn: false, roles: [] },
		preview: null,
		editMode: false,
		hasPopups: true,
		eventsUrl: null,
		i18n: { close: 'Close' },
		...overrides,
	};
}

/**
 * The markup the server prints for one popup.
 *
 * @param id      Popup id.
 * @param content The popup's rendered blocks.
 */
export function popupMarkup( id: number, content = '<p>Hello</p>' ): string {
	return `
		<div class="shopwright-popup" id="shopwright-popup-${ id }" data-popup-id="${ id }" hidden>
			<div class="shopwright-popup__overlay"></div>
			<div class="shopwright-popup__dialog has-close-inside" role="dialog" aria-modal="true" aria-label="Popup ${ id }" tabindex="-1">
				<button type="button" class="shopwright-popup__close" aria-label="Close">×</button>
				<div class="shopwright-popup__content">${ content }</div>
			</div>
		</div>`;
}

export function getRoot( id: number ): HTMLElement {
	const root = document.getElementById( `shopwright-popup-${ id }` );
	if ( ! root ) {
		throw new Error( `No popup ${ id } in the page` );
	}
	return root;
}

/** A Storage-like map that also lets a test read and corrupt what is stored. */
export function memoryStore(): KeyValueStore & { data: Map< string, string > } {
	const data = new Map< string, string >();
	return {
		data,
		getItem: ( key ) => data.get( key ) ?? null,
		setItem: ( key, value ) => void data.set( key, value ),
		removeItem: ( key ) => void data.delete( key ),
	};
}

export function click( element: Element | null ) {
	if ( ! element ) {
		throw new Error( 'Nothing to click' );
	}
	element.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true } )
	);
}

export function press( key: string, shiftKey = false ): KeyboardEvent {
	const event = new KeyboardEvent( 'keydown', {
		key,
		shiftKey,
		bubbles: true,
		cancelable: true,
	} );
	( focused() ?? document.body ).dispatchEvent( event );
	return event;
}

/** The focused element of the tests' one document. */
export function focused(): Element | null {
	// eslint-disable-next-line @wordpress/no-global-active-element -- jsdom has one document.
	return document.activeElement;
}
