<?php
/**
 * Grouped suggestions: products, categories, tags, brands, vendors, posts and pages.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Settings\Settings;

use Shopwright\Search\SearchEngine;

/**
 * What GET /shopwright/v1/search answers, group by group.
 */
final class GroupedSuggestionsTest extends SearchTestCase {

	/**
	 * Every group in its order, each after its headline.
	 */
	public function test_groups_come_in_order_after_their_headlines(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'index_posts' => true ) );
		$product = $this->product( 'Grazzleberry Jam' );
		$this->assign( $product, array( $this->term( 'Grazzleberry Preserves' ) ) );
		$this->assign( $product, array( $this->term( 'Grazzleberry Season', 'product_tag' ) ), 'product_tag' );
		$this->assign( $product, array( $this->term( 'Grazzleberry Farms', 'product_brand' ) ), 'product_brand' );
		$post = wp_insert_post(
			array(
				'post_title'  => 'Grazzleberry Recipes',
				'post_status' => 'publish',
				'post_type'   => 'post',
			)
		);
		$this->reindex( $post );
		$this->vendors( array( $this->vendor( 'Grazzleberry Stall' ) ) );

		$suggestions = $this->suggest( 'grazzleberry' );

		$this->assertSame(
			array(
				'headline:Products',
				'product:Grazzleberry Jam',
				'headline:Categories',
				'taxonomy:Grazzleberry Preserves',
				'headline:Tags',
				'taxonomy:Grazzleberry Season',
				'headline:Brands',
				'taxonomy:Grazzleberry Farms',
				'headline:Vendors',
				'vendor:Grazzleberry Stall',
				'headline:Posts and pages',
				'post:Grazzleberry Recipes',
			),
			$this->outline( $suggestions )
		);
		$this->assertSame( 'post', $suggestions[11]['post_type'] );
		$this->assertSame( $post, $suggestions[11]['post_id'] );
	}

	/**
	 * With headlines off the groups keep their order, without headlines.
	 */
	public function test_headlines_can_be_switched_off(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'show_headlines' => false ) );
		$product = $this->product( 'Plumquatch Bowl' );
		$this->assign( $product, array( $this->term( 'Plumquatch Ware' ) ) );

		$this->assertSame( array( 'product:Plumquatch Bowl', 'taxonomy:Plumquatch Ware' ), $this->outline( $this->suggest( 'plumquatch' ) ) );
	}

	/**
	 * When more products match than are shown, a more_products suggestion with the total follows them.
	 */
	public function test_more_products_follows_the_products_with_the_total(): void {
		$this->requires_woocommerce();
		$this->set_search(
			array(
				'max_results' => 2,
				'max_terms'   => 0,
			)
		);
		foreach ( range( 1, 5 ) as $n ) {
			$this->product( 'Wibblewort Candle ' . $n, array( 'sales' => $n ) );
		}

		$suggestions = $this->suggest( 'wibblewort' );

		$this->assertSame( array( 'headline', 'product', 'product', 'more_products' ), array_column( $suggestions, 'type' ) );
		$this->assertSame( array( 'Wibblewort Candle 5', 'Wibblewort Candle 4' ), array_column( array_slice( $suggestions, 1, 2 ), 'value' ) );
		$this->assertSame( 5, $suggestions[3]['total'] );
		$this->assertSame( 'See all products… (5)', $suggestions[3]['value'] );

		$this->set_search( array( 'max_results' => 5 ) );
		$this->assertNotContains( 'more_products', array_column( $this->suggest( 'wibblewort' ), 'type' ), 'Every match is shown: nothing more to see.' );
	}

	/**
	 * The total is counted up to the cap, and the label says there are more.
	 */
	public function test_total_is_capped(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'max_results' => 1 ) );
		$labels = $this->module->snapshot()['labels'];
		$shape  = new \Shopwright\Search\Suggestions( $this->module->snapshot() );
		$row    = array(
			'object_id'     => '1',
			'type'          => 'product',
			'parent_id'     => '0',
			'title'         => 'Any',
			'sku_display'   => '',
			'url'           => '/any/',
			'image'         => '',
			'price_min'     => null,
			'price_max'     => null,
			'regular_price' => null,
			'description'   => '',
			'breadcrumbs'   => '',
			'in_stock'      => '1',
		);

		$more = $shape->grouped( array( $row ), SearchEngine::COUNT_CAP, array(), array(), array() )[2];

		$this->assertSame( 'more_products', $more['type'] );
		$this->assertSame( SearchEngine::COUNT_CAP, $more['total'] );
		$this->assertSame( str_replace( '%d', (string) SearchEngine::COUNT_CAP, $labels['more_products_capped'] ), $more['value'] );
	}

	/**
	 * Nothing at all matched: the single no-results suggestion. A term alone is a result.
	 */
	public function test_no_results_only_when_nothing_matched(): void {
		$this->requires_woocommerce();
		$this->assertSame( array( 'no-results' ), array_column( $this->suggest( 'qqxzvnothingmatches' ), 'type' ) );

		// Products are not found by their category's name, so only the category matches.
		$this->set_search( array( 'weight_category' => 0 ) );
		$product = $this->product( 'Plain Thing' );
		$this->assign( $product, array( $this->term( 'Floofendorf Supplies' ) ) );
		$this->assertSame( array( 'headline:Categories', 'taxonomy:Floofendorf Supplies' ), $this->outline( $this->suggest( 'floofendorf' ) ) );
	}

	/**
	 * A category suggestion carries its address, id, taxonomy and its parents as breadcrumbs; a
	 * tag carries no breadcrumbs.
	 */
	public function test_term_suggestions_carry_address_and_breadcrumbs(): void {
		$this->requires_woocommerce();
		$top     = $this->term( 'Snargle Pantry' );
		$middle  = $this->term( 'Snargle Jars', 'product_cat', $top );
		$bottom  = $this->term( 'Snargle Lids', 'product_cat', $middle );
		$tag     = $this->term( 'Snargle Picks', 'product_tag' );
		$product = $this->product( 'Glass Thing' );
		$this->assign( $product, array( $bottom ) );
		$this->assign( $product, array( $tag ), 'product_tag' );

		$terms = array_column( $this->terms_of( $this->suggest( 'snargle' ) ), null, 'value' );

		$this->assertSame( array( 'Snargle Jars', 'Snargle Lids', 'Snargle Pantry', 'Snargle Picks' ), array_keys( $terms ), 'Ancestors count their subcategories\' products; ties go by name.' );
		$lids = $terms['Snargle Lids'];
		$this->assertSame( 'Snargle Pantry › Snargle Jars', $lids['breadcrumbs'] );
		$this->assertSame( get_term_link( $bottom ), $lids['url'] );
		$this->assertSame( $bottom, $lids['term_id'] );
		$this->assertSame( 'product_cat', $lids['taxonomy'] );
		$this->assertSame( '', $terms['Snargle Pantry']['breadcrumbs'] );
		$this->assertArrayNotHasKey( 'breadcrumbs', $terms['Snargle Picks'] );
		$this->assertSame( 'product_tag', $terms['Snargle Picks']['taxonomy'] );
	}

	/**
	 * A term is found by the start of any of its words, and by text running on over the next words.
	 */
	public function test_terms_match_the_start_of_any_word(): void {
		$this->requires_woocommerce();
		$this->assign( $this->product( 'Plain Thing' ), array( $this->term( 'Ölfrüchte & Zwiebelkram' ) ) );

		foreach ( array( 'olfr', 'ÖLFRÜCHTE zwi', 'zwiebel', 'Zwiebelkram' ) as $query ) {
			$this->assertContains( 'Ölfrüchte & Zwiebelkram', array_column( $this->suggest( $query ), 'value' ), $query );
		}
		foreach ( array( 'lfruchte', 'iebelkram', 'olfruchte kram', '%%%', '___' ) as $query ) {
			$this->assertNotContains( 'Ölfrüchte & Zwiebelkram', array_column( $this->suggest( $query ), 'value' ), $query );
		}
	}

	/**
	 * At most max_terms of each taxonomy, the best stocked first; 0 suggests none.
	 */
	public function test_max_terms_caps_each_taxonomy(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'max_terms' => 2 ) );
		$terms = array();
		foreach ( array( 1, 3, 2 ) as $count ) {
			$terms[ $count ] = $this->term( 'Quibbleshire ' . $count );
			for ( $i = 0; $i < $count; $i++ ) {
				$this->assign( $this->product( 'Plain Thing' ), array( $terms[ $count ] ) );
			}
		}
		$this->assign( $this->product( 'Plain Thing' ), array( $this->term( 'Quibbleshire Tag', 'product_tag' ) ), 'product_tag' );

		$this->assertSame(
			array( 'headline:Categories', 'taxonomy:Quibbleshire 3', 'taxonomy:Quibbleshire 2', 'headline:Tags', 'taxonomy:Quibbleshire Tag' ),
			array_slice( $this->outline( $this->suggest( 'quibbleshire' ) ), 1 + 7 ),
			'After the headline and the 7 products found by their category or tag.'
		);

		$this->set_search( array( 'max_terms' => 0 ) );
		$this->assertSame( array(), $this->terms_of( $this->suggest( 'quibbleshire' ) ) );
	}

	/**
	 * A term whose only products are private, draft, password-protected or hidden is never
	 * suggested; a public product makes it appear, and its going makes it disappear.
	 */
	public function test_terms_without_visible_products_are_not_suggested(): void {
		$this->requires_woocommerce();
		$category = $this->term( 'Hushwillow Goods' );
		$tag      = $this->term( 'Hushwillow Tag', 'product_tag' );
		foreach ( array( array( 'status' => 'private' ), array( 'status' => 'draft' ), array( 'password' => 'x' ), array( 'visibility' => 'hidden' ) ) as $props ) {
			$hidden = $this->product( 'Plain Thing', $props );
			$this->assign( $hidden, array( $category ) );
			$this->assign( $hidden, array( $tag ), 'product_tag' );
		}
		$this->assertSame( array( 'no-results' ), array_column( $this->suggest( 'hushwillow' ), 'type' ) );

		$public = $this->product( 'Plain Thing' );
		$this->assign( $public, array( $category ) );
		$this->assertSame( array( 'Hushwillow Goods' ), array_column( $this->terms_of( $this->suggest( 'hushwillow' ) ), 'value' ) );

		wp_update_post(
			array(
				'ID'          => $public,
				'post_status' => 'private',
			)
		);
		$this->reindex( $public );
		$this->assertSame( array( 'no-results' ), array_column( $this->suggest( 'hushwillow' ), 'type' ) );
	}

	/**
	 * Renaming a category renames its suggestion and its subcategories' breadcrumbs; deleting it
	 * removes it.
	 */
	public function test_term_changes_are_followed(): void {
		$this->requires_woocommerce();
		$parent  = $this->term( 'Dribblecombe Home' );
		$child   = $this->term( 'Dribblecombe Lamps', 'product_cat', $parent );
		$product = $this->product( 'Plain Thing' );
		$this->assign( $product, array( $child ) );

		wp_update_term( $parent, 'product_cat', array( 'name' => 'Dribblecombe House' ) );
		$this->reindex();
		$terms = array_column( $this->terms_of( $this->suggest( 'dribblecombe' ) ), null, 'value' );
		$this->assertSame( array( 'Dribblecombe House', 'Dribblecombe Lamps' ), array_keys( $terms ) );
		$this->assertSame( 'Dribblecombe House', $terms['Dribblecombe Lamps']['breadcrumbs'] );
		$this->assertSame( get_term_link( $child ), $terms['Dribblecombe Lamps']['url'] );

		wp_delete_term( $child, 'product_cat' );
		$this->reindex();
		$this->assertSame( array( 'no-results' ), array_column( $this->suggest( 'dribblecombe' ), 'type' ), 'The parent lost its only product with its subcategory.' );
	}

	/**
	 * Private, draft, password-protected and hidden products and posts are never suggested.
	 */
	public function test_non_public_objects_are_never_suggested(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'index_posts' => true ) );
		foreach ( array( array( 'status' => 'private' ), array( 'status' => 'draft' ), array( 'password' => 'x' ), array( 'visibility' => 'hidden' ), array( 'visibility' => 'catalog' ) ) as $props ) {
			$this->product( 'Zonkleberry Secret', $props );
		}
		foreach ( array( 'private', 'draft', 'pending' ) as $status ) {
			$this->reindex(
				wp_insert_post(
					array(
						'post_title'  => 'Zonkleberry Post',
						'post_status' => $status,
						'post_type'   => 'post',
					)
				)
			);
		}
		$this->reindex(
			wp_insert_post(
				array(
					'post_title'    => 'Zonkleberry Post',
					'post_status'   => 'publish',
					'post_type'     => 'post',
					'post_password' => 'x',
				)
			)
		);

		$this->assertSame( array( 'no-results' ), array_column( $this->suggest( 'zonkleberry' ), 'type' ) );
	}

	/**
	 * Vendors come from the filter, checked: names made plain text, unsafe addresses and
	 * malformed entries dropped, at most max_terms.
	 */
	public function test_vendors_from_the_filter_are_checked(): void {
		$this->set_search( array( 'max_terms' => 2 ) );
		$this->vendors(
			array(
				'not an array',
				array( 'url' => 'https://example.com/no-name/' ),
				$this->vendor( 'Evil', 'javascript:alert(1)' ),
				$this->vendor( 'Protocol relative', '//evil.example/' ),
				array(
					'value'     => array( 'an', 'array' ),
					'url'       => 'https://example.com/',
					'shop_city' => 'Anywhere',
				),
				array(
					'value'      => '<b onclick="x()">Mooncalf</b> Stall',
					'url'        => '/store/mooncalf/',
					'vendor_url' => 'data:text/html,x',
					'shop_city'  => '<i>Leeds</i>',
					'extra'      => 'dropped',
				),
				$this->vendor( 'Second Stall' ),
				$this->vendor( 'Third Stall' ),
			)
		);

		$vendors = array_values( array_filter( $this->suggest( 'mooncalf' ), static fn( array $s ): bool => 'vendor' === $s['type'] ) );

		$this->assertSame(
			array(
				array(
					'type'       => 'vendor',
					'value'      => 'Mooncalf Stall',
					'url'        => '/store/mooncalf/',
					'vendor_url' => '/store/mooncalf/',
					'shop_city'  => 'Leeds',
				),
				array(
					'type'       => 'vendor',
					'value'      => 'Second Stall',
					'url'        => 'https://example.com/store/second-stall/',
					'vendor_url' => 'https://example.com/store/second-stall/',
				),
			),
			$vendors
		);
	}

	/**
	 * While a plugin supplies vendors, the block is sent to the REST route, and the fast
	 * endpoint's snapshot says so.
	 */
	public function test_vendor_plugins_send_the_block_to_the_rest_route(): void {
		$this->assertNotSame( '', $this->module->endpoint_url() );
		$this->assertFalse( $this->module->snapshot()['vendors'] );

		$this->vendors( array() );

		$this->assertSame( '', $this->module->endpoint_url() );
		$this->assertTrue( $this->module->snapshot()['vendors'] );
	}

	/**
	 * Headlines are translated, and snapshotted for the fast endpoint.
	 */
	public function test_headline_labels_are_translated_and_snapshotted(): void {
		add_filter(
			'gettext',
			static fn( string $translation, string $text, string $domain ) => 'shopwright' === $domain && 'Products' === $text ? 'Produkte' : $translation,
			10,
			3
		);
		$this->assertSame( 'Produkte', $this->module->snapshot()['labels']['products'] );
		$this->module->refresh_snapshot();
		$stored = json_decode( (string) get_option( \Shopwright\Search\SearchModule::SNAPSHOT_OPTION ), true );
		$this->assertSame( 'Produkte', $stored['labels']['products'] );
		$this->assertSame( 'Posts and pages', $stored['labels']['posts'] );
	}

	/**
	 * The light endpoint reads its settings from the snapshot: a save reaches it at once, the
	 * first save on a site (which adds the settings option rather than updating it) included.
	 */
	public function test_the_first_save_of_the_settings_reaches_the_light_endpoint(): void {
		add_action( 'update_option_' . Settings::OPTION, array( $this->module, 'settings_changed' ), 10, 2 );
		add_action( 'add_option_' . Settings::OPTION, array( $this->module, 'settings_added' ), 10, 2 );
		$stored = static fn(): array => (array) json_decode( (string) get_option( \Shopwright\Search\SearchModule::SNAPSHOT_OPTION ), true );

		delete_option( Settings::OPTION );
		$this->set_search( array( 'rate_limit' => 7 ) );
		$this->assertSame( 7, $stored()['rate_limit'], 'The first save adds the option.' );

		$this->set_search( array( 'rate_limit' => 9 ) );
		$this->assertSame( 9, $stored()['rate_limit'], 'Later saves update it.' );
	}

	/**
	 * Makes the filter answer these vendors.
	 *
	 * @param array<int, mixed> $vendors Vendors.
	 */
	private function vendors( array $vendors ): void {
		add_filter( 'shopwright_search_vendors', static fn(): array => $vendors );
	}

	/**
	 * A vendor as a plugin would give it.
	 *
	 * @param string $name Name.
	 * @param string $url  Address.
	 * @return array<string, string>
	 */
	private function vendor( string $name, string $url = '' ): array {
		return array(
			'value' => $name,
			'url'   => '' === $url ? 'https://example.com/store/' . sanitize_title( $name ) . '/' : $url,
		);
	}

	/**
	 * The term suggestions only.
	 *
	 * @param list<array<string, mixed>> $suggestions Suggestions.
	 * @return list<array<string, mixed>>
	 */
	private function terms_of( array $suggestions ): array {
		return array_values( array_filter( $suggestions, static fn( array $s ): bool => 'taxonomy' === $s['type'] ) );
	}

	/**
	 * Each suggestion as "type:value".
	 *
	 * @param list<array<string, mixed>> $suggestions Suggestions.
	 * @return list<string>
	 */
	private function outline( array $suggestions ): array {
		return array_map( static fn( array $s ): string => $s['type'] . ':' . $s['value'], $suggestions );
	}
}
