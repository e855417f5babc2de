<?php
/**
 * The list of popups: what each one does, in words, its figures and its switch.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Assets\BuiltScript;

defined( 'ABSPATH' ) || exit;

/**
 * Adds columns to Shopwright → Popups: status, where it shows, what opens it, who sees it, its
 * schedule, its last 30 days, and an on/off switch. The switch is a link that works without a
 * script (admin-post.php, with a nonce, back to the list with a notice); src/admin/popups-list
 * makes it switch in place through the REST API and announce the change.
 */
final class PopupListScreen {

	public const HANDLE = 'shopwright-popups-list';

	/**
	 * The admin-post.php action of the script-free switch.
	 */
	public const SWITCH_ACTION = 'shopwright_popup_switch';

	/**
	 * The query arguments the script-free switch comes back with.
	 */
	private const SWITCHED_ARG = 'shopwright_switched';
	private const ENABLED_ARG  = 'shopwright_enabled';

	/**
	 * The totals of the popups listed, read once for the whole page.
	 *
	 * @var array<int, array{shown: int, closed: int, clicked: int}>|null
	 */
	private ?array $totals = null;

	/**
	 * Each listed popup's resolved settings, for its three columns.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $settings = array();

	/**
	 * Keeps what the columns need.
	 *
	 * @param string       $plugin_file Path of plugin.php, to find the built script.
	 * @param PopupSchema  $schema      Resolves the stored settings and location.
	 * @param PopupSummary $summary     Puts them in words.
	 * @param PopupStats   $stats       The statistics.
	 */
	public function __construct(
		private string $plugin_file,
		private PopupSchema $schema,
		private PopupSummary $summary,
		private PopupStats $stats
	) {}

	/**
	 * Hooks the columns, the script, the script-free switch and its notice.
	 */
	public function register(): void {
		add_filter( 'manage_' . PopupPostType::NAME . '_posts_columns', array( $this, 'columns' ) );
		add_action( 'manage_' . PopupPostType::NAME . '_posts_custom_column', array( $this, 'print_column' ), 10, 2 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_post_' . self::SWITCH_ACTION, array( $this, 'handle_switch_link' ) );
		add_action( 'admin_notices', array( $this, 'print_switch_notice' ) );
	}

	/**
	 * The columns, after the title; WordPress's date stays last.
	 *
	 * @param array<string, string> $columns Column key → header.
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		$ours  = array(
			'shopwright_status'   => __( 'Status', 'shopwright' ),
			'shopwright_where'    => __( 'Where it shows', 'shopwright' ),
			'shopwright_opens'    => __( 'What opens it', 'shopwright' ),
			'shopwright_audience' => __( 'Who sees it', 'shopwright' ),
			'shopwright_schedule' => __( 'Schedule', 'shopwright' ),
			/* translators: %d: number of days. */
			'shopwright_stats'    => sprintf( __( 'Last %d days', 'shopwright' ), PopupStats::DAYS ),
			'shopwright_switch'   => __( 'On', 'shopwright' ),
		);
		$after = array_search( 'title', array_keys( $columns ), true );
		$at    = false === $after ? count( $columns ) : $after + 1;
		return array_slice( $columns, 0, $at, true ) + $ours + array_slice( $columns, $at, null, true );
	}

	/**
	 * Prints one of our cells.
	 *
	 * @param string $column  The column key.
	 * @param int    $post_id The popup.
	 */
	public function print_column( string $column, int $post_id ): void {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post ) {
			return;
		}
		if ( 'shopwright_switch' === $column ) {
			echo $this->switch_markup( $post ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped as it is built.
		} elseif ( 'shopwright_stats' === $column ) {
			echo $this->stats_markup( $post->ID ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped as it is built.
		} else {
			echo esc_html( $this->column_text( $column, $post ) );
		}
	}

	/**
	 * A words column's text.
	 *
	 * @param string   $column The column key.
	 * @param \WP_Post $post   The popup.
	 */
	public function column_text( string $column, \WP_Post $post ): string {
		if ( 'shopwright_status' === $column ) {
			return $this->status( $post );
		}
		if ( 'shopwright_where' === $column ) {
			return $this->summary->location( $this->schema->resolve_location( get_post_meta( $post->ID, PopupPostType::LOCATION_META, true ) ) );
		}
		$settings = $this->settings_of( $post->ID );
		return match ( $column ) {
			'shopwright_opens'    => $this->summary->triggers( $post->ID, $settings ),
			'shopwright_audience' => $this->summary->audience( $settings ),
			'shopwright_schedule' => $this->summary->schedule( $settings ),
			default               => '',
		};
	}

	/**
	 * The switch: a link that switches the popup through admin-post.php, made a switch in place
	 * by the list's script.
	 *
	 * @param \WP_Post $post The popup.
	 */
	public function switch_markup( \WP_Post $post ): string {
		$enabled = PopupPostType::is_enabled( $post->ID );
		$title   = trim( wp_strip_all_tags( $post->post_title ) );
		if ( ! current_user_can( 'edit_post', $post->ID ) || 'trash' === $post->post_status ) {
			return esc_html( $enabled ? __( 'On', 'shopwright' ) : __( 'Off', 'shopwright' ) );
		}
		return sprintf(
			'<a href="%1$s" class="shopwright-popup-switch" role="switch" aria-checked="%2$s" data-popup-id="%3$d">'
			. '<span class="shopwright-popup-switch__track" aria-hidden="true"></span>'
			. '<span class="shopwright-popup-switch__state" aria-hidden="true">%4$s</span>'
			. '<span class="screen-reader-text">%5$s</span></a>',
			esc_url( self::switch_url( $post->ID, ! $enabled ) ),
			$enabled ? 'true' : 'false',
			$post->ID,
			esc_html( $enabled ? __( 'On', 'shopwright' ) : __( 'Off', 'shopwright' ) ),
			/* translators: %s: the popup's title. */
			esc_html( sprintf( __( 'Show “%s”', 'shopwright' ), '' !== $title ? $title : __( '(no title)', 'shopwright' ) ) )
		);
	}

	/**
	 * The address of the script-free switch, with its nonce.
	 *
	 * @param int  $popup_id The popup.
	 * @param bool $enabled  The state it switches to.
	 */
	public static function switch_url( int $popup_id, bool $enabled ): string {
		return wp_nonce_url(
			add_query_arg(
				array(
					'action'  => self::SWITCH_ACTION,
					'popup'   => $popup_id,
					'enabled' => $enabled ? '1' : '0',
				),
				admin_url( 'admin-post.php' )
			),
			self::SWITCH_ACTION . '_' . $popup_id
		);
	}

	/**
	 * The popup's figures for the last days.
	 *
	 * @param int $popup_id The popup.
	 */
	public function stats_markup( int $popup_id ): string {
		$totals = $this->totals_of( $popup_id );
		$lines  = array(
			/* translators: %s: a number of times. */
			sprintf( __( 'Shown: %s', 'shopwright' ), number_format_i18n( $totals['shown'] ) ),
			/* translators: %s: a number of times. */
			sprintf( __( 'Closed: %s', 'shopwright' ), number_format_i18n( $totals['closed'] ) ),
			/* translators: %s: a number of times. */
			sprintf( __( 'Clicked through: %s', 'shopwright' ), number_format_i18n( $totals['clicked'] ) ),
		);
		return '<ul class="shopwright-popup-stats"><li>' . implode( '</li><li>', array_map( 'esc_html', $lines ) ) . '</li></ul>';
	}

	/**
	 * The script-free switch: checks the nonce and the right to edit that popup, switches it and
	 * goes back to the list, which then says what changed.
	 */
	public function handle_switch_link(): void {
		$popup_id = isset( $_GET['popup'] ) ? absint( $_GET['popup'] ) : 0;
		check_admin_referer( self::SWITCH_ACTION . '_' . $popup_id );
		$allowed = PopupPostType::check_editable( $popup_id );
		if ( is_wp_error( $allowed ) ) {
			$data = $allowed->get_error_data();
			wp_die( esc_html( $allowed->get_error_message() ), '', array( 'response' => is_array( $data ) ? (int) ( $data['status'] ?? 403 ) : 403 ) );
		}
		$enabled = isset( $_GET['enabled'] ) && '1' === $_GET['enabled'];
		PopupPostType::set_enabled( $popup_id, $enabled );
		$back = remove_query_arg( array( self::SWITCHED_ARG, self::ENABLED_ARG ), wp_get_referer() ? wp_get_referer() : admin_url( 'edit.php?post_type=' . PopupPostType::NAME ) );
		wp_safe_redirect(
			add_query_arg(
				array(
					self::SWITCHED_ARG => $popup_id,
					self::ENABLED_ARG  => $enabled ? '1' : '0',
				),
				$back
			)
		);
		exit;
	}

	/**
	 * After the script-free switch: says what changed.
	 */
	public function print_switch_notice(): void {
		if ( ! $this->is_list_screen() || ! isset( $_GET[ self::SWITCHED_ARG ], $_GET[ self::ENABLED_ARG ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only says what happened; changes nothing.
			return;
		}
		$popup_id = absint( $_GET[ self::SWITCHED_ARG ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- As above.
		if ( PopupPostType::NAME !== get_post_type( $popup_id ) || ! current_user_can( 'edit_post', $popup_id ) ) {
			return;
		}
		$message = PopupSwitchController::message( $popup_id, PopupPostType::is_enabled( $popup_id ) );
		echo '<div class="notice notice-success is-dismissible" role="status"><p>' . esc_html( $message ) . '</p></div>';
	}

	/**
	 * The list's script and stylesheet, on the list only.
	 *
	 * @param string $hook_suffix The current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( 'edit.php' !== $hook_suffix || ! $this->is_list_screen() ) {
			return;
		}
		$asset = BuiltScript::register( $this->plugin_file, self::HANDLE, 'admin/popups-list', array( 'in_footer' => true ) );
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_set_script_translations( self::HANDLE, 'shopwright', dirname( $this->plugin_file ) . '/languages' );
		$dir = dirname( $this->plugin_file ) . '/build/admin/';
		foreach ( array( 'style-popups-list.css', 'popups-list.css' ) as $css ) {
			if ( is_readable( $dir . $css ) ) {
				wp_enqueue_style( self::HANDLE, plugins_url( 'build/admin/' . $css, $this->plugin_file ), array(), $asset['version'] );
				wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
				break;
			}
		}
	}

	/**
	 * The popup's status, with the date of a scheduled one and whether a password guards it.
	 *
	 * @param \WP_Post $post The popup.
	 */
	private function status( \WP_Post $post ): string {
		if ( 'future' === $post->post_status ) {
			/* translators: %s: date and time. */
			$status = sprintf( __( 'Scheduled for %s', 'shopwright' ), get_the_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $post ) );
		} else {
			$object = get_post_status_object( $post->post_status );
			$status = null === $object ? $post->post_status : (string) $object->label;
		}
		if ( '' !== $post->post_password ) {
			/* translators: %s: a post status, such as Published. */
			$status = sprintf( __( '%s, password protected', 'shopwright' ), $status );
		}
		return $status;
	}

	/**
	 * A popup's settings, resolved once for its columns.
	 *
	 * @param int $popup_id The popup.
	 * @return array<string, mixed>
	 */
	private function settings_of( int $popup_id ): array {
		if ( ! isset( $this->settings[ $popup_id ] ) ) {
			$this->settings[ $popup_id ] = $this->schema->resolve_settings( get_post_meta( $popup_id, PopupPostType::SETTINGS_META, true ) );
		}
		return $this->settings[ $popup_id ];
	}

	/**
	 * One popup's totals, read with those of every popup on the page.
	 *
	 * @param int $popup_id The popup.
	 * @return array{shown: int, closed: int, clicked: int}
	 */
	private function totals_of( int $popup_id ): array {
		if ( null === $this->totals || ! isset( $this->totals[ $popup_id ] ) ) {
			global $wp_query;
			$ids          = $wp_query instanceof \WP_Query && is_array( $wp_query->posts ) ? array_map( static fn( $post ): int => $post instanceof \WP_Post ? $post->ID : (int) $post, $wp_query->posts ) : array();
			$this->totals = $this->stats->totals( array_merge( $ids, array( $popup_id ) ) );
		}
		return $this->totals[ $popup_id ];
	}

	/**
	 * Whether this is the list of popups.
	 */
	private function is_list_screen(): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return $screen instanceof \WP_Screen && 'edit' === $screen->base && PopupPostType::NAME === $screen->post_type;
	}
}
