/**
 * External dependencies
 */
import type { ComponentProps, FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Notice,
	NoticeList,
	SnackbarList,
	Spinner,
	VisuallyHidden,
} from '@wordpress/components';
import { useCallback, useEffect, useMemo, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ModuleInfo, SettingsSchema } from '../api/settings';
import {
	useHasEdits,
	useSettings,
	useSettingsActions,
	useSettingsNotices,
} from '../hooks/use-settings';
import { ModulePanel } from './module-panels';
import {
	getSectionHeadingId,
	ModuleSection,
	SettingsSection,
} from './module-section';
import { moduleState, moduleStateLabel } from './module-state';
import { followInApp, pageUrl, SUMMARY_PAGE, usePage } from './navigation';
import { SaveBar, useLeaveWarning } from './save-bar';
import { Summary, SUMMARY_HEADING_ID } from './summary';

export const GENERAL_SECTION = 'general';

/**
 * Sections in the schema that are neither General nor a module, so that a
 * section the server adds shows up without a change here.
 *
 * @param schema  The settings schema.
 * @param modules The server's modules.
 */
export function getExtraSections(
	schema: SettingsSchema,
	modules: ModuleInfo[]
): string[] {
	const moduleIds = new Set( modules.map( ( module ) => module.id ) );
	return Object.keys( schema.properties ).filter(
		( section ) => section !== GENERAL_SECTION && ! moduleIds.has( section )
	);
}

type StoreNotice = ReturnType<
	typeof useSettingsNotices
>[ 'notices' ][ number ];
type ListNotice = ComponentProps< typeof NoticeList >[ 'notices' ][ number ];
type ListNoticeAction = NonNullable< ListNotice[ 'actions' ] >[ number ];

/**
 * A `core/notices` notice as NoticeList and SnackbarList take it. The two
 * packages type a notice action differently (the components want either a
 * URL or a click handler), so each action is rebuilt as one or the other.
 *
 * @param notice A notice from the store.
 */
export function toListNotice( notice: StoreNotice ): ListNotice {
	const actions: ListNoticeAction[] = [];
	for ( const { label, url, onClick } of notice.actions ) {
		if ( typeof url === 'string' ) {
			actions.push( { label, url } );
		} else if ( typeof onClick === 'function' ) {
			actions.push( { label, onClick } );
		}
	}
	return {
		id: notice.id,
		content: notice.content,
		status: notice.status,
		isDismissible: notice.isDismissible,
		onDismiss: notice.onDismiss,
		spokenMessage: notice.spokenMessage ?? undefined,
		actions,
	};
}

function Notices() {
	const { notices, snackbars, removeNotice } = useSettingsNotices();
	return (
		<>
			<NoticeList
				className="shopwright-settings__notices"
				notices={ notices.map( toListNotice ) }
				onRemove={ removeNotice }
			/>
			<SnackbarList
				className="shopwright-settings__snackbars"
				notices={ snackbars.map( toListNotice ) }
				onRemove={ removeNotice }
			/>
		</>
	);
}

export interface PageLink {
	page: string;
	label: string;
	/** A module's state in a word or two. */
	state?: string;
}

/**
 * The side navigation: the summary, General, each module with its state, and any other
 * section, each a link to its page.
 *
 * @param props         Component props.
 * @param props.links   The pages.
 * @param props.current The page shown.
 * @param props.go      Goes to a page.
 */
function SettingsNav( {
	links,
	current,
	go,
}: {
	links: PageLink[];
	current: string;
	go: ( page: string ) => void;
} ) {
	return (
		<nav
			className="shopwright-settings__nav"
			aria-label={ __( 'Settings pages', 'shopwright' ) }
		>
			<ul>
				{ links.map( ( { page, label, state } ) => (
					<li key={ page }>
						<a
							href={ pageUrl( window.location.href, page ) }
							aria-current={
								page === current ? 'page' : undefined
							}
							onClick={ followInApp( go, page ) }
						>
							<span className="shopwright-settings__nav-label">
								{ label }
							</span>
							{ state && (
								<span className="shopwright-settings__nav-state">
									{ state }
								</span>
							) }
						</a>
					</li>
				) ) }
			</ul>
		</nav>
	);
}

function SettingsForm() {
	const { data, error, isLoading } = useSettings();
	const { save } = useSettingsActions();
	const hasEdits = useHasEdits();
	useLeaveWarning( hasEdits );
	const pages = useMemo(
		() =>
			data
				? [
						GENERAL_SECTION,
						...data.modules.map( ( module ) => module.id ),
						...getExtraSections( data.schema, data.modules ),
					]
				: [],
		[ data ]
	);
	const [ page, go ] = usePage( pages );
	const navigated = useRef( false );
	const goAndFocus = useCallback(
		( next: string ) => {
			navigated.current = true;
			go( next );
		},
		[ go ]
	);
	// After the owner follows a link, focus moves to the new page's heading, so that
	// keyboard and screen reader users land where the page changed.
	useEffect( () => {
		if ( ! navigated.current ) {
			return;
		}
		navigated.current = false;
		document
			.getElementById(
				page === SUMMARY_PAGE
					? SUMMARY_HEADING_ID
					: getSectionHeadingId( page )
			)
			?.focus();
	}, [ page ] );

	if ( isLoading ) {
		return (
			<div className="shopwright-settings__loading" role="status">
				<Spinner />
				<VisuallyHidden>
					{ __( 'Loading settings…', 'shopwright' ) }
				</VisuallyHidden>
			</div>
		);
	}

	if ( ! data ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error ??
					__( 'The settings could not be loaded.', 'shopwright' ) }
			</Notice>
		);
	}

	const { settings, saved, modules, schema } = data;
	const onSubmit = ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		// The thunk skips the request when saving or when nothing changed.
		save();
	};
	const links: PageLink[] = [
		{ page: SUMMARY_PAGE, label: __( 'Summary', 'shopwright' ) },
		{
			page: GENERAL_SECTION,
			label:
				schema.properties[ GENERAL_SECTION ]?.title ??
				__( 'General', 'shopwright' ),
		},
		...modules.map( ( module ) => ( {
			page: module.id,
			label: module.label,
			state: moduleStateLabel( moduleState( module, saved ) ),
		} ) ),
		...getExtraSections( schema, modules ).map( ( section ) => ( {
			page: section,
			label: schema.properties[ section ]?.title ?? section,
		} ) ),
	];
	const module = modules.find( ( candidate ) => candidate.id === page );

	let content;
	if ( page === SUMMARY_PAGE ) {
		content = (
			<Summary modules={ modules } saved={ saved } go={ goAndFocus } />
		);
	} else if ( module ) {
		content = (
			<ModuleSection
				module={ module }
				schema={ schema.properties[ module.id ] }
				values={ settings[ module.id ] }
			>
				<ModulePanel moduleId={ module.id } />
			</ModuleSection>
		);
	} else {
		content = (
			<SettingsSection
				section={ page }
				schema={ schema.properties[ page ] }
				values={ settings[ page ] }
				fallbackTitle={
					page === GENERAL_SECTION
						? __( 'General', 'shopwright' )
						: page
				}
			/>
		);
	}

	return (
		<div className="shopwright-settings__layout">
			<SettingsNav links={ links } current={ page } go={ goAndFocus } />
			<form
				className="shopwright-settings__form"
				onSubmit={ onSubmit }
				noValidate
			>
				{ content }
				{ /* The summary has nothing to save, unless edits wait on other pages. */ }
				{ ( page !== SUMMARY_PAGE || hasEdits ) && <SaveBar /> }
			</form>
		</div>
	);
}

/**
 * WP Admin → Shopwright: the plugin's settings page.
 */
export function SettingsApp() {
	return (
		<div className="shopwright-settings">
			<h1 className="shopwright-settings__title">
				{ __( 'Shopwright', 'shopwright' ) }
			</h1>
			<Notices />
			<SettingsForm />
		</div>
	);
}
