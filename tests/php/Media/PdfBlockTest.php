<?php
/**
 * The PDF viewer block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\PdfSource;
use Shopwright\Tests\TestCase;

/**
 * A frame only for http(s) PDFs from the library, this site or an allowed host.
 */
final class PdfBlockTest extends TestCase {

	/**
	 * The block rendered with these attributes.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 */
	private function render( array $attrs ): string {
		return render_block(
			array(
				'blockName'    => 'shopwright/pdf',
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * An attachment of this type.
	 *
	 * @param string $mime MIME type.
	 */
	private function attachment( string $mime ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => 'Autumn price list',
				'post_mime_type' => $mime,
				'post_status'    => 'inherit',
			),
			'2026/01/autumn-price-list.pdf'
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_a_library_pdf_shows_in_a_titled_frame_with_download_and_hidden_buttons(): void {
		$id   = $this->attachment( 'application/pdf' );
		$html = $this->render( array( 'mediaId' => $id ) );
		$url  = (string) wp_get_attachment_url( $id );

		$this->assertStringContainsString( '<iframe class="wp-block-shopwright-pdf__frame" src="' . esc_url( $url ) . '" title="PDF: Autumn price list"', $html );
		$this->assertStringContainsString( 'href="' . esc_url( $url ) . '" download aria-label="Download PDF: Autumn price list">Download PDF</a>', $html );
		$this->assertMatchesRegularExpression( '/<button type="button" class="wp-block-shopwright-pdf__present" aria-pressed="false" hidden>/', $html );
		$this->assertStringContainsString( '--shopwright-pdf-height:600px', $html, 'A fixed height, so nothing moves when the document loads.' );
	}

	public function test_an_address_on_this_site_shows(): void {
		$html = $this->render(
			array(
				'url'          => home_url( '/files/guide.pdf' ),
				'showDownload' => false,
				'height'       => 50,
			)
		);
		$this->assertStringContainsString( 'title="PDF: guide.pdf"', $html );
		$this->assertStringNotContainsString( 'Download PDF', $html );
		$this->assertStringContainsString( '--shopwright-pdf-height:200px', $html, 'Heights are kept within 200 and 2000 pixels.' );
	}

	/**
	 * @dataProvider refused_addresses
	 *
	 * @param string $url An address that must not be framed.
	 */
	public function test_other_schemes_and_hosts_print_no_frame( string $url ): void {
		$this->assertSame( '', trim( $this->render( array( 'url' => $url ) ) ) );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function refused_addresses(): array {
		return array(
			'javascript'           => array( 'javascript:alert(document.cookie)' ),
			'javascript, mixed'    => array( 'JaVaScRiPt:alert(1)' ),
			'javascript, with tab' => array( "java\tscript:alert(1)" ),
			'data'                 => array( 'data:application/pdf;base64,JVBERi0xLjQK' ),
			'vbscript'             => array( 'vbscript:msgbox(1)' ),
			'protocol-relative'    => array( '//evil.example/doc.pdf' ),
			'relative'             => array( '/doc.pdf' ),
			'another host'         => array( 'https://evil.example/doc.pdf' ),
			'credentials'          => array( 'https://user:pass@evil.example/doc.pdf' ),
			'ftp'                  => array( 'ftp://example.com/doc.pdf' ),
		);
	}

	public function test_an_attachment_that_is_not_a_pdf_prints_no_frame(): void {
		$this->assertSame( '', trim( $this->render( array( 'mediaId' => $this->attachment( 'image/png' ) ) ) ) );
	}

	public function test_hosts_the_owner_allows(): void {
		$source = new PdfSource( PdfSource::parse_hosts( "Docs.Example.com, cdn.example.net\nbad_host!" ) );
		$this->assertTrue( $source->allowed( 'https://docs.example.com/a.pdf' ) );
		$this->assertTrue( $source->allowed( 'http://cdn.example.net/b.pdf' ) );
		$this->assertFalse( $source->allowed( 'https://example.com/a.pdf' ) );
		$this->assertFalse( $source->allowed( 'javascript://docs.example.com/%0aalert(1)' ) );
		$this->assertTrue( $source->allowed( home_url( '/c.pdf' ) ) );
	}
}
