<?php
/**
 * REST routes of locked content: unlocking a block, and setting its password.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

use Shopwright\Platform\ClientIdentity;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * POST /shopwright/v1/locked-content/unlock: the visitor's password for one block. A right one
 * answers with the block's content and an unlock cookie; a wrong one with a 403 and its message;
 * after too many attempts, a 429 with Retry-After. Every attempt is counted before its password
 * is looked at, so a burst of parallel guesses gets no more checks than the limit. Every answer
 * is private and never stored.
 *
 * GET and POST /shopwright/v1/locked-content/password: whether a block has a password, and
 * setting or removing it, for those who may edit the post.
 */
final class UnlockController {

	public const NAMESPACE      = 'shopwright/v1';
	public const UNLOCK_ROUTE   = '/locked-content/unlock';
	public const PASSWORD_ROUTE = '/locked-content/password';

	/**
	 * Keeps the services.
	 *
	 * @param LockedContent  $content  Renders the blocks.
	 * @param UnlockAttempts $attempts Counts password attempts.
	 * @param Settings       $settings The plugin settings: the cookie's lifetime, the proxies.
	 */
	public function __construct( private LockedContent $content, private UnlockAttempts $attempts, private Settings $settings ) {}

	/**
	 * Hooks the routes.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_request_after_callbacks', array( $this, 'never_cached' ), 10, 3 );
	}

	/**
	 * Every answer of these routes is private, refusals from the permission check included.
	 *
	 * @param mixed            $response The answer, or an error.
	 * @param mixed            $handler  The route's handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function never_cached( $response, $handler, \WP_REST_Request $request ) {
		unset( $handler );
		if ( ! str_starts_with( $request->get_route(), '/' . self::NAMESPACE . '/locked-content/' ) ) {
			return $response;
		}
		if ( $response instanceof \WP_Error ) {
			$response = rest_convert_error_to_response( $response );
		}
		if ( $response instanceof \WP_REST_Response ) {
			$response->header( 'Cache-Control', 'no-store, private, max-age=0' );
		}
		return $response;
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$target   = array(
			'post_id'   => array(
				'description' => __( 'The post that holds the block.', 'shopwright' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
			'client_id' => array(
				'description' => __( 'The block\'s lock id.', 'shopwright' ),
				'type'        => 'string',
				'pattern'     => substr( ContentLocks::ID_PATTERN, 1, -1 ),
				'required'    => true,
			),
		);
		$password = array(
			'description' => __( 'The password, as typed.', 'shopwright' ),
			'type'        => 'string',
			'maxLength'   => ContentLocks::MAX_PASSWORD_BYTES,
			'required'    => true,
		);
		register_rest_route(
			self::NAMESPACE,
			self::UNLOCK_ROUTE,
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'unlock' ),
				'permission_callback' => array( $this, 'can_read_post' ),
				'args'                => array_merge(
					$target,
					array(
						'password' => $password,
						'redirect' => array(
							'description' => __( 'Answer with a redirect back to the page (the form sent without script).', 'shopwright' ),
							'type'        => 'boolean',
							'default'     => false,
						),
					)
				),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			self::PASSWORD_ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_password_state' ),
					'permission_callback' => array( $this, 'can_edit_post' ),
					'args'                => $target,
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'set_password' ),
					'permission_callback' => array( $this, 'can_edit_post' ),
					'args'                => array_merge( $target, array( 'password' => array_merge( $password, array( 'minLength' => 0 ) ) ) ),
				),
			)
		);
	}

	/**
	 * Anyone who may read the post may try a password; for any other post the answer is the
	 * same 404 as for a post that does not exist.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function can_read_post( \WP_REST_Request $request ) {
		$post = get_post( (int) $request->get_param( 'post_id' ) );
		if ( ! $post instanceof \WP_Post || post_password_required( $post ) ) {
			return $this->not_found();
		}
		$readable = is_post_publicly_viewable( $post ) || current_user_can( 'read_post', $post->ID );
		return $readable ? true : $this->not_found();
	}

	/**
	 * Only those who may edit the post read or change its blocks' passwords.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function can_edit_post( \WP_REST_Request $request ) {
		$post_id = (int) $request->get_param( 'post_id' );
		if ( current_user_can( 'edit_post', $post_id ) ) {
			return true;
		}
		return new \WP_Error( 'shopwright_cannot_edit', __( 'You may not change the passwords of this post.', 'shopwright' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Checks a password and, when it is right, opens the block.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function unlock( \WP_REST_Request $request ): \WP_REST_Response {
		$post    = get_post( (int) $request->get_param( 'post_id' ) );
		$lock_id = (string) $request->get_param( 'client_id' );
		$lock    = $post instanceof \WP_Post ? $this->content->locks()->get( $post->ID, $lock_id ) : null;
		if ( ! $post instanceof \WP_Post || null === $lock || ! $this->content->has_block( $post, $lock_id ) ) {
			return $this->private_answer( $this->not_found() );
		}
		$redirect = true === $request->get_param( 'redirect' );
		$password = (string) $request->get_param( 'password' );
		if ( '' === $password ) {
			// Nothing to check, so nothing to count.
			return $redirect ? $this->back_to( $post, $lock_id, 'wrong' ) : $this->private_answer( new \WP_Error( 'shopwright_empty_password', __( 'Enter the password.', 'shopwright' ), array( 'status' => 400 ) ) );
		}
		$client = $this->client();
		// Counted before the password is hashed or compared: an attempt over the limit is refused
		// without a check, however many arrive at once.
		$wait = $this->attempts->hit( $client, $post->ID, $lock_id );
		if ( $wait > 0 ) {
			if ( $redirect ) {
				return $this->back_to( $post, $lock_id, 'wait' );
			}
			$response = $this->private_answer(
				new \WP_Error(
					'shopwright_unlock_locked_out',
					/* translators: %d: minutes to wait. */
					sprintf( _n( 'Too many wrong passwords. Try again in %d minute.', 'Too many wrong passwords. Try again in %d minutes.', (int) ceil( $wait / 60 ), 'shopwright' ), (int) ceil( $wait / 60 ) ),
					array(
						'status'      => 429,
						'retry_after' => $wait,
					)
				)
			);
			$response->header( 'Retry-After', (string) $wait );
			return $response;
		}
		if ( ! $this->content->locks()->check( $post->ID, $lock_id, $password ) ) {
			return $redirect ? $this->back_to( $post, $lock_id, 'wrong' ) : $this->private_answer( new \WP_Error( 'shopwright_wrong_password', __( 'That password is not right.', 'shopwright' ), array( 'status' => 403 ) ) );
		}
		$this->attempts->clear( $client, $post->ID, $lock_id );
		$expires  = time() + DAY_IN_SECONDS * max( 1, (int) $this->settings->get( 'media', 'unlock_days' ) );
		$response = $redirect ? $this->back_to( $post, $lock_id, '' ) : $this->private_answer(
			array(
				'success' => true,
				'html'    => (string) $this->content->open( $post, $lock_id ),
			)
		);
		// The REST server sends each header once, so this is the answer's only cookie.
		$response->header( 'Set-Cookie', UnlockCookie::header( $post->ID, $lock_id, $lock['version'], $expires, is_ssl() ) );
		return $response;
	}

	/**
	 * Whether the block has a password.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_password_state( \WP_REST_Request $request ): \WP_REST_Response {
		$locked = null !== $this->content->locks()->get( (int) $request->get_param( 'post_id' ), (string) $request->get_param( 'client_id' ) );
		return $this->private_answer( array( 'locked' => $locked ) );
	}

	/**
	 * Sets the block's password, or removes it when empty. A new password shuts out every
	 * visitor who unlocked the block with the old one.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function set_password( \WP_REST_Request $request ): \WP_REST_Response {
		$locked = $this->content->locks()->set_password( (int) $request->get_param( 'post_id' ), (string) $request->get_param( 'client_id' ), (string) $request->get_param( 'password' ) );
		return $this->private_answer( array( 'locked' => $locked ) );
	}

	/**
	 * The visitor's address, told apart behind the proxies the owner named, as every limit of the
	 * plugin tells them apart.
	 */
	private function client(): string {
		return ( new ClientIdentity( $this->settings ) )->client();
	}

	/**
	 * A redirect back to the block on its page, for the form sent without script; $error names
	 * what went wrong ('' when the block is now open).
	 *
	 * @param \WP_Post $post    The post.
	 * @param string   $lock_id The block's lock id.
	 * @param string   $error   'wrong', 'wait' or ''.
	 */
	private function back_to( \WP_Post $post, string $lock_id, string $error ): \WP_REST_Response {
		$url = (string) get_permalink( $post );
		if ( '' !== $error ) {
			$url = add_query_arg( LockedContent::ERROR_ARG, strtolower( $lock_id . '-' . $error ), $url );
		}
		$response = $this->private_answer( null );
		$response->set_status( 303 );
		$response->header( 'Location', $url . '#shopwright-lock-' . $lock_id );
		return $response;
	}

	/**
	 * An answer no cache keeps.
	 *
	 * @param mixed $data The data, or an error.
	 */
	private function private_answer( $data ): \WP_REST_Response {
		$response = $data instanceof \WP_Error ? rest_convert_error_to_response( $data ) : new \WP_REST_Response( $data );
		$response->header( 'Cache-Control', 'no-store, private, max-age=0' );
		return $response;
	}

	/**
	 * The one answer for every post or block that cannot be unlocked.
	 */
	private function not_found(): \WP_Error {
		return new \WP_Error( 'shopwright_lock_not_found', __( 'There is no locked content here.', 'shopwright' ), array( 'status' => 404 ) );
	}
}
