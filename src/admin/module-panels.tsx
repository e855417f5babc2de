/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { useIsModuleSaved } from '../hooks/use-settings';
import { SearchIndexPanel } from './search-index-panel';

/**
 * Panels a module shows under its settings: tools that talk to the module's
 * own REST routes rather than settings to save.
 */
export const MODULE_PANELS: Partial< Record< string, ComponentType > > = {
	search: SearchIndexPanel,
};

/**
 * A module's panel, while the module is switched on in the saved settings:
 * its routes exist only then.
 *
 * @param props          Component props.
 * @param props.moduleId Module id.
 */
export function ModulePanel( { moduleId }: { moduleId: string } ) {
	const isSaved = useIsModuleSaved( moduleId );
	const Panel = MODULE_PANELS[ moduleId ];
	return Panel && isSaved ? <Panel /> : null;
}
