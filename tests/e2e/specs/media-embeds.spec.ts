/**
 * The media embeds module's front end: players pausing one another, the PDF viewer, presentation
 * mode on an iPhone, blocks added after load, and accessibility.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { resetSettings, seriousAxeViolations, updateSettings } from '../utils';

const PLAYERS_PAGE = '/shopwright-players/';
const PDF_PAGE = '/shopwright-pdf/';
const AUTO_PAUSE_SCRIPT = /\/build\/frontend\/media-auto-pause\.js/;
const IPHONE =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe( 'Media embeds', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'with auto-pause on, two videos pause each other', async ( {
		page,
		requestUtils,
	} ) => {
		await updateSettings( requestUtils, { media: { auto_pause: true } } );
		await page.goto( PLAYERS_PAGE );
		const videos = page.locator( 'video' );
		await expect( videos ).toHaveCount( 2 );
		const paused = ( index: number ) =>
			videos.nth( index ).evaluate( ( video ) => {
				if ( ! ( video instanceof HTMLVideoElement ) ) {
					throw new Error( 'Not a video.' );
				}
				return video.paused;
			} );
		const play = ( index: number ) =>
			videos
				.nth( index )
				.evaluate( ( video ) =>
					video instanceof HTMLVideoElement ? video.play() : undefined
				);

		await play( 0 );
		await expect.poll( () => paused( 0 ) ).toBe( false );
		await play( 1 );
		await expect.poll( () => paused( 1 ) ).toBe( false );
		await expect.poll( () => paused( 0 ) ).toBe( true );

		await play( 0 );
		await expect.poll( () => paused( 0 ) ).toBe( false );
		await expect.poll( () => paused( 1 ) ).toBe( true );
	} );

	test( 'with auto-pause off (the default), players play together and no script loads', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			scripts.push( request.url() );
		} );
		await page.goto( PLAYERS_PAGE );
		const videos = page.locator( 'video' );
		for ( const index of [ 0, 1 ] ) {
			await videos
				.nth( index )
				.evaluate( ( video ) =>
					video instanceof HTMLVideoElement ? video.play() : undefined
				);
		}
		await expect
			.poll( () =>
				videos.evaluateAll( ( players ) =>
					players.map(
						( player ) =>
							player instanceof HTMLVideoElement && player.paused
					)
				)
			)
			.toEqual( [ false, false ] );
		expect( scripts.some( ( url ) => AUTO_PAUSE_SCRIPT.test( url ) ) ).toBe(
			false
		);
	} );

	test( 'shows the PDF in a titled frame with download and full screen', async ( {
		page,
	} ) => {
		await page.goto( PDF_PAGE );
		const frame = page.locator( 'iframe[title="PDF: Spring catalogue"]' );
		await expect( frame ).toBeVisible();
		expect( await frame.getAttribute( 'src' ) ).toMatch(
			/\/shopwright-demo-catalogue\.pdf$/
		);
		const download = page.getByRole( 'link', {
			name: 'Download PDF: Spring catalogue',
		} );
		await expect( download ).toHaveAttribute( 'download', '' );
		await expect(
			page.getByRole( 'button', { name: 'Full screen' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Presentation mode' } )
		).toBeHidden();
		expect( await seriousAxeViolations( page, 'main' ) ).toEqual( [] );
	} );

	test( 'on an iPhone, presentation mode covers the window and Escape leaves it', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			userAgent: IPHONE,
			viewport: { width: 390, height: 844 },
			isMobile: true,
			hasTouch: true,
			reducedMotion: 'reduce',
		} );
		const page = await context.newPage();
		await page.goto( PDF_PAGE );
		const present = page.getByRole( 'button', {
			name: 'Presentation mode',
		} );
		await expect( present ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Full screen' } )
		).toBeHidden();
		const block = page.locator( '.wp-block-shopwright-pdf' );

		await present.focus();
		await page.keyboard.press( 'Enter' );
		await expect( present ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( block ).toHaveClass( /\bis-presenting\b/ );
		const box = await block.boundingBox();
		expect( box ).toEqual( { x: 0, y: 0, width: 390, height: 844 } );
		expect( await seriousAxeViolations( page, 'main' ) ).toEqual( [] );

		await page.keyboard.press( 'Escape' );
		await expect( present ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( block ).not.toHaveClass( /\bis-presenting\b/ );
		await expect( present ).toBeFocused();
		await context.close();
	} );

	test( 'a viewer added after load is set up too', async ( { page } ) => {
		await page.goto( PDF_PAGE );
		await expect(
			page.getByRole( 'button', { name: 'Full screen' } )
		).toBeVisible();
		// As infinite scroll or AJAX navigation would: server markup arriving later.
		await page.evaluate( () => {
			const first = document.querySelector( '.wp-block-shopwright-pdf' );
			const copy = first?.cloneNode( true );
			if ( copy instanceof HTMLElement ) {
				copy.querySelectorAll( 'button' ).forEach(
					( button ) => ( button.hidden = true )
				);
				first?.after( copy );
			}
		} );
		await expect(
			page.getByRole( 'button', { name: 'Full screen' } )
		).toHaveCount( 2 );
		await expect(
			page.getByRole( 'button', { name: 'Full screen' } ).nth( 1 )
		).toBeVisible();
	} );

	test( 'the players page has no serious accessibility violations', async ( {
		page,
	} ) => {
		await page.goto( PLAYERS_PAGE );
		await expect( page.locator( 'video' ) ).toHaveCount( 2 );
		expect( await seriousAxeViolations( page, 'main' ) ).toEqual( [] );
	} );
} );

test.describe( 'PDF viewer in the editor', () => {
	test( 'refuses a javascript: address and previews a PDF of the site', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'PDF editor check' } );
		await editor.insertBlock( { name: 'shopwright/pdf' } );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: PDF viewer',
		} );
		const insertFromUrl = async ( url: string ) => {
			await block
				.getByRole( 'button', { name: 'Insert from URL' } )
				.click();
			// The address field opens in a popover outside the editor's frame.
			await page.getByPlaceholder( 'Paste or type URL' ).fill( url );
			await page.getByRole( 'button', { name: 'Apply' } ).click();
		};

		await insertFromUrl( 'javascript:alert(1)' );
		await expect( block ).toContainText(
			'Only http and https addresses can be shown.'
		);
		await expect( block.locator( 'iframe' ) ).toHaveCount( 0 );

		await insertFromUrl(
			`${ test.info().project.use.baseURL }/wp-content/uploads/guide.pdf`
		);
		await expect( block.locator( 'iframe' ) ).toHaveCount( 1 );
		await expect( block ).not.toContainText( 'Only http and https' );
	} );
} );

test.describe( 'Media embeds, layout', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'the blocks keep the size the server gave them once their scripts have run', async ( {
		browser,
		page,
	} ) => {
		const baseURL = test.info().project.use.baseURL;
		const serverOnly = await browser.newContext( {
			baseURL,
			javaScriptEnabled: false,
		} );
		const plain = await serverOnly.newPage();
		for ( const [ url, selector ] of [
			[ PDF_PAGE, '.wp-block-shopwright-pdf' ],
			[
				'/shopwright-locked-content/',
				'.wp-block-shopwright-locked-content',
			],
		] ) {
			await plain.goto( url, { waitUntil: 'networkidle' } );
			const before = await plain.locator( selector ).boundingBox();

			await page.goto( url, { waitUntil: 'networkidle' } );
			// Set up: the PDF's full-screen button is revealed, the form listens.
			if ( url === PDF_PAGE ) {
				await expect(
					page.getByRole( 'button', { name: 'Full screen' } )
				).toBeVisible();
			}
			const after = await page.locator( selector ).boundingBox();
			expect( after, url ).toEqual( before );
		}
		await serverOnly.close();
	} );
} );
