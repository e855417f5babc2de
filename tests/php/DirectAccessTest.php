<?php
/**
 * The plugin's PHP files, requested straight from the web.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests;

/**
 * Only the light search endpoint is meant to be requested directly. Any other file, asked for
 * by its address, must do nothing: no error page, no fatal error naming the server's paths in a
 * log. Each file is run the way a web server would run it, by PHP alone, without WordPress.
 */
final class DirectAccessTest extends TestCase {

	/**
	 * Files a visitor could request by address: every PHP file but the entry points.
	 *
	 * @return array<string, array{string}>
	 */
	public static function files(): array {
		$root  = dirname( __DIR__, 2 );
		$files = array();
		$tree  = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $tree as $file ) {
			if ( $file instanceof \SplFileInfo && 'php' === $file->getExtension() && 'endpoint.php' !== $file->getFilename() ) {
				$files[] = $file->getPathname();
			}
		}
		foreach ( array( 'blocks', 'build' ) as $dir ) {
			$found = glob( $root . '/' . $dir . '/*/render.php' );
			$files = array_merge( $files, false === $found ? array() : $found );
		}
		$files[] = $root . '/plugin.php';
		$files[] = $root . '/uninstall.php';
		sort( $files );
		$cases = array();
		foreach ( $files as $file ) {
			$cases[ substr( $file, strlen( $root ) + 1 ) ] = array( $file );
		}
		return $cases;
	}

	/**
	 * @dataProvider files
	 *
	 * @param string $file A PHP file of the plugin.
	 */
	public function test_a_file_requested_directly_does_nothing( string $file ): void {
		$log = (string) wp_tempnam( 'shopwright-direct' );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- Runs PHP on the file as a web server would.
		$process = proc_open(
			array( PHP_BINARY, '-d', 'display_errors=1', '-d', 'log_errors=1', '-d', 'error_log=' . $log, $file ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		$output = stream_get_contents( $pipes[1] ) . stream_get_contents( $pipes[2] );
		fclose( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- A process pipe.
		fclose( $pipes[2] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- A process pipe.
		$status = proc_close( $process );
		$logged = (string) file_get_contents( $log ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local temporary file.
		wp_delete_file( $log );

		$this->assertSame( '', $output, 'Nothing is printed.' );
		$this->assertSame( '', $logged, 'Nothing is logged.' );
		$this->assertSame( 0, $status, 'No error status.' );
	}
}
