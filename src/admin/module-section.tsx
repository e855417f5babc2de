/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Modal,
	Notice,
} from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	ModuleInfo,
	SectionSchema,
	SectionSettings,
	SettingSchema,
} from '../api/settings';
import {
	useFieldError,
	useIsSaving,
	useSettingsActions,
} from '../hooks/use-settings';
import { needsWooCommerce, needsWooCommerceMessage } from './module-state';
import { SettingField } from './setting-field';

/** The setting every module has: its on/off switch. */
export const ENABLED_KEY = 'enabled';

const DEFAULT_ENABLED_SCHEMA: SettingSchema = { type: 'boolean' };

export function getSectionHeadingId( section: string ): string {
	return `shopwright-settings-section-${ section }`;
}

/**
 * The keys to render as fields, in schema order.
 *
 * @param schema  The section's schema, if the server sent one.
 * @param exclude Keys rendered elsewhere (a module's `enabled`).
 */
export function getFieldKeys(
	schema: SectionSchema | undefined,
	exclude: string[] = []
): string[] {
	return Object.keys( schema?.properties ?? {} ).filter(
		( key ) => ! exclude.includes( key )
	);
}

interface ConnectedFieldProps {
	section: string;
	name: string;
	schema: SettingSchema;
	values: SectionSettings | undefined;
	label?: string;
}

function ConnectedField( {
	section,
	name,
	schema,
	values,
	label,
}: ConnectedFieldProps ) {
	const error = useFieldError( section, name );
	const { editSetting } = useSettingsActions();
	return (
		<SettingField
			section={ section }
			name={ name }
			schema={ schema }
			label={ label }
			value={ values?.[ name ] }
			error={ error }
			onChange={ ( value ) => editSetting( section, name, value ) }
		/>
	);
}

interface SectionFieldsProps {
	section: string;
	schema: SectionSchema | undefined;
	values: SectionSettings | undefined;
	exclude?: string[];
}

/**
 * The keys of each panel a section's settings are grouped into, after the keys of none.
 *
 * @param schema The section's schema.
 * @param keys   The keys to show, in schema order.
 */
export function groupFieldKeys(
	schema: SectionSchema,
	keys: string[]
): { ungrouped: string[]; groups: Array< [ string, string, string[] ] > } {
	const titles = schema.groups ?? {};
	const ungrouped = keys.filter(
		( key ) =>
			! Object.hasOwn( titles, schema.properties[ key ]?.group ?? '' )
	);
	const groups = Object.entries( titles )
		.map( ( [ id, title ] ): [ string, string, string[] ] => [
			id,
			title,
			keys.filter( ( key ) => schema.properties[ key ]?.group === id ),
		] )
		.filter( ( [ , , groupKeys ] ) => groupKeys.length > 0 );
	return { ungrouped, groups };
}

/**
 * One panel of a long module's settings: a heading whose button shows or hides them.
 *
 * @param props          Component props.
 * @param props.title    The panel's title.
 * @param props.open     Whether it starts open.
 * @param props.children The fields.
 */
function FieldGroup( {
	title,
	open,
	children,
}: {
	title: string;
	open: boolean;
	children: ReactNode;
} ) {
	const [ isOpen, setIsOpen ] = useState( open );
	const id = `shopwright-settings-group-${ useId() }`;
	return (
		<div className="shopwright-settings__group">
			<h3 className="shopwright-settings__group-title">
				<button
					type="button"
					aria-expanded={ isOpen }
					aria-controls={ id }
					onClick={ () => setIsOpen( ! isOpen ) }
				>
					{ title }
				</button>
			</h3>
			<div
				id={ id }
				className="shopwright-settings__fields"
				hidden={ ! isOpen }
			>
				{ children }
			</div>
		</div>
	);
}

function SectionFields( {
	section,
	schema,
	values,
	exclude,
}: SectionFieldsProps ) {
	const keys = getFieldKeys( schema, exclude );
	if ( ! schema || keys.length === 0 ) {
		return null;
	}
	const field = ( key: string ) => (
		<ConnectedField
			key={ key }
			section={ section }
			name={ key }
			schema={ schema.properties[ key ] }
			values={ values }
		/>
	);
	const { ungrouped, groups } = groupFieldKeys( schema, keys );
	return (
		<>
			{ ungrouped.length > 0 && (
				<div className="shopwright-settings__fields">
					{ ungrouped.map( field ) }
				</div>
			) }
			{ groups.map( ( [ id, title, groupKeys ], index ) => (
				<FieldGroup key={ id } title={ title } open={ index === 0 }>
					{ groupKeys.map( field ) }
				</FieldGroup>
			) ) }
		</>
	);
}

/**
 * An error about a whole section (the server's `params` key is the section
 * alone), which no field can show.
 *
 * @param props         Component props.
 * @param props.section Section key.
 */
function SectionError( { section }: { section: string } ) {
	const error = useFieldError( section );
	if ( ! error ) {
		return null;
	}
	return (
		<Notice status="error" isDismissible={ false }>
			{ error }
		</Notice>
	);
}

interface SettingsCardProps {
	section: string;
	title: string;
	children: ReactNode;
}

function SettingsCard( { section, title, children }: SettingsCardProps ) {
	const headingId = getSectionHeadingId( section );
	return (
		<section
			className="shopwright-settings__section"
			aria-labelledby={ headingId }
		>
			<Card>
				<CardHeader>
					<h2
						id={ headingId }
						className="shopwright-settings__section-title"
						tabIndex={ -1 }
					>
						{ title }
					</h2>
				</CardHeader>
				<CardBody>
					<SectionError section={ section } />
					{ children }
				</CardBody>
			</Card>
		</section>
	);
}

export interface SettingsSectionProps {
	section: string;
	schema: SectionSchema | undefined;
	values: SectionSettings | undefined;
	/** Heading when the schema has no `title`. */
	fallbackTitle: string;
}

/**
 * A section that is not a module, such as General: its heading and fields.
 *
 * @param props Component props.
 */
export function SettingsSection( props: SettingsSectionProps ) {
	const { section, schema, values, fallbackTitle } = props;
	return (
		<SettingsCard
			section={ section }
			title={ schema?.title ?? fallbackTitle }
		>
			{ schema?.description && (
				<p className="shopwright-settings__section-description">
					{ schema.description }
				</p>
			) }
			<SectionFields
				section={ section }
				schema={ schema }
				values={ values }
			/>
		</SettingsCard>
	);
}

export interface ModuleSectionProps {
	module: ModuleInfo;
	/** The module's section schema; its key is the module id. */
	schema: SectionSchema | undefined;
	values: SectionSettings | undefined;
	/** Shown under the settings, such as the module's panel. */
	children?: ReactNode;
}

/**
 * One module: heading, description, its switch and its other settings.
 *
 * @param props Component props.
 */
export function ModuleSection( props: ModuleSectionProps ) {
	const { module, schema, values, children } = props;
	const enabledSchema =
		schema?.properties[ ENABLED_KEY ] ?? DEFAULT_ENABLED_SCHEMA;
	return (
		<SettingsCard section={ module.id } title={ module.label }>
			{ module.description && (
				<p className="shopwright-settings__section-description">
					{ module.description }
				</p>
			) }
			{ needsWooCommerce( module ) && (
				<Notice status="warning" isDismissible={ false }>
					{ needsWooCommerceMessage() }
				</Notice>
			) }
			<ConnectedField
				section={ module.id }
				name={ ENABLED_KEY }
				schema={ enabledSchema }
				values={ values }
				label={ sprintf(
					/* translators: %s: module name, such as "Product search". */
					__( 'Enable %s', 'shopwright' ),
					module.label
				) }
			/>
			<SectionFields
				section={ module.id }
				schema={ schema }
				values={ values }
				exclude={ [ ENABLED_KEY ] }
			/>
			{ children }
			{ getFieldKeys( schema, [ ENABLED_KEY ] ).length > 0 && (
				<ResetButton section={ module.id } title={ module.label } />
			) }
		</SettingsCard>
	);
}

/**
 * Puts a module's settings back to their defaults, once the owner confirms; whether the
 * module is on stays as it is.
 *
 * @param props         Component props.
 * @param props.section The module's section key.
 * @param props.title   The module's name.
 */
function ResetButton( { section, title }: { section: string; title: string } ) {
	const [ isConfirming, setIsConfirming ] = useState( false );
	const isSaving = useIsSaving();
	const { reset } = useSettingsActions();
	return (
		<div className="shopwright-settings__reset">
			<Button
				__next40pxDefaultSize
				variant="tertiary"
				isDestructive
				disabled={ isSaving }
				accessibleWhenDisabled
				onClick={ () => setIsConfirming( true ) }
			>
				{ __( 'Reset to defaults', 'shopwright' ) }
			</Button>
			{ isConfirming && (
				<Modal
					title={ sprintf(
						/* translators: %s: module name, such as "Product search". */
						__( 'Reset %s?', 'shopwright' ),
						title
					) }
					size="small"
					onRequestClose={ () => setIsConfirming( false ) }
				>
					<p>
						{ __(
							'Every setting of this module goes back to its default. This is saved at once; whether the module is on stays as it is.',
							'shopwright'
						) }
					</p>
					<div className="shopwright-settings__confirm-actions">
						<Button
							__next40pxDefaultSize
							variant="tertiary"
							onClick={ () => setIsConfirming( false ) }
						>
							{ __( 'Cancel', 'shopwright' ) }
						</Button>
						<Button
							__next40pxDefaultSize
							variant="primary"
							isDestructive
							onClick={ () => {
								setIsConfirming( false );
								reset( section );
							} }
						>
							{ __( 'Reset', 'shopwright' ) }
						</Button>
					</div>
				</Modal>
			) }
		</div>
	);
}
