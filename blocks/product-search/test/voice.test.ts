/**
 * Internal dependencies
 */
import {
	createVoiceSearch,
	getRecognition,
	isUnsupportedBrowser,
} from '../voice';
import type { Recognition, RecognitionResultEvent, VoiceState } from '../voice';

const CHROME =
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
	'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const CHROME_IOS =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.0.0 Mobile/15E148 Safari/604.1';

let instances: FakeRecognition[] = [];

class FakeRecognition implements Recognition {
	lang = '';
	continuous = true;
	interimResults = true;
	maxAlternatives = 5;
	onstart: ( () => void ) | null = null;
	onend: ( () => void ) | null = null;
	onspeechend: ( () => void ) | null = null;
	onresult: ( ( event: RecognitionResultEvent ) => void ) | null = null;
	onerror: ( ( event: { error: string } ) => void ) | null = null;
	start = jest.fn( () => this.onstart?.() );
	stop = jest.fn();
	abort = jest.fn();
	constructor() {
		instances.push( this );
	}
}

function result(
	transcript: string,
	isFinal: boolean
): RecognitionResultEvent {
	return {
		resultIndex: 0,
		results: [ Object.assign( [ { transcript } ], { isFinal } ) ],
	};
}

function setUp() {
	const states: VoiceState[] = [];
	const onTranscript = jest.fn();
	const voice = createVoiceSearch( {
		Recognition: FakeRecognition,
		lang: 'en-GB',
		onStateChange: ( state ) => states.push( state ),
		onTranscript,
	} );
	return { voice, states, onTranscript };
}

beforeEach( () => {
	instances = [];
} );

describe( 'getRecognition', () => {
	it( 'finds the standard or the prefixed constructor', () => {
		expect(
			getRecognition(
				{ webkitSpeechRecognition: FakeRecognition },
				CHROME
			)
		).toBe( FakeRecognition );
		expect(
			getRecognition( { SpeechRecognition: FakeRecognition }, CHROME )
		).toBe( FakeRecognition );
		expect( getRecognition( {}, CHROME ) ).toBeNull();
	} );

	it( 'hides voice search on Safari and Chrome for iOS', () => {
		expect( isUnsupportedBrowser( SAFARI ) ).toBe( true );
		expect( isUnsupportedBrowser( CHROME_IOS ) ).toBe( true );
		expect( isUnsupportedBrowser( CHROME ) ).toBe( false );
		expect(
			getRecognition(
				{ webkitSpeechRecognition: FakeRecognition },
				SAFARI
			)
		).toBeNull();
	} );
} );

describe( 'createVoiceSearch', () => {
	it( 'is off without a recognition and does nothing', () => {
		const voice = createVoiceSearch( {
			Recognition: null,
			lang: 'en',
			onStateChange: jest.fn(),
			onTranscript: jest.fn(),
		} );
		voice.toggle();
		expect( voice.getState() ).toBe( 'off' );
	} );

	it( 'is active on start and inactive on the final result, which it hands over', () => {
		const { voice, states, onTranscript } = setUp();
		expect( voice.getState() ).toBe( 'inactive' );
		voice.toggle();
		expect( instances[ 0 ].lang ).toBe( 'en-GB' );
		expect( voice.getState() ).toBe( 'active' );
		instances[ 0 ].onresult?.( result( 'blue', false ) );
		expect( onTranscript ).not.toHaveBeenCalled();
		instances[ 0 ].onresult?.( result( ' blue shirt ', true ) );
		expect( onTranscript ).toHaveBeenCalledWith( 'blue shirt' );
		expect( states ).toEqual( [ 'active', 'inactive' ] );
	} );

	it.each( [ 'no-speech', 'aborted' ] )( 'goes inactive on %s', ( error ) => {
		const { voice } = setUp();
		voice.toggle();
		instances[ 0 ].onerror?.( { error } );
		expect( voice.getState() ).toBe( 'inactive' );
	} );

	it( 'goes inactive at the end of speech', () => {
		const { voice } = setUp();
		voice.toggle();
		instances[ 0 ].onspeechend?.();
		expect( voice.getState() ).toBe( 'inactive' );
		expect( instances[ 0 ].stop ).toHaveBeenCalled();
	} );

	it.each( [ 'not-allowed', 'service-not-allowed' ] )(
		'turns off for good on %s',
		( error ) => {
			const { voice, states } = setUp();
			voice.toggle();
			instances[ 0 ].onerror?.( { error } );
			instances[ 0 ].onend?.();
			voice.toggle();
			expect( voice.getState() ).toBe( 'off' );
			expect( states ).toEqual( [ 'active', 'off' ] );
			expect( instances[ 0 ].start ).toHaveBeenCalledTimes( 1 );
		}
	);

	it( 'stops when toggled while listening', () => {
		const { voice } = setUp();
		voice.toggle();
		voice.toggle();
		expect( instances[ 0 ].stop ).toHaveBeenCalled();
		expect( voice.getState() ).toBe( 'inactive' );
	} );
} );
