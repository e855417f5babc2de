<?php
/**
 * Server render of the locked-content block: the content, or the password form. The server alone
 * decides; see Shopwright\Media\LockedContent.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>          $attributes        The block attributes.
 * @var string                        $content           The inner blocks, rendered.
 * @var \WP_Block                     $block             The block instance, for its post context.
 * @var \Shopwright\Media\MediaModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_locked = $shopwright_module->locked_content();
if ( null === $shopwright_locked ) {
	return;
}
echo $shopwright_locked->render( $attributes, $content, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built, in LockedContent.
