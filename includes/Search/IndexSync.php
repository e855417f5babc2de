<?php
/**
 * Keeps the search index current as products, posts and terms change.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Collects the ids touched during a request (one product save fires several hooks) and
 * reindexes each once at shutdown, into the live tables and, while a rebuild runs, into its
 * shadow tables too, so the swap does not bring back old data. The suggested terms of the
 * products saved, and terms created, edited, recounted or deleted, are rewritten the same way.
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
	 * Term ids waiting to be rewritten; true when their subcategories must be rewritten too.
	 *
	 * @var array<int, bool>
	 */
	private array $term_queue = array();

	/**
	 * Keeps what a flush needs.
	 *
	 * @param Indexer     $indexer   The indexer.
	 * @param TermIndexer $terms     The taxonomy indexer.
	 * @param IndexTables $tables    The tables.
	 * @param Rebuilder   $rebuilder The background rebuild.
	 */
	public function __construct( private Indexer $indexer, private TermIndexer $terms, private IndexTables $tables, private Rebuilder $rebuilder ) {}

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
		add_action( 'created_term', array( $this, 'queue_term_row' ), 10, 3 );
		add_action( 'edited_term', array( $this, 'queue_moved_term' ), 10, 3 );
		add_action( 'pre_delete_term', array( $this, 'queue_deleted_term' ), 10, 2 );
		add_action( 'delete_term', array( $this, 'queue_term_row' ), 10, 3 );
		add_action( 'delete_term', array( $this, 'queue_deleted_term_objects' ), 10, 5 );
		add_action( 'set_object_terms', array( $this, 'queue_relationships' ), 10, 6 );
		add_action( 'deleted_term_relationships', array( $this, 'queue_tt_ids' ), 10, 3 );
		add_action( 'edited_term_taxonomy', array( $this, 'queue_tt_id' ), 10, 2 );
		add_action( 'edited_term_taxonomies', array( $this, 'queue_moved_tt_ids' ) );
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
		if ( is_array( $ids ) ) {
			$this->queue_objects( array_map( 'intval', $ids ) );
		}
	}

	/**
	 * Queues the objects of a term, or starts a rebuild when there are too many.
	 *
	 * @param int[] $ids Object ids.
	 */
	private function queue_objects( array $ids ): void {
		if ( count( $ids ) > self::TERM_LIMIT ) {
			$this->rebuilder->start();
			return;
		}
		foreach ( $ids as $id ) {
			$this->queue[ $id ] = true;
		}
	}

	/**
	 * Queues the objects of a deleted term: their text held its name.
	 *
	 * @param int|mixed $term_id      Term id.
	 * @param int|mixed $tt_id        Term taxonomy id.
	 * @param mixed     $taxonomy     Taxonomy.
	 * @param mixed     $deleted_term The deleted term.
	 * @param mixed     $object_ids   Ids of the objects it was on.
	 */
	public function queue_deleted_term_objects( $term_id, $tt_id, $taxonomy, $deleted_term, $object_ids ): void {
		unset( $term_id, $tt_id, $taxonomy, $deleted_term );
		$this->queue_objects( array_map( 'intval', (array) $object_ids ) );
	}

	/**
	 * Queues a term's row (created, or deleted: its rows go).
	 *
	 * @param int|mixed $term_id  Term id.
	 * @param mixed     $tt_id    Term taxonomy id (unused).
	 * @param mixed     $taxonomy Taxonomy, when a hook gives it.
	 */
	public function queue_term_row( $term_id, $tt_id = 0, $taxonomy = null ): void {
		unset( $tt_id );
		$term_id = (int) $term_id;
		if ( $term_id > 0 && ( null === $taxonomy || in_array( $taxonomy, TermIndexer::TAXONOMIES, true ) ) ) {
			$this->term_queue[ $term_id ] = $this->term_queue[ $term_id ] ?? false;
		}
	}

	/**
	 * Queues an edited term with its subcategories, whose breadcrumbs and addresses hold its
	 * name and slug.
	 *
	 * @param int|mixed $term_id  Term id.
	 * @param mixed     $tt_id    Term taxonomy id (unused).
	 * @param mixed     $taxonomy Taxonomy, when a hook gives it.
	 */
	public function queue_moved_term( $term_id, $tt_id = 0, $taxonomy = null ): void {
		unset( $tt_id );
		$term_id = (int) $term_id;
		if ( $term_id > 0 && ( null === $taxonomy || in_array( $taxonomy, TermIndexer::TAXONOMIES, true ) ) ) {
			$this->term_queue[ $term_id ] = true;
		}
	}

	/**
	 * Queues the ancestors of a category about to be deleted (they counted its products), while
	 * they can still be found from it.
	 *
	 * @param int|mixed $term_id  Term id.
	 * @param mixed     $taxonomy Taxonomy.
	 */
	public function queue_deleted_term( $term_id, $taxonomy ): void {
		if ( ! in_array( $taxonomy, TermIndexer::TAXONOMIES, true ) ) {
			return;
		}
		foreach ( $this->terms->with_related( array( (int) $term_id ), false ) as $id ) {
			$this->queue_term_row( $id );
		}
	}

	/**
	 * Queues the terms a product gained or lost.
	 *
	 * @param int|mixed $object_id  Object id.
	 * @param mixed     $terms      Terms as given.
	 * @param mixed     $tt_ids     Term taxonomy ids now.
	 * @param mixed     $taxonomy   Taxonomy.
	 * @param mixed     $append     Whether terms were appended.
	 * @param mixed     $old_tt_ids Term taxonomy ids before.
	 */
	public function queue_relationships( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ): void {
		unset( $object_id, $terms, $append );
		$this->queue_tt_ids( 0, array_merge( (array) $tt_ids, (array) $old_tt_ids ), $taxonomy );
	}

	/**
	 * Queues the terms of term taxonomy ids, if they are suggested ones.
	 *
	 * @param int|mixed $object_id Object id (unused).
	 * @param mixed     $tt_ids    Term taxonomy ids.
	 * @param mixed     $taxonomy  Taxonomy.
	 */
	public function queue_tt_ids( $object_id, $tt_ids, $taxonomy ): void {
		unset( $object_id );
		if ( ! in_array( $taxonomy, TermIndexer::TAXONOMIES, true ) ) {
			return;
		}
		foreach ( (array) $tt_ids as $tt_id ) {
			$this->queue_tt_id( $tt_id, $taxonomy );
		}
	}

	/**
	 * Queues the term of a term taxonomy id whose count changed.
	 *
	 * @param int|mixed $tt_id    Term taxonomy id.
	 * @param mixed     $taxonomy Taxonomy.
	 */
	public function queue_tt_id( $tt_id, $taxonomy ): void {
		if ( ! in_array( $taxonomy, TermIndexer::TAXONOMIES, true ) || (int) $tt_id <= 0 ) {
			return;
		}
		$term = get_term_by( 'term_taxonomy_id', (int) $tt_id, (string) $taxonomy );
		if ( $term instanceof \WP_Term ) {
			$this->queue_term_row( $term->term_id );
		}
	}

	/**
	 * Queues terms moved to another parent (the children of a deleted category).
	 *
	 * @param mixed $tt_ids Term taxonomy ids.
	 */
	public function queue_moved_tt_ids( $tt_ids ): void {
		foreach ( (array) $tt_ids as $tt_id ) {
			$term = get_term_by( 'term_taxonomy_id', (int) $tt_id );
			if ( $term instanceof \WP_Term && in_array( $term->taxonomy, TermIndexer::TAXONOMIES, true ) ) {
				$this->queue_moved_term( $term->term_id );
			}
		}
	}

	/**
	 * Reindexes what was queued: objects first, then the terms they and the term hooks touched.
	 */
	public function flush(): void {
		$ids         = array_map( 'intval', array_keys( $this->queue ) );
		$this->queue = array();
		$rebuilding  = ( array() !== $ids || array() !== $this->term_queue ) && $this->rebuilder->is_running() && $this->tables->shadow_exists();
		foreach ( array_chunk( $ids, 200 ) as $chunk ) {
			$this->indexer->index_ids( $chunk );
			if ( $rebuilding ) {
				$this->indexer->index_ids( $chunk, '_new' );
			}
			foreach ( $this->terms->terms_of( $chunk ) as $term_id ) {
				$this->queue_term_row( $term_id );
			}
		}
		if ( array() === $this->term_queue ) {
			return;
		}
		$moved            = array_keys( array_filter( $this->term_queue ) );
		$counted          = array_keys( $this->term_queue );
		$this->term_queue = array();
		$term_ids         = array_unique( array_merge( $this->terms->with_related( $counted, false ), $this->terms->with_related( $moved, true ) ) );
		foreach ( array_chunk( $term_ids, 200 ) as $chunk ) {
			$this->terms->index( $chunk );
			if ( $rebuilding ) {
				$this->terms->index( $chunk, '_new' );
			}
		}
	}
}
