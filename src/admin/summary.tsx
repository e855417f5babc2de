/**
 * The settings app's first page: every module with its state and what it needs, the search
 * index, and a link into each module's page.
 */

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ModuleInfo, Settings } from '../api/settings';
import {
	moduleState,
	moduleStateLabel,
	needsWooCommerceMessage,
} from './module-state';
import { followInApp, pageUrl } from './navigation';
import { SearchIndexPanel } from './search-index-panel';

export const SUMMARY_HEADING_ID = 'shopwright-settings-summary';

export interface SummaryProps {
	modules: ModuleInfo[];
	/** The saved settings. */
	saved: Settings | null;
	go: ( page: string ) => void;
}

export function Summary( { modules, saved, go }: SummaryProps ) {
	const searchOn = saved?.search?.enabled === true;
	return (
		<section
			className="shopwright-settings__summary"
			aria-labelledby={ SUMMARY_HEADING_ID }
		>
			<h2
				id={ SUMMARY_HEADING_ID }
				className="shopwright-settings__page-title"
				tabIndex={ -1 }
			>
				{ __( 'Summary', 'shopwright' ) }
			</h2>
			<ul className="shopwright-settings__modules">
				{ modules.map( ( module ) => {
					const state = moduleState( module, saved );
					return (
						<li
							key={ module.id }
							className={ `shopwright-settings__module is-${ state }` }
						>
							<h3 className="shopwright-settings__module-title">
								{ module.label }
							</h3>
							<span className="shopwright-settings__state">
								{ moduleStateLabel( state ) }
							</span>
							<p className="shopwright-settings__module-description">
								{ module.description }
							</p>
							{ state === 'inactive' && (
								<Notice
									status="warning"
									isDismissible={ false }
								>
									{ needsWooCommerceMessage() }
								</Notice>
							) }
							{ state === 'attention' && (
								<Notice
									status="warning"
									isDismissible={ false }
								>
									{ module.attention }
								</Notice>
							) }
							<a
								className="shopwright-settings__module-link"
								href={ pageUrl(
									window.location.href,
									module.id
								) }
								onClick={ followInApp( go, module.id ) }
							>
								{ sprintf(
									/* translators: %s: module name, such as "Product search". */
									__( '%s settings', 'shopwright' ),
									module.label
								) }
							</a>
						</li>
					);
				} ) }
			</ul>
			{ searchOn && (
				<SearchIndexPanel
					title={ __( 'Search index', 'shopwright' ) }
				/>
			) }
		</section>
	);
}
