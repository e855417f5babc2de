<?php
/**
 * Apple Pay's domain association file at its well-known address.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\ApplePayDomain;
use Shopwright\ExpressCheckout\ExpressCheckoutModule;
use Shopwright\ExpressCheckout\Gateway;

/**
 * The file is served as plain text while Apple Pay is on, the address is left to WordPress (its
 * 404) otherwise, and only a shop manager saves a file, which must be plain text of a bounded size.
 */
final class ApplePayDomainTest extends StripeTestCase {

	// The shape of Stripe's file: one long line of hexadecimal text.
	private const FILE = '7B227073704964223A2239373943394538343346343131343044463144313834343232393232313734313034353044314339464446394437384337313531303944334643463542433731222C2276657273696F6E223A317D';

	/**
	 * The path Apple asks for on this site.
	 */
	private function path(): string {
		return trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . ApplePayDomain::PATH;
	}

	/**
	 * Changes gateway settings.
	 *
	 * @param array<string, string> $changes Settings.
	 */
	private function settings( array $changes ): void {
		update_option( 'woocommerce_' . Gateway::ID . '_settings', array_merge( get_option( 'woocommerce_' . Gateway::ID . '_settings' ), $changes ) );
		$this->gateway()->init_settings();
	}

	/**
	 * The class as the module builds it.
	 */
	private function domain(): ApplePayDomain {
		return new ApplePayDomain( static fn() => ExpressCheckoutModule::gateway() );
	}

	public function test_with_apple_pay_on_the_file_is_served_as_plain_text_that_caches_revalidate(): void {
		$this->settings(
			array(
				'apple_pay'           => 'yes',
				ApplePayDomain::FIELD => self::FILE,
			)
		);
		$answer = $this->domain()->answer( 'GET', $this->path() );

		$this->assertNotNull( $answer );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( self::FILE, $answer['body'] );
		$this->assertSame( 'text/plain; charset=utf-8', $answer['headers']['Content-Type'] );
		$this->assertSame( 'nosniff', $answer['headers']['X-Content-Type-Options'] );
		$this->assertSame( 'public, no-cache', $answer['headers']['Cache-Control'] );
		$this->assertSame( (string) strlen( self::FILE ), $answer['headers']['Content-Length'] );

		$again = $this->domain()->answer( 'GET', $this->path(), $answer['headers']['ETag'] );
		$this->assertSame( 304, $again['status'] ?? null );
		$this->assertSame( '', $again['body'] ?? null );

		$head = $this->domain()->answer( 'HEAD', $this->path() );
		$this->assertSame( '', $head['body'] ?? null );

		$this->settings( array( ApplePayDomain::FIELD => self::FILE . 'AB' ) );
		$changed = $this->domain()->answer( 'GET', $this->path(), $answer['headers']['ETag'] );
		$this->assertSame( 200, $changed['status'] ?? null, 'A replaced file is sent again, not answered from the old copy.' );
	}

	public function test_with_apple_pay_off_or_no_file_the_address_is_left_to_wordpress(): void {
		$this->settings(
			array(
				'apple_pay'           => 'no',
				ApplePayDomain::FIELD => self::FILE,
			)
		);
		$this->assertNull( $this->domain()->answer( 'GET', $this->path() ) );
		$this->assertSame( '', $this->domain()->file() );

		$this->settings(
			array(
				'apple_pay'           => 'yes',
				ApplePayDomain::FIELD => '',
			)
		);
		$this->assertNull( $this->domain()->answer( 'GET', $this->path() ) );

		$this->settings( array( ApplePayDomain::FIELD => self::FILE ) );
		$this->assertNull( $this->domain()->answer( 'POST', $this->path() ), 'Only GET and HEAD read it.' );
		$this->assertNull( $this->domain()->answer( 'GET', $this->path() . '/x' ) );
		$this->assertNull( $this->domain()->answer( 'GET', '/.well-known/other' ) );

		// A file that got into the option some other way is never served when it is not text.
		$this->settings( array( ApplePayDomain::FIELD => '<script>alert(1)</script>' ) );
		$this->assertNull( $this->domain()->answer( 'GET', $this->path() ) );
	}

	public function test_the_buttons_leave_apple_pay_out_when_it_is_off(): void {
		$this->settings( array( 'apple_pay' => 'no' ) );
		$this->assertFalse( $this->gateway()->offers_apple_pay() );
		$this->settings( array( 'apple_pay' => 'yes' ) );
		$this->assertTrue( $this->gateway()->offers_apple_pay() );
	}

	/**
	 * @dataProvider bad_files
	 *
	 * @param string $file    What the owner pasted.
	 * @param string $message The start of the reason given.
	 */
	public function test_the_form_refuses_a_file_that_is_not_plain_text_of_a_sensible_size_and_keeps_the_saved_one( string $file, string $message ): void {
		$this->settings( array( ApplePayDomain::FIELD => self::FILE ) );
		$this->log_in_as( 'administrator' );
		$gateway         = $this->gateway();
		$gateway->errors = array();
		$gateway->set_post_data(
			array(
				'woocommerce_shopwright_express_enabled'   => '1',
				'woocommerce_shopwright_express_apple_pay' => '1',
				'woocommerce_shopwright_express_' . ApplePayDomain::FIELD => $file,
			)
		);
		$gateway->process_admin_options();

		$this->assertStringStartsWith( $message, (string) ( $gateway->get_errors()[0] ?? '' ) );
		$this->assertSame( self::FILE, get_option( 'woocommerce_' . Gateway::ID . '_settings' )[ ApplePayDomain::FIELD ] );
	}

	/**
	 * Files the form refuses, with the start of the reason.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function bad_files(): array {
		return array(
			'too large' => array( str_repeat( 'A', ApplePayDomain::MAX_BYTES + 1 ), 'The Apple Pay domain file is larger than 32 KB' ),
			'markup'    => array( '<?php echo 1; ?>', 'The Apple Pay domain file holds characters' ),
			'binary'    => array( "7B22\x00\x01", 'The Apple Pay domain file holds characters' ),
			'non-ASCII' => array( '7B22é', 'The Apple Pay domain file holds characters' ),
		);
	}

	public function test_a_shop_manager_saves_the_file_with_its_line_breaks_and_spaces_trimmed(): void {
		$this->log_in_as( 'administrator' );
		$gateway = $this->gateway();
		$gateway->set_post_data(
			array(
				'woocommerce_shopwright_express_enabled'   => '1',
				'woocommerce_shopwright_express_apple_pay' => '1',
				'woocommerce_shopwright_express_' . ApplePayDomain::FIELD => "  \r\n" . self::FILE . "\r\nAB\r\n",
			)
		);
		$this->assertTrue( $gateway->process_admin_options() );
		$this->assertSame( self::FILE . "\nAB", get_option( 'woocommerce_' . Gateway::ID . '_settings' )[ ApplePayDomain::FIELD ] );
	}

	public function test_through_woocommerces_rest_api_only_shop_managers_save_and_a_bad_file_is_refused_with_its_reason(): void {
		$this->settings( array( ApplePayDomain::FIELD => self::FILE ) );
		( new ApplePayDomain( static fn() => ExpressCheckoutModule::gateway() ) )->register();
		$route = '/wc/v3/payment_gateways/' . Gateway::ID;

		$this->log_in_as( 'editor' );
		$denied = $this->rest( 'PUT', $route, array( 'settings' => array( ApplePayDomain::FIELD => 'ABCDEF' ) ) );
		$this->assertContains( $denied->get_status(), array( 401, 403 ) );

		$this->log_in_as( 'administrator' );
		$bad = $this->rest( 'PUT', $route, array( 'settings' => array( ApplePayDomain::FIELD => '<b>not it</b>' ) ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'shopwright_apple_pay_domain_file', $bad->as_error()->get_error_code() );

		$this->assertSame( self::FILE, get_option( 'woocommerce_' . Gateway::ID . '_settings' )[ ApplePayDomain::FIELD ] );

		$good = $this->rest( 'PUT', $route, array( 'settings' => array( ApplePayDomain::FIELD => 'ABCDEF0123' ) ) );
		$this->assertSame( 200, $good->get_status() );
		$this->assertSame( 'ABCDEF0123', get_option( 'woocommerce_' . Gateway::ID . '_settings' )[ ApplePayDomain::FIELD ] );
	}
}
