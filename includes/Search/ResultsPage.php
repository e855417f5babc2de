<?php
/**
 * WooCommerce's product search results, answered from the index.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Every product search WooCommerce runs through WP_Query on the storefront (the classic
 * `?s=…&post_type=product` archive, a Product Collection or Product Catalog block showing a
 * search, the Store API's `wc/store/v1/products?search=`) takes its products from the index
 * instead of its `LIKE` scan: the query's search condition becomes "one of the products the
 * index found", and everything else stays WooCommerce's (templates, filters by price,
 * attribute, stock or rating, the sorting a shopper picks), applied within those products.
 *
 * Sorted by relevance, the default for a search, the database is asked only which of the
 * products found pass the page's filters, without order or limit (one lookup by id each); the
 * index's order is kept in PHP and the page's slice is loaded. No `ORDER BY FIELD()` over
 * thousands of ids, and page 50 costs what page 1 does.
 */
final class ResultsPage {

	/**
	 * The searches this class answers, with what it knows of each.
	 *
	 * @var \WeakMap<\WP_Query, array{text: string, relevance: bool, limits: array{0: int, 1: int}|null, needed?: int, in?: string, ids?: list<int>, partial?: list<string>, total?: int, complete?: bool, found?: int}>
	 */
	private \WeakMap $queries;

	/**
	 * Whether the Store API request being served names no order: its search then sorts by
	 * relevance, as the results page does.
	 *
	 * @var bool
	 */
	private bool $store_relevance = false;

	/**
	 * Whether the partial-match sentence is on the page already: a block theme's product list
	 * runs the classic hook too, after its Store Notices block.
	 *
	 * @var bool
	 */
	private bool $said = false;

	/**
	 * Keeps the database and the module (its settings, and whether its index is built).
	 *
	 * @param \wpdb        $db     Database.
	 * @param SearchModule $module The search module.
	 */
	public function __construct( private \wpdb $db, private SearchModule $module ) {
		$this->queries = new \WeakMap();
	}

	/**
	 * The index's answers, with the owner's settings as they are now.
	 */
	private function ids(): ResultIds {
		$snapshot = $this->module->snapshot();
		return new ResultIds( $this->db, new SearchService( $this->db, $snapshot ), (int) ( $snapshot['max_query_length'] ?? 100 ) );
	}

	/**
	 * Hooks into WP_Query: after WooCommerce has set up its product queries (priority 10).
	 */
	public function register(): void {
		add_action( 'pre_get_posts', array( $this, 'claim' ), 1000 );
		add_filter( 'posts_search', array( $this, 'search_sql' ), 1000, 2 );
		add_filter( 'posts_where', array( $this, 'where' ), 1000, 2 );
		add_filter( 'posts_clauses_request', array( $this, 'clauses' ), 1000, 2 );
		add_filter( 'posts_pre_query', array( $this, 'page' ), 1000, 2 );
		add_filter( 'found_posts', array( $this, 'found_posts' ), 1000, 2 );
		add_filter( 'rest_request_before_callbacks', array( $this, 'store_api_order' ), 10, 3 );
		add_action( 'woocommerce_before_shop_loop', array( $this, 'print_partial' ), 9 );
		add_filter( 'render_block_woocommerce/store-notices', array( $this, 'block_partial' ) );
	}

	/**
	 * Takes a product search over: a storefront query of products only, with a search text
	 * (`s`, or the Store API's own `search`).
	 *
	 * @param mixed $query The query about to run.
	 */
	public function claim( $query ): void {
		if ( ! $query instanceof \WP_Query || ( is_admin() && ! wp_doing_ajax() ) || $query->get( 'suppress_filters' ) ) {
			return;
		}
		if ( array( 'product' ) !== array_values( (array) $query->get( 'post_type' ) ) || ! SearchModule::index_ready() ) {
			return;
		}
		$s      = $query->get( 's' );
		$search = $query->get( 'search' );
		// Over REST, only the Store API's storefront search: the management API's product search
		// (`wc/v3/products?search=`) lists drafts and private products for the shop's staff.
		$rest = function_exists( 'wp_is_serving_rest_request' ) ? wp_is_serving_rest_request() : ( defined( 'REST_REQUEST' ) && REST_REQUEST );
		if ( ! $rest && is_string( $s ) && '' !== trim( $s ) && ! $query->get( 'exact' ) && ! $query->get( 'sentence' ) ) {
			$orderby                 = $query->get( 'orderby' );
			$this->queries[ $query ] = array(
				'text'      => $s,
				'relevance' => ( '' === $orderby || 'relevance' === $orderby ) && 'id=>parent' !== $query->get( 'fields' ),
				'limits'    => null,
			);
		} elseif ( is_string( $search ) && '' !== trim( $search ) && 'ids' === $query->get( 'fields' ) ) {
			// The Store API's: its own clause would add the `LIKE` scan while `search` is set.
			$query->set( 'search', '' );
			$this->queries[ $query ] = array(
				'text'      => $search,
				'relevance' => $this->store_relevance,
				'limits'    => null,
			);
		}
	}

	/**
	 * No `LIKE` scan for the searches answered here.
	 *
	 * @param string $search The search condition WordPress built.
	 * @param mixed  $query  The query.
	 */
	public function search_sql( $search, $query ): string {
		return $query instanceof \WP_Query && isset( $this->queries[ $query ] ) ? '' : (string) $search;
	}

	/**
	 * The products the index found, as the query's search condition: sorted by relevance, the
	 * best as far as the page reaches; sorted otherwise, every one found.
	 *
	 * @param string $where The WHERE clause.
	 * @param mixed  $query The query.
	 */
	public function where( $where, $query ): string {
		if ( ! $query instanceof \WP_Query || ! isset( $this->queries[ $query ] ) ) {
			return (string) $where;
		}
		$claim  = $this->queries[ $query ];
		$needed = $claim['relevance'] ? self::needed( $query ) : ResultIds::MOST;
		$found  = $this->ids()->ranked( $claim['text'], $needed );
		if ( array() === $found['ids'] ) {
			$this->queries[ $query ] = array(
				'needed' => $needed,
				'in'     => '',
			) + $found + $claim;
			return $where . ' AND 1 = 0';
		}
		$in                      = self::in( $found['ids'] );
		$this->queries[ $query ] = array(
			'needed' => $needed,
			'in'     => $in,
		) + $found + $claim;
		// Checked again as the suggestions check them: a product made private, put behind a
		// password or hidden from search a moment ago is never listed, even if the index missed it.
		$posts  = $this->db->posts;
		$where .= " AND {$posts}.ID {$in} AND {$posts}.post_status = 'publish' AND {$posts}.post_password = ''";
		$hidden = function_exists( 'wc_get_product_visibility_term_ids' ) ? (int) ( wc_get_product_visibility_term_ids()[ SearchEngine::HIDDEN_FROM_SEARCH ] ?? 0 ) : 0;
		if ( $hidden > 0 ) {
			$where .= " AND {$posts}.ID NOT IN ( SELECT object_id FROM {$this->db->term_relationships} WHERE term_taxonomy_id = {$hidden} )";
		}
		return $where;
	}

	/**
	 * How many of the best a page sorted by relevance reaches: its offset and its length, as
	 * WordPress works them out from the query (every one found, MOST at most, when unpaged).
	 *
	 * @param \WP_Query $query The query.
	 */
	private static function needed( \WP_Query $query ): int {
		$per_page = (int) $query->get( 'posts_per_page' );
		if ( $query->get( 'nopaging' ) || $per_page < 1 ) {
			return ResultIds::MOST;
		}
		$offset = $query->get( 'offset' );
		$start  = is_numeric( $offset ) ? absint( $offset ) : ( max( 1, absint( $query->get( 'paged' ) ) ) - 1 ) * $per_page;
		return $start + $per_page;
	}

	/**
	 * The SQL list of ids.
	 *
	 * @param int[] $ids Ids.
	 */
	private static function in( array $ids ): string {
		return 'IN (' . implode( ',', array_map( 'intval', $ids ) ) . ')';
	}

	/**
	 * Sorted by relevance: the database is asked for the ids passing the filters, unordered and
	 * whole; page() orders and slices them.
	 *
	 * @param array<string, string> $clauses The query's clauses.
	 * @param mixed                 $query   The query.
	 * @return array<string, string>
	 */
	public function clauses( $clauses, $query ): array {
		$clauses = (array) $clauses;
		if ( ! $query instanceof \WP_Query || ! isset( $this->queries[ $query ] ) || ! $this->queries[ $query ]['relevance'] ) {
			return $clauses;
		}
		$limits = null;
		if ( preg_match( '/LIMIT\s+(\d+)\s*,\s*(\d+)/i', (string) ( $clauses['limits'] ?? '' ), $m ) ) {
			$limits = array( (int) $m[1], (int) $m[2] );
		}
		$this->queries[ $query ] = array( 'limits' => $limits ) + $this->queries[ $query ];
		$clauses['orderby']      = '';
		$clauses['limits']       = '';
		$clauses['fields']       = "{$this->db->posts}.ID";
		$clauses['distinct']     = 'DISTINCT';
		return $clauses;
	}

	/**
	 * Sorted by relevance: the page's products in the index's order, with the count of all.
	 *
	 * The database says which of the products ranked pass the page's filters. When filters left
	 * some out, or too few for the page, and the index has more, every product found is ranked
	 * and asked about instead, so the count is that of the products passing the filters.
	 *
	 * @param array<mixed>|null $posts Posts, or null for WordPress to query.
	 * @param mixed             $query The query.
	 * @return array<mixed>|null
	 */
	public function page( $posts, $query ) {
		if ( null !== $posts || ! $query instanceof \WP_Query || ! isset( $this->queries[ $query ] ) || ! $this->queries[ $query ]['relevance'] ) {
			return $posts;
		}
		$claim   = $this->queries[ $query ];
		$ids     = $claim['ids'] ?? array();
		$ordered = $this->passing( (string) $query->request, $ids );
		if ( ! ( $claim['complete'] ?? true ) && ( count( $ordered ) < count( $ids ) || count( $ordered ) < (int) ( $claim['needed'] ?? 0 ) ) ) {
			$all     = $this->ids()->of( $claim['text'] );
			$ordered = $this->passing( str_replace( (string) $claim['in'], self::in( $all['ids'] ), (string) $query->request ), $all['ids'] );
			$total   = count( $ordered );
		} else {
			// Every product ranked passed: the filters leave none out, and the index's count holds.
			$total = ( $claim['complete'] ?? true ) ? count( $ordered ) : max( (int) ( $claim['total'] ?? 0 ), count( $ordered ) );
		}
		$page                    = null === $claim['limits'] ? $ordered : array_slice( $ordered, $claim['limits'][0], $claim['limits'][1] );
		$per_page                = null === $claim['limits'] ? 0 : $claim['limits'][1];
		$query->found_posts      = $total;
		$query->max_num_pages    = $per_page > 0 ? (int) ceil( $total / $per_page ) : ( 0 === $total ? 0 : 1 );
		$this->queries[ $query ] = array( 'found' => $total ) + $claim;
		if ( 'ids' === $query->get( 'fields' ) ) {
			return $page;
		}
		_prime_post_caches( $page, (bool) $query->get( 'update_post_term_cache', true ), (bool) $query->get( 'update_post_meta_cache', true ) );
		return array_values( array_filter( array_map( 'get_post', $page ) ) );
	}

	/**
	 * The ids of the list that WordPress's query (without order or limit) lets through, in the
	 * list's order.
	 *
	 * @param string $request The query's SQL.
	 * @param int[]  $ids     Ids, best first.
	 * @return list<int>
	 */
	private function passing( string $request, array $ids ): array {
		if ( array() === $ids ) {
			return array();
		}
		$passing = array_flip( array_map( 'intval', (array) $this->db->get_col( $request ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- WordPress's own query, built a moment ago.
		$ordered = array();
		foreach ( $ids as $id ) {
			if ( isset( $passing[ $id ] ) ) {
				$ordered[] = (int) $id;
			}
		}
		return $ordered;
	}

	/**
	 * The count of all the products passing the filters, where WordPress would count the page's.
	 *
	 * @param int   $found Posts found.
	 * @param mixed $query The query.
	 */
	public function found_posts( $found, $query ): int {
		if ( $query instanceof \WP_Query && isset( $this->queries[ $query ]['found'] ) ) {
			return (int) $this->queries[ $query ]['found'];
		}
		return (int) $found;
	}

	/**
	 * Notes whether a Store API products request names an order: without one, its search sorts
	 * by relevance (the route's own default is the date).
	 *
	 * @param mixed        $response The response so far.
	 * @param array<mixed> $handler  The route's handler.
	 * @param mixed        $request  The request (a \WP_REST_Request).
	 * @return mixed
	 */
	public function store_api_order( $response, $handler, $request ) {
		unset( $handler );
		if ( $request instanceof \WP_REST_Request ) {
			$params                = $request->get_query_params();
			$this->store_relevance = str_starts_with( $request->get_route(), '/wc/store/v1/products' ) && ! isset( $params['orderby'] );
		}
		return $response;
	}

	/**
	 * The partial-match sentence, when nothing held every word of the page's search.
	 */
	public function partial_sentence(): string {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query || ! isset( $this->queries[ $wp_query ] ) ) {
			return '';
		}
		$words = $this->queries[ $wp_query ]['partial'] ?? array();
		if ( array() === $words || $this->said ) {
			return '';
		}
		$this->said = true;
		$text       = trim( $this->queries[ $wp_query ]['text'] );
		/* translators: 1: what the shopper searched for, 2: the words the products shown hold. */
		return sprintf( __( 'No exact match for %1$s. Showing results for %2$s.', 'shopwright' ), $text, implode( ' ', $words ) );
	}

	/**
	 * The sentence above a classic theme's product list.
	 */
	public function print_partial(): void {
		$sentence = $this->partial_sentence();
		if ( '' !== $sentence ) {
			echo '<p class="woocommerce-info shopwright-search-partial" role="status">' . esc_html( $sentence ) . '</p>';
		}
	}

	/**
	 * The sentence in a block theme's store notices, above the product list.
	 *
	 * @param string $html The block's markup.
	 */
	public function block_partial( $html ): string {
		$sentence = $this->partial_sentence();
		if ( '' === $sentence ) {
			return (string) $html;
		}
		return '<div class="woocommerce wc-block-store-notices shopwright-search-partial"><p class="woocommerce-info" role="status">' . esc_html( $sentence ) . '</p></div>' . $html;
	}
}
