/**
 * An error in WooCommerce's own notice markup (`ul.woocommerce-error` with `role="alert"`), the
 * way themes style and screen readers announce it, built from text only.
 *
 * @param doc     The document.
 * @param message What went wrong, as plain text.
 */
export function errorNotice(
	doc: Document,
	message: string
): HTMLUListElement {
	const notice = doc.createElement( 'ul' );
	notice.className = 'woocommerce-error';
	notice.setAttribute( 'role', 'alert' );
	const item = doc.createElement( 'li' );
	item.textContent = message;
	notice.append( item );
	return notice;
}
