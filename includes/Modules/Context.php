<?php
/**
 * What the plugin hands every module when it registers.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Modules;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Platform\ClientIdentity;
use Shopwright\Platform\EventCounter;
use Shopwright\Settings\Settings;
use Shopwright\Shared\LockedBlocks;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's shared services, built once by the composition root (includes/Plugin.php) and
 * passed to each module's register(). A module keeps what it needs from here and hands it on
 * to the classes it builds; nothing in a module asks the plugin for a service.
 */
final class Context {

	/**
	 * Keeps the services.
	 *
	 * @param Settings       $settings        The stored settings, every module's section.
	 * @param BlockRuntime   $block_runtime   The front-end runtime, with which a module declares
	 *                                        scripts that wait until their elements are near or
	 *                                        reached for.
	 * @param ClientIdentity $client_identity Who sent the current request, behind the proxies the
	 *                                        owner named: the address every limit counts against.
	 * @param LockedBlocks   $locked_blocks   Whether a locked-content block opens in this request,
	 *                                        answered by the media module while it runs.
	 * @param EventCounter   $event_counter   The one counter of events per day (popups shown,
	 *                                        wallet buttons clicked), in which each feature
	 *                                        defines its scope.
	 */
	public function __construct(
		public readonly Settings $settings,
		public readonly BlockRuntime $block_runtime,
		public readonly ClientIdentity $client_identity,
		public readonly LockedBlocks $locked_blocks,
		public readonly EventCounter $event_counter,
	) {}
}
