<?php
/**
 * The slides block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Widgets;

use Shopwright\Tests\TestCase;

/**
 * Every slide stacked and numbered, the first shown, controls waiting for the script.
 */
final class SlidesTest extends TestCase {

	/**
	 * One slide's markup.
	 *
	 * @param string               $text  Its paragraph.
	 * @param array<string, mixed> $attrs Its attributes.
	 */
	private function slide( string $text, array $attrs = array() ): string {
		$json = array() === $attrs ? '' : ' ' . wp_json_encode( $attrs );
		return "<!-- wp:shopwright/slide$json -->\n<!-- wp:paragraph -->\n<p>$text</p>\n<!-- /wp:paragraph -->\n<!-- /wp:shopwright/slide -->\n";
	}

	/**
	 * The slides block with these attributes and slides, rendered.
	 *
	 * @param array<string, mixed> $attrs  Attributes.
	 * @param string               $slides Slides' markup.
	 */
	private function render( array $attrs, string $slides ): string {
		$json = array() === $attrs ? '' : ' ' . wp_json_encode( $attrs );
		return do_blocks( "<!-- wp:shopwright/slides$json -->\n$slides<!-- /wp:shopwright/slides -->" );
	}

	public function test_slides_are_numbered_the_first_shown_and_the_controls_wait_hidden(): void {
		$html = $this->render( array(), $this->slide( 'Spring' ) . $this->slide( 'Summer' ) . $this->slide( 'Autumn' ) );

		$this->assertMatchesRegularExpression( '/<section [^>]*aria-label="Highlights" aria-roledescription="carousel" data-interval="7000" data-autoplay="true"/', $html );
		$this->assertSame( 3, substr_count( $html, 'aria-roledescription="slide"' ) );
		$this->assertStringContainsString( 'aria-label="1 of 3"', $html );
		$this->assertStringContainsString( 'aria-label="3 of 3"', $html );
		$this->assertSame( 1, substr_count( $html, 'is-active' ), 'Only the first slide is shown before the script.' );
		$this->assertMatchesRegularExpression( '/<div aria-label="1 of 3" aria-roledescription="slide" id="[^"]+-slide-1" role="group" class="wp-block-shopwright-slide is-active">\s*<div class="wp-block-shopwright-slide__content">\s*<p>Spring<\/p>/', $html );
		$this->assertMatchesRegularExpression( '/<div class="wp-block-shopwright-slides__controls" hidden>/', $html );
		$this->assertSame( 3, substr_count( $html, 'class="wp-block-shopwright-slides__dot"' ) );
		$this->assertStringContainsString( '--shopwright-slides-height:360px', $html, 'A fixed least height, so nothing moves as the slides turn.' );
	}

	public function test_background_images_come_from_the_library_only_and_only_the_first_loads_at_once(): void {
		$image = wp_insert_attachment(
			array(
				'post_title'     => 'Hero',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'2026/01/hero.jpg'
		);
		$pdf   = wp_insert_attachment(
			array(
				'post_title'     => 'File',
				'post_mime_type' => 'application/pdf',
				'post_status'    => 'inherit',
			),
			'2026/01/file.pdf'
		);
		$html  = $this->render(
			array(),
			$this->slide( 'One', array( 'mediaId' => $image ) )
			. $this->slide(
				'Two',
				array(
					'mediaId'  => $image,
					'mediaUrl' => 'javascript:alert(1)',
				)
			)
			. $this->slide(
				'Three',
				array(
					'mediaId'  => $pdf,
					'mediaUrl' => 'https://evil.test/x.jpg',
				)
			)
		);
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'evil.test', $html );
		$this->assertSame( 2, substr_count( $html, 'wp-block-shopwright-slide__background' ) );
		$this->assertMatchesRegularExpression( '/<img fetchpriority="high" loading="eager" class="wp-block-shopwright-slide__background" src="[^"]+hero\.jpg" alt="" decoding="async"/', $html );
		$this->assertMatchesRegularExpression( '/<img loading="lazy" class="wp-block-shopwright-slide__background" src="[^"]+hero\.jpg" alt="" decoding="async"/', $html );
	}

	public function test_hostile_attributes_are_escaped_or_bounded(): void {
		$html = $this->render(
			array(
				'label'     => '"><script>alert(1)</script>',
				'interval'  => 5,
				'minHeight' => -40,
				'autoplay'  => false,
			),
			$this->slide( 'A' ) . $this->slide( 'B' )
		);
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( 'aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"', $html );
		$this->assertStringContainsString( 'data-interval="3000"', $html, 'At least three seconds a slide.' );
		$this->assertStringContainsString( 'data-autoplay="false"', $html );
		$this->assertStringContainsString( '--shopwright-slides-height:0px', $html );

		$long = $this->render( array( 'interval' => 999999 ), $this->slide( 'A' ) . $this->slide( 'B' ) );
		$this->assertStringContainsString( 'data-interval="20000"', $long );
	}

	public function test_one_slide_has_no_controls_and_none_renders_nothing(): void {
		$one = $this->render( array(), $this->slide( 'Only' ) );
		$this->assertStringContainsString( '<p>Only</p>', $one );
		$this->assertStringNotContainsString( '__controls', $one );
		$this->assertSame( '', trim( $this->render( array(), '' ) ) );
	}
}
