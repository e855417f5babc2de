/**
 * External dependencies
 */
import type { ComponentProps, FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Notice,
	NoticeList,
	SnackbarList,
	Spinner,
	VisuallyHidden,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ModuleInfo, SettingsSchema } from '../api/settings';
import {
	useHasEdits,
	useIsSaving,
	useSettings,
	useSettingsActions,
	useSettingsNotices,
} from '../hooks/use-settings';
import { ModulePanel } from './module-panels';
import { ModuleSection, SettingsSection } from './module-section';

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

function SaveButton() {
	const isSaving = useIsSaving();
	const hasEdits = useHasEdits();
	return (
		<Button
			__next40pxDefaultSize
			type="submit"
			variant="primary"
			isBusy={ isSaving }
			disabled={ isSaving || ! hasEdits }
			// Keeps focus on the button while it is disabled for the save.
			accessibleWhenDisabled
		>
			{ __( 'Save changes', 'shopwright' ) }
		</Button>
	);
}

function SettingsForm() {
	const { data, error, isLoading } = useSettings();
	const { save } = useSettingsActions();

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

	const { settings, modules, schema } = data;
	const onSubmit = ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		// The thunk skips the request when saving or when nothing changed.
		save();
	};

	return (
		<form
			className="shopwright-settings__form"
			onSubmit={ onSubmit }
			noValidate
		>
			{ schema.properties[ GENERAL_SECTION ] && (
				<SettingsSection
					section={ GENERAL_SECTION }
					schema={ schema.properties[ GENERAL_SECTION ] }
					values={ settings[ GENERAL_SECTION ] }
					fallbackTitle={ __( 'General', 'shopwright' ) }
				/>
			) }
			{ modules.map( ( module ) => (
				<ModuleSection
					key={ module.id }
					module={ module }
					schema={ schema.properties[ module.id ] }
					values={ settings[ module.id ] }
				>
					<ModulePanel moduleId={ module.id } />
				</ModuleSection>
			) ) }
			{ getExtraSections( schema, modules ).map( ( section ) => (
				<SettingsSection
					key={ section }
					section={ section }
					schema={ schema.properties[ section ] }
					values={ settings[ section ] }
					fallbackTitle={ section }
				/>
			) ) }
			<div className="shopwright-settings__actions">
				<SaveButton />
			</div>
		</form>
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
