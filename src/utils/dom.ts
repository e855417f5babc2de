/**
 * A new element with its class and, when given, its text: how every script here builds markup
 * (never from strings, so nothing a server or a shopper wrote is ever parsed as HTML).
 *
 * @param doc       The document.
 * @param tag       The tag name.
 * @param className The class attribute.
 * @param text      Its text, if any.
 */
export function createElement< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className: string,
	text?: string
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( tag );
	node.className = className;
	if ( text !== undefined && text !== '' ) {
		node.textContent = text;
	}
	return node;
}

/**
 * createElement for the parts of one block: `part( 'span', 'title' )` gives
 * `<span class="<block>__title">`.
 *
 * @param doc   The document.
 * @param block The block's class, such as `wp-block-shopwright-mini-cart`.
 */
export function blockParts( doc: Document, block: string ) {
	return < K extends keyof HTMLElementTagNameMap >(
		tag: K,
		name: string,
		text?: string
	) => createElement( doc, tag, `${ block }__${ name }`, text );
}
