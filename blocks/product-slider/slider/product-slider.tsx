/**
 * The carousel, on the storefront and in the editor alike: react-slick around the server's own
 * product cards, with what an accessible carousel needs on top (a pause button, autoplay that
 * stops on focus and pauses on hover, slides labelled "n of m", hidden slides inert).
 */

/**
 * External dependencies
 */
import type { RefObject } from 'react';
import Slider, { type CustomArrowProps } from 'react-slick';

/**
 * WordPress dependencies
 */
import {
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { syncCarousel } from './a11y';
import {
	columnsAt,
	fitColumns,
	nextAutoplaySlide,
	rotates,
	toSlickSettings,
	type Columns,
	type SliderSettings,
} from './settings';

const BLOCK = 'wp-block-shopwright-product-slider';

type ArrowProps = CustomArrowProps & { label: string; symbol: string };

/**
 * An arrow react-slick clones with its class, style and click handler (none at either end).
 *
 * @param props           The props react-slick passes, plus the label and the symbol drawn.
 * @param props.className
 * @param props.style
 * @param props.onClick
 * @param props.label
 * @param props.symbol
 */
function Arrow( { className, style, onClick, label, symbol }: ArrowProps ) {
	return (
		<button
			type="button"
			className={ className }
			style={ style }
			onClick={ onClick }
			aria-label={ label }
			aria-disabled={ ( className ?? '' ).includes( 'slick-disabled' ) }
		>
			<span aria-hidden="true">{ symbol }</span>
		</button>
	);
}

export type ProductSliderProps = {
	/** The inner markup of each server-rendered card slide. */
	slides: string[];
	settings: SliderSettings;
	reducedMotion: boolean;
	/** Called once the carousel has measured itself and can replace the server row. */
	onReady?: () => void;
	/**
	 * The slide to open at: the one the shopper had scrolled or tabbed the server row to. Read
	 * when the carousel starts, and again just before onReady in case the shopper moved on while
	 * it laid itself out.
	 */
	startAt?: () => number;
};

/**
 * The columns in force at the viewport's width (as CSS media queries measure it), no more than fit
 * the slider's own width (as the server row's container queries measure it), following resizes.
 *
 * @param settings The slider settings.
 * @param rootRef  The carousel, inside the block whose inner width is measured.
 */
function useColumns(
	settings: SliderSettings,
	rootRef: RefObject< HTMLElement >
): Columns {
	const [ width, setWidth ] = useState( () => window.innerWidth );
	const [ room, setRoom ] = useState( 0 );
	// Before the first paint: the carousel is laid out at its final columns from the start.
	useLayoutEffect( () => {
		const follow = () => setWidth( window.innerWidth );
		window.addEventListener( 'resize', follow );
		const block = rootRef.current?.closest( `.${ BLOCK }` );
		let observer: ResizeObserver | undefined;
		if ( block ) {
			const style = window.getComputedStyle( block );
			setRoom(
				block.clientWidth -
					parseFloat( style.paddingLeft ) -
					parseFloat( style.paddingRight )
			);
		}
		if ( block && typeof ResizeObserver === 'function' ) {
			// The content box: the room between the arrows' padding.
			observer = new ResizeObserver( ( [ entry ] ) =>
				setRoom( entry.contentRect.width )
			);
			observer.observe( block );
		}
		return () => {
			window.removeEventListener( 'resize', follow );
			observer?.disconnect();
		};
	}, [ rootRef ] );
	const { show, scroll } = fitColumns( columnsAt( settings, width ), room );
	// One object per pair of numbers, so effects that depend on it run only when they change.
	return useMemo( () => ( { show, scroll } ), [ show, scroll ] );
}

export function ProductSlider( {
	slides,
	settings,
	reducedMotion,
	onReady,
	startAt,
}: ProductSliderProps ) {
	const rootRef = useRef< HTMLDivElement >( null );
	const sliderRef = useRef< Slider >( null );
	const autoplay = rotates( settings, reducedMotion );
	// The carousel opens at its first slide. react-slick's slickGoTo() after the start can be
	// undone by its own resize handling, which may read the slide from before the move.
	const [ first, setFirst ] = useState( () => startAt?.() ?? 0 );
	const [ current, setCurrent ] = useState( first );
	const [ playing, setPlaying ] = useState( autoplay );
	const [ hovered, setHovered ] = useState( false );
	const rotating =
		autoplay && playing && ! ( settings.pauseOnHover && hovered );
	const count = slides.length;
	const shown = useColumns( settings, rootRef );
	const shownRef = useRef( shown );
	shownRef.current = shown;

	// A timer per view rather than an interval: a manual change restarts the wait.
	useEffect( () => {
		if ( ! rotating ) {
			return undefined;
		}
		const timer = window.setTimeout( () => {
			const next = nextAutoplaySlide( current, count, shown );
			sliderRef.current?.slickGoTo( next );
		}, settings.autoplaySpeed );
		return () => window.clearTimeout( timer );
	}, [ rotating, current, count, settings, shown ] );

	useEffect( () => {
		if ( rootRef.current ) {
			syncCarousel( rootRef.current, rotating );
		}
	} );

	// Ready once react-slick has measured the list (its track gets a width), or after a while.
	useEffect( () => {
		if ( ! onReady ) {
			return undefined;
		}
		let frames = 0;
		let frame = 0;
		const check = () => {
			const track =
				rootRef.current?.querySelector< HTMLElement >( '.slick-track' );
			const measured = Boolean( track && track.style.width );
			if ( measured || frames++ > 30 ) {
				// Where the row is now, within the last full view.
				const start = Math.min(
					startAt?.() ?? 0,
					Math.max( 0, count - shownRef.current.show )
				);
				if ( measured && start !== first ) {
					// Started again at that slide (a new key), still unseen behind the row.
					setFirst( start );
					setCurrent( start );
					return;
				}
				onReady();
				return;
			}
			frame = window.requestAnimationFrame( check );
		};
		frame = window.requestAnimationFrame( check );
		return () => window.cancelAnimationFrame( frame );
		// Once for each start, for its first layout.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ first ] );

	const sync = () => {
		if ( rootRef.current ) {
			syncCarousel( rootRef.current, rotating );
		}
	};

	return (
		// Focus and hover are read on the whole carousel, as the pattern asks.

		<div
			ref={ rootRef }
			className={ `${ BLOCK }__carousel` }
			onFocus={ ( event ) => {
				// Focus anywhere but on the button that controls it stops rotation for good
				// (until the shopper starts it again): a keyboard user reading a card keeps it.
				if (
					autoplay &&
					! (
						event.target instanceof Element &&
						event.target.closest( `.${ BLOCK }__pause` )
					)
				) {
					setPlaying( false );
				}
			} }
			onMouseEnter={ () => setHovered( true ) }
			onMouseLeave={ () => setHovered( false ) }
		>
			{ autoplay && (
				<button
					type="button"
					className={ `${ BLOCK }__pause` }
					onClick={ () => setPlaying( ! playing ) }
				>
					<span aria-hidden="true">{ playing ? '❚❚' : '▶' }</span>
					<span className="screen-reader-text">
						{ playing
							? __( 'Pause slides', 'shopwright' )
							: __( 'Play slides', 'shopwright' ) }
					</span>
				</button>
			) }
			<Slider
				key={ first }
				ref={ sliderRef }
				{ ...toSlickSettings( settings, reducedMotion, shown ) }
				initialSlide={ first }
				prevArrow={
					<Arrow
						label={ __( 'Previous products', 'shopwright' ) }
						symbol={ settings.rtl ? '→' : '←' }
					/>
				}
				nextArrow={
					<Arrow
						label={ __( 'Next products', 'shopwright' ) }
						symbol={ settings.rtl ? '←' : '→' }
					/>
				}
				customPaging={ ( index ) => (
					<button type="button">
						<span className="screen-reader-text">
							{ sprintf(
								/* translators: %d: number of a group of slides. */
								__( 'Show slide group %d', 'shopwright' ),
								index + 1
							) }
						</span>
					</button>
				) }
				beforeChange={ ( _from, to ) => setCurrent( to ) }
				onReInit={ sync }
			>
				{ slides.map( ( html, index ) => (
					<div
						key={ index }
						className={ `${ BLOCK }__slide` }
						role="group"
						aria-roledescription={ __( 'slide', 'shopwright' ) }
						aria-label={ sprintf(
							/* translators: 1: number of the slide, 2: number of slides. */
							__( '%1$d of %2$d', 'shopwright' ),
							index + 1,
							count
						) }
						// The server's own card: escaped there, and the add to cart script
						// finds its usual markup.
						dangerouslySetInnerHTML={ { __html: html } }
					/>
				) ) }
			</Slider>
		</div>
	);
}
