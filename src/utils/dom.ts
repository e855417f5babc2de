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
