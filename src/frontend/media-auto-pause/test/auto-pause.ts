/**
 * Internal dependencies
 */
import { pauseOthers, startAutoPause } from '../auto-pause';

/**
 * jsdom has no media playback: each player gets a `paused` state that play and pause change, as
 * a browser's would, and a play event like the one a browser raises.
 *
 * @param player The element.
 */
function playable( player: HTMLMediaElement ): HTMLMediaElement {
	let paused = true;
	Object.defineProperty( player, 'paused', { get: () => paused } );
	player.pause = () => {
		paused = true;
		player.dispatchEvent( new Event( 'pause' ) );
	};
	player.play = () => {
		paused = false;
		player.dispatchEvent( new Event( 'play' ) );
		return Promise.resolve();
	};
	return player;
}

function page(): HTMLMediaElement[] {
	document.body.innerHTML = `
		<figure class="wp-block-video"><video src="a.webm"></video></figure>
		<figure class="wp-block-video"><video src="b.webm"></video></figure>
		<figure class="wp-block-audio"><audio src="c.wav"></audio></figure>
		<div class="wp-block-shopwright-locked-content is-unlocked"><video src="d.webm"></video></div>`;
	return Array.from(
		document.querySelectorAll< HTMLMediaElement >( 'audio, video' )
	).map( playable );
}

describe( 'auto-pause', () => {
	let stop: () => void = () => undefined;

	afterEach( () => {
		stop();
	} );

	test( 'starting a video pauses the one that was playing', async () => {
		const [ first, second ] = page();
		stop = startAutoPause( document );

		await first.play();
		expect( first.paused ).toBe( false );

		await second.play();
		expect( second.paused ).toBe( false );
		expect( first.paused ).toBe( true );

		await first.play();
		expect( first.paused ).toBe( false );
		expect( second.paused ).toBe( true );
	} );

	test( 'audio and players inside other embeds pause too', async () => {
		const [ video, , audio, locked ] = page();
		stop = startAutoPause( document );

		await audio.play();
		await locked.play();
		expect( audio.paused ).toBe( true );
		expect( locked.paused ).toBe( false );

		await video.play();
		expect( locked.paused ).toBe( true );
	} );

	test( 'players added after load are paused and pause others', async () => {
		const [ first ] = page();
		stop = startAutoPause( document );
		const late = playable( document.createElement( 'video' ) );
		document.body.append( late );

		await first.play();
		await late.play();
		expect( first.paused ).toBe( true );
		await first.play();
		expect( late.paused ).toBe( true );
	} );

	test( 'nothing is paused once it is stopped', async () => {
		const [ first, second ] = page();
		stop = startAutoPause( document );
		stop();

		await first.play();
		await second.play();
		expect( first.paused ).toBe( false );
		expect( second.paused ).toBe( false );
	} );

	test( 'pauseOthers leaves the started player and paused ones alone', () => {
		const players = page();
		expect( pauseOthers( players[ 0 ], document ) ).toBe( 0 );
	} );
} );
