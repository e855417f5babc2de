/**
 * Reads the Playwright reports of WooCommerce's shopper tests and gives the verdict, writing one
 * line per test for npm test's summary ("PASS|FAIL|SKIP <theme> <test>"). Two ways to run:
 *
 * The on/off table (run.sh's default): every test ran with Shopwright off and on. It prints the
 * table per theme. A test that passes with Shopwright off and fails with it on fails the verdict,
 * unless expectations.mjs names it as a known difference being fixed (reported loudly all the
 * same) or as waiting for the Store API request only WooCommerce's own Mini-Cart block makes.
 * A test that fails either way is kept out of the verdict only when expectations.mjs names it
 * with its reason; one that is not named fails the verdict, so every exception has a name.
 *   node verdict.mjs LINES_FILE THEME:off:REPORT THEME:on:REPORT ...
 *
 * The gate (npm test): every test that expectations.mjs does not name as failing either way ran
 * with Shopwright on (the named ones are left out by name and listed with their reasons); only
 * its failures ran again, with Shopwright on and off. One that failed on both times fails the
 * verdict either way: as a regression when it passes off, as an unnamed failure when it fails
 * off too. One that passed on its second run is reported as flaky.
 *   node verdict.mjs --left-out-list OUT_FILE THEME             (writes the tests to leave out)
 *   node verdict.mjs --rerun-list OUT_FILE THEME ON_REPORT...   (writes the tests to run again)
 *   node verdict.mjs --gate LINES_FILE THEME:on:REPORT THEME:on-again:REPORT THEME:off:REPORT ...
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
	STORE_API_CART_WAIT,
	ENVIRONMENT,
	KNOWN_DIFFERENCES,
} from './expectations.mjs';

const args = process.argv.slice( 2 );
const mode = args[ 0 ]?.startsWith( '--' ) ? args.shift() : '--table';
const say = ( text ) => process.stdout.write( text + '\n' );
const short = ( status ) =>
	( { passed: 'pass', failed: 'FAIL', skipped: 'skip' } )[ status ] ??
	'missing';

/**
 * Every test of a report as "file › describe › title" → { status, error, listed }.
 *
 * @param {string} reportFile A Playwright JSON report.
 * @return {{ tests: Map<string, {status: string, error: string, listed: string}>, errors: string[] }} The tests.
 */
function readReport( reportFile ) {
	const tests = new Map();
	let report;
	try {
		report = JSON.parse( readFileSync( reportFile, 'utf8' ) );
	} catch ( error ) {
		return {
			tests,
			errors: [ `no report at ${ reportFile }: ${ error.message }` ],
		};
	}
	const walk = ( suite, titles, file ) => {
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
					// As Playwright's --test-list wants it: the file as the report gives it.
					listed: [ file, ...titles.slice( 1 ), spec.title ].join(
						' › '
					),
				} );
			}
		}
		for ( const child of suite.suites ?? [] ) {
			walk( child, [ ...titles, child.title ], file );
		}
	};
	for ( const suite of report.suites ?? [] ) {
		const file = suite.file ?? suite.title;
		walk( suite, [ path.basename( file ) ], file );
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

/**
 * The reports of each theme and state, the reports of one theme and state adding up.
 *
 * @param {string[]} runs "THEME:STATE:REPORT" arguments.
 * @return {Map<string, Object>} Theme → state → report.
 */
function loadRuns( runs ) {
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

	return byTheme;
}

/**
 * The on/off table: every test ran both ways.
 *
 * @param {string}   linesFile Where the summary lines go.
 * @param {string[]} runs      "THEME:off|on:REPORT" arguments.
 */
function table( linesFile, runs ) {
	const byTheme = loadRuns( runs );
	const lines = [];
	const problems = [];
	const loud = [];
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
	return problems.length ? 1 : 0;
}

/**
 * The tests to run again with Shopwright off: failures with it on that expectations.mjs does not
 * name, written for Playwright's --test-list.
 *
 * @param {string}   outFile Where the list goes.
 * @param {string}   theme   The theme.
 * @param {string[]} reports The reports of the run with Shopwright on.
 */
function rerunList( outFile, theme, reports ) {
	const listed = [];
	for ( const file of reports ) {
		for ( const [ name, test ] of readReport( file ).tests ) {
			if ( test.status === 'failed' && ! exception( name, theme ) ) {
				listed.push( test.listed );
			}
		}
	}
	writeFileSync( outFile, listed.length ? listed.join( '\n' ) + '\n' : '' );
	return 0;
}

/**
 * The named lists of tests that fail either way, each with how the verdict calls its kind.
 */
const FAILING_EITHER_WAY = [
	[
		STORE_API_CART_WAIT,
		'waits for a request only WooCommerce’s Mini-Cart makes',
	],
	[ ENVIRONMENT, 'fails either way' ],
];

/**
 * The tests the gate leaves out on a theme: those named as failing either way, for reasons of
 * their environment or because they wait for a request only WooCommerce's Mini-Cart makes.
 *
 * @param {string} theme The theme.
 * @return {Array<{name: string, kind: string, reason: string}>} The tests, with why.
 */
function leftOut( theme ) {
	return FAILING_EITHER_WAY.flatMap( ( [ list, kind ] ) =>
		Object.keys( list )
			.filter( ( name ) => named( list, name, theme ) )
			.map( ( name ) => ( { name, kind, reason: list[ name ].reason } ) )
	);
}

/**
 * Writes the gate's list of tests to leave out on a theme, one "file › describe › title" a line,
 * as Playwright's --test-list-invert reads it.
 *
 * @param {string} outFile Where the list goes.
 * @param {string} theme   The theme.
 */
function leftOutList( outFile, theme ) {
	const names = leftOut( theme ).map( ( { name } ) => name );
	writeFileSync( outFile, names.length ? names.join( '\n' ) + '\n' : '' );
	return 0;
}

/**
 * Why expectations.mjs keeps a failing test out of the verdict on a theme, or undefined.
 *
 * @param {string} name  The test.
 * @param {string} theme The theme.
 * @return {{kind: string, reason: string}|undefined} The exception.
 */
function exception( name, theme ) {
	for ( const [ list, kind ] of [
		...FAILING_EITHER_WAY,
		[ KNOWN_DIFFERENCES, 'KNOWN SHOPWRIGHT DIFFERENCE, being fixed' ],
	] ) {
		const reason = named( list, name, theme );
		if ( reason ) {
			return { kind, reason };
		}
	}
	return undefined;
}

/**
 * The gate: every test ran with Shopwright on, the unnamed failures again with it off.
 *
 * @param {string}   linesFile Where the summary lines go.
 * @param {string[]} runs      "THEME:on|off:REPORT" arguments.
 */
function gate( linesFile, runs ) {
	const byTheme = loadRuns( runs );
	const lines = [];
	const problems = [];
	const loud = [];
	for ( const [ theme, { on, off, 'on-again': onAgain } ] of byTheme ) {
		say(
			`\n== WooCommerce's shopper tests on ${ theme }, Shopwright on (failures not named in expectations.mjs run again off) ==`
		);
		for ( const [ state, report ] of [
			[ 'on', on ],
			[ 'off', off ],
		] ) {
			if ( state === 'on' && ! report ) {
				problems.push( `${ theme }, Shopwright on: no report` );
				lines.push( `FAIL ${ theme } on: no report` );
			}
			for ( const error of report?.errors ?? [] ) {
				problems.push(
					`${ theme }, Shopwright ${ state }: the run broke: ${ error }`
				);
				lines.push(
					`FAIL ${ theme } ${ state }: the run broke: ${ error }`
				);
			}
		}
		const names = [ ...( on?.tests.keys() ?? [] ) ].sort();
		const width = Math.min(
			110,
			Math.max( 20, ...names.map( ( name ) => name.length ) )
		);
		say( `${ 'test'.padEnd( width ) }  on    off   verdict` );
		for ( const name of names ) {
			const onTest = on.tests.get( name );
			const offTest = off?.tests.get( name );
			const againTest = onAgain?.tests.get( name );
			const label = `${ theme } ${ name }`;
			let verdict;
			let line;
			if ( onTest.status === 'passed' ) {
				verdict = 'ok';
				line = `PASS ${ label }`;
			} else if ( onTest.status === 'skipped' ) {
				verdict = 'skipped';
				line = `SKIP ${ label }`;
			} else {
				const known = exception( name, theme );
				if ( known ) {
					verdict = `not counted (${ known.kind }): ${ known.reason }`;
					line = `SKIP ${ label }`;
					if ( known.kind.startsWith( 'KNOWN' ) ) {
						loud.push(
							`${ label }: ${ known.reason } — with Shopwright: ${ onTest.error }`
						);
					}
				} else if ( againTest?.status === 'passed' ) {
					verdict =
						'flaky: failed with Shopwright, passed when run again with it';
					line = `SKIP ${ label }`;
					loud.push(
						`${ label }: flaky, failed with Shopwright (${ onTest.error }) and passed when run again with it; ${
							offTest?.status === 'passed' ? 'passed' : 'failed'
						} without it`
					);
				} else if ( offTest?.status === 'passed' ) {
					verdict = 'FAIL: passes without Shopwright, fails with it';
					line = `FAIL ${ label }`;
					problems.push(
						`${ label }: passes without Shopwright, fails with it: ${ onTest.error }`
					);
				} else if ( offTest?.status === 'failed' ) {
					verdict =
						'FAIL: fails either way and is not named in expectations.mjs';
					line = `FAIL ${ label }`;
					problems.push(
						`${ label }: fails either way (on: ${ onTest.error }; off: ${ offTest.error }); name it with its reason in tests/wc-suite/expectations.mjs`
					);
				} else {
					verdict =
						'FAIL: fails with Shopwright and did not run again without it';
					line = `FAIL ${ label }`;
					problems.push(
						`${ label }: fails with Shopwright (${ onTest.error }) and did not run again without it`
					);
				}
			}
			const shown =
				name.length > width ? name.slice( 0, width - 1 ) + '…' : name;
			say(
				`${ shown.padEnd( width ) }  ${ short( onTest.status ).padEnd( 4 ) }  ${ ( offTest
					? short( offTest.status )
					: '-'
				).padEnd( 4 ) }  ${ verdict }`
			);
			lines.push( line );
		}
		for ( const { name, kind, reason } of leftOut( theme ) ) {
			if ( ! on?.tests.has( name ) ) {
				say( `left out (${ kind }): ${ name }: ${ reason }` );
				lines.push( `SKIP ${ theme } ${ name }` );
			}
		}
		for ( const list of [
			STORE_API_CART_WAIT,
			ENVIRONMENT,
			KNOWN_DIFFERENCES,
		] ) {
			for ( const name of Object.keys( list ) ) {
				if (
					( ! list[ name ].themes ||
						list[ name ].themes.includes( theme ) ) &&
					on?.tests.get( name )?.status === 'passed'
				) {
					say(
						`note: "${ name }" is named in expectations.mjs but passes with Shopwright on ${ theme }; run the on/off table (bash tests/wc-suite/run.sh) to see whether it can leave`
					);
				}
			}
		}
	}
	if ( loud.length ) {
		say(
			'\n!! Known Shopwright differences being fixed, and flaky tests:'
		);
		loud.forEach( ( text ) => say( `!!   ${ text }` ) );
	}
	if ( problems.length ) {
		say(
			'\nVerdict: WORSE THAN WOOCOMMERCE, or a failure nobody has named'
		);
		problems.forEach( ( text ) => say( `  ${ text }` ) );
	} else {
		say(
			'\nVerdict: never worse than WooCommerce (every failure with Shopwright is named in expectations.mjs with its reason)'
		);
	}
	writeFileSync( linesFile, lines.join( '\n' ) + '\n' );
	return problems.length ? 1 : 0;
}

if ( mode === '--left-out-list' ) {
	const [ outFile, theme ] = args;
	process.exit( leftOutList( outFile, theme ) );
} else if ( mode === '--rerun-list' ) {
	const [ outFile, theme, ...reports ] = args;
	process.exit( rerunList( outFile, theme, reports ) );
} else if ( mode === '--gate' ) {
	const [ linesFile, ...runs ] = args;
	process.exit( gate( linesFile ?? '/dev/null', runs ) );
} else if ( mode === '--table' ) {
	const [ linesFile, ...runs ] = args;
	process.exit( table( linesFile ?? '/dev/null', runs ) );
} else {
	process.stderr.write( `unknown mode ${ mode }\n` );
	process.exit( 2 );
}
