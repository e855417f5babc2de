/**
 * The variation form of a variable product: matches the chosen attributes to
 * a variation, shows its price and stock, sets its id, swaps the gallery
 * image, and keeps add to cart disabled until a buyable variation matches.
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
	alert: ( message: string ) => void;
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
	const originals = new Map< Element, Map< string, string | null > >();
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

	const setButton = ( state: typeof NEEDED | typeof UNAVAILABLE | null ) => {
		button?.classList.remove( 'disabled', NEEDED, UNAVAILABLE );
		button?.setAttribute( 'aria-disabled', String( !! state ) );
		if ( state ) {
			button?.classList.add( 'disabled', state );
		}
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
		if ( state === UNAVAILABLE && details ) {
			const message = form.ownerDocument.createElement( 'p' );
			message.textContent = config.unavailableText;
			details.append( message );
		}
		setButton( state );
		updateImage( null );
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
		setButton( buyable ? null : UNAVAILABLE );
		updateImage( variation.image );
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
			deps.alert(
				button.classList.contains( UNAVAILABLE )
					? config.unavailableText
					: config.selectionNeededText
			);
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
	};
}

/**
 * @param root   Where to look for variation forms.
 * @param config The lookup endpoint and the alert texts.
 * @param deps   fetch and alert.
 */
export function initVariations(
	root: ParentNode,
	config: VariationsConfig,
	deps: VariationsDependencies = {
		fetch: ( input, init ) => window.fetch( input, init ),
		// The make-a-selection and rating messages are alerts in WooCommerce too.
		// eslint-disable-next-line no-alert
		alert: ( message ) => window.alert( message ),
	}
): Cleanup {
	const cleanups = Array.from(
		root.querySelectorAll< HTMLFormElement >( 'form.variations_form' )
	).map( ( form ) => initForm( form, config, deps ) );
	return () => cleanups.forEach( ( cleanup ) => cleanup() );
}
