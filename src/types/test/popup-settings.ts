/**
 * Internal dependencies
 */
import shared from '../../../includes/Popups/popup-settings.json';
import * as generated from '../popup-settings';

describe( 'popup settings', () => {
	it( 'are the ones the server reads: run `npm run generate:popup-settings` after editing the JSON', () => {
		expect( {
			choices: {
				devices: generated.DEVICES,
				animations: generated.ANIMATIONS,
				browsers: generated.BROWSERS,
				sources: generated.SOURCES,
				periods: generated.PERIODS,
			},
			limits: generated.LIMITS,
			defaults: {
				settings: generated.SETTINGS_DEFAULTS,
				location: generated.LOCATION_DEFAULTS,
				timing: generated.TIMING_DEFAULTS,
				triggers: generated.TRIGGER_DEFAULTS,
			},
		} ).toEqual( {
			choices: shared.choices,
			limits: shared.limits,
			defaults: shared.defaults,
		} );
	} );
} );
