/**
 * Writes src/types/popup-settings.ts from includes/Popups/popup-settings.json, the one place a
 * popup's choices, number bounds and defaults are written: PHP reads the JSON, TypeScript reads
 * this generated module, which keeps the choices as literal types. A unit test fails when the
 * module no longer matches the JSON; `npm run generate:popup-settings` brings it up to date.
 */
const { readFileSync, writeFileSync } = require( 'fs' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '..' );
const SOURCE = path.join( ROOT, 'includes/Popups/popup-settings.json' );
const TARGET = path.join( ROOT, 'src/types/popup-settings.ts' );

/** The exported name of each list of choices. */
const CHOICES = {
	devices: 'DEVICES',
	animations: 'ANIMATIONS',
	browsers: 'BROWSERS',
	sources: 'SOURCES',
	periods: 'PERIODS',
};

/**
 * The module's text for the JSON's content.
 *
 * @param {Record<string, any>} json The parsed JSON file.
 * @return {string} TypeScript.
 */
function render( json ) {
	const constant = ( name, value ) =>
		`export const ${ name } = ${ JSON.stringify( value, null, '\t' ) } as const;\n`;
	const parts = [
		'/*\n * Generated from includes/Popups/popup-settings.json by `npm run generate:popup-settings`:\n * edit the JSON, then run it.\n */\n',
	];
	for ( const [ key, name ] of Object.entries( CHOICES ) ) {
		parts.push( constant( name, json.choices[ key ] ) );
	}
	parts.push( constant( 'LIMITS', json.limits ) );
	parts.push( constant( 'SETTINGS_DEFAULTS', json.defaults.settings ) );
	parts.push( constant( 'LOCATION_DEFAULTS', json.defaults.location ) );
	parts.push( constant( 'TIMING_DEFAULTS', json.defaults.timing ) );
	parts.push( constant( 'TRIGGER_DEFAULTS', json.defaults.triggers ) );
	return parts.join( '\n' );
}

function read() {
	return JSON.parse( readFileSync( SOURCE, 'utf8' ) );
}

if ( require.main === module ) {
	writeFileSync( TARGET, render( read() ) );
	process.stdout.write( `Wrote ${ path.relative( ROOT, TARGET ) }\n` );
}

module.exports = { render, read, TARGET };
