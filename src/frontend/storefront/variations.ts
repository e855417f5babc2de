/**
 * The variation form of a variable product: matches the chosen attributes to
 * a variation, shows its price and stock, sets its id, swaps the gallery
 * image, puts the variation's SKU, weight and dimensions where the page shows
 * the product's, gives the quantity input the variation's limits, and keeps
 * add to cart marked disabled until a buyable variation matches. Clearing the
 * choice puts the product's own values back.
 *
 * The disabled button stays a working button (no `disabled`, no
 * `aria-disabled`): pressed, it says what is missing next to the options and
 * moves focus to the first option still to choose, described by that message,
 * so a shopper using a screen reader is told why and taken where to act.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import { sanitizeUrl } from './sanitize-url';
import type { Cleanup, Fetch } from './types';

export interface VariationsConfig {
	wcAjaxUrl: string;
	selectionNeededText: string;
	unavailableText: string;
}

export interface VariationsDependencies {
	fetch: Fetch;
	/**
	 * Says why the disabled button did nothing, in place of the message under the options
	 * and the move of focus (the quick view dialog flags the options and speaks in its own way).
	 */
	alert?: ( message: string ) => void;
}

export interface Variation {
	variation_id: number;
	attributes: Record< string, string >;
	[ key: string ]: unknown;
}

export const FOUND_EVENT = 'shopwright:variation-found';
export const RESET_EVENT = 'shopwright:variation-reset';

const NEEDED = 'wc-variation-selection-needed';
const UNAVAILABLE = 'wc-variation-is-unavailable';
export const NOTICE_CLASS = 'shopwright-variation-notice';

// Where WooCommerce's templates print the product's SKU, weight and dimensions.
const PRODUCT_TEXTS = {
	sku: '.product_meta .sku',
	weight: '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value',
	dimensions:
		'.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
};

let forms = 0;

export function isVariation( value: unknown ): value is Variation {
	return (
		isRecord( value ) &&
		Number.isInteger( value.variation_id ) &&
		Number( value.variation_id ) > 0 &&
		isRecord( value.attributes ) &&
		Object.values( value.attributes ).every(
			( item ) => typeof item === 'string'
		)
	);
}

/**
 * Reads data-product_variations: a list, or `false` when there are too many
 * to print and each one is looked up on the server. Malformed data gives an
 * empty list, which never matches.
 *
 * @param text The attribute's value.
 */
export function parseVariations( text: string | null ): Variation[] | false {
	if ( text?.trim() === 'false' ) {
		return false;
	}
	try {
		const data: unknown = JSON.parse( text ?? '' );
		return Array.isArray( data ) ? data.filter( isVariation ) : [];
	} catch {
		return [];
	}
}

export function findVariation(
	variations: Variation[],
	chosen: Record< string, string >
): Variation | undefined {
	return variations.find( ( variation ) =>
		Object.entries( variation.attributes ).every(
			// An empty value in a variation means "any".
			( [ name, value ] ) => value === '' || chosen[ name ] === value
		)
	);
}

const text = ( value: unknown ): string | undefined =>
	typeof value === 'string' || typeof value === 'number'
		? String( value )
		: undefined;

const filled = ( value: unknown ) => ( text( value ) ?? '' ).trim() !== '';

/**
 * The text of a bit of HTML WooCommerce formatted (`0.5 kg`,
 * `66 &times; 50 &times; 3 cm`), decoded in an inert template.
 *
 * @param doc  The document.
 * @param html The HTML.
 */
function plainText( doc: Document, html: unknown ): string | undefined {
	if ( typeof html !== 'string' ) {
		return undefined;
	}
	const template = doc.createElement( 'template' );
	template.innerHTML = html;
	return template.content.textContent ?? '';
}

type ImageTarget = 'img' | 'wrap' | 'thumb' | 'link';

// [ element, attribute, field of variation.image ]
const IMAGE_FIELDS: Array< [ ImageTarget, string, string ] > = [
	[ 'img', 'src', 'src' ],
	[ 'img', 'width', 'src_w' ],
	[ 'img', 'height', 'src_h' ],
	[ 'img', 'srcset', 'srcset' ],
	[ 'img', 'sizes', 'sizes' ],
	[ 'img', 'title', 'title' ],
	[ 'img', 'data-caption', 'caption' ],
	[ 'img', 'alt', 'alt' ],
	[ 'img', 'data-src', 'full_src' ],
	[ 'img', 'data-large_image', 'full_src' ],
	[ 'img', 'data-large_image_width', 'full_src_w' ],
	[ 'img', 'data-large_image_height', 'full_src_h' ],
	[ 'wrap', 'data-thumb', 'src' ],
	[ 'thumb', 'src', 'gallery_thumbnail_src' ],
	[ 'link', 'href', 'full_src' ],
];

function galleryImages( form: Element ) {
	const product = form.closest( '.product' ) ?? form.ownerDocument;
	const wrap = product.querySelector(
		'.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder'
	);
	return {
		img: wrap?.querySelector( '.wp-post-image' ) ?? null,
		wrap,
		thumb: product.querySelector( '.flex-control-nav li:first-child img' ),
		link: wrap?.querySelector( 'a' ) ?? null,
	};
}

function initForm(
	form: HTMLFormElement,
	config: VariationsConfig,
	deps: VariationsDependencies
): Cleanup {
	const variations = parseVariations(
		form.getAttribute( 'data-product_variations' )
	);
	const selects = Array.from(
		form.querySelectorAll< HTMLSelectElement >(
			'select[name^="attribute_"]'
		)
	);
	const button = form.querySelector( '.single_add_to_cart_button' );
	const idInput = form.querySelector< HTMLInputElement >(
		'input[name="variation_id"]'
	);
	const details = form.querySelector( '.woocommerce-variation' );
	const resetLink = form.querySelector< HTMLElement >( '.reset_variations' );
	const quantity = form.querySelector< HTMLInputElement >(
		'.quantity input.qty[name="quantity"]'
	);
	const quantityWrap = quantity?.closest< HTMLElement >( '.quantity' );
	const product = form.closest( '.product' ) ?? form.ownerDocument;
	const noticeId = `shopwright-variation-notice-${ ++forms }`;
	const originals = new Map< Element, Map< string, string | null > >();
	const originalTexts = new Map< Element, string >();
	let request: AbortController | undefined;

	const setImageAttribute = (
		element: Element,
		name: string,
		value: string | undefined
	) => {
		const saved = originals.get( element ) ?? new Map();
		originals.set( element, saved );
		if ( ! saved.has( name ) ) {
			saved.set( name, element.getAttribute( name ) );
		}
		const next = value ?? saved.get( name );
		if ( next === null || next === undefined ) {
			element.removeAttribute( name );
		} else {
			element.setAttribute( name, next );
		}
	};

	// The product's SKU, weight or dimensions, or the variation's own when it has one.
	const setText = ( name: keyof typeof PRODUCT_TEXTS, value?: string ) =>
		product
			.querySelectorAll( PRODUCT_TEXTS[ name ] )
			.forEach( ( element ) => {
				if ( ! originalTexts.has( element ) ) {
					originalTexts.set( element, element.textContent ?? '' );
				}
				element.textContent =
					value ?? originalTexts.get( element ) ?? '';
			} );

	const updateTexts = ( variation: Variation | null ) => {
		const doc = form.ownerDocument;
		const dimensions = variation?.dimensions;
		setText(
			'sku',
			variation && filled( variation.sku )
				? text( variation.sku )
				: undefined
		);
		setText(
			'weight',
			variation && filled( variation.weight )
				? plainText( doc, variation.weight_html )
				: undefined
		);
		setText(
			'dimensions',
			isRecord( dimensions ) && Object.values( dimensions ).some( filled )
				? plainText( doc, variation?.dimensions_html )
				: undefined
		);
	};

	const setAttribute = ( element: Element, name: string, value?: string ) =>
		value === undefined
			? element.removeAttribute( name )
			: element.setAttribute( name, value );

	// What the page printed, to put back when the choice is cleared.
	const quantityOriginal = quantity && {
		min: quantity.getAttribute( 'min' ) ?? undefined,
		max: quantity.getAttribute( 'max' ) ?? undefined,
		display: quantityWrap?.style.display ?? '',
	};

	const setQuantity = (
		min: string | undefined,
		max: string | undefined,
		shown: boolean,
		value?: string
	) => {
		if ( ! quantity || ! quantityOriginal ) {
			return;
		}
		const before = [
			quantity.getAttribute( 'min' ),
			quantity.getAttribute( 'max' ),
			quantity.value,
		].join();
		setAttribute( quantity, 'min', min );
		setAttribute( quantity, 'max', max );
		if ( value !== undefined ) {
			quantity.value = value;
		}
		if ( quantityWrap ) {
			// An inline style, as a theme's display rule for .quantity would outweigh `hidden`.
			quantityWrap.style.display = shown
				? quantityOriginal.display
				: 'none';
		}
		if ( before !== [ min ?? null, max ?? null, quantity.value ].join() ) {
			quantity.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		}
	};

	const updateQuantity = ( variation: Variation ) => {
		if ( variation.is_sold_individually === 'yes' ) {
			setQuantity( '1', undefined, false, '1' );
			return;
		}
		const min = filled( variation.min_qty )
			? text( variation.min_qty )
			: undefined;
		const max =
			filled( variation.max_qty ) && Number( variation.max_qty ) > 0
				? text( variation.max_qty )
				: undefined;
		let value = parseFloat( quantity?.value ?? '' );
		if ( Number.isNaN( value ) ) {
			value = Number( min ?? 1 );
		} else {
			value = Math.min(
				value,
				max === undefined ? value : Number( max )
			);
			value = Math.max(
				value,
				min === undefined ? value : Number( min )
			);
		}
		setQuantity( min, max, true, String( value ) );
	};

	const resetQuantity = () =>
		setQuantity( quantityOriginal?.min, quantityOriginal?.max, true );

	const resetImage = () =>
		originals.forEach( ( saved, element ) =>
			saved.forEach( ( value, name ) =>
				setImageAttribute( element, name, value ?? undefined )
			)
		);

	const updateImage = ( image: unknown ) => {
		if ( ! isRecord( image ) || ! text( image.src ) ) {
			resetImage();
			form.removeAttribute( 'data-current-image' );
			return;
		}
		const elements = galleryImages( form );
		for ( const [ target, name, field ] of IMAGE_FIELDS ) {
			const element = elements[ target ];
			const value = text( image[ field ] );
			if ( element ) {
				setImageAttribute(
					element,
					name,
					name === 'href' && value ? sanitizeUrl( value ) : value
				);
			}
		}
		form.setAttribute( 'data-current-image', text( image.image_id ) ?? '' );
	};

	// The classes WooCommerce's stylesheets and themes dim the button by; it stays operable.
	const setButton = ( state: typeof NEEDED | typeof UNAVAILABLE | null ) => {
		button?.classList.remove( 'disabled', NEEDED, UNAVAILABLE );
		if ( state ) {
			button?.classList.add( 'disabled', state );
		}
	};

	// The message under the options, and the options no longer described by it.
	const showNotice = ( message: string ) => {
		const doc = form.ownerDocument;
		let notice = doc.getElementById( noticeId );
		if ( ! notice || ! form.contains( notice ) ) {
			notice = doc.createElement( 'p' );
			notice.id = noticeId;
			// WooCommerce's class for its no-match message, so themes draw both alike.
			notice.className = `${ NOTICE_CLASS } woocommerce-info`;
			( details ?? form ).append( notice );
		}
		notice.textContent = message;
		return notice;
	};

	const describeBy = ( select: HTMLSelectElement | null ) =>
		selects.forEach( ( item ) => {
			const ids = ( item.getAttribute( 'aria-describedby' ) ?? '' )
				.split( /\s+/ )
				.filter( ( id ) => id && id !== noticeId );
			if ( item === select ) {
				ids.push( noticeId );
			}
			setAttribute(
				item,
				'aria-describedby',
				ids.length ? ids.join( ' ' ) : undefined
			);
		} );

	const clearNotice = () => {
		form.ownerDocument.getElementById( noticeId )?.remove();
		describeBy( null );
	};

	const setDetails = ( parts: Array< [ string, unknown ] > ) => {
		details?.replaceChildren(
			...parts
				.filter( ( [ , html ] ) => typeof html === 'string' && html )
				.map( ( [ name, html ] ) => {
					const part = form.ownerDocument.createElement( 'div' );
					part.className = `woocommerce-variation-${ name }`;
					// Price, stock and description are HTML rendered by
					// WooCommerce on the server, inserted as WooCommerce does.
					part.innerHTML = String( html );
					return part;
				} )
		);
	};

	const reset = ( state: typeof NEEDED | typeof UNAVAILABLE ) => {
		if ( idInput ) {
			idInput.value = '';
		}
		setDetails( [] );
		clearNotice();
		if ( state === UNAVAILABLE ) {
			showNotice( config.unavailableText );
		}
		setButton( state );
		updateImage( null );
		updateTexts( null );
		resetQuantity();
		form.dispatchEvent( new CustomEvent( RESET_EVENT, { bubbles: true } ) );
	};

	const show = ( variation: Variation ) => {
		if ( idInput ) {
			idInput.value = String( variation.variation_id );
		}
		const buyable =
			variation.is_purchasable === true &&
			variation.is_in_stock === true &&
			variation.variation_is_visible !== false;
		setDetails( [
			[ 'description', variation.variation_description ],
			[ 'price', variation.price_html ],
			[ 'availability', variation.availability_html ],
		] );
		clearNotice();
		setButton( buyable ? null : UNAVAILABLE );
		updateImage( variation.image );
		updateTexts( variation );
		updateQuantity( variation );
		form.dispatchEvent(
			new CustomEvent( FOUND_EVENT, {
				bubbles: true,
				detail: { variation },
			} )
		);
	};

	const lookUp = ( chosen: Record< string, string > ) => {
		const current = new AbortController();
		request = current;
		const body = new URLSearchParams( chosen );
		body.set( 'product_id', form.dataset.product_id ?? '' );
		deps.fetch(
			config.wcAjaxUrl.replace( '%%endpoint%%', 'get_variation' ),
			{
				method: 'POST',
				body,
				credentials: 'same-origin',
				signal: current.signal,
			}
		)
			.then( ( response ) => ( response.ok ? response.json() : null ) )
			.catch( () => null )
			.then( ( data: unknown ) => {
				// A later choice must not be overwritten by this answer.
				if ( current.signal.aborted ) {
					return;
				}
				if ( isVariation( data ) ) {
					show( data );
				} else {
					reset( UNAVAILABLE );
				}
			} );
	};

	const update = () => {
		request?.abort();
		const chosen = Object.fromEntries(
			selects.map( ( select ) => [ select.name, select.value ] )
		);
		if ( resetLink ) {
			resetLink.style.visibility = selects.some( ( { value } ) => value )
				? 'visible'
				: 'hidden';
		}
		if ( ! selects.length || selects.some( ( { value } ) => ! value ) ) {
			reset( NEEDED );
		} else if ( variations === false ) {
			lookUp( chosen );
		} else {
			const match = findVariation( variations, chosen );
			if ( match ) {
				show( match );
			} else {
				reset( UNAVAILABLE );
			}
		}
	};

	const onClick = ( event: Event ) => {
		const target = event.target instanceof Element ? event.target : null;
		if ( resetLink && target?.closest( '.reset_variations' ) ) {
			event.preventDefault();
			selects.forEach( ( select ) => ( select.value = '' ) );
			update();
			selects[ 0 ]?.focus();
		} else if (
			button &&
			target?.closest( '.single_add_to_cart_button' ) === button &&
			button.classList.contains( 'disabled' )
		) {
			event.preventDefault();
			const message = button.classList.contains( UNAVAILABLE )
				? config.unavailableText
				: config.selectionNeededText;
			if ( deps.alert ) {
				deps.alert( message );
				return;
			}
			showNotice( message );
			// The first option still to choose, or the first to change.
			const option =
				selects.find( ( select ) => ! select.value ) ?? selects[ 0 ];
			describeBy( option ?? null );
			option?.focus();
		}
	};
	const onChange = ( event: Event ) => {
		if ( selects.some( ( select ) => select === event.target ) ) {
			update();
		}
	};

	form.addEventListener( 'click', onClick );
	form.addEventListener( 'change', onChange );
	update();
	return () => {
		request?.abort();
		form.removeEventListener( 'click', onClick );
		form.removeEventListener( 'change', onChange );
		resetImage();
		updateTexts( null );
		resetQuantity();
		clearNotice();
	};
}

/**
 * @param root   Where to look for variation forms.
 * @param config The lookup endpoint and the messages.
 * @param deps   fetch, and what says why the disabled button did nothing when not the page.
 */
export function initVariations(
	root: ParentNode,
	config: VariationsConfig,
	deps: VariationsDependencies = {
		fetch: ( input, init ) => window.fetch( input, init ),
	}
): Cleanup {
	const cleanups = Array.from(
		root.querySelectorAll< HTMLFormElement >( 'form.variations_form' )
	).map( ( form ) => initForm( form, config, deps ) );
	return () => cleanups.forEach( ( cleanup ) => cleanup() );
}
