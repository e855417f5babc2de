<?php
/**
 * What the search module asks of a search engine.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * The engine behind the search box, its endpoint and the results page (through SearchService):
 * SearchEngine answers from Shopwright's own index tables; another engine (an OpenSearch or
 * Elasticsearch cluster, a hosted search service) can stand in its place by answering the same
 * four questions. See docs/internals/search.md, "The engine behind the search".
 *
 * Ids are post ids: products and variations, posts and pages. Every answer must leave out what
 * a shopper may not see (not published, behind a password, hidden from search), and rows()
 * re-checks that against the posts tables whatever the engine said.
 */
interface SearchBackend {

	/**
	 * Ids of the best matches, best first: products and variations, then posts and pages.
	 *
	 * @param string $query Raw query (already length-checked by the caller).
	 * @param int    $limit Most results.
	 * @return list<int>
	 */
	public function search( string $query, int $limit ): array;

	/**
	 * The best products (and variations) and the best posts and pages, kept apart, and how many
	 * products and variations matched in all, counted up to $count_cap. Posts and pages fill the
	 * room the products leave of $products, and get at least $posts. When nothing holds every
	 * word of a query of several words, the objects that hold some of them are given instead,
	 * and `partial` lists the words the best of them holds (empty otherwise).
	 *
	 * @param string $query     Raw query (already length-checked by the caller).
	 * @param int    $products  Most products and variations.
	 * @param int    $posts     Posts and pages always given room.
	 * @param int    $count_cap Most products and variations counted (the results page counts past SearchEngine::COUNT_CAP).
	 * @return array{products: list<int>, posts: list<int>, total: int, partial: list<string>}
	 */
	public function find( string $query, int $products, int $posts, int $count_cap = SearchEngine::COUNT_CAP ): array;

	/**
	 * Product categories, tags and brands with visible products whose name has a word starting
	 * with the query, the most stocked first, at most $per_taxonomy of each taxonomy.
	 *
	 * @param string   $query        Raw query.
	 * @param int      $per_taxonomy Most terms of each taxonomy.
	 * @param string[] $taxonomies   Taxonomies wanted.
	 * @return list<array<string, string|null>> Rows of the taxonomy table: term_id, taxonomy, name, url, breadcrumbs, count.
	 */
	public function terms( string $query, int $per_taxonomy, array $taxonomies ): array;

	/**
	 * What a suggestion shows of each id, in the given order, leaving out any a shopper may not
	 * see now, each with a plain-text description when asked for.
	 *
	 * @param int[] $ids          Object ids.
	 * @param bool  $descriptions Whether to read the descriptions ('' each when not).
	 * @return list<array<string, string|null>> Rows of the index table, with `description`.
	 */
	public function rows( array $ids, bool $descriptions = true ): array;
}
