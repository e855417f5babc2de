<?php
/**
 * Rules of the code's shape that a reviewer would otherwise have to remember.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests;

use Shopwright\Plugin;

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

	/**
	 * Folders under includes/ every module may use: the contract of a module (Modules), the
	 * settings, the front-end plumbing (Assets), the admin menu the modules' screens hang under
	 * (Admin), the request's platform services (Platform) and what more than one feature reads
	 * (Shared). They use no module in turn.
	 */
	private const LAYERS = array( 'Admin', 'Assets', 'Modules', 'Platform', 'Settings', 'Shared' );

	/**
	 * The PHP files of the blocks, by path relative to the repository.
	 *
	 * @return array<string, string> Relative path → source.
	 */
	private static function block_sources(): array {
		$root    = dirname( __DIR__, 2 );
		$sources = array();
		$files   = glob( $root . '/blocks/*/*.php' );
		foreach ( false === $files ? array() : $files as $file ) {
			$sources[ substr( $file, strlen( $root ) + 1 ) ] = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the repository.
		}
		ksort( $sources );
		return $sources;
	}

	/**
	 * The Shopwright classes a file names in its code (imports and fully qualified names; not
	 * comments or strings), with the line of each.
	 *
	 * @param string $source PHP source.
	 * @return list<array{name: string, line: int}>
	 */
	private static function references( string $source ): array {
		$found    = array();
		$previous = null;
		foreach ( token_get_all( $source ) as $token ) {
			if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
				continue;
			}
			// A file's own namespace statement names no class.
			$in_namespace = is_array( $previous ) && T_NAMESPACE === $previous[0];
			$previous     = $token;
			if ( $in_namespace || ! is_array( $token ) || ! in_array( $token[0], array( T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) ) {
				continue;
			}
			$name = ltrim( $token[1], '\\' );
			if ( str_starts_with( $name, 'Shopwright\\' ) && ! str_starts_with( $name, 'Shopwright\\Tests\\' ) ) {
				$found[] = array(
					'name' => $name,
					'line' => $token[2],
				);
			}
		}
		return $found;
	}

	/**
	 * The folder (under includes/) of a class name: "Media" for Shopwright\Media\Feeds\FeedRate,
	 * "" for Shopwright\Plugin.
	 *
	 * @param string $name A class name without its leading backslash.
	 */
	private static function folder_of( string $name ): string {
		$parts = explode( '\\', $name );
		return count( $parts ) > 2 ? $parts[1] : '';
	}

	/**
	 * The folders under includes/ that hold a feature module.
	 *
	 * @return list<string>
	 */
	private static function module_folders(): array {
		$folders = array();
		foreach ( self::sources() as $path => $source ) {
			if ( 1 === preg_match( '/\bextends Module\b/', $source ) ) {
				$folders[] = explode( '/', $path )[1];
			}
		}
		return array_values( array_unique( $folders ) );
	}

	/**
	 * What the files name that they may not: another module's class, or the composition root.
	 *
	 * @param array<string, string> $sources Relative path → source.
	 * @param \Closure              $owner   Path → the folder whose classes the file may use besides
	 *                                       the layers, or null for none.
	 * @return list<string>
	 */
	private static function breaks( array $sources, \Closure $owner ): array {
		$breaks = array();
		foreach ( $sources as $path => $source ) {
			$own = $owner( $path );
			foreach ( self::references( $source ) as $reference ) {
				$folder = self::folder_of( $reference['name'] );
				if ( '' === $folder ) {
					$breaks[] = $path . ':' . $reference['line'] . ': names the composition root, ' . $reference['name'] . ' (a module receives what it needs in register(), a block from its module)';
					continue;
				}
				if ( $folder === $own || in_array( $folder, self::LAYERS, true ) ) {
					continue;
				}
				$breaks[] = $path . ':' . $reference['line'] . ': uses ' . $reference['name'] . ', another module\'s class (move what both need to Shopwright\Shared or Shopwright\Platform)';
			}
		}
		return $breaks;
	}

	/**
	 * A module is read and changed on its own: it uses its own classes and the shared layers,
	 * never another module's, and never reaches for the plugin (Plugin::instance()): what it
	 * needs comes in the context of register(). The layers use no module, and a block's PHP
	 * uses only its own module (handed to its render.php as $shopwright_module) and the layers.
	 */
	public function test_modules_use_only_their_own_classes_and_the_shared_layers(): void {
		$modules = self::module_folders();
		$this->assertGreaterThanOrEqual( 10, count( $modules ), 'The feature modules are found by their Module class.' );
		$sources = array_filter( self::sources(), static fn( string $path ): bool => 'includes/Plugin.php' !== $path, ARRAY_FILTER_USE_KEY );
		$breaks  = self::breaks(
			$sources,
			static function ( string $path ) use ( $modules ): ?string {
				$folder = explode( '/', $path )[1];
				// A layer's file may use its own folder and the other layers only.
				return in_array( $folder, $modules, true ) || in_array( $folder, self::LAYERS, true ) ? $folder : null;
			}
		);

		$owners = array();
		foreach ( Plugin::instance()->modules()->all() as $module ) {
			foreach ( $module->blocks() as $block ) {
				$owners[ $block ] = self::folder_of( get_class( $module ) );
			}
		}
		$blocks = self::block_sources();
		$this->assertArrayHasKey( 'blocks/pdf/render.php', $blocks );
		foreach ( array_keys( $blocks ) as $path ) {
			if ( ! isset( $owners[ explode( '/', $path )[1] ] ) ) {
				$breaks[] = $path . ': its block belongs to no module\'s blocks()';
			}
		}
		$breaks = array_merge(
			$breaks,
			self::breaks( $blocks, static fn( string $path ): ?string => $owners[ explode( '/', $path )[1] ] ?? null )
		);
		$this->assertSame( array(), $breaks, "Boundaries crossed:\n" . implode( "\n", $breaks ) );
	}
}
