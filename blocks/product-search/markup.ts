/**
 * Reading markup our own routes send (price HTML, the details card) without ever letting it run:
 * it is parsed in an inert document, then either read as text or copied element by element
 * through an allowlist.
 */

/**
 * Internal dependencies
 */
import { imageUrl, sameOriginUrl } from '../../src/utils/urls';

/** What a product card or a price is made of; anything else is dropped with its content. */
const TAGS = [
	'a',
	'b',
	'bdi',
	'br',
	'del',
	'div',
	'em',
	'h2',
	'h3',
	'h4',
	'i',
	'img',
	'ins',
	'li',
	'mark',
	'ol',
	'p',
	's',
	'small',
	'span',
	'strong',
	'sub',
	'sup',
	'ul',
];
const ATTRIBUTES = [
	'alt',
	'aria-hidden',
	'class',
	'height',
	'href',
	'loading',
	'src',
	'title',
	'width',
];
/** A link in a card leads into the shop; an image may come from a CDN. */
const URL_RULES: Record< string, ( url: string ) => string | null > = {
	href: ( url ) => sameOriginUrl( url ),
	src: ( url ) => imageUrl( url ),
};

function parse( html: string ): HTMLElement {
	// DOMParser's document has no browsing context: nothing in it loads or runs.
	return new DOMParser().parseFromString( html, 'text/html' ).body;
}

function copy( doc: Document, node: Node ): Node | null {
	if ( node.nodeType === Node.TEXT_NODE ) {
		return doc.createTextNode( node.textContent ?? '' );
	}
	if ( ! ( node instanceof Element ) ) {
		return null;
	}
	const tag = node.tagName.toLowerCase();
	if ( ! TAGS.includes( tag ) ) {
		return null;
	}
	const clean = doc.createElement( tag );
	for ( const { name, value } of Array.from( node.attributes ) ) {
		if (
			ATTRIBUTES.includes( name ) &&
			( ! ( name in URL_RULES ) || URL_RULES[ name ]( value ) !== null )
		) {
			clean.setAttribute( name, value );
		}
	}
	node.childNodes.forEach( ( child ) => {
		const cleanChild = copy( doc, child );
		if ( cleanChild ) {
			clean.append( cleanChild );
		}
	} );
	return clean;
}

/**
 * The markup as new nodes of `doc`, keeping only allowlisted elements and attributes and safe
 * addresses: defence in depth for markup our server already escaped.
 *
 * @param doc  The document the nodes are for.
 * @param html The markup.
 */
export function sanitizeHtml( doc: Document, html: string ): DocumentFragment {
	const fragment = doc.createDocumentFragment();
	parse( html ).childNodes.forEach( ( node ) => {
		const clean = copy( doc, node );
		if ( clean ) {
			fragment.append( clean );
		}
	} );
	return fragment;
}

export type PriceText = {
	/** What the shopper pays, as text: the sale price on a sale. */
	text: string;
	isSale: boolean;
	/** WooCommerce's price suffix ("incl. VAT"), as text; '' when it printed none. */
	suffix: string;
};

/**
 * The text of WooCommerce price markup: on a sale the price inside <ins>, otherwise all of it,
 * without the screen-reader-only sentences WooCommerce adds; its tax suffix apart.
 *
 * @param html Price markup.
 */
export function priceText( html: string ): PriceText {
	const body = parse( html );
	body.querySelectorAll( '.screen-reader-text' ).forEach( ( node ) =>
		node.remove()
	);
	const clean = ( text: string | null ) =>
		( text ?? '' ).replace( /\s+/g, ' ' ).trim();
	const suffixes = Array.from(
		body.querySelectorAll( '.woocommerce-price-suffix' )
	);
	suffixes.forEach( ( node ) => node.remove() );
	const current = body.querySelector( 'ins' ) ?? body;
	return {
		text: clean( current.textContent ),
		isSale: body.querySelector( 'del' ) !== null,
		suffix: clean(
			suffixes.map( ( node ) => node.textContent ?? '' ).join( ' ' )
		),
	};
}
