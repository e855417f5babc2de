<?php
/**
 * What goes into the search index, and what never does.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

/**
 * The indexer and its incremental updates.
 */
final class IndexerTest extends SearchTestCase {

	/**
	 * Published, visible products are found; private, draft, password-protected and hidden ones are not.
	 */
	public function test_only_public_visible_products_are_indexed(): void {
		$this->requires_woocommerce();
		$public   = $this->product( 'Quokkaberry Lamp' );
		$private  = $this->product( 'Quokkaberry Private', array( 'status' => 'private' ) );
		$draft    = $this->product( 'Quokkaberry Draft', array( 'status' => 'draft' ) );
		$password = $this->product( 'Quokkaberry Secret', array( 'password' => 'letmein' ) );
		$hidden   = $this->product( 'Quokkaberry Hidden', array( 'visibility' => 'hidden' ) );
		$shop     = $this->product( 'Quokkaberry Shoponly', array( 'visibility' => 'catalog' ) );

		$found = $this->search( 'quokkaberry' );

		$this->assertContains( $public, $found );
		foreach ( array( $private, $draft, $password, $hidden, $shop ) as $id ) {
			$this->assertNotContains( $id, $found );
		}
	}

	/**
	 * Out-of-stock products follow the owner's setting.
	 */
	public function test_out_of_stock_products_follow_the_setting(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'index_out_of_stock' => false ) );
		$id = $this->product( 'Zanzibarite Stool', array( 'stock' => 'outofstock' ) );
		$this->assertSame( array(), $this->search( 'zanzibarite' ) );

		$this->set_search( array( 'index_out_of_stock' => true ) );
		$this->reindex( $id );
		$this->assertSame( array( $id ), $this->search( 'zanzibarite' ) );
	}

	/**
	 * A product made private after it was indexed disappears at the next update.
	 */
	public function test_unpublishing_removes_the_product(): void {
		$this->requires_woocommerce();
		$id = $this->product( 'Marmalopod Vase' );
		$this->assertSame( array( $id ), $this->search( 'marmalopod' ) );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'private',
			)
		);
		$this->reindex( $id );
		$this->assertSame( array(), $this->search( 'marmalopod' ) );
	}

	/**
	 * A product found by its short description, its tag, and its variation's SKU.
	 */
	public function test_short_description_tags_and_variation_skus_are_searchable(): void {
		$this->requires_woocommerce();
		$id = $this->product( 'Plain Jug', array( 'short' => 'Glazed in <strong>xylophonic</strong> blue' ) );
		wp_set_object_terms( $id, array( 'wobbletag' ), 'product_tag' );

		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Knitted Scarf' );
		$variable->set_status( 'publish' );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_sku( 'SCARF-RED-99' );
		$variation->set_regular_price( '12' );
		$variation->set_status( 'publish' );
		$variation->save();
		$this->reindex( $id, $parent );

		$this->assertSame( array( $id ), $this->search( 'xylophonic' ) );
		$this->assertSame( array( $id ), $this->search( 'wobbletag' ) );
		$this->assertSame( $variation->get_id(), $this->search( 'scarf-red-99' )[0], 'An exact variation SKU finds the variation itself, first.' );
		$this->assertContains( $parent, $this->search( 'scarf red 99' ) );
	}

	public function test_a_variation_links_to_its_product_with_its_attributes_chosen(): void {
		$this->requires_woocommerce();
		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Woolly Mitten' );
		$variable->set_status( 'publish' );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_sku( 'MITTEN-RED-M' );
		$variation->set_attributes(
			array(
				'colour' => 'Deep red',
				'size'   => '',
			)
		);
		$variation->set_regular_price( '9' );
		$variation->set_status( 'publish' );
		$variation->save();
		$this->reindex( $parent );

		$found = array_values( array_filter( $this->suggest( 'mitten-red-m' ), static fn( array $s ): bool => 'product_variation' === $s['type'] ) );

		$this->assertNotEmpty( $found );
		$this->assertStringContainsString( 'attribute_colour=Deep%20red', $found[0]['url'] );
		$this->assertStringNotContainsString( 'attribute_size', $found[0]['url'], 'An "any" attribute is left for the shopper.' );
		$this->assertStringStartsWith( (string) get_permalink( $parent ), $found[0]['url'] );
	}

	/**
	 * Posts are indexed only when the owner asks, and work without WooCommerce.
	 */
	public function test_posts_are_indexed_when_switched_on(): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'Thornquist Gardening Notes',
				'post_status' => 'publish',
				'post_type'   => 'post',
			)
		);
		$this->reindex( $post );
		$this->assertSame( array(), $this->search( 'thornquist' ) );

		$this->set_search( array( 'index_posts' => true ) );
		$this->reindex( $post );
		$this->assertSame( array( $post ), $this->search( 'thornquist' ) );
	}

	/**
	 * Addresses are stored relative to home and answered absolute; descriptions are read from
	 * the post when shown (and only then), so a changed excerpt shows without a reindex.
	 */
	public function test_addresses_are_relative_and_descriptions_live(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$this->set_search( array( 'show_description' => true ) );
		$id = $this->product( 'Fennimore Jug', array( 'short' => '<p>Holds <strong>milk</strong> [gallery ids="1"]</p>' ) );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- The test reads our table; %i quotes it.
		$stored = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT url FROM %i WHERE object_id = %d', $wpdb->prefix . 'shopwright_search_index', $id ) );
		$this->assertStringStartsWith( '/', $stored );
		$this->assertSame( get_permalink( $id ), home_url() . $stored );

		$suggestion = $this->suggest( 'fennimore' )[1];
		$this->assertSame( get_permalink( $id ), $suggestion['url'] );
		$this->assertSame( 'Holds milk', $suggestion['desc'] );

		wp_update_post(
			array(
				'ID'           => $id,
				'post_excerpt' => 'Pours well',
			)
		);
		$this->assertSame( 'Pours well', $this->suggest( 'fennimore' )[1]['desc'] );

		// Not shown, not read: the suggestion has no description.
		$this->set_search( array( 'show_description' => false ) );
		$this->assertArrayNotHasKey( 'desc', $this->suggest( 'fennimore' )[1] );
		$this->assertSame( get_permalink( $id ), $this->suggest( 'fennimore' )[1]['url'] );
	}
}
