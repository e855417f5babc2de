/**
 * Reads the Playwright reports of WooCommerce's shopper tests, run with Shopwright off and on,
 * prints the on/off table per theme and the verdict, and writes one line per test for npm
 * test's summary ("PASS|FAIL|SKIP <theme> <test>").
 *
 * A test that passes with Shopwright off and fails with it on fails the verdict, unless
 * expectations.mjs names it as a known difference being fixed (reported loudly all the same)
 * or as waiting for the Store API request only WooCommerce's own Mini-Cart block makes.
 * A test that fails either way is kept out of the verdict only when expectations.mjs names it
 * with its reason; one that is not named fails the verdict, so every exception has a name.
 *
 * Usage: node verdict.mjs LINES_FILE THEME:off:REPORT THEME:on:REPORT ...
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
	STORE_API_CART_WAIT,
	ENVIRONMENT,
	KNOWN_DIFFERENCES,
} from './expectations.mjs';

const [ linesFile, ...runs ] = process.argv.slice( 2 );
const say = ( text ) => process.stdout.write( text + '\n' );

/**
 * Every test of a report as "file › describe › title" → { status, error }.
 *
 * @param {string} file A Playwright JSON report.
 * @return {{ tests: Map<string, {status: string, error: string}>, errors: string[] }} The tests.
 */
function readReport( file ) {
	const tests = new Map();
	let report;
	try {
		report = JSON.parse( readFileSync( file, 'utf8' ) );
	} catch ( error ) {
		return {
			tests,
			errors: [ `no report at ${ file }: ${ error.message }` ],
		};
	}
	const walk = ( suite, titles ) => {
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ?? [] ) {
				const results = test.results ?? [];
				const last = results[ results.length - 1 ];
				let status = 'failed';
				if ( test.status === 'skipped' ) {
					status = 'skipped';
				} else if ( last?.status === 'passed' ) {
					status = 'passed';
				}
				const message = ( last?.error?.message ?? '' )
					.replace(
						new RegExp(
							String.fromCharCode( 27 ) + '\\[[0-9;]*m',
							'g'
						),
						''
					)
					.split( '\n' )
					.find( ( line ) => line.trim() !== '' );
				tests.set( [ ...titles, spec.title ].join( ' › ' ), {
					status,
					error: message ?? '',
				} );
			}
		}
		for ( const child of suite.suites ?? [] ) {
			walk( child, [ ...titles, child.title ] );
		}
	};
	for ( const suite of report.suites ?? [] ) {
		walk( suite, [ path.basename( suite.file ?? suite.title ) ] );
	}
	const errors = ( report.errors ?? [] ).map(
		( error ) => ( error.message ?? String( error ) ).split( '\n' )[ 0 ]
	);
	return { tests, errors };
}

/**
 * The named exception for a test on a theme, or undefined.
 *
 * @param {Object} list  A list from expectations.mjs.
 * @param {string} name  The test.
 * @param {string} theme The theme.
 * @return {string|undefined} Its reason.
 */
function named( list, name, theme ) {
	const entry = list[ name ];
	if ( ! entry ) {
		return undefined;
	}
	if ( entry.themes && ! entry.themes.includes( theme ) ) {
		return undefined;
	}
	return entry.reason;
}

const byTheme = new Map();
for ( const run of runs ) {
	const [ theme, state, file ] = run.split( ':' );
	if ( ! byTheme.has( theme ) ) {
		byTheme.set( theme, {} );
	}
	// A theme and state may have several reports (runs of their own): their tests add up.
	const report = readReport( file );
	const runsSoFar = byTheme.get( theme );
	if ( runsSoFar[ state ] ) {
		report.tests.forEach( ( value, name ) =>
			runsSoFar[ state ].tests.set( name, value )
		);
		runsSoFar[ state ].errors.push( ...report.errors );
	} else {
		runsSoFar[ state ] = report;
	}
}

const lines = [];
const problems = [];
const loud = [];
const short = ( status ) =>
	( { passed: 'pass', failed: 'FAIL', skipped: 'skip' } )[ status ] ??
	'missing';

for ( const [ theme, { off, on } ] of byTheme ) {
	say( `\n== WooCommerce's shopper tests on ${ theme } ==` );
	for ( const [ state, report ] of [
		[ 'off', off ],
		[ 'on', on ],
	] ) {
		for ( const error of report?.errors ?? [ 'no report' ] ) {
			problems.push(
				`${ theme }, Shopwright ${ state }: the run broke: ${ error }`
			);
			lines.push(
				`FAIL ${ theme } ${ state }: the run broke: ${ error }`
			);
		}
	}
	const names = [
		...new Set( [
			...( off?.tests.keys() ?? [] ),
			...( on?.tests.keys() ?? [] ),
		] ),
	].sort();
	const width = Math.min(
		110,
		Math.max( 20, ...names.map( ( name ) => name.length ) )
	);
	say( `${ 'test'.padEnd( width ) }  off   on    verdict` );
	for ( const name of names ) {
		const a = off?.tests.get( name );
		const b = on?.tests.get( name );
		const offStatus = a?.status ?? 'missing';
		const onStatus = b?.status ?? 'missing';
		let verdict;
		let line;
		const label = `${ theme } ${ name }`;
		if ( offStatus === 'missing' || onStatus === 'missing' ) {
			verdict = 'FAIL: ran only one way';
			line = `FAIL ${ label }`;
			problems.push( `${ label }: ran only one way` );
		} else if ( offStatus === 'skipped' || onStatus === 'skipped' ) {
			verdict = 'skipped';
			line = `SKIP ${ label }`;
		} else if ( offStatus === 'passed' && onStatus === 'passed' ) {
			verdict = 'ok';
			line = `PASS ${ label }`;
		} else if ( offStatus === 'failed' && onStatus === 'passed' ) {
			verdict = 'ok (passes only with Shopwright)';
			line = `PASS ${ label }`;
		} else if ( offStatus === 'passed' ) {
			const known = named( KNOWN_DIFFERENCES, name, theme );
			const waits = named( STORE_API_CART_WAIT, name, theme );
			if ( waits ) {
				verdict = `not counted: ${ waits }`;
				line = `SKIP ${ label }`;
			} else if ( known ) {
				verdict = `KNOWN SHOPWRIGHT DIFFERENCE, being fixed: ${ known }`;
				line = `SKIP ${ label }`;
				loud.push(
					`${ label }: ${ known } — with Shopwright: ${ b.error }`
				);
			} else {
				verdict = 'FAIL: passes without Shopwright, fails with it';
				line = `FAIL ${ label }`;
				problems.push(
					`${ label }: passes without Shopwright, fails with it: ${ b.error }`
				);
			}
		} else {
			const reason =
				named( STORE_API_CART_WAIT, name, theme ) ??
				named( ENVIRONMENT, name, theme );
			if ( reason ) {
				verdict = `fails either way: ${ reason }`;
				line = `SKIP ${ label }`;
			} else {
				verdict =
					'FAIL: fails either way and is not named in expectations.mjs';
				line = `FAIL ${ label }`;
				problems.push(
					`${ label }: fails either way (off: ${ a.error }; on: ${ b.error }); name it with its reason in tests/wc-suite/expectations.mjs`
				);
			}
		}
		const shown =
			name.length > width ? name.slice( 0, width - 1 ) + '…' : name;
		say(
			`${ shown.padEnd( width ) }  ${ short( offStatus ).padEnd(
				4
			) }  ${ short( onStatus ).padEnd( 4 ) }  ${ verdict }`
		);
		lines.push( line );
	}
}

// Named exceptions that no longer happen are worth removing.
for ( const [ list, what ] of [
	[ KNOWN_DIFFERENCES, 'known Shopwright difference' ],
	[ ENVIRONMENT, 'environment failure' ],
	[ STORE_API_CART_WAIT, 'Store API cart wait' ],
] ) {
	for ( const name of Object.keys( list ) ) {
		for ( const [ theme, { off, on } ] of byTheme ) {
			if (
				list[ name ].themes &&
				! list[ name ].themes.includes( theme )
			) {
				continue;
			}
			if (
				off?.tests.get( name )?.status === 'passed' &&
				on?.tests.get( name )?.status === 'passed'
			) {
				say(
					`note: "${ name }" is named as a ${ what } but passes both ways on ${ theme }; it can leave expectations.mjs`
				);
			}
		}
	}
}

if ( loud.length ) {
	say(
		'\n!! Known Shopwright differences (passing without Shopwright, failing with it), being fixed:'
	);
	loud.forEach( ( text ) => say( `!!   ${ text }` ) );
}
if ( problems.length ) {
	say( '\nVerdict: WORSE THAN WOOCOMMERCE' );
	problems.forEach( ( text ) => say( `  ${ text }` ) );
} else {
	say(
		'\nVerdict: never worse than WooCommerce (no test passes without Shopwright and fails with it, beyond the named ones)'
	);
}
writeFileSync( linesFile, lines.join( '\n' ) + '\n' );
process.exit( problems.length ? 1 : 0 );
