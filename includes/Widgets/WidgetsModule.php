<?php
/**
 * Widgets: the blocks owners moving from a page builder expect.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Widgets;

use Shopwright\Modules\Context;
use Shopwright\Modules\Module;

defined( 'ABSPATH' ) || exit;

/**
 * A table of contents, share buttons, slides and a portfolio, each server-rendered and usable without
 * script; their scripts wait in the blocks' runtime until the block is near or reached for. Archive
 * pages asked to show a template scroll to it (TemplateScroll). The Query Loop gets three archive
 * layouts as patterns (ArchivePatterns).
 */
final class WidgetsModule extends Module {

	/**
	 * The table of contents' headings and the anchors it adds.
	 *
	 * @var TableOfContents|null
	 */
	private ?TableOfContents $table_of_contents = null;

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'widgets';
	}

	/**
	 * {@inheritDoc}
	 */
	public function label(): string {
		return __( 'Widgets', 'shopwright' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function description(): string {
		return __( 'A table of contents, share buttons, a hero slider and a filterable portfolio, as blocks that work before any script loads.', 'shopwright' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function blocks(): array {
		return array( 'table-of-contents', 'share-buttons', 'slides', 'slide', 'portfolio' );
	}

	/**
	 * The table of contents' helper, once the module is registered.
	 */
	public function table_of_contents(): ?TableOfContents {
		return $this->table_of_contents;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		$this->table_of_contents = new TableOfContents( $context->locked_blocks );
		$this->table_of_contents->register();
		( new CartPagePlaceholder( SHOPWRIGHT_FILE ) )->register();
		( new TemplateScroll( SHOPWRIGHT_FILE ) )->register();
		( new ArchivePatterns() )->register();
	}
}
