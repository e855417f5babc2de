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

	/**
	 * The fast search endpoint loads WordPress without plugins or an autoloader and requires the
	 * files it runs by name: a part of the search engine it does not load answers a search that
	 * takes its path with a 500 instead of suggestions.
	 */
	public function test_the_fast_endpoint_loads_every_part_of_the_search_engine(): void {
		$sources  = self::sources();
		$endpoint = $sources['includes/Search/endpoint.php'];
		$missing  = array();
		foreach ( array_keys( $sources ) as $path ) {
			if ( 1 === preg_match( '#^includes/Search/(Engine/\w+\.php|SearchBackend\.php)$#', $path, $match ) && ! str_contains( $endpoint, "require_once __DIR__ . '/" . $match[1] . "';" ) ) {
				$missing[] = $path;
			}
		}
		$this->assertStringContainsString( "require_once __DIR__ . '/Engine/AllWordsMatcher.php';", $endpoint );
		$this->assertSame( array(), $missing, "Not required by includes/Search/endpoint.php:\n" . implode( "\n", $missing ) );
	}

	/**
	 * The search engine stays in parts a reader can take in: no file of includes/Search over 800
	 * lines (see docs/internals/search.md for what each part does).
	 */
	public function test_no_search_file_is_over_800_lines(): void {
		$long = array();
		foreach ( self::sources() as $path => $source ) {
			$lines = substr_count( $source, "\n" );
			if ( str_starts_with( $path, 'includes/Search/' ) && $lines > 800 ) {
				$long[] = $path . ': ' . $lines . ' lines';
			}
		}
		$this->assertSame( array(), $long, "Split these along their seams:\n" . implode( "\n", $long ) );
	}
}
