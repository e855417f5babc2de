<?php
/**
 * The share buttons block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Widgets;

use Shopwright\Tests\TestCase;

/**
 * Plain links built on the server, nothing loaded from the networks.
 */
final class ShareButtonsTest extends TestCase {

	/**
	 * The block rendered for a post.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 * @param string               $title The post's title.
	 */
	private function render( array $attrs, string $title = 'Brass pen' ): string {
		$post = get_post(
			wp_insert_post(
				array(
					'post_status' => 'publish',
					'post_title'  => $title,
				)
			)
		);
		$this->assertInstanceOf( \WP_Post::class, $post );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The loop's post, as a page render has it.
		setup_postdata( $post );
		return render_block(
			array(
				'blockName'    => 'shopwright/share-buttons',
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	public function test_default_networks_are_plain_links_to_their_share_pages(): void {
		$html = $this->render( array() );
		$url  = rawurlencode( (string) get_permalink() );

		$this->assertMatchesRegularExpression( '/role="group" aria-labelledby="(wp-block-shopwright-share-buttons-label-\d+)"/', $html );
		$this->assertStringContainsString( 'href="https://www.facebook.com/sharer/sharer.php?u=' . $url . '"', $html );
		$this->assertStringContainsString( 'href="https://x.com/intent/tweet?url=' . $url . '&#038;text=Brass%20pen"', $html );
		$this->assertStringContainsString( 'href="mailto:?subject=Brass%20pen&#038;body=' . $url . '"', $html );
		$this->assertStringNotContainsString( 'pinterest', $html );
		$this->assertSame( 4, substr_count( $html, 'rel="noopener noreferrer nofollow"' ), 'Every network but email opens apart, without a referrer.' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html, 'No pixel, no image from a network.' );
		$this->assertMatchesRegularExpression( '/<li class="wp-block-shopwright-share-buttons__item is-waiting">\s*<button type="button" class="wp-block-shopwright-share-buttons__native" hidden>More ways to share<\/button>\s*<button type="button" class="wp-block-shopwright-share-buttons__copy"/', $html, 'Room is kept, invisible, for the button the script shows.' );
		$this->assertStringContainsString( 'role="status"', $html );
	}

	public function test_hostile_attributes_and_titles_are_refused_or_escaped(): void {
		$html = $this->render(
			array(
				'networks'        => array( 'javascript:alert(1)', 'x', 'x', '<b>', 'facebook"', 'email' ),
				'label'           => '<img src=x onerror=alert(1)>"',
				'showCopy'        => false,
				'showNativeShare' => false,
			),
			'Pen "deluxe" <script>alert(1)</script>'
		);

		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertSame( 1, substr_count( $html, 'x.com/intent' ), 'A network asked for twice is shown once.' );
		$this->assertStringNotContainsString( 'facebook', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;&quot;</span>', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertMatchesRegularExpression( '/x\.com\/intent\/tweet\?url=[^"<>\s]+&#038;text=Pen%20[A-Za-z0-9%._~-]+"/', $html, 'The title is stripped of tags and encoded.' );
		$this->assertStringNotContainsString( '__copy', $html );
		$this->assertStringNotContainsString( '__native', $html );
	}

	public function test_nothing_to_show_renders_nothing(): void {
		$this->assertSame(
			'',
			trim(
				$this->render(
					array(
						'networks'        => array(),
						'showCopy'        => false,
						'showNativeShare' => false,
					)
				)
			)
		);
	}
}
