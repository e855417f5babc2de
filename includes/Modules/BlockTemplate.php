<?php
/**
 * A module's block rendered from its render.php, with its module at hand.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Modules;

defined( 'ABSPATH' ) || exit;

/**
 * The render callback the plugin registers for each block that has a render.php. It includes
 * the file as WordPress includes a block.json "render" file (with $attributes, $content and
 * $block), and adds $shopwright_module: the module that owns the block, through which the file
 * reaches the module's services (its feeds, its settings, the blocks' runtime). A render.php
 * never asks the plugin for anything.
 */
final class BlockTemplate {

	/**
	 * Keeps the file and its module.
	 *
	 * @param string $template Absolute path of the block's render.php.
	 * @param Module $module   The module that owns the block.
	 */
	public function __construct( private string $template, private Module $module ) {}

	/**
	 * The block's markup.
	 *
	 * @param array<string, mixed> $attributes The block attributes.
	 * @param string               $content    The inner blocks, rendered.
	 * @param \WP_Block            $block      The block instance.
	 */
	public function __invoke( $attributes, $content, $block ): string {
		$render = static function ( $attributes, $content, $block, Module $shopwright_module, string $shopwright_template ): string {
			ob_start();
			require $shopwright_template;
			return (string) ob_get_clean();
		};
		return $render( $attributes, $content, $block, $this->module, $this->template );
	}
}
