/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { Button, Notice, PanelBody, TextControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useContentLock } from '../../src/hooks/use-content-lock';
import { newLockId } from './lock-id';

export type LockedContentAttributes = {
	lockId: string;
	locked: boolean;
	embedUrl: string;
	prompt: string;
	buttonText: string;
	unlockingText: string;
	errorMessage: string;
};

type TextAttribute = 'prompt' | 'buttonText' | 'unlockingText' | 'errorMessage';

type EditProps = {
	clientId: string;
	attributes: LockedContentAttributes;
	setAttributes: ( attributes: Partial< LockedContentAttributes > ) => void;
	context: { postId?: number };
};

const BLOCK = 'shopwright/locked-content';

const TEXTS: Array< [ TextAttribute, string, string ] > = [
	[
		'prompt',
		__( 'Text above the form', 'shopwright' ),
		__(
			'This content is protected. Enter the password to see it.',
			'shopwright'
		),
	],
	[
		'buttonText',
		__( 'Button', 'shopwright' ),
		__( 'Unlock', 'shopwright' ),
	],
	[
		'unlockingText',
		__( 'Button while checking', 'shopwright' ),
		__( 'Unlocking…', 'shopwright' ),
	],
	[
		'errorMessage',
		__( 'Wrong password message', 'shopwright' ),
		__( 'That password is not right. Try again.', 'shopwright' ),
	],
];

/**
 * The first block, in document order, that uses this lock id: a copy made with "Duplicate"
 * carries the same id, and the copy, not the original, must take a new one.
 *
 * @param clientIds  Every block's client id, in order.
 * @param attributes Reads a block's attributes.
 * @param names      Reads a block's name.
 * @param lockId     The lock id.
 */
function firstWithLockId(
	clientIds: string[],
	attributes: ( id: string ) => Record< string, unknown > | null,
	names: ( id: string ) => string | null,
	lockId: string
): string | null {
	return (
		clientIds.find(
			( id ) =>
				names( id ) === BLOCK && attributes( id )?.lockId === lockId
		) ?? null
	);
}

export function Edit( {
	clientId,
	attributes,
	setAttributes,
	context,
}: EditProps ) {
	const { lockId, locked, embedUrl } = attributes;
	const postId = useSelect(
		( select ) => {
			if ( typeof context.postId === 'number' ) {
				return context.postId;
			}
			// The core/editor store is there in the post editor; the id is a number there.
			const editor = select( 'core/editor' ) as
				{ getCurrentPostId?: () => unknown } | undefined;
			const id = editor?.getCurrentPostId?.();
			return typeof id === 'number' ? id : 0;
		},
		[ context.postId ]
	);
	const owner = useSelect(
		( select ) => {
			const editor = select( blockEditorStore );
			return lockId === ''
				? null
				: firstWithLockId(
						editor.getClientIdsWithDescendants(),
						( id ) => editor.getBlockAttributes( id ),
						( id ) => editor.getBlockName( id ),
						lockId
					);
		},
		[ lockId ]
	);

	useEffect( () => {
		if ( lockId === '' || ( owner !== null && owner !== clientId ) ) {
			setAttributes( { lockId: newLockId() } );
		}
	}, [ lockId, owner, clientId, setAttributes ] );

	const lock = useContentLock( postId, owner === clientId ? lockId : '' );
	const [ password, setPassword ] = useState( '' );
	const hasPassword = lock.data?.locked ?? false;

	const save = async ( value: string ) => {
		const isLocked = await lock.setPassword( value );
		if ( isLocked !== null ) {
			setAttributes( { locked: isLocked } );
			setPassword( '' );
		}
	};

	const blockProps = useBlockProps( {
		className: locked || hasPassword ? 'is-locked-in-editor' : undefined,
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-shopwright-locked-content__content' },
		{ templateLock: false }
	);

	let status = __( 'No password: everyone sees this content.', 'shopwright' );
	if ( lock.isLoading ) {
		status = __( 'Checking the password…', 'shopwright' );
	} else if ( hasPassword ) {
		status = __(
			'Locked: visitors must enter the password.',
			'shopwright'
		);
	} else if ( locked ) {
		status = __(
			'This block was locked, but its password is not on this post (was it copied?). Visitors cannot open it until you set a password.',
			'shopwright'
		);
	}

	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Password', 'shopwright' ) }>
					{ postId === 0 ? (
						<Notice status="warning" isDismissible={ false }>
							{ __(
								'Passwords are kept with a post or page: place this block in one.',
								'shopwright'
							) }
						</Notice>
					) : (
						<>
							<p>{ status }</p>
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								type="password"
								autoComplete="new-password"
								label={
									hasPassword
										? __( 'New password', 'shopwright' )
										: __( 'Password', 'shopwright' )
								}
								help={ __(
									'Saved at once, hashed; nobody can read it back. A new password locks out everyone who had the old one.',
									'shopwright'
								) }
								value={ password }
								onChange={ setPassword }
							/>
							<div className="wp-block-shopwright-locked-content__editor-actions">
								<Button
									variant="primary"
									disabled={
										password === '' || lock.isSaving
									}
									isBusy={ lock.isSaving }
									onClick={ () => save( password ) }
								>
									{ __( 'Set password', 'shopwright' ) }
								</Button>
								{ hasPassword && (
									<Button
										variant="secondary"
										isDestructive
										disabled={ lock.isSaving }
										onClick={ () => save( '' ) }
									>
										{ __(
											'Remove password',
											'shopwright'
										) }
									</Button>
								) }
							</div>
							{ lock.error && (
								<Notice status="error" isDismissible={ false }>
									{ lock.error }
								</Notice>
							) }
						</>
					) }
				</PanelBody>
				<PanelBody
					title={ __( 'Embed and texts', 'shopwright' ) }
					initialOpen={ false }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="url"
						label={ __( 'Embed address (optional)', 'shopwright' ) }
						help={ __(
							'A video, audio or post address shown, once unlocked, after the blocks inside.',
							'shopwright'
						) }
						value={ embedUrl }
						onChange={ ( value ) =>
							setAttributes( { embedUrl: value } )
						}
					/>
					{ TEXTS.map( ( [ name, label, fallback ] ) => (
						<TextControl
							key={ name }
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ label }
							placeholder={ fallback }
							value={ attributes[ name ] }
							onChange={ ( value ) =>
								setAttributes( { [ name ]: value } )
							}
						/>
					) ) }
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<p className="wp-block-shopwright-locked-content__editor-status">
					{ status }
				</p>
				<div { ...innerBlocksProps } />
			</div>
		</>
	);
}
