<?php
/**
 * A search engine of the kind a plugin would bring, for SearchBackendTest.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\SearchBackend;

/**
 * An engine of the kind a plugin would bring (say, over an OpenSearch cluster): it finds the
 * ids it was given for any query, and leaves rows and terms to Shopwright's engine, as the
 * contributors' docs suggest.
 */
final class ListedBackend implements SearchBackend {

	/**
	 * Takes the answer and the engine it leaves rows and terms to.
	 *
	 * @param int[]         $ids   Product ids found, best first.
	 * @param SearchBackend $inner Shopwright's engine.
	 * @param string[]      $asked Receives each query asked.
	 */
	public function __construct( private array $ids, private SearchBackend $inner, public array $asked = array() ) {}

	/**
	 * The given ids.
	 *
	 * @param string $query Raw query.
	 * @param int    $limit Most results.
	 * @return list<int>
	 */
	public function search( string $query, int $limit ): array {
		$this->asked[] = $query;
		return array_slice( $this->ids, 0, $limit );
	}

	/**
	 * The given ids, as products, all of them counted.
	 *
	 * @param string $query     Raw query.
	 * @param int    $products  Most products.
	 * @param int    $posts     Posts given room.
	 * @param int    $count_cap Most counted.
	 * @return array{products: list<int>, posts: list<int>, total: int, partial: list<string>}
	 */
	public function find( string $query, int $products, int $posts, int $count_cap = 0 ): array {
		unset( $posts );
		$this->asked[] = $query;
		return array(
			'products' => array_slice( $this->ids, 0, $products ),
			'posts'    => array(),
			'total'    => min( count( $this->ids ), $count_cap ),
			'partial'  => array(),
		);
	}

	/**
	 * Shopwright's terms.
	 *
	 * @param string   $query        Raw query.
	 * @param int      $per_taxonomy Most terms of each taxonomy.
	 * @param string[] $taxonomies   Taxonomies wanted.
	 * @return list<array<string, string|null>>
	 */
	public function terms( string $query, int $per_taxonomy, array $taxonomies ): array {
		return $this->inner->terms( $query, $per_taxonomy, $taxonomies );
	}

	/**
	 * Shopwright's rows, which re-check what a shopper may see.
	 *
	 * @param int[] $ids          Object ids.
	 * @param bool  $descriptions Whether to read the descriptions.
	 * @return list<array<string, string|null>>
	 */
	public function rows( array $ids, bool $descriptions = true ): array {
		return $this->inner->rows( $ids, $descriptions );
	}
}
