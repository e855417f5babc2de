/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MAX_RANGE_DAYS } from '../../api/attribution-report';
import { rangeProblem } from './period';
import type { DateRange, Period, RangeProblem } from './period';

export function periodLabel( period: Period ): string {
	switch ( period ) {
		case 'last7':
			return __( 'Last 7 days', 'shopwright' );
		case 'last30':
			return __( 'Last 30 days', 'shopwright' );
		case 'last90':
			return __( 'Last 90 days', 'shopwright' );
		case 'year':
			return __( 'This year', 'shopwright' );
		case 'custom':
			return __( 'Custom dates', 'shopwright' );
	}
}

const PERIODS: Period[] = [ 'last7', 'last30', 'last90', 'year', 'custom' ];

/**
 * What is wrong with a custom range, in a sentence.
 *
 * @param problem The problem.
 */
export function describeProblem( problem: RangeProblem ): string {
	switch ( problem ) {
		case 'from':
			return __( 'Enter the first day as a date.', 'shopwright' );
		case 'to':
			return __( 'Enter the last day as a date.', 'shopwright' );
		case 'order':
			return __(
				'The first day must not be after the last day.',
				'shopwright'
			);
		case 'length':
			return sprintf(
				/* translators: %d: the most days a report covers. */
				__( 'Choose at most %d days.', 'shopwright' ),
				MAX_RANGE_DAYS
			);
	}
}

export interface PeriodChooserProps {
	period: Period;
	/** The range shown now, which a custom range starts from. */
	range: DateRange;
	onPeriod: ( period: Period ) => void;
	/** A valid custom range to show. */
	onCustomRange: ( range: DateRange ) => void;
}

/**
 * The period select, and for custom dates two date fields and a button: the
 * report changes on the button, not on every keystroke in a date field.
 *
 * @param props               Props.
 * @param props.period        The chosen period.
 * @param props.range         The range shown now.
 * @param props.onPeriod      Called with a new period.
 * @param props.onCustomRange Called with a valid custom range.
 */
export function PeriodChooser( {
	period,
	range,
	onPeriod,
	onCustomRange,
}: PeriodChooserProps ) {
	const [ draft, setDraft ] = useState< DateRange >( range );
	const [ problem, setProblem ] = useState< RangeProblem | null >( null );
	const errorId = `shopwright-attribution-range-error-${ useId() }`;

	const choose = ( value: string ) => {
		const next = PERIODS.find( ( candidate ) => candidate === value );
		if ( ! next ) {
			return;
		}
		if ( next === 'custom' ) {
			setDraft( range );
			setProblem( null );
		}
		onPeriod( next );
	};

	const submit = ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		const found = rangeProblem( draft );
		setProblem( found );
		if ( found === null ) {
			onCustomRange( draft );
		}
	};

	const invalid = ( field: 'from' | 'to' ): boolean =>
		problem === field ||
		( field === 'from' && problem === 'order' ) ||
		( field === 'to' && problem === 'length' );

	return (
		<div className="shopwright-attribution__period">
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Period', 'shopwright' ) }
				value={ period }
				options={ PERIODS.map( ( value ) => ( {
					value,
					label: periodLabel( value ),
				} ) ) }
				onChange={ choose }
			/>
			{ period === 'custom' && (
				<form
					className="shopwright-attribution__custom"
					onSubmit={ submit }
					noValidate
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="date"
						label={ __( 'From', 'shopwright' ) }
						value={ draft.from }
						max={ draft.to || undefined }
						onChange={ ( from ) => setDraft( { ...draft, from } ) }
						aria-invalid={ invalid( 'from' ) }
						aria-describedby={
							invalid( 'from' ) ? errorId : undefined
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="date"
						label={ __( 'To', 'shopwright' ) }
						value={ draft.to }
						min={ draft.from || undefined }
						onChange={ ( to ) => setDraft( { ...draft, to } ) }
						aria-invalid={ invalid( 'to' ) }
						aria-describedby={
							invalid( 'to' ) ? errorId : undefined
						}
					/>
					<Button
						__next40pxDefaultSize
						variant="secondary"
						type="submit"
					>
						{ __( 'Show report', 'shopwright' ) }
					</Button>
					{ problem !== null && (
						<p
							id={ errorId }
							className="shopwright-attribution__error"
							role="alert"
						>
							{ describeProblem( problem ) }
						</p>
					) }
				</form>
			) }
		</div>
	);
}
