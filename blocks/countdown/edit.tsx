/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	BaseControl,
	Button,
	DateTimePicker,
	PanelBody,
	Placeholder,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { getDate, getSettings } from '@wordpress/date';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useProductOptions } from '../../src/hooks/use-product-slider';
import { IdTokens } from '../../src/editor/id-tokens';
import { UNITS, pad2, splitRemaining } from './countdown';
import type { Unit } from './countdown';

export type CountdownAttributes = {
	endDate: string;
	productId: number;
	labelDays: string;
	labelHours: string;
	labelMinutes: string;
	labelSeconds: string;
	expiredText: string;
	hideWhenExpired: boolean;
};

type LabelAttribute =
	'labelDays' | 'labelHours' | 'labelMinutes' | 'labelSeconds';

type EditProps = {
	attributes: CountdownAttributes;
	setAttributes: ( attributes: Partial< CountdownAttributes > ) => void;
	context: {
		postId?: number;
		postType?: string;
	};
};

const LABEL_ATTRIBUTES: Record< Unit, LabelAttribute > = {
	days: 'labelDays',
	hours: 'labelHours',
	minutes: 'labelMinutes',
	seconds: 'labelSeconds',
};

/**
 * Whether the plugin told the editor that WooCommerce is active; unknown means no.
 */
function isWooCommerceActive(): boolean {
	const data: unknown =
		'shopwrightEditor' in window ? window.shopwrightEditor : undefined;
	return (
		typeof data === 'object' &&
		data !== null &&
		'woocommerceActive' in data &&
		data.woocommerceActive === true
	);
}

/**
 * Whether the site's time format uses am/pm, read the way the post schedule panel does.
 */
function isTwelveHourClock(): boolean {
	return /a(?!\\)/i.test(
		getSettings()
			.formats.time.toLowerCase()
			.replace( /\\\\/g, '' )
			.split( '' )
			.reverse()
			.join( '' )
	);
}

function getTimeZoneName(): string {
	const { timezone } = getSettings();
	if ( timezone.string ) {
		return timezone.string;
	}
	// offsetFormatted carries its own minus sign.
	return `UTC${ timezone.offset < 0 ? '' : '+' }${ timezone.offsetFormatted }`;
}

/**
 * Milliseconds since the epoch of the chosen end, or NaN when there is none.
 *
 * @param endDate The endDate attribute: a wall time in the site's time zone, or with an offset.
 */
function getEndTime( endDate: string ): number {
	// getDate() of an empty value is "now", which would read as an ended sale.
	return endDate.trim() ? getDate( endDate ).getTime() : NaN;
}

/**
 * The current time, refreshed every second while `isTicking`.
 *
 * @param isTicking Whether the preview is counting down.
 */
function useNow( isTicking: boolean ): number {
	const [ now, setNow ] = useState( () => Date.now() );
	useEffect( () => {
		if ( ! isTicking ) {
			return undefined;
		}
		const interval = setInterval( () => setNow( Date.now() ), 1000 );
		return () => clearInterval( interval );
	}, [ isTicking ] );
	return now;
}

export function Edit( { attributes, setAttributes, context }: EditProps ) {
	const { endDate, productId, expiredText, hideWhenExpired } = attributes;
	const wooCommerceActive = isWooCommerceActive();
	const usesContextProduct =
		wooCommerceActive && productId <= 0 && context.postType === 'product';
	const usesProduct =
		wooCommerceActive && ( productId > 0 || usesContextProduct );
	const endTime = getEndTime( endDate );
	const hasEndDate = Number.isFinite( endTime );
	const now = useNow( hasEndDate );
	const remaining = splitRemaining( endTime, now );
	const isExpired = hasEndDate && remaining.expired;
	const [ productSearch, setProductSearch ] = useState( '' );
	const productOptions = useProductOptions(
		wooCommerceActive ? productSearch : '',
		wooCommerceActive && productId > 0 ? [ productId ] : []
	);

	const defaultLabels: Record< Unit, string > = {
		days: __( 'Days', 'shopwright' ),
		hours: __( 'Hours', 'shopwright' ),
		minutes: __( 'Minutes', 'shopwright' ),
		seconds: __( 'Seconds', 'shopwright' ),
	};
	const labelControls: Record< Unit, string > = {
		days: __( 'Days label', 'shopwright' ),
		hours: __( 'Hours label', 'shopwright' ),
		minutes: __( 'Minutes label', 'shopwright' ),
		seconds: __( 'Seconds label', 'shopwright' ),
	};
	const defaultExpiredText = __( 'This sale has ended.', 'shopwright' );

	const blockProps = useBlockProps( {
		className: isExpired ? 'is-expired' : undefined,
	} );

	let note = '';
	if ( productId > 0 && usesProduct ) {
		note = sprintf(
			/* translators: %d: product ID. */
			__(
				'Counts down to the scheduled sale end of product #%d, or to the end date when it has none.',
				'shopwright'
			),
			productId
		);
	} else if ( usesContextProduct ) {
		note = __(
			"Counts down to this product's scheduled sale end, or to the end date when it has none.",
			'shopwright'
		);
	} else if ( isExpired && hideWhenExpired ) {
		note = __(
			'Visitors do not see this block: the sale has ended.',
			'shopwright'
		);
	}

	const inspector = (
		<InspectorControls>
			<PanelBody title={ __( 'Sale end', 'shopwright' ) }>
				<BaseControl
					help={ sprintf(
						/* translators: %s: the site's time zone, such as "Europe/Paris" or "UTC+2". */
						__( "In the site's time zone (%s).", 'shopwright' ),
						getTimeZoneName()
					) }
					__nextHasNoMarginBottom
				>
					<BaseControl.VisualLabel>
						{ __( 'End date', 'shopwright' ) }
					</BaseControl.VisualLabel>
					<DateTimePicker
						currentDate={ endDate || null }
						onChange={ ( value ) =>
							setAttributes( { endDate: value ?? '' } )
						}
						is12Hour={ isTwelveHourClock() }
					/>
				</BaseControl>
				<Button
					variant="secondary"
					onClick={ () => setAttributes( { endDate: '' } ) }
					disabled={ ! endDate }
					__next40pxDefaultSize
				>
					{ __( 'Clear end date', 'shopwright' ) }
				</Button>
				{ wooCommerceActive && (
					<>
						<IdTokens
							label={ __( 'Product', 'shopwright' ) }
							options={ productOptions.data }
							value={ productId > 0 ? [ productId ] : [] }
							onInput={ setProductSearch }
							onChange={ ( ids ) =>
								setAttributes( {
									productId: ids[ ids.length - 1 ] ?? 0,
								} )
							}
							maxLength={ 1 }
						/>
						<p className="components-base-control__help">
							{ __(
								'Type a product’s name to count down to the end of its scheduled sale instead of the end date. Leave empty to use the product being shown, if any.',
								'shopwright'
							) }
						</p>
					</>
				) }
			</PanelBody>
			<PanelBody
				title={ __( 'Text', 'shopwright' ) }
				initialOpen={ false }
			>
				{ UNITS.map( ( unit ) => (
					<TextControl
						key={ unit }
						label={ labelControls[ unit ] }
						placeholder={ defaultLabels[ unit ] }
						value={ attributes[ LABEL_ATTRIBUTES[ unit ] ] }
						onChange={ ( value ) => {
							const change: Partial< CountdownAttributes > = {};
							change[ LABEL_ATTRIBUTES[ unit ] ] = value;
							setAttributes( change );
						} }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				) ) }
				<TextControl
					label={ __(
						'Message when the sale has ended',
						'shopwright'
					) }
					placeholder={ defaultExpiredText }
					value={ expiredText }
					onChange={ ( value ) =>
						setAttributes( { expiredText: value } )
					}
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<ToggleControl
					label={ __( 'Hide when the sale has ended', 'shopwright' ) }
					checked={ hideWhenExpired }
					onChange={ ( value ) =>
						setAttributes( { hideWhenExpired: value } )
					}
					__nextHasNoMarginBottom
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( ! hasEndDate && ! usesProduct ) {
		return (
			<>
				{ inspector }
				<div { ...blockProps }>
					<Placeholder
						icon="clock"
						label={ __( 'Sale countdown', 'shopwright' ) }
						instructions={
							wooCommerceActive
								? __(
										'Choose when the sale ends in the block settings, or enter a product there to count down to its scheduled sale end.',
										'shopwright'
									)
								: __(
										'Choose when the sale ends in the block settings.',
										'shopwright'
									)
						}
					/>
				</div>
			</>
		);
	}

	return (
		<>
			{ inspector }
			<div { ...blockProps }>
				{ isExpired ? (
					<p className="wp-block-shopwright-countdown__expired">
						{ expiredText.trim() || defaultExpiredText }
					</p>
				) : (
					<div className="wp-block-shopwright-countdown__units">
						{ UNITS.map( ( unit ) => (
							<span
								key={ unit }
								className="wp-block-shopwright-countdown__unit"
							>
								<span className="wp-block-shopwright-countdown__value">
									{ hasEndDate
										? pad2( remaining[ unit ] )
										: '--' }
								</span>{ ' ' }
								<span className="wp-block-shopwright-countdown__label">
									{ attributes[
										LABEL_ATTRIBUTES[ unit ]
									].trim() || defaultLabels[ unit ] }
								</span>
							</span>
						) ) }
					</div>
				) }
				{ note && (
					<p className="wp-block-shopwright-countdown__note">
						{ note }
					</p>
				) }
			</div>
		</>
	);
}
