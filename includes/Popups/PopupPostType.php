<?php
/**
 * The popup post type and its meta fields.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Admin\SettingsPage;

defined( 'ABSPATH' ) || exit;

/**
 * Popups are documents of their own, designed in the block editor: the post content is what the
 * popup shows, `shopwright_popup_settings` how and when, `shopwright_popup_location` where.
 */
final class PopupPostType {

	public const NAME          = 'shopwright_popup';
	public const SETTINGS_META = 'shopwright_popup_settings';
	public const LOCATION_META = 'shopwright_popup_location';
	public const ENABLED_META  = 'shopwright_popup_enabled';

	/**
	 * Keeps the schema the meta is registered and checked with.
	 *
	 * @param PopupSchema $schema The popup schema.
	 */
	public function __construct( private PopupSchema $schema ) {}

	/**
	 * Registers the post type and its meta at once (modules register on init), and checks the
	 * meta of REST writes before anything is saved.
	 */
	public function register(): void {
		$this->register_post_type();
		$this->register_meta();
		add_filter( 'rest_pre_insert_' . self::NAME, array( $this, 'validate_rest_meta' ), 10, 2 );
		add_filter( 'wp_robots', array( $this, 'keep_out_of_search_engines' ) );
		add_action( 'pre_get_posts', array( $this, 'keep_out_of_listings' ) );
		add_action( 'wp', array( $this, 'restrict_preview' ) );
		add_filter( 'oembed_request_post_id', array( $this, 'refuse_embeds' ), 10, 1 );
	}

	/**
	 * Whether the current user may see this popup on its own page: people who may edit it, and
	 * only once they have entered its password when it has one.
	 *
	 * @param \WP_Post $post The popup.
	 */
	public static function can_preview( \WP_Post $post ): bool {
		return current_user_can( 'edit_post', $post->ID ) && ! post_password_required( $post );
	}

	/**
	 * Whether the popup exists and the current user may edit it: the check of every route that
	 * reads or changes one popup.
	 *
	 * @param int $popup_id The popup.
	 * @return true|\WP_Error
	 */
	public static function check_editable( int $popup_id ) {
		$post = get_post( $popup_id );
		if ( ! $post instanceof \WP_Post || self::NAME !== $post->post_type ) {
			return new \WP_Error( 'shopwright_popup_not_found', __( 'There is no popup with this id.', 'shopwright' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $post->ID ) ) {
			return new \WP_Error( 'shopwright_forbidden', __( 'Sorry, you are not allowed to edit this popup.', 'shopwright' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return true;
	}

	/**
	 * A popup's own page exists for its editors' previews. Anyone else who asks for it, by its
	 * slug or id, gets the site's 404 page: its content and rules are not theirs to read outside
	 * the pages and conditions it was published for.
	 */
	public function restrict_preview(): void {
		global $wp_query;
		// The admin's list of popups runs its query through wp() and its "wp" action too.
		if ( is_admin() ) {
			return;
		}
		if ( $wp_query instanceof \WP_Query && self::lists_popups( $wp_query ) ) {
			$this->refuse( $wp_query );
			return;
		}
		if ( ! is_singular( self::NAME ) ) {
			return;
		}
		$post = get_queried_object();
		if ( $post instanceof \WP_Post && current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		$this->refuse( $wp_query );
	}

	/**
	 * Popups are not something to browse: a front-end query that would list them (an archive
	 * such as ?post_type=shopwright_popup, a search narrowed to them, any feed of them or of one
	 * of them) finds nothing, for everyone, and restrict_preview() answers it with a 404. Only a
	 * single popup's own page is left for its editors. The popup runtime reads popups with its
	 * own query, which this leaves alone.
	 *
	 * @param \WP_Query $query The query about to run.
	 */
	public function keep_out_of_listings( \WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || ! self::lists_popups( $query ) ) {
			return;
		}
		$query->set( 'post__in', array( 0 ) );
	}

	/**
	 * Whether a front-end query asks for popups other than as one popup's own page.
	 *
	 * @param \WP_Query $query The query.
	 */
	private static function lists_popups( \WP_Query $query ): bool {
		$types = $query->get( 'post_type' );
		$types = is_array( $types ) ? $types : array( $types );
		if ( ! in_array( self::NAME, $types, true ) ) {
			return false;
		}
		return $query->is_feed() || ! $query->is_singular() || count( $types ) > 1;
	}

	/**
	 * Answers the request with the site's 404 (a feed keeps its type but lists nothing).
	 *
	 * @param \WP_Query $query The main query.
	 */
	private function refuse( \WP_Query $query ): void {
		$query->posts      = array();
		$query->post       = null;
		$query->post_count = 0;
		$query->set_404();
		status_header( 404 );
		nocache_headers();
	}

	/**
	 * Other sites cannot embed a popup through oEmbed: its page is not public.
	 *
	 * @param mixed $post_id The post the oEmbed request resolved to.
	 * @return mixed
	 */
	public function refuse_embeds( $post_id ) {
		if ( is_numeric( $post_id ) && self::NAME === get_post_type( (int) $post_id ) && ! current_user_can( 'edit_post', (int) $post_id ) ) {
			return 0;
		}
		return $post_id;
	}

	/**
	 * The post type: managed like pages, listed under the Shopwright menu, with a page of its own
	 * only so that its editors can preview it, and read through REST only by them.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'                => array(
					'name'                     => __( 'Popups', 'shopwright' ),
					'singular_name'            => __( 'Popup', 'shopwright' ),
					'menu_name'                => __( 'Popups', 'shopwright' ),
					'all_items'                => __( 'Popups', 'shopwright' ),
					'add_new'                  => __( 'Add popup', 'shopwright' ),
					'add_new_item'             => __( 'Add popup', 'shopwright' ),
					'edit_item'                => __( 'Edit popup', 'shopwright' ),
					'new_item'                 => __( 'New popup', 'shopwright' ),
					'view_item'                => __( 'Preview popup', 'shopwright' ),
					'search_items'             => __( 'Search popups', 'shopwright' ),
					'not_found'                => __( 'No popups found.', 'shopwright' ),
					'not_found_in_trash'       => __( 'No popups found in Trash.', 'shopwright' ),
					'item_published'           => __( 'Popup published.', 'shopwright' ),
					'item_updated'             => __( 'Popup updated.', 'shopwright' ),
					'item_reverted_to_draft'   => __( 'Popup reverted to draft.', 'shopwright' ),
					'item_scheduled'           => __( 'Popup scheduled.', 'shopwright' ),
					'item_published_privately' => __( 'Popup published privately.', 'shopwright' ),
				),
				'description'           => __( 'Popups designed in the block editor, shown by display conditions and triggers.', 'shopwright' ),
				'public'                => false,
				'publicly_queryable'    => true,
				'exclude_from_search'   => true,
				'show_ui'               => true,
				'show_in_menu'          => SettingsPage::SLUG,
				'show_in_nav_menus'     => false,
				'show_in_admin_bar'     => false,
				'show_in_rest'          => true,
				'rest_controller_class' => PopupsRestController::class,
				'has_archive'           => false,
				// Query-string links (?shopwright_popup=slug) need no rewrite rules to be flushed.
				'rewrite'               => false,
				'capability_type'       => 'page',
				'map_meta_cap'          => true,
				'hierarchical'          => false,
				'supports'              => array( 'title', 'editor', 'custom-fields', 'revisions' ),
			)
		);
	}

	/**
	 * The settings and location, validated by the REST API against the schema, kept with
	 * revisions so that a preview shows unsaved changes; and the on/off switch.
	 */
	public function register_meta(): void {
		$fields = array(
			self::SETTINGS_META => array(
				'schema'   => $this->schema->settings(),
				'default'  => $this->schema->default_settings(),
				'sanitize' => array( $this, 'sanitize_settings' ),
				'prepare'  => array( $this, 'prepare_settings' ),
			),
			self::LOCATION_META => array(
				'schema'   => $this->schema->location(),
				'default'  => $this->schema->default_location(),
				'sanitize' => array( $this, 'sanitize_location' ),
				'prepare'  => array( $this, 'prepare_location' ),
			),
		);
		foreach ( $fields as $key => $field ) {
			register_post_meta(
				self::NAME,
				$key,
				array(
					'type'              => 'object',
					'single'            => true,
					'default'           => $field['default'],
					'sanitize_callback' => $field['sanitize'],
					'auth_callback'     => array( $this, 'can_edit_meta' ),
					'revisions_enabled' => true,
					'show_in_rest'      => array(
						'schema'           => $field['schema'],
						'prepare_callback' => $field['prepare'],
					),
				)
			);
		}
		register_post_meta(
			self::NAME,
			self::ENABLED_META,
			array(
				'type'              => 'boolean',
				'single'            => true,
				'default'           => true,
				'sanitize_callback' => static fn( $value ): string => rest_sanitize_boolean( is_scalar( $value ) ? (string) $value : '' ) ? '1' : '0',
				'auth_callback'     => array( $this, 'can_edit_meta' ),
				'show_in_rest'      => true,
			)
		);
	}

	/**
	 * Whether the popup is switched on. A popup is on until its owner switches it off, whatever
	 * its status: a draft switched off stays off once published.
	 *
	 * @param int $popup_id The popup.
	 */
	public static function is_enabled( int $popup_id ): bool {
		if ( ! metadata_exists( 'post', $popup_id, self::ENABLED_META ) ) {
			return true;
		}
		return rest_sanitize_boolean( (string) get_post_meta( $popup_id, self::ENABLED_META, true ) );
	}

	/**
	 * Switches the popup on or off.
	 *
	 * @param int  $popup_id The popup.
	 * @param bool $enabled  On or off.
	 */
	public static function set_enabled( int $popup_id, bool $enabled ): void {
		update_post_meta( $popup_id, self::ENABLED_META, $enabled ? '1' : '0' );
	}

	/**
	 * Only those who may edit the popup may change how and where it shows.
	 *
	 * @param mixed $allowed   Whether the user may, as decided so far.
	 * @param mixed $meta_key  The meta key.
	 * @param mixed $object_id The popup's id.
	 */
	public function can_edit_meta( $allowed, $meta_key, $object_id ): bool {
		unset( $allowed, $meta_key );
		return current_user_can( 'edit_post', (int) $object_id );
	}

	/**
	 * Settings written by any means are stored complete and valid.
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public function sanitize_settings( $value ): array {
		return $this->schema->resolve_settings( $value );
	}

	/**
	 * A location written by any means is stored valid.
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public function sanitize_location( $value ): array {
		return $this->schema->resolve_location( $value );
	}

	/**
	 * The settings the editor reads: always complete, with empty objects as JSON objects.
	 *
	 * @param mixed $value The stored value.
	 * @return mixed
	 */
	public function prepare_settings( $value ) {
		return PopupSchema::json_shape( $this->schema->resolve_settings( $value ), $this->schema->settings() );
	}

	/**
	 * The location the editor reads.
	 *
	 * @param mixed $value The stored value.
	 * @return mixed
	 */
	public function prepare_location( $value ) {
		return PopupSchema::json_shape( $this->schema->resolve_location( $value ), $this->schema->location() );
	}

	/**
	 * Refuses a REST write whose popup meta is invalid before the post itself is written, so a
	 * bad request changes nothing at all. WordPress checks the meta again, after the post.
	 *
	 * @param mixed            $prepared_post The post about to be written.
	 * @param \WP_REST_Request $request       The request.
	 * @return mixed The post, or a WP_Error naming the field.
	 */
	public function validate_rest_meta( $prepared_post, \WP_REST_Request $request ) {
		$meta = $request->get_param( 'meta' );
		if ( ! is_array( $meta ) ) {
			return $prepared_post;
		}
		$schemas = array(
			self::SETTINGS_META => $this->schema->settings(),
			self::LOCATION_META => $this->schema->location(),
		);
		foreach ( $schemas as $key => $schema ) {
			// Null resets the field to its default, as WordPress allows.
			if ( ! isset( $meta[ $key ] ) ) {
				continue;
			}
			$valid = rest_validate_value_from_schema( $meta[ $key ], $schema, 'meta.' . $key );
			if ( is_wp_error( $valid ) ) {
				$data = $valid->get_error_data();
				$valid->add_data( array_merge( is_array( $data ) ? $data : array(), array( 'status' => 400 ) ) );
				return $valid;
			}
		}
		return $prepared_post;
	}

	/**
	 * A popup's own page is for previews, not for search results.
	 *
	 * @param array<string, bool|string> $robots The robots directives.
	 * @return array<string, bool|string>
	 */
	public function keep_out_of_search_engines( array $robots ): array {
		if ( is_singular( self::NAME ) ) {
			$robots['noindex'] = true;
			$robots['follow']  = true;
		}
		return $robots;
	}
}
