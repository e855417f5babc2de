/**
 * Layout checks that fail when a component does not fit, for every component in its main state
 * (tests/e2e/utils/scenes.ts), 400 and 1280 px wide: no control narrower than its label and no
 * label broken in the middle of a word, no dialog or drawer past the window, nothing wider than
 * the page at 400 px, no two controls on top of each other, and axe's WCAG 2.2 AA scan (target
 * size included).
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { expect, test } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	NO_WOOCOMMERCE_REASON,
	seriousAxeViolations,
	WOOCOMMERCE,
} from '../utils';
import {
	cleanUpScenes,
	prepareScenes,
	SCENES,
	stayOnSite,
	type SceneContext,
} from '../utils/scenes';

const CONTROLS = [
	'a[href]',
	'button',
	'input:not([type="hidden"])',
	'select',
	'textarea',
	'[role="button"]',
	'[role="tab"]',
	'[role="option"]',
].join( ', ' );

/**
 * What does not fit, described: controls whose label is wider than they are or broken inside a
 * word, controls on top of each other, a dialog past the window, and (at 400 px) a page wider
 * than the window. Hidden and off-screen controls are left out (a carousel's other slides).
 *
 * @param page  The page.
 * @param scope Where the controls are looked for.
 */
async function misfits( page: Page, scope: string ): Promise< string[] > {
	return page.evaluate(
		( { selector, within } ) => {
			const problems: string[] = [];
			const name = ( element: Element ) =>
				`${ element.tagName.toLowerCase() }.${
					String( element.className ).split( ' ' )[ 0 ]
				} "${ (
					element.textContent ||
					element.getAttribute( 'aria-label' ) ||
					''
				)
					.trim()
					.replace( /\s+/g, ' ' )
					.slice( 0, 30 ) }"`;
			const seen = ( element: Element ) => {
				const box = element.getBoundingClientRect();
				const style = window.getComputedStyle( element );
				return (
					box.width > 0 &&
					box.height > 0 &&
					style.visibility !== 'hidden' &&
					Number( style.opacity ) > 0 &&
					! element.closest(
						'[inert], [aria-hidden="true"], .screen-reader-text'
					) &&
					box.right > 0 &&
					box.left < window.innerWidth
				);
			};
			const controls = Array.from(
				document.querySelectorAll( within )
			).flatMap( ( root ) =>
				Array.from(
					root.querySelectorAll< HTMLElement >( selector )
				).filter( seen )
			);

			// Text read by screen readers only (WordPress's screen-reader-text: a 1 px box) is no
			// label a shopper sees, however it wraps inside that box.
			const readAloudOnly = ( node: Node, control: HTMLElement ) => {
				for (
					let element = node.parentElement;
					element && element !== control;
					element = element.parentElement
				) {
					const box = element.getBoundingClientRect();
					if ( box.width <= 1 || box.height <= 1 ) {
						return true;
					}
				}
				return false;
			};

			// A word of a label on two lines: its characters' boxes sit on different lines.
			const brokenWord = ( control: HTMLElement ) => {
				const walker = document.createTreeWalker(
					control,
					NodeFilter.SHOW_TEXT
				);
				for (
					let node = walker.nextNode();
					node;
					node = walker.nextNode()
				) {
					if ( readAloudOnly( node, control ) ) {
						continue;
					}
					const text = node.textContent ?? '';
					const words = text.matchAll( /\S+/g );
					for ( const word of words ) {
						const range = document.createRange();
						range.setStart( node, word.index ?? 0 );
						range.setEnd(
							node,
							( word.index ?? 0 ) + word[ 0 ].length
						);
						const rects = Array.from(
							range.getClientRects()
						).filter( ( rect ) => rect.width > 0 );
						const tops = new Set(
							rects.map( ( rect ) => Math.round( rect.top ) )
						);
						const wordWidth = rects.reduce(
							( sum, rect ) => sum + rect.width,
							0
						);
						// A word longer than the control is wide has to break somewhere.
						if (
							tops.size > 1 &&
							wordWidth <= control.clientWidth
						) {
							return word[ 0 ];
						}
					}
				}
				return null;
			};

			for ( const control of controls ) {
				const style = window.getComputedStyle( control );
				if (
					style.display !== 'inline' &&
					style.overflowX !== 'auto' &&
					style.overflowX !== 'scroll' &&
					control.scrollWidth > control.clientWidth + 1
				) {
					problems.push(
						`${ name( control ) } is narrower than its label (${
							control.clientWidth
						} < ${ control.scrollWidth })`
					);
				}
				const word = brokenWord( control );
				if ( word ) {
					problems.push(
						`${ name( control ) } breaks the word "${ word }"`
					);
				}
			}

			// A text field's typing area: a button may sit in the padding it keeps free.
			const TYPING = /^(text|search|email|tel|url|password|number)$/;
			const area = ( control: HTMLElement ) => {
				const box = control.getBoundingClientRect();
				const typing =
					control instanceof HTMLTextAreaElement ||
					( control instanceof HTMLInputElement &&
						TYPING.test( control.type ) );
				if ( ! typing ) {
					return box;
				}
				const style = window.getComputedStyle( control );
				const px = ( value: string ) => parseFloat( value ) || 0;
				return new DOMRect(
					box.left +
						px( style.borderLeftWidth ) +
						px( style.paddingLeft ),
					box.top + px( style.borderTopWidth ),
					control.clientWidth -
						px( style.paddingLeft ) -
						px( style.paddingRight ),
					control.clientHeight
				);
			};
			// The part a shopper can see: cut by every ancestor that clips its overflow (a
			// dialog's scrolling area), so a control scrolled out of it overlaps nothing.
			const shown = ( control: HTMLElement, box: DOMRect ) => {
				let { left, top, right, bottom } = box;
				for (
					let parent = control.parentElement;
					parent && parent !== document.body;
					parent = parent.parentElement
				) {
					const style = window.getComputedStyle( parent );
					if (
						style.overflowX === 'visible' &&
						style.overflowY === 'visible'
					) {
						// Nothing above a fixed box (a dialog) clips what is in it.
						if ( style.position === 'fixed' ) {
							break;
						}
						continue;
					}
					const frame = parent.getBoundingClientRect();
					const inLeft = frame.left + parent.clientLeft;
					const inTop = frame.top + parent.clientTop;
					left = Math.max( left, inLeft );
					top = Math.max( top, inTop );
					right = Math.min( right, inLeft + parent.clientWidth );
					bottom = Math.min( bottom, inTop + parent.clientHeight );
					if ( style.position === 'fixed' ) {
						break;
					}
				}
				return new DOMRect(
					left,
					top,
					Math.max( 0, right - left ),
					Math.max( 0, bottom - top )
				);
			};
			const boxes = controls.map( ( control ) => ( {
				control,
				box: shown( control, area( control ) ),
			} ) );
			boxes.forEach( ( a, i ) =>
				boxes.slice( i + 1 ).forEach( ( b ) => {
					if (
						a.control.contains( b.control ) ||
						b.control.contains( a.control )
					) {
						return;
					}
					const x =
						Math.min( a.box.right, b.box.right ) -
						Math.max( a.box.left, b.box.left );
					const y =
						Math.min( a.box.bottom, b.box.bottom ) -
						Math.max( a.box.top, b.box.top );
					if ( x > 2 && y > 2 ) {
						problems.push(
							`${ name( a.control ) } overlaps ${ name(
								b.control
							) } (${ Math.round( x ) }×${ Math.round( y ) } px)`
						);
					}
				} )
			);

			document
				.querySelectorAll( '[role="dialog"], dialog[open]' )
				.forEach( ( dialog ) => {
					const box = dialog.getBoundingClientRect();
					if (
						seen( dialog ) &&
						( box.top < -1 ||
							box.left < -1 ||
							box.bottom > window.innerHeight + 1 ||
							box.right > window.innerWidth + 1 )
					) {
						problems.push(
							`${ name( dialog ) } runs past the window (${ [
								box.left,
								box.top,
								box.right,
								box.bottom,
							]
								.map( Math.round )
								.join(
									', '
								) } in ${ window.innerWidth }×${ window.innerHeight })`
						);
					}
				} );

			if (
				window.innerWidth <= 400 &&
				document.documentElement.scrollWidth > window.innerWidth
			) {
				const wide = Array.from(
					document.querySelectorAll( 'body *' )
				).find(
					( element ) =>
						element.getBoundingClientRect().right >
							window.innerWidth + 1 &&
						! element.closest( '[inert], [aria-hidden="true"]' ) &&
						! Array.from( element.children ).some(
							( child ) =>
								child.getBoundingClientRect().right >
								window.innerWidth + 1
						)
				);
				problems.push(
					`the page is ${
						document.documentElement.scrollWidth
					} px wide in a ${ window.innerWidth } px window${
						wide ? ` (${ name( wide ) })` : ''
					}`
				);
			}
			return problems;
		},
		{ selector: CONTROLS, within: scope }
	);
}

/**
 * Opens a scene and checks its fit.
 *
 * @param context   The scene's page and helpers.
 * @param sceneName The scene.
 * @param baseURL   The test site's address.
 */
async function checkScene(
	context: SceneContext,
	sceneName: string,
	baseURL: string | undefined
): Promise< void > {
	const scene = SCENES.find( ( { name } ) => name === sceneName );
	if ( ! scene ) {
		throw new Error( `No scene "${ sceneName }".` );
	}
	await stayOnSite( context.page, baseURL );
	await scene.open( context );
	expect( await misfits( context.page, scene.scope ) ).toEqual( [] );
	expect( await seriousAxeViolations( context.page, scene.scope ) ).toEqual(
		[]
	);
}

let pages: SceneContext[ 'pages' ] = { search: '', popup: '' };

test.beforeAll( async ( { requestUtils } ) => {
	pages = await prepareScenes( requestUtils );
} );

test.afterAll( async ( { requestUtils } ) => {
	await cleanUpScenes( requestUtils );
} );

for ( const width of [ 400, 1280 ] ) {
	test.describe( `Layout at ${ width } px`, () => {
		test.use( { viewport: { width, height: 800 } } );

		test.describe( 'for a shopper', () => {
			test.use( { storageState: { cookies: [], origins: [] } } );
			for ( const scene of SCENES.filter( ( { admin } ) => ! admin ) ) {
				test( `${ scene.name } fits`, async ( {
					page,
					admin,
					requestUtils,
					baseURL,
				} ) => {
					test.skip(
						!! scene.shop && ! WOOCOMMERCE,
						NO_WOOCOMMERCE_REASON
					);
					await checkScene(
						{ page, admin, requestUtils, pages },
						scene.name,
						baseURL
					);
				} );
			}
		} );

		test.describe( 'for the owner', () => {
			for ( const scene of SCENES.filter( ( { admin } ) => admin ) ) {
				test( `${ scene.name } fits`, async ( {
					page,
					admin,
					requestUtils,
					baseURL,
				} ) => {
					await checkScene(
						{ page, admin, requestUtils, pages },
						scene.name,
						baseURL
					);
				} );
			}
		} );
	} );
}
