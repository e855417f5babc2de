<?php
/**
 * Keeps the search index current as products, posts and terms change.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

/**
 * Collects the ids touched during a request (one product save fires several hooks) and
 * reindexes each once at shutdown, into the live tables and, while a rebuild runs, into its
 * shadow tables too, so the swap does not bring back old data.
 */
final class IndexSync {

	/**
	 * Most objects reindexed at once after a term edit; beyond that a rebuild is started.
	 */
	private const TERM_LIMIT = 2000;

	/**
	 * Ids waiting to be reindexed.
	 *
	 * @var array<int, true>
	 */
	private array $queue = array();

	/**
	 * Keeps what a flush needs.
	 *
	 * @param Indexer     $indexer   The indexer.
	 * @param IndexTables $tables    The tables.
	 * @param Rebuilder   $rebuilder The background rebuild.
	 */
	public function __construct( private Indexer $indexer, private IndexTables $tables, private Rebuilder $rebuilder ) {}

	/**
	 * Hooks every change that can alter what a search shows.
	 */
	public function register(): void {
		add_action( 'save_post', array( $this, 'queue_post' ) );
		add_action( 'deleted_post', array( $this, 'queue_post' ) );
		add_action( 'trashed_post', array( $this, 'queue_post' ) );
		add_action( 'untrashed_post', array( $this, 'queue_post' ) );
		add_action( 'set_object_terms', array( $this, 'queue_post' ) );
		add_action( 'woocommerce_new_product', array( $this, 'queue_post' ) );
		add_action( 'woocommerce_update_product', array( $this, 'queue_post' ) );
		add_action( 'woocommerce_new_product_variation', array( $this, 'queue_post' ) );
		add_action( 'woocommerce_update_product_variation', array( $this, 'queue_post' ) );
		add_action( 'woocommerce_product_set_stock_status', array( $this, 'queue_post' ) );
		add_action( 'woocommerce_variation_set_stock_status', array( $this, 'queue_post' ) );
		add_action( 'edited_term', array( $this, 'queue_term' ), 10, 3 );
		add_action( 'shutdown', array( $this, 'flush' ) );
	}

	/**
	 * Queues a post (a variation queues its product).
	 *
	 * @param int|mixed $post_id Post id.
	 */
	public function queue_post( $post_id ): void {
		$post_id = (int) $post_id;
		if ( $post_id <= 0 || wp_is_post_revision( $post_id ) ) {
			return;
		}
		$post = get_post( $post_id );
		if ( $post instanceof \WP_Post && 'product_variation' === $post->post_type ) {
			$post_id = (int) $post->post_parent;
		}
		if ( $post_id > 0 ) {
			$this->queue[ $post_id ] = true;
		}
	}

	/**
	 * Queues the objects of a renamed term.
	 *
	 * @param int|mixed $term_id  Term id.
	 * @param int|mixed $tt_id    Term taxonomy id.
	 * @param mixed     $taxonomy Taxonomy.
	 */
	public function queue_term( $term_id, $tt_id, $taxonomy ): void {
		unset( $tt_id );
		$ids = get_objects_in_term( (int) $term_id, (string) $taxonomy );
		if ( ! is_array( $ids ) ) {
			return;
		}
		if ( count( $ids ) > self::TERM_LIMIT ) {
			$this->rebuilder->start();
			return;
		}
		foreach ( $ids as $id ) {
			$this->queue[ (int) $id ] = true;
		}
	}

	/**
	 * Reindexes what was queued.
	 */
	public function flush(): void {
		if ( array() === $this->queue ) {
			return;
		}
		$ids         = array_map( 'intval', array_keys( $this->queue ) );
		$this->queue = array();
		foreach ( array_chunk( $ids, 200 ) as $chunk ) {
			$this->indexer->index_ids( $chunk );
			if ( $this->rebuilder->is_running() && $this->tables->shadow_exists() ) {
				$this->indexer->index_ids( $chunk, '_new' );
			}
		}
	}
}
