<?php
/**
 * The popup settings schema and the file it shares with the editor and the runtime.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Popups;

use Shopwright\Popups\PopupSchema;
use Shopwright\Tests\TestCase;

/**
 * The choices, bounds and defaults the server enforces are the ones the editor offers: both read
 * them from one file.
 */
final class PopupSchemaTest extends TestCase {

	/**
	 * The shared file, decoded.
	 *
	 * @return array<string, mixed>
	 */
	private function shared(): array {
		$data = json_decode( (string) file_get_contents( PopupSchema::SETTINGS_FILE ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the plugin.
		$this->assertIsArray( $data );
		return $data;
	}

	public function test_the_bounds_the_server_enforces_are_the_shared_ones(): void {
		$schema = new PopupSchema();
		$limits = $this->shared()['limits'];
		$props  = $schema->settings()['properties'];

		$this->assertSame( $limits['closeDelay']['max'], $props['close_button_delay']['maximum'] );
		$this->assertSame( $limits['animationDuration']['max'], $props['entrance_animation_duration']['maximum'] );
		$this->assertSame( $limits['clicks']['max'], $props['triggers']['properties']['click']['properties']['times']['maximum'] );
		$this->assertSame( 'integer', $props['triggers']['properties']['click']['properties']['times']['type'] );
		$this->assertSame( $limits['inactivity']['min'], $props['triggers']['properties']['inactivity']['properties']['time']['minimum'] );

		// A value past a shared bound is refused, one at it is kept.
		$settings = $schema->default_settings();
		$this->assertTrue( rest_validate_value_from_schema( array_merge( $settings, array( 'close_button_delay' => $limits['closeDelay']['max'] ) ), $schema->settings() ) );
		$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( array_merge( $settings, array( 'close_button_delay' => $limits['closeDelay']['max'] + 1 ) ), $schema->settings() ) );
	}

	public function test_the_choices_and_defaults_are_the_shared_ones(): void {
		$schema = new PopupSchema();
		$shared = $this->shared();

		$this->assertSame( $shared['choices']['animations'], $schema->settings()['properties']['exit_animation']['enum'] );
		$this->assertSame( $shared['choices']['devices'], $schema->choices_of( 'devices' ) );
		$this->assertSame( $shared['defaults']['settings'], $schema->default_settings() );
		$this->assertSame( $shared['defaults']['location'], $schema->default_location() );
		$this->assertTrue( rest_validate_value_from_schema( $schema->default_settings(), $schema->settings() ), 'The defaults are valid settings.' );
	}
}
