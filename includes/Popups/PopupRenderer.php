<?php
/**
 * Prints the popups of a page and the runtime's config.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Assets\BuiltScript;
use Shopwright\Assets\InertJson;
use Shopwright\Settings\SettingsController;

defined( 'ABSPATH' ) || exit;

/**
 * In the footer of front-end pages: the markup of each published popup whose location matches
 * the page and whose logged_in condition lets the current visitor see it, then the config the
 * runtime (src/frontend/popups) reads, then the runtime itself.
 *
 * Every other display condition and the triggers are the runtime's; logged_in is also enforced
 * here so that a popup hidden from some visitors never reaches their HTML.
 */
final class PopupRenderer {

	public const HANDLE    = 'shopwright-popups';
	public const CONFIG_ID = 'shopwright-popups-config';

	/**
	 * Footer scripts print at 20; the runtime must be enqueued before.
	 */
	private const FOOTER_PRIORITY = 15;

	/**
	 * The site's published popups, read once per request.
	 *
	 * @var list<\WP_Post>|null
	 */
	private ?array $published = null;

	/**
	 * Keeps what rendering needs.
	 *
	 * @param string        $plugin_file Path of plugin.php, to find the built runtime.
	 * @param PopupSchema   $schema      The schema stored settings are resolved with.
	 * @param LocationRules $rules       The location rules.
	 */
	public function __construct(
		private string $plugin_file,
		private PopupSchema $schema,
		private LocationRules $rules
	) {}

	/**
	 * Prints in the footer.
	 */
	public function register(): void {
		add_action( 'wp_footer', array( $this, 'print_footer' ), self::FOOTER_PRIORITY );
	}

	/**
	 * Prints the page's popups and config, and enqueues the runtime when a popup was printed.
	 */
	public function print_footer(): void {
		if ( ! $this->is_front_end_page() ) {
			return;
		}
		$preview = $this->previewed_popup();
		$popups  = $this->popups_for( $this->rules->current_page(), $preview );
		echo $this->render( $popups, $preview ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped as it is built: attributes, rendered blocks, JSON with <, > and & escaped.
		if ( array() !== $popups ) {
			$this->enqueue_runtime();
		}
	}

	/**
	 * What the footer of a page receives: its popups' markup and the config, or nothing on a site
	 * without published popups.
	 *
	 * @param PageContext   $page    The page.
	 * @param \WP_Post|null $preview The popup whose own page this is.
	 */
	public function render_page( PageContext $page, ?\WP_Post $preview = null ): string {
		return $this->render( $this->popups_for( $page, $preview ), $preview );
	}

	/**
	 * The popups to print on a page, with their resolved settings. On a popup's own page, that
	 * popup alone, wherever it is meant to show: the page is only served to people who may edit
	 * the popup (PopupPostType::restrict_preview()), and checked again here. A popup behind a
	 * password is never printed to someone who has not entered it, on any page.
	 *
	 * @param PageContext   $page    The page.
	 * @param \WP_Post|null $preview The popup whose own page this is.
	 * @return list<array{post: \WP_Post, settings: array<string, mixed>}>
	 */
	public function popups_for( PageContext $page, ?\WP_Post $preview = null ): array {
		if ( null !== $preview ) {
			if ( ! PopupPostType::can_preview( $preview ) ) {
				return array();
			}
			return array(
				array(
					'post'     => $preview,
					'settings' => $this->settings_of( $preview ),
				),
			);
		}
		$popups = array();
		foreach ( $this->published() as $post ) {
			$location = $this->schema->resolve_location( get_post_meta( $post->ID, PopupPostType::LOCATION_META, true ) );
			if ( ! $this->rules->matches( $location, $page ) ) {
				continue;
			}
			$settings = $this->settings_of( $post );
			if ( ! $this->current_user_passes( $settings ) ) {
				continue;
			}
			$popups[] = array(
				'post'     => $post,
				'settings' => $settings,
			);
		}
		return $popups;
	}

	/**
	 * The logged_in condition for the current visitor: guests always pass; a logged-in user fails
	 * when it is for guests only, and otherwise passes only without any of the listed roles.
	 *
	 * @param array<string, mixed> $settings Resolved settings.
	 */
	public function current_user_passes( array $settings ): bool {
		$rule = $settings['timing']['logged_in'] ?? null;
		if ( ! is_array( $rule ) || ! is_user_logged_in() ) {
			return true;
		}
		if ( 'all' === $rule['users'] ) {
			return false;
		}
		return array() === array_intersect( (array) wp_get_current_user()->roles, $rule['roles'] );
	}

	/**
	 * Whether the site has a published popup, switched on, at all.
	 */
	public function has_published_popups(): bool {
		return array() !== $this->published();
	}

	/**
	 * The popups' markup followed by the config.
	 *
	 * @param list<array{post: \WP_Post, settings: array<string, mixed>}> $popups  The popups.
	 * @param \WP_Post|null                                               $preview The popup whose own page this is.
	 */
	private function render( array $popups, ?\WP_Post $preview ): string {
		if ( array() === $popups && ! $this->has_published_popups() ) {
			return '';
		}
		$html    = '';
		$configs = array();
		foreach ( $popups as $popup ) {
			$html     .= $this->popup_markup( $popup['post'], $popup['settings'] );
			$configs[] = array(
				'id'       => $popup['post']->ID,
				'title'    => $this->title( $popup['post'] ),
				'settings' => PopupSchema::json_shape( $this->with_server_times( $popup['settings'] ), $this->schema->settings() ),
			);
		}
		$user = wp_get_current_user();
		return $html . InertJson::markup(
			self::CONFIG_ID,
			array(
				'popups'    => $configs,
				'user'      => array(
					'loggedIn' => is_user_logged_in(),
					'roles'    => array_values( (array) $user->roles ),
				),
				'preview'   => $preview?->ID,
				'editMode'  => false,
				'hasPopups' => $this->has_published_popups(),
				// Where the runtime sends what shoppers did; previews count nothing.
				'eventsUrl' => null === $preview ? rest_url( SettingsController::NAMESPACE . PopupStatsController::EVENTS_ROUTE ) : null,
				'i18n'      => array( 'close' => __( 'Close', 'shopwright' ) ),
			)
		);
	}

	/**
	 * One popup, hidden until the runtime shows it.
	 *
	 * @param \WP_Post             $post     The popup.
	 * @param array<string, mixed> $settings Its resolved settings.
	 */
	private function popup_markup( \WP_Post $post, array $settings ): string {
		$classes = array_merge(
			array( 'shopwright-popup__dialog' ),
			$this->class_names( $settings['classes'] ),
			array( sanitize_html_class( 'has-close-' . $settings['close_button_position'] ) )
		);
		$title   = $this->title( $post );
		return sprintf(
			'<div class="shopwright-popup" id="shopwright-popup-%1$d" data-popup-id="%1$d" hidden>' . "\n"
			. '<div class="shopwright-popup__overlay"></div>' . "\n"
			. '<div class="%2$s" role="dialog" aria-modal="true" aria-label="%3$s" tabindex="-1">' . "\n"
			. '<button type="button" class="shopwright-popup__close" aria-label="%4$s">&times;</button>' . "\n"
			. '<div class="shopwright-popup__content">%5$s</div>' . "\n"
			. '</div>' . "\n"
			. '</div>' . "\n",
			$post->ID,
			esc_attr( implode( ' ', $classes ) ),
			esc_attr( '' !== $title ? $title : __( 'Popup', 'shopwright' ) ),
			esc_attr__( 'Close', 'shopwright' ),
			$this->content( $post )
		);
	}

	/**
	 * The popup's blocks, rendered. A post content block inside a popup would show the page's
	 * content, or on the popup's own page the popup inside itself: it renders nothing here.
	 * Nothing at all for a popup whose password the visitor has not entered, whatever path led
	 * here.
	 *
	 * @param \WP_Post $post The popup.
	 */
	private function content( \WP_Post $post ): string {
		if ( post_password_required( $post ) ) {
			return '';
		}
		$without_post_content = static fn( $pre_render, $block ) => is_array( $block ) && 'core/post-content' === ( $block['blockName'] ?? null ) ? '' : $pre_render;
		add_filter( 'pre_render_block', $without_post_content, 10, 2 );
		try {
			$html = do_shortcode( do_blocks( $post->post_content ) );
			return wp_filter_content_tags( $html, 'shopwright_popup' );
		} finally {
			remove_filter( 'pre_render_block', $without_post_content, 10 );
		}
	}

	/**
	 * The popup's title as plain text.
	 *
	 * @param \WP_Post $post The popup.
	 */
	private function title( \WP_Post $post ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $post->post_title ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * The owner's extra classes, each made a safe class name.
	 *
	 * @param mixed $classes Space-separated class names.
	 * @return list<string>
	 */
	private function class_names( $classes ): array {
		$split = preg_split( '/\s+/', is_string( $classes ) ? $classes : '', -1, PREG_SPLIT_NO_EMPTY );
		$names = array_map( 'sanitize_html_class', false === $split ? array() : $split );
		return array_values( array_unique( array_filter( $names, static fn( string $name ): bool => '' !== $name ) ) );
	}

	/**
	 * A popup's settings as stored, made complete and valid.
	 *
	 * @param \WP_Post $post The popup.
	 * @return array<string, mixed>
	 */
	private function settings_of( \WP_Post $post ): array {
		return $this->schema->resolve_settings( get_post_meta( $post->ID, PopupPostType::SETTINGS_META, true ) );
	}

	/**
	 * For a schedule in the site's time zone, the server's now and the UTC instants of the start
	 * and end, so the visitor's clock and time zone do not matter. Stored values are never used.
	 *
	 * @param array<string, mixed> $settings Resolved settings.
	 * @return array<string, mixed>
	 */
	private function with_server_times( array $settings ): array {
		if ( ! isset( $settings['timing']['schedule'] ) ) {
			return $settings;
		}
		$schedule = $settings['timing']['schedule'];
		unset( $schedule['schedule_server_datetime'], $schedule['schedule_start_utc'], $schedule['schedule_end_utc'] );
		if ( 'site' === $schedule['schedule_timezone'] ) {
			$schedule['schedule_server_datetime'] = current_datetime()->format( DATE_ATOM );
			foreach ( array( 'start', 'end' ) as $edge ) {
				$utc = $this->site_time_in_utc( $schedule[ 'schedule_' . $edge . '_date' ] );
				if ( null !== $utc ) {
					$schedule[ 'schedule_' . $edge . '_utc' ] = $utc;
				}
			}
		}
		$settings['timing']['schedule'] = $schedule;
		return $settings;
	}

	/**
	 * A "YYYY-MM-DDTHH:MM" wall time in the site's time zone as a UTC instant, or null when there
	 * is none or it is not a real date.
	 *
	 * @param string $wall_time The wall time.
	 */
	private function site_time_in_utc( string $wall_time ): ?string {
		if ( '' === $wall_time ) {
			return null;
		}
		$date   = \DateTimeImmutable::createFromFormat( '!Y-m-d\TH:i', $wall_time, wp_timezone() );
		$errors = \DateTimeImmutable::getLastErrors();
		if ( false === $date || ( is_array( $errors ) && ( $errors['warning_count'] > 0 || $errors['error_count'] > 0 ) ) ) {
			return null;
		}
		return $date->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d\TH:i:s\Z' );
	}

	/**
	 * The published popups that are switched on, newest first, of the 50 newest published;
	 * password-protected ones are left out since their content is not for everyone. The switch
	 * is read from the meta the query primes, which keeps the query free of a meta join.
	 *
	 * @return list<\WP_Post>
	 */
	private function published(): array {
		if ( null === $this->published ) {
			$query           = new \WP_Query(
				array(
					'post_type'              => PopupPostType::NAME,
					'post_status'            => 'publish',
					'has_password'           => false,
					'posts_per_page'         => 50,
					'orderby'                => 'date',
					'order'                  => 'DESC',
					'no_found_rows'          => true,
					'ignore_sticky_posts'    => true,
					'update_post_term_cache' => false,
				)
			);
			$this->published = array_values( array_filter( $query->posts, static fn( $post ): bool => $post instanceof \WP_Post && PopupPostType::is_enabled( $post->ID ) ) );
		}
		return $this->published;
	}

	/**
	 * The popup being previewed: the popup whose own page this is.
	 */
	private function previewed_popup(): ?\WP_Post {
		if ( ! is_singular( PopupPostType::NAME ) ) {
			return null;
		}
		$post = get_queried_object();
		return $post instanceof \WP_Post ? $post : null;
	}

	/**
	 * Whether this is a page a visitor sees: not the admin, a feed, an embed, or an API call.
	 */
	private function is_front_end_page(): bool {
		return ! is_admin() && ! is_feed() && ! is_embed() && ! wp_is_serving_rest_request() && ! wp_doing_ajax();
	}

	/**
	 * Enqueues the runtime and its stylesheet, when they were built.
	 */
	private function enqueue_runtime(): void {
		$dir   = dirname( $this->plugin_file );
		$asset = BuiltScript::register( $this->plugin_file, self::HANDLE, 'frontend/popups' );
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_set_script_translations( self::HANDLE, 'shopwright', $dir . '/languages' );
		foreach ( array( 'style-popups.css', 'popups.css' ) as $css ) {
			if ( is_readable( $dir . '/build/frontend/' . $css ) ) {
				wp_enqueue_style( self::HANDLE, plugins_url( 'build/frontend/' . $css, $this->plugin_file ), array(), $asset['version'] );
				if ( is_readable( $dir . '/build/frontend/' . basename( $css, '.css' ) . '-rtl.css' ) ) {
					wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
				}
				break;
			}
		}
	}
}
