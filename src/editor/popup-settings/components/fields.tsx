/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Flex } from '@wordpress/components';

/**
 * Controls one below the other, evenly spaced, without a stylesheet of ours
 * in the editor's sidebar.
 *
 * @param props          Component props.
 * @param props.children The controls.
 */
export function Fields( { children }: { children: ReactNode } ) {
	return (
		<Flex direction="column" align="stretch" gap={ 4 }>
			{ children }
		</Flex>
	);
}

/**
 * A titled group of settings inside a panel.
 *
 * @param props          Component props.
 * @param props.title    The group's heading.
 * @param props.children The controls.
 */
export function Section( {
	title,
	children,
}: {
	title: string;
	children: ReactNode;
} ) {
	return (
		<section>
			<h3>{ title }</h3>
			<Fields>{ children }</Fields>
		</section>
	);
}
