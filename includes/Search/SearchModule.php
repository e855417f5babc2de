<?php
/**
 * The product search module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Modules\Context;
use Shopwright\Modules\Module;
use Shopwright\Platform\ClientIdentity;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Instant product search with suggestions, a details panel, history and voice.
 *
 * Owns the search index (our own tables, kept current by IndexSync and rebuilt in the
 * background by Rebuilder), the REST routes, the light endpoint (endpoint.php), and the
 * [shopwright_product_search] shortcode and theme form replacement (SearchForm).
 */
final class SearchModule extends Module {

	/**
	 * The settings endpoint.php reads, as JSON, so it needs no settings code of its own.
	 */
	public const SNAPSHOT_OPTION = 'shopwright_search_snapshot';

	/**
	 * Set while the plugin is inactive (and on activation): the index missed changes.
	 */
	public const STALE_OPTION = 'shopwright_search_index_stale';

	/**
	 * Settings that change what is in the index; changing one starts a rebuild.
	 */
	private const INDEX_SETTINGS = array( 'index_out_of_stock', 'index_posts', 'index_pages', 'index_content', 'custom_fields' );

	/**
	 * The settings page's panel of each setting that is not a suggestion setting or a weight.
	 */
	private const GROUP_OF = array(
		'details_max_items'  => 'details',
		'index_out_of_stock' => 'searched',
		'index_posts'        => 'searched',
		'index_pages'        => 'searched',
		'index_content'      => 'searched',
		'custom_fields'      => 'searched',
		'max_query_length'   => 'limits',
		'rate_limit'         => 'limits',
	);

	/**
	 * The settings, once registered.
	 *
	 * @var Settings|null
	 */
	private ?Settings $settings = null;

	/**
	 * Built in register(); null while the module is off.
	 *
	 * @var Indexer|null
	 */
	private ?Indexer $indexer = null;

	/**
	 * Built in register().
	 *
	 * @var IndexSync|null
	 */
	private ?IndexSync $sync = null;

	/**
	 * Built in register().
	 *
	 * @var Rebuilder|null
	 */
	private ?Rebuilder $rebuilder = null;

	/**
	 * Built in register().
	 *
	 * @var IndexTables|null
	 */
	private ?IndexTables $tables = null;

	/**
	 * Built in register().
	 *
	 * @var TermIndexer|null
	 */
	private ?TermIndexer $terms = null;

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'search';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Product search', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'Instant product search with suggestions, a details panel, history and voice.', 'shopwright' );
	}


	/**
	 * Folder names under build/ of the blocks this module owns.
	 *
	 * @return list<string>
	 */
	public function blocks(): array {
		return array( 'product-search' );
	}

	/**
	 * The owner's search settings.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function settings_schema(): array {
		$schema   = array(
			'min_chars'             => $this->integer( __( 'Minimum characters', 'shopwright' ), __( 'Suggestions start once the shopper has typed this many characters.', 'shopwright' ), 1, 10, 3 ),
			'debounce_ms'           => $this->integer( __( 'Wait after typing (ms)', 'shopwright' ), __( 'How long the box waits after the last key press before it asks for suggestions.', 'shopwright' ), 0, 2000, 400 ),
			'max_results'           => $this->integer( __( 'Suggestions shown', 'shopwright' ), __( 'Most products and variations in the list. When more match, a last suggestion leads to all of them.', 'shopwright' ), 1, 30, 8 ),
			'max_terms'             => $this->integer( __( 'Categories, tags, brands and vendors shown', 'shopwright' ), __( 'Most suggestions of each kind, after the products (0 suggests none).', 'shopwright' ), 0, 10, 3 ),
			'max_query_length'      => $this->integer( __( 'Longest search text', 'shopwright' ), __( 'Longer search texts are refused.', 'shopwright' ), 10, 200, 100 ),
			'rate_limit'            => $this->integer( __( 'Searches per minute per visitor', 'shopwright' ), __( 'More are refused for a moment (0 turns the limit off). Visitors are told apart by their address: behind a proxy, load balancer or CDN every visitor arrives from the proxy\'s address and all share one budget, unless you name the proxy and its header in the General settings.', 'shopwright' ), 0, 1000, 120 ),
			'details_max_items'     => $this->integer( __( 'Products in the details panel', 'shopwright' ), __( 'Most products the details panel asks for at once.', 'shopwright' ), 1, 10, 5 ),
			'show_price'            => $this->boolean( __( 'Show prices', 'shopwright' ), true ),
			'show_sku'              => $this->boolean( __( 'Show SKUs', 'shopwright' ), false ),
			'show_image'            => $this->boolean( __( 'Show images', 'shopwright' ), true ),
			'show_description'      => $this->boolean( __( 'Show short descriptions', 'shopwright' ), false ),
			'show_headlines'        => $this->boolean( __( 'Show group headings', 'shopwright' ), true, __( 'Headings such as "Products" and "Categories" above each group of suggestions.', 'shopwright' ) ),
			'dynamic_prices'        => $this->boolean( __( 'Refresh prices in the browser', 'shopwright' ), false, __( 'For pages served from a cache, or prices that depend on the shopper: suggestions ask the shop for current prices.', 'shopwright' ) ),
			'go_to_first_variation' => $this->boolean( __( 'Open the variation found', 'shopwright' ), true, __( 'Choosing a variation opens its product with that variation selected.', 'shopwright' ) ),
			'replace_theme_form'    => $this->boolean( __( "Replace the theme's product search form", 'shopwright' ), false, __( 'WooCommerce\'s product search form and widget show this search box instead. Anywhere else, use the block or the [shopwright_product_search] shortcode.', 'shopwright' ) ),
			'index_out_of_stock'    => $this->boolean( __( 'Include out-of-stock products', 'shopwright' ), true ),
			'index_posts'           => $this->boolean( __( 'Include posts', 'shopwright' ), false ),
			'index_pages'           => $this->boolean( __( 'Include pages', 'shopwright' ), false ),
			'index_content'         => $this->boolean( __( 'Search full descriptions and content', 'shopwright' ), false ),
			'custom_fields'         => array(
				'type'        => 'string',
				'title'       => __( 'Searchable custom fields', 'shopwright' ),
				'description' => __( 'Custom field names, separated by commas (fields starting with an underscore are never searched).', 'shopwright' ),
				'maxLength'   => 500,
				'default'     => '',
			),
		);
		$defaults = array(
			'title'     => 100,
			'sku'       => 80,
			'category'  => 40,
			'tag'       => 30,
			'brand'     => 40,
			'attribute' => 30,
			'excerpt'   => 15,
			'content'   => 5,
			'custom'    => 10,
		);
		foreach ( $this->weight_titles() as $field => $title ) {
			$schema[ 'weight_' . $field ] = $this->integer( $title, __( 'How much a match in this field counts (0 to 100; 0 ignores the field).', 'shopwright' ), 0, 100, $defaults[ $field ] );
		}
		foreach ( $schema as $key => $property ) {
			$schema[ $key ]['group'] = str_starts_with( $key, 'weight_' ) ? 'weights' : ( self::GROUP_OF[ $key ] ?? 'suggestions' );
		}
		return $schema;
	}

	/**
	 * The settings page's panels for this module's thirty-odd settings.
	 *
	 * @return array<string, string>
	 */
	public function settings_groups(): array {
		return array(
			'suggestions' => __( 'Suggestions', 'shopwright' ),
			'details'     => __( 'Details panel', 'shopwright' ),
			'searched'    => __( 'What is searched', 'shopwright' ),
			'weights'     => __( 'Weights', 'shopwright' ),
			'limits'      => __( 'Limits', 'shopwright' ),
		);
	}

	/**
	 * Tells the owner when the index is missing or its last rebuild failed: search then finds
	 * nothing new until it is rebuilt.
	 */
	public function attention(): string {
		$progress = Rebuilder::stored_progress();
		if ( 'failed' === $progress['state'] ) {
			return __( 'The last rebuild of the search index failed. Rebuild it from the Product search page.', 'shopwright' );
		}
		if ( 'idle' === $progress['state'] && 0 === $progress['finished'] ) {
			return __( 'The search index has not been built yet. Rebuild it from the Product search page.', 'shopwright' );
		}
		return '';
	}

	/**
	 * Creates the tables when needed, hooks the routes and keeps the index current.
	 *
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		global $wpdb;
		$settings       = $context->settings;
		$this->settings = $settings;
		// Built once: were register() run again, the services whose hooks are in place stay the
		// ones sync(), indexer() and rebuilder() return (WordPress does not add a hook twice).
		if ( null === $this->tables || null === $this->indexer || null === $this->terms || null === $this->rebuilder || null === $this->sync ) {
			$this->tables    = new IndexTables( $wpdb );
			$this->indexer   = new Indexer( $wpdb, $this->tables, $settings );
			$this->terms     = new TermIndexer( $wpdb, $this->tables );
			$this->rebuilder = new Rebuilder( $this->tables, $this->indexer, $this->terms );
			$this->sync      = new IndexSync( $this->indexer, $this->terms, $this->tables, $this->rebuilder );
		}

		// Runs on init: the site may have been restored or migrated without an activation.
		// A first install or a new index layout leaves empty tables to fill.
		$recreated = $this->tables->maybe_install();
		// Once every plugin has hooked in and every taxonomy is registered (brands on init 5).
		add_action( 'wp_loaded', array( $this, 'refresh_snapshot' ) );

		$this->sync->register();
		$this->rebuilder->register();
		( new SearchController( $settings, $this ) )->register();
		( new PricesController( $settings, $this ) )->register();
		( new SearchForm( $settings ) )->register();
		( new IndexController( $this->rebuilder ) )->register();
		( new ProxyNotice( $this ) )->register();
		( new ResultsPage( $wpdb, $this ) )->register();
		$this->rebuild_if_stale();
		add_action( 'update_option_' . Settings::OPTION, array( $this, 'settings_changed' ), 10, 2 );
		// The first save on a site adds the option instead: it changes settings from their defaults.
		add_action( 'add_option_' . Settings::OPTION, array( $this, 'settings_added' ), 10, 2 );

		if ( $recreated ) {
			// Later than init 1: WooCommerce registers the product type on init 5.
			add_action( 'wp_loaded', array( $this->rebuilder, 'start' ) );
		}
	}

	/**
	 * Whether the index has been built once: until then WooCommerce's own search answers the
	 * results pages (a rebuild later on swaps its tables in whole, so the last one keeps answering).
	 */
	public static function index_ready(): bool {
		return Rebuilder::stored_progress()['finished'] > 0;
	}

	/**
	 * The first save of the settings on a site, which adds their option: the same as a change
	 * from the defaults.
	 *
	 * @param string $option Option name.
	 * @param mixed  $value  The settings saved.
	 */
	public function settings_added( $option, $value ): void {
		unset( $option );
		$this->settings_changed( array(), $value );
	}

	/**
	 * Refreshes the snapshot and rebuilds the index when a setting that shapes it changed.
	 *
	 * @param mixed $old_value Previous option value.
	 * @param mixed $new_value New option value.
	 */
	public function settings_changed( $old_value, $new_value ): void {
		$this->refresh_snapshot();
		if ( null === $this->rebuilder ) {
			return;
		}
		$schema = $this->settings_schema();
		$before = is_array( $old_value ) && is_array( $old_value['search'] ?? null ) ? $old_value['search'] : array();
		$after  = is_array( $new_value ) && is_array( $new_value['search'] ?? null ) ? $new_value['search'] : array();
		foreach ( self::INDEX_SETTINGS as $key ) {
			if ( ( $before[ $key ] ?? $schema[ $key ]['default'] ) !== ( $after[ $key ] ?? $schema[ $key ]['default'] ) ) {
				$this->rebuilder->start();
				return;
			}
		}
	}

	/**
	 * On deactivation: nothing keeps the index current while the plugin is off, so the light
	 * endpoint (which runs without plugins) must stop answering from it. Without its snapshot it
	 * answers 503, and the index is rebuilt once the plugin is back.
	 */
	public static function deactivate(): void {
		delete_option( self::SNAPSHOT_OPTION );
		update_option( self::STALE_OPTION, '1', false );
		wp_clear_scheduled_hook( Rebuilder::HOOK );
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( Rebuilder::HOOK );
		}
	}

	/**
	 * On activation: the index is rebuilt on the next request, once the modules are registered.
	 */
	public static function activate(): void {
		update_option( self::STALE_OPTION, '1', false );
	}

	/**
	 * After an activation, or a time when the plugin was off and nothing kept the index current:
	 * builds it anew once every plugin has hooked in.
	 */
	public function rebuild_if_stale(): void {
		if ( null === $this->rebuilder || false === get_option( self::STALE_OPTION ) ) {
			return;
		}
		delete_option( self::STALE_OPTION );
		add_action( 'wp_loaded', array( $this->rebuilder, 'start' ) );
	}

	/**
	 * Writes the endpoint's snapshot when it differs from the stored one.
	 */
	public function refresh_snapshot(): void {
		$json = (string) wp_json_encode( $this->snapshot() );
		if ( get_option( self::SNAPSHOT_OPTION ) !== $json ) {
			update_option( self::SNAPSHOT_OPTION, $json, false );
		}
	}

	/**
	 * Everything a search request needs to know, without WordPress.
	 *
	 * @return array<string, mixed>
	 */
	public function snapshot(): array {
		$get     = fn( string $key ) => null === $this->settings ? null : $this->settings->get( $this->id(), $key );
		$weights = array();
		foreach ( array_keys( Indexer::FIELDS ) as $field ) {
			$weights[ $field ] = (int) $get( 'weight_' . $field );
		}
		$currency = array(
			'symbol'             => '',
			'position'           => 'left',
			'decimals'           => 2,
			'decimal_separator'  => '.',
			'thousand_separator' => ',',
		);
		if ( function_exists( 'get_woocommerce_currency_symbol' ) ) {
			$currency = array(
				'symbol'             => html_entity_decode( get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' ),
				'position'           => (string) get_option( 'woocommerce_currency_pos', 'left' ),
				'decimals'           => wc_get_price_decimals(),
				'decimal_separator'  => wc_get_price_decimal_separator(),
				'thousand_separator' => wc_get_price_thousand_separator(),
			);
		}
		// The proxy settings are the plugin's (General), read the way every other limit reads them.
		$identity = null === $this->settings ? null : new ClientIdentity( $this->settings );
		return array(
			'min_chars'        => (int) $get( 'min_chars' ),
			'max_results'      => (int) $get( 'max_results' ),
			'max_terms'        => (int) $get( 'max_terms' ),
			'max_query_length' => (int) $get( 'max_query_length' ),
			'rate_limit'       => (int) $get( 'rate_limit' ),
			'show_price'       => true === $get( 'show_price' ),
			'show_sku'         => true === $get( 'show_sku' ),
			'show_image'       => true === $get( 'show_image' ),
			'show_description' => true === $get( 'show_description' ),
			'show_headlines'   => true === $get( 'show_headlines' ),
			'weights'          => $weights,
			'currency'         => $currency,
			'taxonomies'       => null === $this->terms ? array() : $this->terms->taxonomies(),
			'home'             => home_url(),
			'vendors'          => $this->has_vendors(),
			'markup'           => $this->has_markup(),
			'tax_suffix'       => '' !== ProductBadges::tax_suffix(),
			'ip_header'        => null === $identity ? '' : $identity->header(),
			'trusted_proxies'  => null === $identity ? array() : $identity->proxies(),
			'no_results_label' => __( 'No results', 'shopwright' ),
			'labels'           => array(
				'products'             => __( 'Products', 'shopwright' ),
				'categories'           => __( 'Categories', 'shopwright' ),
				'tags'                 => __( 'Tags', 'shopwright' ),
				'brands'               => __( 'Brands', 'shopwright' ),
				'vendors'              => __( 'Vendors', 'shopwright' ),
				'posts'                => __( 'Posts and pages', 'shopwright' ),
				/* translators: %d: number of products found. */
				'more_products'        => __( 'See all products… (%d)', 'shopwright' ),
				/* translators: %d: the most products counted (1000); more were found. */
				'more_products_capped' => __( 'See all products… (%d+)', 'shopwright' ),
			),
		);
	}

	/**
	 * One of the owner's search settings, for the search block; null before the module has
	 * registered.
	 *
	 * @param string $key Setting key.
	 * @return mixed
	 */
	public function setting( string $key ) {
		return $this->settings?->get( $this->id(), $key );
	}

	/**
	 * The light endpoint's URL, for the search block's page config; '' while a plugin supplies
	 * vendors, suggestions' markup or another engine, which only the REST route can ask it for
	 * (the endpoint loads no plugins), so the block asks the REST route directly.
	 */
	public function endpoint_url(): string {
		return $this->has_vendors() || $this->has_markup() || $this->has_backend() ? '' : plugins_url( 'includes/Search/endpoint.php', SHOPWRIGHT_FILE );
	}

	/**
	 * Whether a plugin puts another engine in the place of Shopwright's (see SearchService::engine()).
	 */
	public function has_backend(): bool {
		return false !== has_filter( 'shopwright_search_backend' );
	}

	/**
	 * Whether a plugin adds markup to suggestions (see SearchController::suggestion_markup()).
	 */
	public function has_markup(): bool {
		return false !== has_filter( 'shopwright_search_suggestion_markup' );
	}

	/**
	 * Whether a multi-vendor plugin supplies vendor suggestions (see SearchController::vendors()).
	 */
	public function has_vendors(): bool {
		return false !== has_filter( 'shopwright_search_vendors' );
	}

	/**
	 * The indexer, while the module is on (for tests and tools).
	 */
	public function indexer(): ?Indexer {
		return $this->indexer;
	}

	/**
	 * The incremental sync, while the module is on.
	 */
	public function sync(): ?IndexSync {
		return $this->sync;
	}

	/**
	 * The rebuilder, while the module is on.
	 */
	public function rebuilder(): ?Rebuilder {
		return $this->rebuilder;
	}

	/**
	 * Titles of the weight settings, by field.
	 *
	 * @return array<string, string>
	 */
	private function weight_titles(): array {
		return array(
			'title'     => __( 'Weight: title', 'shopwright' ),
			'sku'       => __( 'Weight: SKU', 'shopwright' ),
			'category'  => __( 'Weight: categories', 'shopwright' ),
			'tag'       => __( 'Weight: tags', 'shopwright' ),
			'brand'     => __( 'Weight: brands', 'shopwright' ),
			'attribute' => __( 'Weight: attributes', 'shopwright' ),
			'excerpt'   => __( 'Weight: short description', 'shopwright' ),
			'content'   => __( 'Weight: description and content', 'shopwright' ),
			'custom'    => __( 'Weight: custom fields', 'shopwright' ),
		);
	}

	/**
	 * An integer setting.
	 *
	 * @param string $title       Title.
	 * @param string $description Description.
	 * @param int    $min         Minimum.
	 * @param int    $max         Maximum.
	 * @param int    $default     Default.
	 * @return array<string, mixed>
	 */
	private function integer( string $title, string $description, int $min, int $max, int $default ): array {
		return array(
			'type'        => 'integer',
			'title'       => $title,
			'description' => $description,
			'minimum'     => $min,
			'maximum'     => $max,
			'default'     => $default,
		);
	}

	/**
	 * A switch.
	 *
	 * @param string $title       Title.
	 * @param bool   $default     Default.
	 * @param string $description Description, if any.
	 * @return array<string, mixed>
	 */
	private function boolean( string $title, bool $default, string $description = '' ): array {
		$schema = array(
			'type'    => 'boolean',
			'title'   => $title,
			'default' => $default,
		);
		if ( '' !== $description ) {
			$schema['description'] = $description;
		}
		return $schema;
	}
}
