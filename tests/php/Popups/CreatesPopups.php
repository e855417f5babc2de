<?php
/**
 * Popups for the tests to work with.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Popups;

use Shopwright\Popups\PopupPostType;
use Shopwright\Popups\PopupSchema;

/**
 * Creates popups and valid settings, and writes stored values past the sanitizer.
 */
trait CreatesPopups {

	/**
	 * A published popup (unless a status is given) with these settings changes and location.
	 *
	 * @param array<string, mixed>      $changes  Settings that differ from the defaults.
	 * @param array<string, mixed>|null $location The location; everywhere when null.
	 * @param array<string, mixed>      $post     Other post fields.
	 * @return int The popup's id.
	 */
	protected function create_popup( array $changes = array(), ?array $location = null, array $post = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'    => PopupPostType::NAME,
					'post_status'  => 'publish',
					'post_title'   => 'Spring sale',
					'post_content' => "<!-- wp:paragraph -->\n<p>Ten percent off everything.</p>\n<!-- /wp:paragraph -->",
					'meta_input'   => array(
						PopupPostType::SETTINGS_META => $this->settings( $changes ),
						PopupPostType::LOCATION_META => $location ?? ( new PopupSchema() )->default_location(),
					),
				),
				$post
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Complete, valid settings: the defaults with these changes.
	 *
	 * @param array<string, mixed> $changes Settings that differ from the defaults.
	 * @return array<string, mixed>
	 */
	protected function settings( array $changes = array() ): array {
		return array_merge( ( new PopupSchema() )->default_settings(), $changes );
	}

	/**
	 * Stores a meta value exactly as given, as a direct database write or an old version would.
	 *
	 * @param int    $post_id Post id.
	 * @param string $key     Meta key.
	 * @param mixed  $value   The value.
	 */
	protected function store_raw_meta( int $post_id, string $key, $value ): void {
		global $wpdb;
		delete_post_meta( $post_id, $key );
		$wpdb->insert(
			$wpdb->postmeta,
			array(
				'post_id'    => $post_id,
				'meta_key'   => $key, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- A test fixture.
				'meta_value' => maybe_serialize( $value ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- A test fixture.
			)
		);
		wp_cache_delete( $post_id, 'post_meta' );
	}

	/**
	 * Takes every popup already on the site out of the way, inside the test's transaction.
	 */
	protected function unpublish_existing_popups(): void {
		$existing = get_posts(
			array(
				'post_type'      => PopupPostType::NAME,
				'post_status'    => 'any',
				'posts_per_page' => -1,
				'fields'         => 'ids',
			)
		);
		foreach ( $existing as $id ) {
			wp_update_post(
				array(
					'ID'          => (int) $id,
					'post_status' => 'draft',
				)
			);
		}
	}
}
