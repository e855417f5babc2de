<?php
/**
 * What a locked-content block shows, and to whom.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

use Shopwright\Shared\LockedMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the locked-content block: its inner blocks (and embed address) when it has no password
 * or the visitor holds a valid unlock cookie on a page of the site, the password form otherwise.
 * Wherever a page is not being shown to one visitor (REST answers, feeds, embeds, excerpts), a
 * locked block is always closed: those answers are shared and cached.
 */
final class LockedContent {

	/**
	 * Query argument that tells the page which block a form sent without script failed on.
	 */
	public const ERROR_ARG = 'shopwright-unlock-error';

	/**
	 * The lock id whose content is being rendered for the unlock route, if any.
	 *
	 * @var string|null
	 */
	private ?string $opening = null;

	/**
	 * How many REST requests are being answered right now (internal ones nest). Kept for the
	 * request, not the instance: whichever instance renders or is asked must know.
	 *
	 * @var int
	 */
	private static int $rest_depth = 0;

	/**
	 * Whether a closed block is being rendered without its inner blocks.
	 *
	 * @var bool
	 */
	private bool $closing = false;

	/**
	 * Keeps the passwords.
	 *
	 * @param ContentLocks $locks The blocks' passwords.
	 */
	public function __construct( private ContentLocks $locks ) {}

	/**
	 * The passwords.
	 */
	public function locks(): ContentLocks {
		return $this->locks;
	}

	/**
	 * Hooks the cache headers.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'send_no_cache_headers' ) );
		// REST_REQUEST marks a request to /wp-json/, not the REST requests a page makes inside
		// itself (preloading, embeds): these mark every answer, whoever asks.
		add_filter( 'rest_request_before_callbacks', array( $this, 'enter_rest' ) );
		add_filter( 'rest_request_after_callbacks', array( $this, 'leave_rest' ) );
		add_filter( 'pre_render_block', array( $this, 'render_closed' ), 10, 3 );
	}

	/**
	 * A block that stays closed is rendered without its inner blocks: they never run, so nothing
	 * of them (not even the scripts and styles they would ask for) reaches the page.
	 *
	 * @param string|null    $pre_render The rendering so far (null: render normally).
	 * @param mixed          $parsed     The parsed block.
	 * @param \WP_Block|null $parent     The parent block, for its post context.
	 * @return string|null
	 */
	public function render_closed( $pre_render, $parsed, $parent = null ) {
		if ( null !== $pre_render || $this->closing || ! is_array( $parsed ) || LockedMarkup::BLOCK !== ( $parsed['blockName'] ?? null ) ) {
			return $pre_render;
		}
		$attributes = is_array( $parsed['attrs'] ?? null ) ? $parsed['attrs'] : array();
		$lock_id    = is_string( $attributes['lockId'] ?? null ) ? $attributes['lockId'] : '';
		if ( ( null !== $this->opening && $this->opening === $lock_id ) || $this->shows_content( $attributes, $this->post_id( $parent ) ) ) {
			return null;
		}
		$this->closing = true;
		try {
			return render_block(
				array_merge(
					$parsed,
					array(
						'innerBlocks'  => array(),
						'innerHTML'    => '',
						'innerContent' => array(),
					)
				)
			);
		} finally {
			$this->closing = false;
		}
	}

	/**
	 * Whether a locked block shows its inner blocks in this request, for code that reads them
	 * without rendering the block (a table of contents listing their headings): the same answer
	 * the block's render gives. A block opened by its password makes the page not cacheable, as
	 * its render does, whichever of the two runs first.
	 *
	 * @param array<mixed> $attributes The block's attributes, as stored.
	 * @param int          $post_id    The post holding it.
	 */
	public function opens( array $attributes, int $post_id ): bool {
		$lock_id = is_string( $attributes['lockId'] ?? null ) ? $attributes['lockId'] : '';
		if ( null !== $this->opening && $this->opening === $lock_id ) {
			return true;
		}
		if ( ! $this->shows_content( $attributes, $post_id ) ) {
			return false;
		}
		if ( null !== $this->locks->get( $post_id, $lock_id ) && ! headers_sent() ) {
			nocache_headers();
		}
		return true;
	}

	/**
	 * Notes that a REST answer is being made.
	 *
	 * @param mixed $response The answer so far.
	 * @return mixed
	 */
	public function enter_rest( $response ) {
		++self::$rest_depth;
		return $response;
	}

	/**
	 * Notes that a REST answer is made.
	 *
	 * @param mixed $response The answer.
	 * @return mixed
	 */
	public function leave_rest( $response ) {
		self::$rest_depth = max( 0, self::$rest_depth - 1 );
		return $response;
	}

	/**
	 * A visitor holding an unlock cookie gets pages no cache may keep: any of them may show a
	 * block that only this visitor may see.
	 */
	public function send_no_cache_headers(): void {
		if ( UnlockCookie::any( $_COOKIE ) && ! headers_sent() ) {
			nocache_headers();
		}
	}

	/**
	 * The block's markup.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param string               $content    Its inner blocks, rendered.
	 * @param \WP_Block|null       $block      The block, for its post context.
	 */
	public function render( array $attributes, string $content, ?\WP_Block $block ): string {
		$lock_id = is_string( $attributes['lockId'] ?? null ) ? $attributes['lockId'] : '';
		$post_id = $this->post_id( $block );
		if ( null !== $this->opening && $this->opening === $lock_id ) {
			return $this->inner_html( $attributes, $content );
		}
		if ( $this->shows_content( $attributes, $post_id ) ) {
			$locked = null !== $this->locks->get( $post_id, $lock_id );
			if ( $locked && ! headers_sent() ) {
				nocache_headers();
			}
			return sprintf( '<div %s>%s</div>', get_block_wrapper_attributes( array( 'class' => $locked ? 'is-unlocked' : '' ) ), $this->inner_html( $attributes, $content ) );
		}
		if ( is_feed() ) {
			return '<p>' . esc_html__( 'This content is protected by a password. Visit the page to unlock it.', 'shopwright' ) . '</p>';
		}
		return $this->form( $attributes, $post_id, $lock_id );
	}

	/**
	 * Whether the block shows its content in this request: it has no password (and was never
	 * locked: a block marked as locked whose password is not found, copied from another post or
	 * its meta lost in an import, stays closed), or the visitor holds a cookie that opens it on
	 * a page shown to them alone.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param int                  $post_id    The post holding it.
	 */
	private function shows_content( array $attributes, int $post_id ): bool {
		$lock_id = is_string( $attributes['lockId'] ?? null ) ? $attributes['lockId'] : '';
		$lock    = $this->locks->get( $post_id, $lock_id );
		if ( null === $lock ) {
			return empty( $attributes['locked'] );
		}
		return $this->may_open_here() && UnlockCookie::in_request( $post_id, $lock_id, $lock['version'] );
	}

	/**
	 * The inner content of a block, for the unlock route: the block found in the post by its lock
	 * id, rendered with the post as the global post. Null when the post holds no such block.
	 *
	 * @param \WP_Post $target  The post.
	 * @param string   $lock_id The block's lock id.
	 */
	public function open( \WP_Post $target, string $lock_id ): ?string {
		$parsed = self::find_block( parse_blocks( $target->post_content ), $lock_id );
		if ( null === $parsed ) {
			return null;
		}
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- The blocks render for this post, as on its page; restored below.
		global $post;
		$previous = $post;
		$post     = $target;
		setup_postdata( $post );
		$this->opening = $lock_id;
		try {
			$html = render_block( $parsed );
		} finally {
			$this->opening = null;
			$post          = $previous;
			if ( $previous instanceof \WP_Post ) {
				setup_postdata( $previous );
			}
		}
		// phpcs:enable
		return $html;
	}

	/**
	 * Whether the post holds the block.
	 *
	 * @param \WP_Post $post    The post.
	 * @param string   $lock_id The block's lock id.
	 */
	public function has_block( \WP_Post $post, string $lock_id ): bool {
		return null !== self::find_block( parse_blocks( $post->post_content ), $lock_id );
	}

	/**
	 * The first locked-content block with this lock id, at any depth.
	 *
	 * @param array<int, array<string, mixed>> $blocks  Parsed blocks.
	 * @param string                           $lock_id The lock id.
	 * @return array<string, mixed>|null
	 */
	public static function find_block( array $blocks, string $lock_id ): ?array {
		foreach ( $blocks as $parsed ) {
			if ( LockedMarkup::BLOCK === ( $parsed['blockName'] ?? null ) && ( $parsed['attrs']['lockId'] ?? null ) === $lock_id ) {
				return $parsed;
			}
			$inner = self::find_block( (array) ( $parsed['innerBlocks'] ?? array() ), $lock_id );
			if ( null !== $inner ) {
				return $inner;
			}
		}
		return null;
	}

	/**
	 * Whether a valid cookie may open a block in this request: a page of the site shown to one
	 * visitor, not a REST answer, a feed, an embed or an excerpt, which are shared.
	 */
	private function may_open_here(): bool {
		if ( self::$rest_depth > 0 || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || wp_doing_ajax() || is_admin() ) {
			return false;
		}
		if ( is_feed() || is_embed() || doing_filter( 'get_the_excerpt' ) || doing_filter( 'wp_trim_excerpt' ) ) {
			return false;
		}
		return true;
	}

	/**
	 * The post whose content holds the block (a revision stands for its post).
	 *
	 * @param \WP_Block|null $block The block.
	 */
	private function post_id( ?\WP_Block $block ): int {
		$post_id = (int) ( $block->context['postId'] ?? 0 );
		if ( $post_id <= 0 ) {
			$post_id = (int) get_the_ID();
		}
		$parent = wp_is_post_revision( $post_id );
		return false === $parent ? $post_id : (int) $parent;
	}

	/**
	 * The inner blocks and the embed, when an embed address was given.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param string               $content    Its inner blocks, rendered.
	 */
	private function inner_html( array $attributes, string $content ): string {
		$url = is_string( $attributes['embedUrl'] ?? null ) ? trim( $attributes['embedUrl'] ) : '';
		if ( '' === $url || ! in_array( strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) ), array( 'http', 'https' ), true ) ) {
			return $content;
		}
		global $wp_embed;
		$embed = $wp_embed instanceof \WP_Embed ? $wp_embed->shortcode( array(), esc_url_raw( $url ) ) : '';
		return $content . '<div class="wp-block-shopwright-locked-content__embed">' . ( is_string( $embed ) ? $embed : '' ) . '</div>';
	}

	/**
	 * The password form: it posts to the unlock route and works without script (the route then
	 * answers with a redirect back to the page).
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param int                  $post_id    The post.
	 * @param string               $lock_id    The block's lock id.
	 */
	private function form( array $attributes, int $post_id, string $lock_id ): string {
		$text   = static function ( string $name, string $fallback ) use ( $attributes ): string {
			$value = is_string( $attributes[ $name ] ?? null ) ? trim( $attributes[ $name ] ) : '';
			return '' === $value ? $fallback : $value;
		};
		$id     = 'shopwright-lock-' . ( ContentLocks::is_valid_id( $lock_id ) ? $lock_id : wp_unique_id() );
		$wrong  = $text( 'errorMessage', __( 'That password is not right. Try again.', 'shopwright' ) );
		$failed = isset( $_GET[ self::ERROR_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::ERROR_ARG ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only picks which message to show.
		$error  = '';
		if ( strtolower( $lock_id . '-wrong' ) === $failed ) {
			$error = $wrong;
		} elseif ( strtolower( $lock_id . '-wait' ) === $failed ) {
			$error = __( 'Too many wrong passwords. Wait a few minutes, then try again.', 'shopwright' );
		}
		$wrapper = get_block_wrapper_attributes(
			array(
				'class' => 'is-locked',
				'id'    => $id,
			)
		);
		ob_start();
		?>
		<div <?php echo $wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
			<form class="wp-block-shopwright-locked-content__form" method="post" action="<?php echo esc_url( rest_url( UnlockController::NAMESPACE . UnlockController::UNLOCK_ROUTE ) ); ?>" data-wrong-password="<?php echo esc_attr( $wrong ); ?>" data-offline="<?php esc_attr_e( 'The password could not be checked. Try again.', 'shopwright' ); ?>"<?php echo is_user_logged_in() ? ' data-nonce="' . esc_attr( wp_create_nonce( 'wp_rest' ) ) . '"' : ''; ?>>
				<p class="wp-block-shopwright-locked-content__prompt"><?php echo esc_html( $text( 'prompt', __( 'This content is protected. Enter the password to see it.', 'shopwright' ) ) ); ?></p>
				<input type="hidden" name="post_id" value="<?php echo esc_attr( (string) $post_id ); ?>">
				<input type="hidden" name="client_id" value="<?php echo esc_attr( $lock_id ); ?>">
				<input type="hidden" name="redirect" value="1">
				<div class="wp-block-shopwright-locked-content__row">
					<label class="wp-block-shopwright-locked-content__label" for="<?php echo esc_attr( $id . '-password' ); ?>"><?php esc_html_e( 'Password', 'shopwright' ); ?></label>
					<input class="wp-block-shopwright-locked-content__input" type="password" id="<?php echo esc_attr( $id . '-password' ); ?>" name="password" autocomplete="off" spellcheck="false">
					<button class="wp-block-shopwright-locked-content__button wp-element-button" type="submit" data-unlocking-text="<?php echo esc_attr( $text( 'unlockingText', __( 'Unlocking…', 'shopwright' ) ) ); ?>"><?php echo esc_html( $text( 'buttonText', __( 'Unlock', 'shopwright' ) ) ); ?></button>
				</div>
				<p class="wp-block-shopwright-locked-content__error" role="alert"><?php echo esc_html( $error ); ?></p>
			</form>
		</div>
		<?php
		return (string) ob_get_clean();
	}
}
