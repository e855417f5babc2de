/**
 * WordPress dependencies
 */
import { Button, Notice, ProgressBar, Spinner } from '@wordpress/components';
import { dateI18n, getSettings as getDateSettings } from '@wordpress/date';
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SearchIndexStatus } from '../api/search-index';
import { useSearchIndex } from '../hooks/use-search-index';

const SECONDS = new Intl.NumberFormat( undefined, {
	maximumFractionDigits: 1,
} );
const COUNT = new Intl.NumberFormat();

/**
 * What the last rebuild came to, in a sentence.
 *
 * @param status The index status, with no rebuild under way.
 */
export function describeLastRebuild( status: SearchIndexStatus ): string {
	if ( status.state === 'failed' ) {
		return __(
			'The last rebuild failed. Rebuild the index to try again.',
			'shopwright'
		);
	}
	if ( status.finished <= 0 ) {
		return __( 'The index has not been rebuilt yet.', 'shopwright' );
	}
	return sprintf(
		/* translators: 1: date and time, 2: number of seconds. */
		__( 'Last rebuilt %1$s in %2$s s.', 'shopwright' ),
		dateI18n( getDateSettings().formats.datetime, status.finished * 1000 ),
		SECONDS.format( status.seconds )
	);
}

/**
 * What the rebuild under way has done, in a sentence.
 *
 * @param status   The index status, with a rebuild under way.
 * @param progress Percent done, or null while it waits for its first run.
 */
export function describeProgress(
	status: SearchIndexStatus,
	progress: number | null
): string {
	if ( progress === null ) {
		return __( 'Rebuild waiting to start…', 'shopwright' );
	}
	return sprintf(
		/* translators: 1: items done, 2: items in all, 3: percent done. */
		__( 'Rebuilding: %1$s of %2$s (%3$s%%)', 'shopwright' ),
		COUNT.format( status.done ),
		COUNT.format( status.total ),
		String( progress )
	);
}

/**
 * The search module's index: a rebuild's progress while it runs (polled every
 * 2 s), when the last one finished and how long it took, and a button that
 * starts one.
 *
 * @param props       Component props.
 * @param props.title The panel's heading; "Index" on the module's own page.
 */
export function SearchIndexPanel( { title }: { title?: string } = {} ) {
	const { data, error, isLoading, isRunning, progress, isStarting, rebuild } =
		useSearchIndex();
	const id = `shopwright-search-index-${ useId() }`;
	const labelId = `${ id }__progress`;

	return (
		<div
			className="shopwright-settings__panel"
			role="group"
			aria-labelledby={ `${ id }__heading` }
		>
			<h3
				id={ `${ id }__heading` }
				className="shopwright-settings__panel-title"
			>
				{ title ?? __( 'Index', 'shopwright' ) }
			</h3>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ isLoading && <Spinner /> }
			{ data && isRunning && (
				<div className="shopwright-settings__progress">
					<p id={ labelId } aria-live="polite">
						{ describeProgress( data, progress ) }
					</p>
					<ProgressBar
						className="shopwright-settings__progress-bar"
						value={ progress ?? undefined }
						aria-labelledby={ labelId }
						aria-label={ undefined }
					/>
				</div>
			) }
			{ data && ! isRunning && (
				<p className="shopwright-settings__panel-status">
					{ describeLastRebuild( data ) }
				</p>
			) }
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ rebuild }
				isBusy={ isStarting }
				disabled={ isLoading || isRunning || isStarting }
				accessibleWhenDisabled
			>
				{ __( 'Rebuild index', 'shopwright' ) }
			</Button>
		</div>
	);
}
