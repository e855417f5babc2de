/**
 * The wallet buttons as an express payment method of WooCommerce's Cart and Checkout blocks,
 * registered through the blocks' registry (`wc.wcBlocksRegistry`). WooCommerce prints this
 * script only on pages with those blocks. It draws the container with the buttons' height
 * reserved; the buttons' script and Stripe.js load when the container nears the viewport, as
 * everywhere else, and the buttons' script then sets the container up.
 */

/**
 * WordPress dependencies
 */
import { createElement, useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import { loadWhenNear } from './near';

export interface BlocksData {
	show: boolean;
	sheetSrc: string;
	height: number;
	title: string;
	config: Record< string, unknown >;
}

/**
 * The data the server gave this payment method, or null when it is unusable.
 *
 * @param value What `wcSettings` holds for it.
 */
export function readBlocksData( value: unknown ): BlocksData | null {
	if (
		! isRecord( value ) ||
		value.show !== true ||
		typeof value.sheetSrc !== 'string' ||
		typeof value.height !== 'number' ||
		! isRecord( value.config )
	) {
		return null;
	}
	return {
		show: true,
		sheetSrc: value.sheetSrc,
		height: value.height,
		title: typeof value.title === 'string' ? value.title : '',
		config: value.config,
	};
}

/**
 * Whether the cart has something to pay.
 *
 * @param args What the blocks pass to canMakePayment.
 */
export function hasTotal( args: unknown ): boolean {
	const totals = isRecord( args ) ? args.cartTotals : undefined;
	return isRecord( totals ) && Number( totals.total_price ) > 0;
}

/**
 * The container, drawn by the blocks.
 *
 * @param props      The component's props.
 * @param props.data The server's data.
 */
function Buttons( { data }: { data: BlocksData } ) {
	const ref = useRef< HTMLDivElement >( null );
	useEffect(
		() =>
			ref.current
				? loadWhenNear( [ ref.current ], document, window )
				: undefined,
		[]
	);
	return createElement(
		'div',
		{
			ref,
			className: 'shopwright-express',
			'data-sheet-src': data.sheetSrc,
			'data-config': JSON.stringify( data.config ),
			style: { minHeight: `${ data.height }px` },
		},
		createElement( 'div', { className: 'shopwright-express__buttons' } )
	);
}

/**
 * What the block editor shows in place of the buttons.
 *
 * @param props      The component's props.
 * @param props.data The server's data.
 */
function Preview( { data }: { data: BlocksData } ) {
	return createElement(
		'div',
		{
			style: {
				minHeight: `${ data.height }px`,
				display: 'grid',
				placeItems: 'center',
				border: '1px dashed currentColor',
			},
		},
		data.title
	);
}

/**
 * Registers the method with the blocks, when they are on the page.
 *
 * @param win The window.
 */
export function registerWithBlocks( win: object ): boolean {
	const wc: unknown = 'wc' in win ? win.wc : undefined;
	if ( ! isRecord( wc ) ) {
		return false;
	}
	const registry = wc.wcBlocksRegistry;
	const settings = wc.wcSettings;
	if (
		! isRecord( registry ) ||
		typeof registry.registerExpressPaymentMethod !== 'function' ||
		! isRecord( settings ) ||
		typeof settings.getSetting !== 'function'
	) {
		return false;
	}
	const methods: unknown = settings.getSetting( 'paymentMethodData', {} );
	const data = readBlocksData(
		isRecord( methods ) ? methods.shopwright_express : undefined
	);
	if ( ! data ) {
		return false;
	}
	registry.registerExpressPaymentMethod( {
		name: 'shopwright_express',
		title: data.title,
		description: data.title,
		gatewayId: 'shopwright_express',
		paymentMethodId: 'shopwright_express',
		content: createElement( Buttons, { data } ),
		edit: createElement( Preview, { data } ),
		canMakePayment: hasTotal,
		supports: { features: [ 'products' ] },
	} );
	return true;
}

registerWithBlocks( window );
