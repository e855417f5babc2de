<?php
/**
 * Rules of the code's shape that a reviewer would otherwise have to remember.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests;

/**
 * Reads the plugin's PHP as text. Each rule names the file and line that breaks it, so whoever
 * breaks one learns where and why at once.
 */
final class ArchitectureTest extends TestCase {

	/**
	 * The plugin's PHP files under includes/, by path relative to the repository.
	 *
	 * @return array<string, string> Relative path → source.
	 */
	private static function sources(): array {
		$root    = dirname( __DIR__, 2 );
		$sources = array();
		$tree    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $tree as $file ) {
			if ( $file instanceof \SplFileInfo && 'php' === $file->getExtension() ) {
				$sources[ substr( $file->getPathname(), strlen( $root ) + 1 ) ] = (string) file_get_contents( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the repository.
			}
		}
		ksort( $sources );
		return $sources;
	}

	/**
	 * A site whose tables use another character set or collation (a site moved from an older
	 * MySQL, a language whose owner chose its collation) gets ours in the same one: a table
	 * created with a collation of its own cannot be joined to WordPress's without a conversion
	 * that defeats its indexes.
	 */
	public function test_every_table_takes_the_sites_character_set_and_collation(): void {
		$breaks = array();
		$tables = 0;
		foreach ( self::sources() as $path => $source ) {
			$lines = preg_split( '/\R/', $source );
			foreach ( false === $lines ? array() : $lines as $number => $line ) {
				if ( 1 === preg_match( '/DEFAULT\s+CHARACTER\s+SET|DEFAULT\s+CHARSET|\bCOLLATE\s+\w+_(?:unicode|general)_ci\b/i', $line ) ) {
					$breaks[] = $path . ':' . ( $number + 1 ) . ': ' . trim( $line );
				}
			}
			if ( 1 === preg_match( '/CREATE TABLE/', $source ) ) {
				++$tables;
				if ( ! str_contains( $source, 'get_charset_collate()' ) ) {
					$breaks[] = $path . ': creates a table without $wpdb->get_charset_collate()';
				}
			}
		}
		$this->assertGreaterThanOrEqual( 5, $tables, 'The plugin creates its tables in these files.' );
		$this->assertSame( array(), $breaks, "Table options written by hand:\n" . implode( "\n", $breaks ) );
	}
}
