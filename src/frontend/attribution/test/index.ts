/**
 * Internal dependencies
 */
import { RECORD_COOKIE, SESSION_COOKIE } from '../codec';
import {
	CONFIG_ID,
	readConfig,
	readTrackingConfig,
	type AttributionConfig,
} from '../config';
import { start } from '../index';
import { writeValues } from '../inputs';

const FIELDS = [ 'source_type', 'utm_source', 'session_pages', 'user_agent' ];

function config(
	overrides: Partial< AttributionConfig > = {}
): AttributionConfig {
	return {
		prefix: 'wc_order_attribution_',
		fields: FIELDS,
		allowTracking: true,
		origin: 'last',
		consent: '',
		...overrides,
	};
}

function cookieNames(): string[] {
	return document.cookie
		.split( ';' )
		.map( ( part ) => part.split( '=' )[ 0 ].trim() )
		.filter( Boolean );
}

function clearCookies(): void {
	for ( const name of cookieNames() ) {
		document.cookie = `${ name }=; path=/; max-age=-1`;
	}
}

function inputs(): Record< string, string > {
	return Object.fromEntries(
		Array.from(
			document.querySelectorAll< HTMLInputElement >(
				'form input[type=hidden]'
			),
			( input ) => [ input.name, input.value ]
		)
	);
}

beforeAll( () => {
	// The forms script, as a checkout page runs it.
	const json = document.createElement( 'script' );
	json.type = 'application/json';
	json.id = CONFIG_ID;
	json.textContent = JSON.stringify( config() );
	document.head.append( json );
	jest.isolateModules( () => {
		require( '../forms' );
	} );
} );

beforeEach( () => {
	clearCookies();
	document.body.innerHTML =
		'<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
	window.history.replaceState( null, '', '/?utm_source=newsletter' );
	Reflect.deleteProperty( window, 'wp_has_consent' );
	Reflect.deleteProperty( window, 'wp' );
} );

describe( 'readConfig', () => {
	it( "reads the server's JSON and refuses anything else", () => {
		expect(
			readConfig(
				'{"prefix":"p_","fields":["a","<b>",3],"allowTracking":true,"origin":"first","consent":"marketing"}'
			)
		).toEqual( {
			prefix: 'p_',
			fields: [ 'a' ],
			allowTracking: true,
			origin: 'first',
			consent: 'marketing',
		} );
		expect( readConfig( null ) ).toBeNull();
		expect( readConfig( '{' ) ).toBeNull();
		expect( readConfig( '[]' ) ).toBeNull();
		expect( readConfig( '{"fields":[]}' )?.allowTracking ).toBe( false );
		expect( readConfig( '{"allowTracking":true}' ) ).toBeNull();
		// The recording script needs only its part.
		expect(
			readTrackingConfig( '{"allowTracking":true,"consent":"marketing"}' )
		).toEqual( { allowTracking: true, consent: 'marketing' } );
		expect( readTrackingConfig( 'null' ) ).toBeNull();
	} );
} );

describe( 'start', () => {
	it( 'publishes the visit for other code', () => {
		const heard: unknown[] = [];
		document.addEventListener( 'shopwright:attribution', ( event ) =>
			heard.push( ( event as CustomEvent ).detail )
		);
		start( config() );
		const published = Reflect.get( window, 'shopwright' ).attribution;
		expect( published?.record.last.utm_source ).toBe( 'newsletter' );
		expect( published?.session.pages ).toBe( 1 );
		expect( heard ).toEqual( [ published ] );
		start( config( { allowTracking: false } ) );
		expect( Reflect.get( window, 'shopwright' ).attribution ).toBeNull();
	} );

	it( "writes both cookies and fills the checkout's hidden inputs", () => {
		start( config() );
		expect( cookieNames() ).toEqual(
			expect.arrayContaining( [ RECORD_COOKIE, SESSION_COOKIE ] )
		);
		expect( inputs() ).toEqual( {
			wc_order_attribution_source_type: 'utm',
			wc_order_attribution_utm_source: 'newsletter',
			wc_order_attribution_session_pages: '1',
			wc_order_attribution_user_agent: navigator.userAgent,
		} );
		expect( document.cookie.length ).toBeLessThan( 1024 );
	} );

	it( 'counts the next page of the visit from the cookies', () => {
		start( config() );
		window.history.replaceState( null, '', '/shop/' );
		start( config() );
		expect( inputs() ).toMatchObject( {
			wc_order_attribution_source_type: 'utm',
			wc_order_attribution_session_pages: '2',
		} );
	} );

	it( 'with tracking off, deletes every attribution cookie and empties the inputs', () => {
		start( config() );
		document.cookie = 'sbjs_first=typ%3Dtypein; path=/';
		document.cookie = 'other=1; path=/';
		start( config( { allowTracking: false } ) );
		expect( cookieNames() ).toEqual( [ 'other' ] );
		expect( Object.values( inputs() ) ).toEqual( [ '', '', '', '' ] );
	} );

	it( "with the WP Consent API, writes nothing before consent and this page's view once it comes", () => {
		let granted = false;
		Reflect.set(
			window,
			'wp_has_consent',
			( category: string ) => category === 'marketing' && granted
		);
		start( config( { consent: 'marketing' } ) );
		expect( cookieNames() ).toEqual( [] );
		expect( inputs().wc_order_attribution_source_type ).toBe( '' );

		granted = true;
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { marketing: 'allow' },
			} )
		);
		expect( cookieNames() ).toEqual(
			expect.arrayContaining( [ RECORD_COOKIE, SESSION_COOKIE ] )
		);
		expect( inputs().wc_order_attribution_utm_source ).toBe( 'newsletter' );

		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { marketing: 'deny' },
			} )
		);
		expect( cookieNames() ).toEqual( [] );
		expect( inputs().wc_order_attribution_utm_source ).toBe( '' );
	} );

	it( 'with consent already given, records at once; other categories change nothing', () => {
		Reflect.set( window, 'wp_has_consent', () => true );
		start( config( { consent: 'marketing' } ) );
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { statistics: 'deny' },
			} )
		);
		expect( cookieNames() ).toContain( RECORD_COOKIE );
	} );
} );

describe( 'writeValues', () => {
	it( 'fills an inputs element added to the page later', () => {
		start( config() );
		const form = document.createElement( 'form' );
		form.innerHTML =
			'<wc-order-attribution-inputs></wc-order-attribution-inputs>';
		document.body.replaceChildren( form );
		expect( inputs().wc_order_attribution_utm_source ).toBe( 'newsletter' );
	} );

	it( 'hands the values to the checkout block, now or when its store appears', () => {
		const set = jest.fn();
		let registered = false;
		let listener: () => void = () => undefined;
		const unsubscribe = jest.fn();
		Reflect.set( window, 'wp', {
			data: {
				dispatch: ( store: string ) => {
					if ( ! registered ) {
						throw new Error( `no store ${ store }` );
					}
					return { setExtensionData: set };
				},
				subscribe: ( callback: () => void ) => {
					listener = callback;
					return unsubscribe;
				},
			},
		} );
		writeValues( { source_type: 'typein' } );
		expect( set ).not.toHaveBeenCalled();
		registered = true;
		listener();
		expect( set ).toHaveBeenCalledWith(
			'woocommerce/order-attribution',
			{ source_type: 'typein' },
			true
		);
		expect( unsubscribe ).toHaveBeenCalled();

		writeValues( { source_type: 'utm' } );
		expect( set ).toHaveBeenLastCalledWith(
			'woocommerce/order-attribution',
			{ source_type: 'utm' },
			true
		);
	} );
} );
