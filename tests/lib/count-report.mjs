/**
 * Turns a test runner's report into one line for the summary: "<suite> <passed> <failed> <skipped>".
 * A missing or unreadable report counts as one failure, so a runner that crashed is never green.
 *
 * Usage: node count-report.mjs jest|playwright|junit|lines FILE [SUITE]
 */
import { readFileSync } from 'node:fs';

const [ kind, file, suiteName ] = process.argv.slice( 2 );
const suite = suiteName || kind;

function countJest( report ) {
	// Suites that fail to run (syntax error, missing module) report no tests; count each as a failure.
	const brokenSuites = report.testResults.filter(
		( result ) =>
			result.status === 'failed' && result.assertionResults.length === 0
	).length;
	return [
		report.numPassedTests,
		report.numFailedTests + brokenSuites,
		report.numPendingTests + report.numTodoTests,
	];
}

/**
 * Prints each skipped end-to-end test with the reason its test.skip() gave.
 *
 * @param {Object} group A suite of Playwright's JSON report.
 */
function reportSkipped( group ) {
	for ( const spec of group.specs ?? [] ) {
		for ( const test of spec.tests ?? [] ) {
			const skip = ( test.annotations ?? [] ).find(
				( annotation ) => annotation.type === 'skip'
			);
			if ( test.status === 'skipped' ) {
				process.stderr.write(
					`skipped: ${ spec.title }: ${ skip?.description ?? 'no reason given' }\n`
				);
			}
		}
	}
	( group.suites ?? [] ).forEach( reportSkipped );
}

function countPlaywright( report ) {
	( report.suites ?? [] ).forEach( reportSkipped );
	const stats = report.stats;
	const errors = ( report.errors || [] ).length;
	// A test that passed on its retry counts as passed; the list reporter names it as flaky.
	return [
		stats.expected + stats.flaky,
		stats.unexpected + errors,
		stats.skipped,
	];
}

function countJunit( xml ) {
	const attributes = ( name ) => {
		const match = xml.match(
			new RegExp( `<testsuite[^>]*\\s${ name }="(\\d+)"` )
		);
		return match ? Number( match[ 1 ] ) : 0;
	};
	const tests = attributes( 'tests' );
	const failed = attributes( 'failures' ) + attributes( 'errors' );
	const skipped = attributes( 'skipped' );
	return [ tests - failed - skipped, failed, skipped ];
}

function countLines( text ) {
	const lines = text.split( '\n' );
	const count = ( prefix ) =>
		lines.filter( ( line ) => line.startsWith( prefix ) ).length;
	return [ count( 'PASS ' ), count( 'FAIL ' ), count( 'SKIP ' ) ];
}

let counts;
try {
	const text = readFileSync( file, 'utf8' );
	switch ( kind ) {
		case 'jest':
			counts = countJest( JSON.parse( text ) );
			break;
		case 'playwright':
			counts = countPlaywright( JSON.parse( text ) );
			break;
		case 'junit':
			counts = countJunit( text );
			break;
		case 'lines':
			counts = countLines( text );
			break;
		default:
			throw new Error( `unknown report kind ${ kind }` );
	}
	if ( counts.reduce( ( a, b ) => a + b, 0 ) === 0 ) {
		throw new Error( 'the report counts no test at all' );
	}
} catch ( error ) {
	process.stderr.write(
		`${ suite }: no usable report in ${ file }: ${ error.message }\n`
	);
	counts = [ 0, 1, 0 ];
}
process.stdout.write( `${ suite } ${ counts.join( ' ' ) }\n` );
