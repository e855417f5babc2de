<?php
/**
 * The documentation names what the code has, and the code has what the documentation names.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests;

use Shopwright\Plugin;
use Shopwright\Settings\Schema;
use Shopwright\Tests\Docs\SettingsReference;

/**
 * Reads README.md and docs/ as a reader would, against the blocks, REST routes and settings the
 * running plugin registers: a route the docs call "not built yet", a block missing from the
 * module table or a setting nobody described fails here.
 */
final class DocsTest extends TestCase {

	/**
	 * A file of the repository, as text.
	 *
	 * @param string $path The file's path.
	 */
	private static function read( string $path ): string {
		return (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the repository.
	}

	/**
	 * The README and every Markdown file under docs/.
	 *
	 * @return list<string>
	 */
	private static function files(): array {
		$root  = dirname( __DIR__, 2 );
		$files = array( $root . '/README.md' );
		$tree  = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/docs', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $tree as $file ) {
			if ( $file instanceof \SplFileInfo && 'md' === $file->getExtension() ) {
				$files[] = $file->getPathname();
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * Every Markdown file of the docs and the README, as one text.
	 */
	private static function docs(): string {
		return implode( "\n", array_map( array( self::class, 'read' ), self::files() ) );
	}

	public function test_the_settings_reference_is_the_one_the_settings_schema_writes(): void {
		$schema   = ( new Schema( Plugin::instance()->modules() ) )->json_schema();
		$expected = SettingsReference::markdown( $schema );
		$path     = dirname( __DIR__, 2 ) . '/' . SettingsReference::PATH;
		$this->assertFileExists( $path );
		$this->assertSame( $expected, self::read( $path ), 'The settings changed: run `npm run docs:settings` and describe the change in the module\'s page.' );
		foreach ( $schema['properties'] as $section ) {
			foreach ( $section['properties'] as $property ) {
				$this->assertStringContainsString( '**' . $property['title'] . '**', $expected );
			}
		}
	}

	public function test_every_rest_route_is_documented_and_every_documented_route_exists(): void {
		$routes = array();
		foreach ( array_keys( rest_get_server()->get_routes( 'shopwright/v1' ) ) as $route ) {
			// "(?P<id>\d+)" reads "<id>" in the docs.
			$route = (string) preg_replace( '/\(\?P<(\w+)>[^)]*\)/', '<$1>', $route );
			if ( '/shopwright/v1' !== $route ) {
				$routes[] = ltrim( $route, '/' );
			}
		}
		$this->assertGreaterThan( 15, count( $routes ) );
		preg_match_all( '#shopwright/v1(?:/[A-Za-z0-9_<>-]+)+#', self::docs(), $named );
		$named = array_unique( $named[0] );
		$this->assertSame( array(), array_values( array_diff( $routes, $named ) ), 'Routes the code registers that no doc names.' );
		$this->assertSame( array(), array_values( array_diff( $named, $routes ) ), 'Routes the docs name that the code does not register.' );
	}

	public function test_every_block_is_documented_and_every_documented_block_exists(): void {
		$blocks  = array();
		$folders = glob( dirname( __DIR__, 2 ) . '/blocks/*/block.json' );
		foreach ( is_array( $folders ) ? $folders : array() as $file ) {
			$metadata = json_decode( self::read( $file ), true );
			$blocks[] = $metadata['name'];
		}
		$this->assertGreaterThan( 10, count( $blocks ) );
		$docs = self::docs();
		foreach ( $blocks as $block ) {
			$this->assertStringContainsString( '`' . $block . '`', $docs, "The block $block is in no doc." );
		}
		// The two public stores share the prefix; anything else in code style must be a block.
		preg_match_all( '#`(shopwright/[a-z][a-z-]*)`#', $docs, $named );
		$unknown = array_diff( array_unique( $named[1] ), $blocks, array( 'shopwright/cart', 'shopwright/popups' ) );
		$this->assertSame( array(), array_values( $unknown ), 'Blocks the docs name that do not exist.' );
		$readme = self::read( dirname( __DIR__, 2 ) . '/README.md' );
		$table  = (string) strstr( (string) strstr( $readme, '## Modules' ), '## The two commands', true );
		$this->assertNotSame( '', $table, 'The README has a modules table before the two commands.' );
		foreach ( array_diff( $blocks, array( 'shopwright/slide' ) ) as $block ) {
			$this->assertStringContainsString( '`' . $block . '`', $table, "The README's module table leaves out $block." );
		}
	}

	public function test_the_docs_link_only_to_files_that_exist(): void {
		foreach ( self::files() as $file ) {
			preg_match_all( '~\]\(([^)\s#]+)(?:#[^)]*)?\)~', self::read( $file ), $links );
			foreach ( $links[1] as $link ) {
				if ( ! preg_match( '#^[a-z]+:#', $link ) ) {
					$this->assertFileExists( dirname( $file ) . '/' . $link, basename( $file ) . ' links to a missing file.' );
				}
			}
		}
	}
}
