<?php
/**
 * Answers a search query from the index.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Search\Engine\AllWordsMatcher;
use Shopwright\Search\Engine\EngineConstants;
use Shopwright\Search\Engine\PartialMatcher;
use Shopwright\Search\Engine\PostingReader;
use Shopwright\Search\Engine\QueryExpansion;
use Shopwright\Search\Engine\ScoreKey;
use Shopwright\Search\Engine\WayRanker;
use Shopwright\Search\Engine\WordSets;
use Shopwright\Shared\LockedMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Ranks in tiers: exact SKU, then titles starting with the query, then titles holding every
 * word whole, then everything else by the owner's field weights; ties go to the best seller.
 * SKUs typed without their separators ("ab12" for "AB-12-X") come after the words' matches.
 *
 * Runs inside WordPress and inside the fast endpoint, which loads only the database layer, so
 * it uses nothing but $wpdb and the pure Text helper. Its parts are in Engine/: the query
 * expansion, the posting reader, the block scheduler and its bounds, the score key, the
 * all-words matcher and the partial matcher (see docs/internals/search.md).
 */
final class SearchEngine implements SearchBackend {

	/**
	 * Most words of a query that are looked up.
	 */
	public const MAX_WORDS = EngineConstants::MAX_WORDS;

	/**
	 * Most products and variations counted for a "see all products" total.
	 */
	public const COUNT_CAP = EngineConstants::COUNT_CAP;

	/**
	 * WooCommerce's product_visibility term of products hidden from search ("Shop only" and
	 * "Hidden" catalogue visibility).
	 */
	public const HIDDEN_FROM_SEARCH = EngineConstants::HIDDEN_FROM_SEARCH;

	/**
	 * Posting entries a search reads in one round (see EngineConstants::ROUND_ENTRIES).
	 */
	public const ROUND_ENTRIES = EngineConstants::ROUND_ENTRIES;

	/**
	 * Posting rows and their summaries, read once for all of a search's parts.
	 *
	 * @var PostingReader
	 */
	private PostingReader $reader;

	/**
	 * The indexed words each query word stands for, and the exact SKUs.
	 *
	 * @var QueryExpansion
	 */
	private QueryExpansion $expansion;

	/**
	 * Objects holding every word.
	 *
	 * @var AllWordsMatcher
	 */
	private AllWordsMatcher $words;

	/**
	 * Objects holding some of the words, when none holds them all.
	 *
	 * @var PartialMatcher
	 */
	private PartialMatcher $partial;

	/**
	 * Keeps the database and the names of the tables, and makes the engine's parts.
	 *
	 * @param \wpdb              $db      Database.
	 * @param string             $prefix  Table prefix of the site ($wpdb->prefix).
	 * @param array<string, int> $weights Weight of each field (Indexer::FIELDS keys), 0 to ignore it.
	 * @param int                $budget  Posting entries read in one round before the best results are checked again (see BlockScheduler::best_blocks()); PHP_INT_MAX reads every match at once.
	 */
	public function __construct( private \wpdb $db, private string $prefix, array $weights, int $budget = self::ROUND_ENTRIES ) {
		$this->reader    = new PostingReader( $db, $prefix );
		$this->expansion = new QueryExpansion( $db, $prefix );
		$this->words     = new AllWordsMatcher( $this->reader, $this->expansion, new WayRanker( $this->reader ), $weights, $budget );
		$this->partial   = new PartialMatcher( $this->reader, $this->words, new WordSets( $this->reader, $budget ), $budget );
	}

	/**
	 * Ids of the best matches, best first: products and variations, then posts and pages.
	 *
	 * @param string $query Raw query (already length-checked by the caller).
	 * @param int    $limit Most results.
	 * @return list<int>
	 */
	public function search( string $query, int $limit ): array {
		$found = $this->find( $query, $limit, $limit );
		return array_slice( array_merge( $found['products'], $found['posts'] ), 0, $limit );
	}

	/**
	 * The best products (and variations) and the best posts and pages, kept apart, and how many
	 * products and variations matched in all, counted up to COUNT_CAP.
	 *
	 * Posts and pages fill the room the products leave of $products, and get at least $posts.
	 *
	 * @param string $query    Raw query (already length-checked by the caller).
	 * @param int    $products Most products and variations.
	 * @param int    $posts    Posts and pages always given room.
	 * When nothing holds every word of a query of several words, the objects that hold some of
	 * them are found instead (see PartialMatcher::by_some_words()), and `partial` lists the words the best of
	 * them holds; it is empty otherwise.
	 *
	 * @param int    $count_cap Most products and variations counted (the results page counts past COUNT_CAP).
	 *
	 * @return array{products: list<int>, posts: list<int>, total: int, partial: list<string>}
	 */
	public function find( string $query, int $products, int $posts, int $count_cap = self::COUNT_CAP ): array {
		$words = array_slice( Text::tokens( $query ), 0, self::MAX_WORDS );
		if ( array() === $words || $products < 1 ) {
			return array(
				'products' => array(),
				'posts'    => array(),
				'total'    => 0,
				'partial'  => array(),
			);
		}
		$sku         = Text::sku( $query );
		$product_ids = array_fill_keys( $this->expansion->look_up( $words, $sku, $products ), true );
		// Enough of the best to fill the list after the exact SKUs, and the posts' room at most.
		$matched = $this->words->by_words(
			$words,
			array(
				'products' => $products + count( $product_ids ),
				'posts'    => max( $posts, $products ),
			)
		);
		$partial = array();
		if ( count( $words ) > 1 && array() === $product_ids && array() === $matched['products'] && array() === $matched['posts'] ) {
			$some    = $this->partial->by_some_words(
				$words,
				array(
					'products' => $products,
					'posts'    => max( $posts, $products ),
				)
			);
			$partial = $some['words'];
			$matched = array(
				'products' => $some['products'],
				'posts'    => $some['posts'],
				'total'    => $some['total'],
			);
		}
		// Matches the words did not count: the exact SKUs (a variation's is not among them).
		$extra = count( array_diff_key( $product_ids, $matched['products'] ) );
		foreach ( ScoreKey::top( $matched['products'], $products + count( $product_ids ) ) as $id ) {
			$product_ids[ $id ] = true;
		}
		if ( count( $product_ids ) < $products ) {
			$starts = $this->by_sku_start( $sku, $products );
			$extra += count( array_diff_key( array_fill_keys( $starts, true ), $product_ids, $matched['products'] ) );
			foreach ( $starts as $id ) {
				$product_ids[ $id ] = true;
			}
			if ( count( $starts ) >= $products && array() === $matched['products'] ) {
				$extra = max( $extra, $this->count_sku_start( $sku ) );
			}
		}
		$product_ids = array_slice( array_map( 'intval', array_keys( $product_ids ) ), 0, $products );
		$room        = max( $posts, $products - count( $product_ids ) );
		return array(
			'products' => $product_ids,
			'posts'    => ScoreKey::top( $matched['posts'], $room ),
			'total'    => min( $matched['total'] + $extra, $count_cap ),
			'partial'  => $partial,
		);
	}

	/**
	 * Product categories, tags and brands with visible products whose folded name has a word
	 * starting with the folded query (the query may run on over the following words), the most
	 * stocked first, at most $per_taxonomy of each taxonomy.
	 *
	 * @param string   $query        Raw query.
	 * @param int      $per_taxonomy Most terms of each taxonomy.
	 * @param string[] $taxonomies   Taxonomies wanted.
	 * @return list<array<string, string|null>> Rows of the taxonomy table.
	 */
	public function terms( string $query, int $per_taxonomy, array $taxonomies ): array {
		$folded = mb_substr( Text::fold( $query ), 0, 191, 'UTF-8' );
		if ( '' === $folded || $per_taxonomy < 1 || array() === $taxonomies ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $taxonomies ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
		$rows  = $this->db->get_results( $this->db->prepare( "SELECT term_id, taxonomy, name, url, breadcrumbs, count FROM %i WHERE suffix LIKE %s AND taxonomy IN ($in) ORDER BY count DESC, name, term_id LIMIT %d", $this->table( 'taxonomy' ), $this->db->esc_like( $folded ) . '%', ...array_merge( array_values( $taxonomies ), array( EngineConstants::TERM_ROWS ) ) ), 'ARRAY_A' );
		$seen  = array();
		$count = array();
		$out   = array();
		foreach ( $rows as $row ) {
			$id       = (int) $row['term_id'];
			$taxonomy = (string) $row['taxonomy'];
			if ( isset( $seen[ $id ] ) || ( $count[ $taxonomy ] ?? 0 ) >= $per_taxonomy ) {
				continue;
			}
			$seen[ $id ]        = true;
			$count[ $taxonomy ] = ( $count[ $taxonomy ] ?? 0 ) + 1;
			$out[]              = $row;
		}
		return $out;
	}

	/**
	 * The index rows of the ids, in the given order, re-checked against the posts and terms
	 * tables so a product made private, put behind a password or hidden from search a moment ago
	 * is never shown (even when the index missed the change: a direct database write, an import
	 * that skips hooks, a change made while the plugin was inactive), each with a plain-text
	 * description from its post (its excerpt, or the start of its content) when asked for.
	 *
	 * @param int[] $ids          Object ids.
	 * @param bool  $descriptions Whether to read the descriptions ('' each when not).
	 * @return list<array<string, string|null>>
	 */
	public function rows( array $ids, bool $descriptions = true ): array {
		if ( array() === $ids ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// A description is read from the post only when it is shown: its content is the longest
		// thing a suggestion could read.
		$description = $descriptions ? "IF( i.parent_id = 0, LEFT( IF( p.post_excerpt <> '', p.post_excerpt, p.post_content ), %d ), '' )" : "LEFT( '', %d )";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
		$rows  = $this->db->get_results(
			$this->db->prepare(
				"SELECT i.*, $description AS description FROM %i i
				INNER JOIN {$this->db->posts} p ON p.ID = i.object_id AND p.post_status = 'publish' AND p.post_password = ''
				LEFT JOIN {$this->db->posts} pp ON pp.ID = i.parent_id
				WHERE i.object_id IN ($in) AND ( i.parent_id = 0 OR ( pp.post_status = 'publish' AND pp.post_password = '' ) )
				AND NOT EXISTS (
					SELECT 1 FROM {$this->db->term_relationships} tr
					INNER JOIN {$this->db->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'product_visibility'
					INNER JOIN {$this->db->terms} t ON t.term_id = tt.term_id AND t.slug = %s
					WHERE tr.object_id = IF( i.parent_id = 0, i.object_id, i.parent_id )
				)",
				EngineConstants::DESCRIPTION_SOURCE,
				$this->table( 'index' ),
				...array_merge( $ids, array( self::HIDDEN_FROM_SEARCH ) )
			),
			'ARRAY_A'
		);
		$by_id = array();
		foreach ( $rows as $row ) {
			// Read from the post rather than kept in the index: it is shown only on request.
			// Never the words of a locked block, whose end the length limit may have cut off.
			$row['description']               = $descriptions ? Text::excerpt( LockedMarkup::strip( (string) $row['description'] ), EngineConstants::DESCRIPTION ) : '';
			$by_id[ (int) $row['object_id'] ] = $row;
		}
		$out = array();
		foreach ( $ids as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				$out[] = $by_id[ $id ];
			}
		}
		return $out;
	}

	/**
	 * Products and variations whose SKU starts with the query, without separators: codes typed
	 * as "ab12" for "AB-12-X". In SKU order, after the words' matches.
	 *
	 * @param string $sku   Folded SKU.
	 * @param int    $limit Most results.
	 * @return list<int>
	 */
	private function by_sku_start( string $sku, int $limit ): array {
		if ( '' === $sku ) {
			return array();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- %i quotes our table.
		return array_map( 'intval', $this->db->get_col( $this->db->prepare( 'SELECT object_id FROM %i WHERE sku LIKE %s ORDER BY sku, object_id LIMIT %d', $this->table( 'index' ), $this->db->esc_like( $sku ) . '%', $limit ) ) );
	}

	/**
	 * How many products and variations have a SKU starting with the query, up to COUNT_CAP.
	 *
	 * @param string $sku Folded SKU.
	 */
	private function count_sku_start( string $sku ): int {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- %i quotes our table.
		return (int) $this->db->get_var( $this->db->prepare( 'SELECT COUNT(*) FROM ( SELECT 1 FROM %i WHERE sku LIKE %s LIMIT %d ) s', $this->table( 'index' ), $this->db->esc_like( $sku ) . '%', self::COUNT_CAP ) );
	}

	/**
	 * Full name of an index table.
	 *
	 * @param string $name Short name.
	 */
	private function table( string $name ): string {
		return $this->prefix . 'shopwright_search_' . $name;
	}
}
