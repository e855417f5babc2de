/**
 * Internal dependencies
 */
import blockJsonFile from '../block.json';
import {
	DEFAULT_SETTINGS,
	breakpoints,
	columnsAt,
	fitColumns,
	MIN_CARD_WIDTH,
	nextAutoplaySlide,
	parseSettings,
	readSettings,
	rotates,
	toSlickSettings,
} from '../slider/settings';

const blockJson: {
	attributes: Record< string, { default?: unknown } | undefined >;
} = blockJsonFile;

describe( 'the slider settings', () => {
	it( 'default to arrows and dots on, autoplay off, 3000 and 300 ms, 4/4, 800 px: 2, 480 px: 1', () => {
		expect( DEFAULT_SETTINGS ).toMatchObject( {
			arrows: true,
			dots: true,
			autoplay: false,
			autoplaySpeed: 3000,
			animationSpeed: 300,
			productItems: 4,
			tabletWidth: 800,
			tabletDisplayColumns: 2,
			mobileWidth: 480,
			mobileDisplayColumns: 1,
		} );
		// The editor's defaults are the block's own: block.json says the same for every setting.
		for ( const [ key, value ] of Object.entries( DEFAULT_SETTINGS ) ) {
			expect( [ key, blockJson.attributes[ key ]?.default ] ).toEqual( [
				key,
				value,
			] );
		}
	} );

	it( 'read a broken or hostile value as the defaults, and bound numbers', () => {
		expect( parseSettings( undefined ) ).toEqual( DEFAULT_SETTINGS );
		expect( parseSettings( '{"arrows":' ) ).toEqual( DEFAULT_SETTINGS );
		expect( parseSettings( '[1,2]' ) ).toEqual( DEFAULT_SETTINGS );
		expect(
			readSettings( {
				arrows: 'no',
				productItems: 99,
				mobileWidth: 3.5,
				autoplaySpeed: -1,
				__proto__: { dots: false },
			} )
		).toEqual( {
			...DEFAULT_SETTINGS,
			productItems: 8,
			autoplaySpeed: 1000,
		} );
	} );
} );

describe( 'toSlickSettings', () => {
	it( 'maps the defaults to react-slick, with the columns in force', () => {
		expect(
			toSlickSettings( DEFAULT_SETTINGS, false, { show: 4, scroll: 4 } )
		).toEqual( {
			accessibility: true,
			arrows: true,
			dots: true,
			infinite: false,
			autoplay: false,
			pauseOnHover: false,
			pauseOnFocus: false,
			pauseOnDotsHover: false,
			speed: 300,
			rtl: false,
			slidesToShow: 4,
			slidesToScroll: 4,
		} );
	} );

	it( 'carries every setting, and the columns the viewport width gives, up to a breakpoint and at it', () => {
		const settings = {
			...DEFAULT_SETTINGS,
			arrows: false,
			dots: false,
			rtl: true,
			animationSpeed: 500,
			productItems: 3,
			scrollColumns: 5,
			tabletWidth: 500,
			tabletDisplayColumns: 1,
			tabletScrollColumns: 1,
			mobileWidth: 900,
			mobileDisplayColumns: 2,
			mobileScrollColumns: 3,
		};
		expect(
			toSlickSettings( settings, false, columnsAt( settings, 1280 ) )
		).toMatchObject( {
			arrows: false,
			dots: false,
			rtl: true,
			speed: 500,
			slidesToShow: 3,
			slidesToScroll: 3,
		} );
		// Swapped breakpoints are sorted; each applies up to and including its width.
		expect( columnsAt( settings, 500 ) ).toEqual( { show: 1, scroll: 1 } );
		expect( columnsAt( settings, 501 ) ).toEqual( { show: 2, scroll: 2 } );
		expect( columnsAt( settings, 900 ) ).toEqual( { show: 2, scroll: 2 } );
		expect( columnsAt( settings, 901 ) ).toEqual( { show: 3, scroll: 3 } );
		expect( columnsAt( DEFAULT_SETTINGS, 800 ) ).toEqual( {
			show: 2,
			scroll: 2,
		} );
	} );

	it( 'keeps one breakpoint when both have the same width: the mobile one, as the CSS does', () => {
		expect(
			breakpoints( { ...DEFAULT_SETTINGS, tabletWidth: 480 } )
		).toEqual( [ { width: 480, show: 1, scroll: 1 } ] );
	} );

	it( 'never lets react-slick play, and makes changes instant for reduced motion', () => {
		const settings = { ...DEFAULT_SETTINGS, autoplay: true };
		const shown = { show: 4, scroll: 4 };
		expect( toSlickSettings( settings, false, shown ).autoplay ).toBe(
			false
		);
		expect( toSlickSettings( settings, true, shown ).speed ).toBe( 0 );
		expect( rotates( settings, false ) ).toBe( true );
		expect( rotates( settings, true ) ).toBe( false );
		expect( rotates( DEFAULT_SETTINGS, false ) ).toBe( false );
	} );
} );

describe( 'columnsAt', () => {
	it.each( [
		[ 1280, 4 ],
		[ 801, 4 ],
		[ 800, 2 ],
		[ 481, 2 ],
		[ 480, 1 ],
		[ 320, 1 ],
	] )( 'gives %i px %i columns', ( width, show ) => {
		expect( columnsAt( DEFAULT_SETTINGS, width ).show ).toBe( show );
	} );
} );

describe( 'nextAutoplaySlide', () => {
	it( 'steps on, stops at the last full view, and goes back to the start from it', () => {
		const columns = { show: 4, scroll: 4 };
		expect( nextAutoplaySlide( 0, 10, columns ) ).toBe( 4 );
		expect( nextAutoplaySlide( 4, 10, columns ) ).toBe( 6 );
		expect( nextAutoplaySlide( 6, 10, columns ) ).toBe( 0 );
		expect( nextAutoplaySlide( 0, 3, columns ) ).toBe( 0 );
	} );

	it( 'shows no more cards than fit the slider’s own width', () => {
		const four = { show: 4, scroll: 4 };
		// A 645 px content column less the arrows: three cards of 185 px, not four of 139.
		expect( fitColumns( four, 557 ) ).toEqual( { show: 3, scroll: 3 } );
		expect( fitColumns( four, 4 * MIN_CARD_WIDTH ) ).toEqual( four );
		expect( fitColumns( four, 4 * MIN_CARD_WIDTH - 1 ) ).toEqual( {
			show: 3,
			scroll: 3,
		} );
		expect( fitColumns( { show: 4, scroll: 1 }, 300 ) ).toEqual( {
			show: 1,
			scroll: 1,
		} );
		// Never fewer than one, and unknown room changes nothing.
		expect( fitColumns( four, 90 ) ).toEqual( { show: 1, scroll: 1 } );
		expect( fitColumns( four, 0 ) ).toEqual( four );
	} );
} );
