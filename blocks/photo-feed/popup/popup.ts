/**
 * The photo feed's popup, loaded when a visitor reaches for a post: the post's image from this
 * site (a video's cover, with a link to watch it on Instagram; an album's images in a carousel),
 * its whole caption as text, its date, its counts when the block shows them, and a link to the
 * post on Instagram. Escape, the Close button or a click on the backdrop close it, and the focus
 * goes back to the post it came from.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { cycleFocus, inertOthers } from '../../../src/frontend/dialog/focus';
import { BLOCK, carouselOptions, type PhotoFeedApi } from '../constants';
import {
	createCarousel,
	type Carousel,
	type CarouselSlide,
	type CarouselWindow,
} from '../carousel';
import { isImage } from '../load-more';
import { createShare, shareTargets, type ShareWindow } from '../share';

const POPUP = 'shopwright-photo-popup';

/**
 * An album's images from a post's data attribute; anything but images with https or http
 * addresses is left out.
 *
 * @param json The attribute's text.
 */
export function albumSlides( json: string | undefined ): CarouselSlide[] {
	let data: unknown = [];
	try {
		data = JSON.parse( json ?? '[]' );
	} catch {
		data = [];
	}
	if ( ! Array.isArray( data ) ) {
		return [];
	}
	const slides: CarouselSlide[] = [];
	for ( const child of data ) {
		const image: unknown =
			typeof child === 'object' && child !== null
				? Reflect.get( child, 'image' )
				: null;
		if ( isImage( image ) ) {
			slides.push( image );
		}
	}
	return slides;
}

/** The album carousel's words. */
function albumWords() {
	return {
		name: __( 'Album', 'shopwright' ),
		prev: __( 'Previous image', 'shopwright' ),
		next: __( 'Next image', 'shopwright' ),
		pause: __( 'Pause slides', 'shopwright' ),
		play: __( 'Play slides', 'shopwright' ),
		viewport: __(
			'Album images; Left and Right arrows turn them',
			'shopwright'
		),
		slide: ( place: number, count: number ) =>
			/* translators: 1: image number, 2: how many images. */
			sprintf( __( '%1$d of %2$d', 'shopwright' ), place, count ),
		status: ( first: number, _last: number, count: number ) =>
			sprintf(
				/* translators: 1: image number, 2: how many images. */
				__( 'Image %1$d of %2$d', 'shopwright' ),
				first,
				count
			),
	};
}

function element< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	name: string,
	text = ''
): HTMLElementTagNameMap[ K ] {
	const created = doc.createElement( tag );
	created.className = `${ POPUP }__${ name }`;
	created.textContent = text;
	return created;
}

/**
 * @param doc The document.
 * @param win The window (the carousel's timers and media queries).
 */
export function createPhotoPopup(
	doc: Document,
	win: CarouselWindow & ShareWindow
): Pick< PhotoFeedApi, 'open' > & { close: () => void } {
	let state: {
		overlay: HTMLElement;
		dialog: HTMLElement;
		restore: () => void;
		opener: HTMLElement;
		carousel: Carousel | null;
		share: { destroy: () => void } | null;
	} | null = null;

	const close = () => {
		if ( ! state ) {
			return;
		}
		const { overlay, restore, opener, carousel, share } = state;
		state = null;
		carousel?.destroy();
		share?.destroy();
		restore();
		overlay.remove();
		doc.removeEventListener( 'keydown', onKey, true );
		opener.focus();
	};

	function onKey( event: KeyboardEvent ) {
		if ( ! state ) {
			return;
		}
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close();
		} else if ( event.key === 'Tab' ) {
			cycleFocus( event, state.dialog );
		}
	}

	const media = ( root: HTMLElement, link: HTMLAnchorElement ) => {
		const box = element( doc, 'div', 'media' );
		const type = link.closest< HTMLElement >( `.${ BLOCK }__item` )?.dataset
			.type;
		const slides = albumSlides( link.dataset.children );
		if ( type === 'CAROUSEL_ALBUM' && slides.length > 0 ) {
			const carousel = createCarousel(
				doc,
				slides,
				carouselOptions( root.dataset.carousel ),
				win,
				albumWords()
			);
			box.append( carousel.element );
			return { box, carousel };
		}
		const image = link.querySelector( 'img' );
		if ( image ) {
			const copy = doc.createElement( 'img' );
			copy.src = image.src;
			copy.width = image.width;
			copy.height = image.height;
			copy.alt = '';
			box.append( copy );
		}
		return { box, carousel: null };
	};

	return {
		open( root, link ) {
			close();
			const overlay = doc.createElement( 'div' );
			overlay.className = POPUP;
			const dialog = element( doc, 'div', 'dialog' );
			dialog.setAttribute( 'role', 'dialog' );
			dialog.setAttribute( 'aria-modal', 'true' );
			const heading = element(
				doc,
				'h2',
				'title',
				link.querySelector( `.${ BLOCK }__name` )?.textContent ?? ''
			);
			heading.id = `${ POPUP }-title`;
			dialog.setAttribute( 'aria-labelledby', heading.id );
			const closeButton = element(
				doc,
				'button',
				'close',
				__( 'Close', 'shopwright' )
			);
			closeButton.type = 'button';
			closeButton.addEventListener( 'click', close );
			const { box, carousel } = media( root, link );
			const body = element( doc, 'div', 'body' );
			const caption = link.dataset.caption ?? '';
			body.append( heading );
			if ( caption !== '' ) {
				body.append( element( doc, 'p', 'caption', caption ) );
			}
			const meta = [ link.dataset.date ?? '', link.dataset.counts ?? '' ]
				.filter( ( part ) => part !== '' )
				.join( ' · ' );
			if ( meta !== '' ) {
				body.append( element( doc, 'p', 'meta', meta ) );
			}
			const type = link.closest< HTMLElement >( `.${ BLOCK }__item` )
				?.dataset.type;
			const away = element(
				doc,
				'a',
				'permalink',
				type === 'VIDEO'
					? __( 'Watch the video on Instagram', 'shopwright' )
					: __( 'View on Instagram', 'shopwright' )
			);
			away.href = link.href;
			away.rel = 'noopener';
			body.append( away );
			const targets = shareTargets( root.dataset.share );
			const share =
				targets.length > 0
					? createShare(
							doc,
							targets,
							link.href,
							heading.textContent ?? '',
							win
						)
					: null;
			if ( share ) {
				body.append( share.element );
			}
			dialog.append( closeButton, box, body );
			overlay.append( dialog );
			// A click on the backdrop, outside the dialog, closes it.
			overlay.addEventListener( 'click', ( event ) => {
				if (
					! ( event.target instanceof Node ) ||
					! dialog.contains( event.target )
				) {
					close();
				}
			} );
			doc.body.append( overlay );
			state = {
				overlay,
				dialog,
				restore: inertOthers( overlay ),
				opener: link,
				carousel,
				share,
			};
			doc.addEventListener( 'keydown', onKey, true );
			closeButton.focus();
		},
		close,
	};
}
