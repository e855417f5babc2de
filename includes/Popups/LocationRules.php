<?php
/**
 * Where a popup shows.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

defined( 'ABSPATH' ) || exit;

/**
 * Checks a popup's location (PopupLocation in src/types/popups.ts) against a page: the popup
 * shows where any include rule matches and no exclude rule does.
 */
final class LocationRules {

	/**
	 * Whether a popup with this location shows on the page.
	 *
	 * @param array{include: list<array<string, mixed>>, exclude: list<array<string, mixed>>} $location A valid location.
	 * @param PageContext                                                                     $page     The page.
	 */
	public function matches( array $location, PageContext $page ): bool {
		return $this->any_matches( $location['include'], $page ) && ! $this->any_matches( $location['exclude'], $page );
	}

	/**
	 * The page the main query serves.
	 */
	public function current_page(): PageContext {
		global $wp_the_query;
		return $wp_the_query instanceof \WP_Query ? PageContext::from_query( $wp_the_query ) : new PageContext();
	}

	/**
	 * Whether any of the rules matches the page.
	 *
	 * @param list<array<string, mixed>> $rules Valid rules.
	 * @param PageContext                $page  The page.
	 */
	private function any_matches( array $rules, PageContext $page ): bool {
		foreach ( $rules as $rule ) {
			if ( $this->rule_matches( $rule, $page ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether one rule matches the page.
	 *
	 * @param array<string, mixed> $rule A valid rule.
	 * @param PageContext          $page The page.
	 */
	private function rule_matches( array $rule, PageContext $page ): bool {
		return match ( $rule['kind'] ) {
			'entire_site'       => true,
			'front_page'        => $page->front_page,
			'singular'          => $rule['post_type'] === $page->post_type
				&& ( array() === $rule['ids'] || in_array( $page->post_id, $rule['ids'], true ) ),
			'post_type_archive' => $rule['post_type'] === $page->archive_post_type,
			'taxonomy'          => $rule['taxonomy'] === $page->taxonomy
				&& ( array() === $rule['terms'] || in_array( $page->term_id, $rule['terms'], true ) ),
			default             => false,
		};
	}
}
