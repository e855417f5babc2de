/**
 * The editor's preview of the table: the same nesting the server builds, from the headings in
 * the editor's blocks, so the owner sees the table change as they write.
 */

export type Heading = { level: number; text: string };

export type OutlineItem = { text: string; children: OutlineItem[] };

type BlockLike = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: BlockLike[];
};

/**
 * The plain text of a heading's content (a string of HTML, or rich text that prints as one).
 *
 * @param content The heading block's content attribute.
 */
function plainText( content: unknown ): string {
	const html =
		typeof content === 'string' ||
		( typeof content === 'object' && content !== null )
			? String( content )
			: '';
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	return ( doc.body.textContent ?? '' ).trim();
}

/**
 * Heading blocks with text, depth first, as the server reads the saved post.
 *
 * @param blocks The editor's blocks.
 */
export function headingsOf( blocks: BlockLike[] ): Heading[] {
	return blocks.flatMap( ( block ) => {
		const own: Heading[] = [];
		if ( block.name === 'core/heading' ) {
			const level =
				typeof block.attributes.level === 'number'
					? block.attributes.level
					: 2;
			const text = plainText( block.attributes.content );
			if ( text !== '' ) {
				own.push( { level, text } );
			}
		}
		return [ ...own, ...headingsOf( block.innerBlocks ) ];
	} );
}

/**
 * Nests the headings of the chosen levels under the nearest higher one shown.
 *
 * @param headings The headings, in order.
 * @param levels   Levels to show.
 */
export function outline(
	headings: Heading[],
	levels: number[]
): OutlineItem[] {
	const root: OutlineItem[] = [];
	const stack: Array< { level: number; children: OutlineItem[] } > = [
		{ level: 0, children: root },
	];
	for ( const heading of headings ) {
		if ( ! levels.includes( heading.level ) ) {
			continue;
		}
		while (
			stack.length > 1 &&
			stack[ stack.length - 1 ].level >= heading.level
		) {
			stack.pop();
		}
		const item: OutlineItem = { text: heading.text, children: [] };
		stack[ stack.length - 1 ].children.push( item );
		stack.push( { level: heading.level, children: item.children } );
	}
	return root;
}
