<?php
/**
 * Server render of the product search block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Plugin;
use Shopwright\Search\SearchModule;
use Shopwright\Tests\TestCase;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHP's DOM classes name their properties in camelCase.

/**
 * What a visitor receives before any script runs: a search form that works, the combobox the
 * script enhances, and the script's configuration, escaped.
 */
final class ProductSearchBlockTest extends TestCase {

	private const BLOCK = 'wp-block-shopwright-product-search';

	/**
	 * Without a script the form submits to the site's search.
	 */
	public function test_form_submits_to_the_site_search(): void {
		$xpath = $this->dom( $this->render() );

		$form = $this->one( $xpath, '//form[@role="search"]' );
		$this->assertSame( home_url( '/' ), $form->getAttribute( 'action' ) );
		$this->assertSame( 'get', $form->getAttribute( 'method' ) );

		$input = $this->one( $xpath, '//form//input[@name="s"]' );
		$this->assertSame( 'search', $input->getAttribute( 'type' ) );
		$label = $this->one( $xpath, '//form//label[@for="' . $input->getAttribute( 'id' ) . '"]' );
		$this->assertSame( 'Search products', trim( $label->textContent ) );
		$this->one( $xpath, '//form//button[@type="submit"]' );
	}

	/**
	 * With WooCommerce the search lists products only.
	 */
	public function test_form_searches_products_with_woocommerce(): void {
		$this->requires_woocommerce();
		$hidden = $this->one( $this->dom( $this->render() ), '//form//input[@type="hidden"][@name="post_type"]' );
		$this->assertSame( 'product', $hidden->getAttribute( 'value' ) );
	}

	/**
	 * The input is a combobox controlling an empty, hidden listbox, with a polite live region.
	 */
	public function test_input_is_a_combobox_with_a_listbox_and_a_live_region(): void {
		$xpath = $this->dom( $this->render() );
		$input = $this->one( $xpath, '//input[@name="s"]' );

		$this->assertSame( 'combobox', $input->getAttribute( 'role' ) );
		$this->assertSame( 'list', $input->getAttribute( 'aria-autocomplete' ) );
		$this->assertSame( 'false', $input->getAttribute( 'aria-expanded' ) );
		$list = $this->one( $xpath, '//ul[@role="listbox"]' );
		$this->assertSame( $list->getAttribute( 'id' ), $input->getAttribute( 'aria-controls' ) );
		$this->assertTrue( $list->hasAttribute( 'hidden' ) );
		$this->assertSame( 0, $list->childNodes->length );
		$status = $this->one( $xpath, '//*[@role="status"]' );
		$this->assertSame( 'polite', $status->getAttribute( 'aria-live' ) );
	}

	/**
	 * The script learns both search addresses, the owner's settings and the texts.
	 */
	public function test_config_gives_the_endpoints_settings_and_labels(): void {
		$module = Plugin::instance()->modules()->get( 'search' );
		$this->assertInstanceOf( SearchModule::class, $module );
		$config = $this->config( $this->render( array( 'showSku' => true ) ) );

		$this->assertSame( $module->endpoint_url(), $config['endpointUrl'] );
		$this->assertSame( rest_url( 'shopwright/v1/search' ), $config['restUrl'] );
		$this->assertSame( Plugin::instance()->settings()->get( 'search', 'min_chars' ), $config['minChars'] );
		$this->assertSame( Plugin::instance()->settings()->get( 'search', 'debounce_ms' ), $config['debounceMs'] );
		$this->assertTrue( $config['display']['sku'], 'An attribute set on the block wins.' );
		$this->assertSame( Plugin::instance()->settings()->get( 'search', 'show_price' ), $config['display']['price'], 'An unset attribute follows the settings.' );
		$this->assertSame( 'No results', $config['labels']['noResults'] );
	}

	/**
	 * The featured badge's text is the plugin's, the tax label WooCommerce's price suffix, shown
	 * only when taxes are on.
	 */
	public function test_config_gives_the_featured_and_tax_labels(): void {
		$this->requires_woocommerce();
		$before = array();
		foreach ( array( 'woocommerce_calc_taxes', 'woocommerce_price_display_suffix', 'woocommerce_prices_include_tax', 'woocommerce_tax_display_shop' ) as $name ) {
			$before[ $name ] = get_option( $name );
		}
		update_option( 'woocommerce_calc_taxes', 'no' );
		update_option( 'woocommerce_price_display_suffix', 'incl. VAT' );
		update_option( 'woocommerce_prices_include_tax', 'yes' );
		update_option( 'woocommerce_tax_display_shop', 'incl' );
		$off = $this->config( $this->render() )['labels'];
		update_option( 'woocommerce_calc_taxes', 'yes' );
		$on = $this->config( $this->render() )['labels'];
		foreach ( $before as $name => $value ) {
			update_option( $name, $value );
		}

		$this->assertSame( 'Featured', $on['featured'] );
		$this->assertSame( '', $off['taxSuffix'], 'Taxes off: WooCommerce prints no suffix.' );
		$this->assertSame( 'incl. VAT', $on['taxSuffix'] );
	}

	/**
	 * The script learns where current prices are, and the owner's price and variation settings.
	 */
	public function test_config_gives_prices_and_variation_settings(): void {
		$settings = Plugin::instance()->settings();
		$config   = $this->config( $this->render() );
		$this->assertSame( rest_url( 'shopwright/v1/search/prices' ), $config['pricesUrl'] );
		$this->assertFalse( $config['dynamicPrices'], 'Off by default.' );
		$this->assertTrue( $config['goToFirstVariation'], 'On by default.' );

		$saved = $settings->update(
			array(
				'search' => array(
					'dynamic_prices'        => true,
					'go_to_first_variation' => false,
				),
			)
		);
		$this->assertIsArray( $saved );
		$config = $this->config( $this->render() );
		$this->assertTrue( $config['dynamicPrices'] );
		$this->assertFalse( $config['goToFirstVariation'] );
	}

	/**
	 * Hostile text in the placeholder or in a translation stays text.
	 */
	public function test_hostile_texts_stay_text(): void {
		$hostile = '"><script>alert(1)</script><b x=\'';
		add_filter(
			'gettext',
			static fn( string $translation, string $text ) => 'No results' === $text ? $hostile : $translation,
			10,
			2
		);
		$html = $this->render(
			array(
				'placeholder' => $hostile,
				'submitText'  => $hostile,
			)
		);

		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<b x', $html );
		$xpath = $this->dom( $html );
		$this->assertSame( $hostile, $this->one( $xpath, '//input[@name="s"]' )->getAttribute( 'placeholder' ) );
		$this->assertSame( $hostile, trim( $this->one( $xpath, '//button[@type="submit"]' )->textContent ) );
		$this->assertSame( $hostile, $this->config( $html )['labels']['noResults'] );
	}

	/**
	 * The icon layout has a button that opens the form; the form stays usable without a script.
	 */
	public function test_icon_layout_has_a_button_that_opens_the_form(): void {
		$xpath  = $this->dom( $this->render( array( 'layout' => 'icon' ) ) );
		$root   = $this->one( $xpath, '//div[@data-config]' );
		$toggle = $this->one( $xpath, '//button[contains(@class, "' . self::BLOCK . '__toggle")]' );
		$form   = $this->one( $xpath, '//form' );

		$this->assertStringContainsString( 'is-layout-icon', $root->getAttribute( 'class' ) );
		$this->assertSame( 'false', $toggle->getAttribute( 'aria-expanded' ) );
		$this->assertSame( $form->getAttribute( 'id' ), $toggle->getAttribute( 'aria-controls' ) );
		$this->assertFalse( $form->hasAttribute( 'hidden' ) );
	}

	/**
	 * The full layout has no open button.
	 */
	public function test_full_layout_has_no_open_button(): void {
		$xpath = $this->dom( $this->render() );
		$this->assertSame( 0, $xpath->query( '//button[contains(@class, "' . self::BLOCK . '__toggle")]' )->length );
	}

	/**
	 * The flexible layout and the mobile overlay switch at the chosen widths.
	 */
	public function test_breakpoints_are_written_for_the_instance(): void {
		$html  = $this->render(
			array(
				'layout'           => 'flexible',
				'breakpoint'       => 700,
				'mobileOverlay'    => true,
				'mobileBreakpoint' => 600,
			)
		);
		$xpath = $this->dom( $html );
		$id    = $this->one( $xpath, '//div[@data-config]' )->getAttribute( 'id' );

		$this->assertStringContainsString( '@container (max-width: 699px){#' . $id . '.is-enhanced', $html );
		$this->assertStringContainsString( '@media (max-width: 599px){#' . $id . '.is-enhanced', $html );
		$this->one( $xpath, '//button[contains(@class, "' . self::BLOCK . '__overlay-open")]' );
		$this->one( $xpath, '//form//button[contains(@class, "' . self::BLOCK . '__overlay-close")]' );
	}

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private function render( array $attributes = array() ): string {
		$this->assertTrue(
			\WP_Block_Type_Registry::get_instance()->is_registered( 'shopwright/product-search' ),
			'shopwright/product-search is not registered: build the blocks (npm run build) first.'
		);
		return render_block(
			array(
				'blockName'    => 'shopwright/product-search',
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The markup as a queryable document.
	 *
	 * @param string $html Markup.
	 */
	private function dom( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new \DOMXPath( $document );
	}

	/**
	 * The one element matching the query.
	 *
	 * @param \DOMXPath $xpath The document.
	 * @param string    $query XPath query.
	 */
	private function one( \DOMXPath $xpath, string $query ): \DOMElement {
		$found = $xpath->query( $query );
		$this->assertNotFalse( $found );
		$this->assertSame( 1, $found->length, "Expected one $query." );
		$element = $found->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $element );
		return $element;
	}

	/**
	 * The decoded data-config attribute.
	 *
	 * @param string $html Markup.
	 * @return array<string, mixed>
	 */
	private function config( string $html ): array {
		$root   = $this->one( $this->dom( $html ), '//div[@data-config]' );
		$config = json_decode( $root->getAttribute( 'data-config' ), true );
		$this->assertIsArray( $config );
		return $config;
	}
}
