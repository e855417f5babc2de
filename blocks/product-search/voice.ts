/**
 * Voice dictation through the Web Speech API: off where it cannot work, inactive while
 * waiting, active while listening.
 */

export type VoiceState = 'off' | 'inactive' | 'active';

/** The part of a SpeechRecognition the box uses; TypeScript's DOM library does not declare it. */
export type Recognition = {
	lang: string;
	continuous: boolean;
	interimResults: boolean;
	maxAlternatives: number;
	start: () => void;
	stop: () => void;
	abort: () => void;
	onstart: ( () => void ) | null;
	onend: ( () => void ) | null;
	onspeechend: ( () => void ) | null;
	onresult: ( ( event: RecognitionResultEvent ) => void ) | null;
	onerror: ( ( event: { error: string } ) => void ) | null;
};

export type RecognitionResultEvent = {
	resultIndex: number;
	results: ArrayLike<
		ArrayLike< { transcript: string } > & { isFinal: boolean }
	>;
};

export type RecognitionConstructor = new () => Recognition;

export type VoiceOptions = {
	Recognition: RecognitionConstructor | null;
	lang: string;
	onStateChange: ( state: VoiceState ) => void;
	onTranscript: ( transcript: string ) => void;
};

export type VoiceSearch = {
	getState: () => VoiceState;
	/** Starts listening, or stops when already listening. */
	toggle: () => void;
};

/**
 * Safari's and Chrome for iOS's recognition exists but is unreliable.
 *
 * @param userAgent navigator.userAgent.
 */
export function isUnsupportedBrowser( userAgent: string ): boolean {
	if ( /CriOS\//.test( userAgent ) ) {
		return true;
	}
	return (
		/Safari\//.test( userAgent ) &&
		! /(Chrome|Chromium|Edg|OPR|Android|SamsungBrowser|Firefox|FxiOS)\//.test(
			userAgent
		)
	);
}

/**
 * The recognition constructor of this browser, or null where voice search must stay hidden.
 *
 * @param win       The window.
 * @param userAgent navigator.userAgent.
 */
export function getRecognition(
	win: object,
	userAgent: string
): RecognitionConstructor | null {
	if ( isUnsupportedBrowser( userAgent ) ) {
		return null;
	}
	const candidate =
		( 'SpeechRecognition' in win && win.SpeechRecognition ) ||
		( 'webkitSpeechRecognition' in win && win.webkitSpeechRecognition );
	// The Web Speech API is not in TypeScript's DOM library; a constructor is all this checks.
	return typeof candidate === 'function'
		? ( candidate as RecognitionConstructor )
		: null;
}

export function createVoiceSearch( options: VoiceOptions ): VoiceSearch {
	let state: VoiceState = options.Recognition ? 'inactive' : 'off';
	let recognition: Recognition | null = null;

	function setState( next: VoiceState ): void {
		// Once permission is refused, nothing brings it back on this page.
		if ( state === 'off' || state === next ) {
			return;
		}
		state = next;
		options.onStateChange( state );
	}

	function create( Recognition: RecognitionConstructor ): Recognition {
		const instance = new Recognition();
		instance.lang = options.lang;
		instance.continuous = false;
		instance.interimResults = false;
		instance.maxAlternatives = 1;
		instance.onstart = () => setState( 'active' );
		instance.onspeechend = () => {
			instance.stop();
			setState( 'inactive' );
		};
		instance.onend = () => setState( 'inactive' );
		instance.onerror = ( { error } ) => {
			if ( error === 'not-allowed' || error === 'service-not-allowed' ) {
				state = 'off';
				options.onStateChange( state );
				instance.abort();
			} else if ( error === 'no-speech' || error === 'aborted' ) {
				setState( 'inactive' );
			}
			// "network" and the rest: the recognition ends by itself.
		};
		instance.onresult = ( event ) => {
			const result = event.results[ event.resultIndex ];
			if ( ! result || ! result.isFinal ) {
				return;
			}
			setState( 'inactive' );
			const transcript = ( result[ 0 ]?.transcript ?? '' ).trim();
			if ( transcript !== '' ) {
				options.onTranscript( transcript );
			}
		};
		return instance;
	}

	function toggle(): void {
		if ( state === 'off' || ! options.Recognition ) {
			return;
		}
		recognition ??= create( options.Recognition );
		if ( state === 'active' ) {
			recognition.stop();
			setState( 'inactive' );
			return;
		}
		try {
			recognition.start();
		} catch {
			// start() throws when a previous session has not ended yet.
		}
	}

	return { getState: () => state, toggle };
}

/**
 * Voice dictation behind the box's microphone button: the button shows the state (hidden when
 * off, pressed while listening) and each transcript is handed over.
 *
 * @param button       The microphone button.
 * @param root         The block, marked is-listening while it listens.
 * @param Recognition  The browser's speech recognition.
 * @param onTranscript Receives what was said.
 */
export function attachVoice(
	button: HTMLButtonElement,
	root: HTMLElement,
	Recognition: RecognitionConstructor,
	onTranscript: ( transcript: string ) => void
): VoiceSearch {
	const showState = ( state: VoiceState ) => {
		button.hidden = state === 'off';
		button.dataset.state = state;
		button.setAttribute(
			'aria-pressed',
			state === 'active' ? 'true' : 'false'
		);
		root.classList.toggle( 'is-listening', state === 'active' );
	};
	const voice = createVoiceSearch( {
		Recognition,
		lang: root.ownerDocument.documentElement.lang || 'en-US',
		onStateChange: showState,
		onTranscript,
	} );
	showState( voice.getState() );
	return voice;
}
