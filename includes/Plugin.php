<?php
/**
 * Composition root: builds every module and service and hooks them into WordPress.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright;

use Shopwright\Admin\SettingsPage;
use Shopwright\Attribution\AttributionModule;
use Shopwright\Attribution\CurrentPageField;
use Shopwright\Assets\BlockRuntime;
use Shopwright\Assets\PublicData;
use Shopwright\Admin\WooCommerceNotice;
use Shopwright\Countdown\CountdownModule;
use Shopwright\ExpressCheckout\ExpressCheckoutModule;
use Shopwright\Media\LockGuard;
use Shopwright\Media\MediaModule;
use Shopwright\Modules\BlockTemplate;
use Shopwright\Modules\Context;
use Shopwright\Modules\Module;
use Shopwright\Modules\Modules;
use Shopwright\Platform\ClientIdentity;
use Shopwright\Platform\EventCounter;
use Shopwright\Platform\RetryAfter;
use Shopwright\Platform\WindowCounter;
use Shopwright\Platform\WooCommerce;
use Shopwright\Popups\PopupsModule;
use Shopwright\QuickView\QuickViewModule;
use Shopwright\Search\SearchModule;
use Shopwright\Settings\Schema;
use Shopwright\Settings\Settings;
use Shopwright\Settings\SettingsController;
use Shopwright\Shared\LockedBlocks;
use Shopwright\Sliders\SlidersModule;
use Shopwright\Storefront\StorefrontModule;
use Shopwright\Widgets\WidgetsModule;

defined( 'ABSPATH' ) || exit;

/**
 * The one place where everything the plugin hooks into can be read.
 */
final class Plugin {

	/**
	 * The inline script that hands the block editor Shopwright's data.
	 */
	public const EDITOR_DATA_HANDLE = 'shopwright-editor-data';

	/**
	 * The booted instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * Every feature module, switched on or not.
	 *
	 * @var Modules
	 */
	private Modules $modules;

	/**
	 * The stored settings.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The one runtime of the blocks' and features' front-end code.
	 *
	 * @var BlockRuntime
	 */
	private BlockRuntime $block_runtime;

	/**
	 * The shared services every module receives when it registers.
	 *
	 * @var Context
	 */
	private Context $context;

	/**
	 * Builds the plugin once and hooks it in.
	 *
	 * @param string $file Path of plugin.php.
	 */
	public static function boot( string $file ): void {
		if ( null !== self::$instance ) {
			return;
		}
		self::$instance = new self( $file );
		self::$instance->register();
	}

	/**
	 * The booted plugin, for tests and for other plugins that extend it.
	 *
	 * @throws \LogicException When called before plugin.php booted it.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			throw new \LogicException( 'Shopwright has not been booted.' );
		}
		return self::$instance;
	}

	/**
	 * Builds the object graph. Hooks nothing.
	 *
	 * @param string $file Path of plugin.php.
	 */
	private function __construct( private string $file ) {
		$this->modules       = new Modules(
			array(
				new SearchModule(),
				new PopupsModule(),
				new StorefrontModule(),
				new CountdownModule(),
				new AttributionModule(),
				new QuickViewModule(),
				new SlidersModule(),
				new MediaModule(),
				new WidgetsModule(),
				new ExpressCheckoutModule(),
			)
		);
		$this->settings      = new Settings( new Schema( $this->modules ) );
		$this->block_runtime = new BlockRuntime( $file, $this->settings );
		$this->context       = new Context( $this->settings, $this->block_runtime, new ClientIdentity( $this->settings ), new LockedBlocks(), new EventCounter( $GLOBALS['wpdb'] ) );
	}

	/**
	 * Hooks the plugin's services in; modules are registered once every plugin is loaded.
	 */
	private function register(): void {
		add_action( 'before_woocommerce_init', array( $this, 'declare_woocommerce_compatibility' ) );
		// Modules are read on init, not before: their settings carry translated labels, and
		// WordPress 6.7+ warns about translations loaded earlier. WooCommerce has loaded by then.
		add_action( 'init', array( $this, 'register_modules' ), 1 );
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_action( 'enqueue_block_editor_assets', array( $this, 'print_editor_data' ) );

		register_activation_hook( $this->file, array( SearchModule::class, 'activate' ) );
		register_deactivation_hook( $this->file, array( SearchModule::class, 'deactivate' ) );
		register_activation_hook( $this->file, array( PopupsModule::class, 'activate' ) );
		register_deactivation_hook( $this->file, array( PopupsModule::class, 'deactivate' ) );
		$this->block_runtime->register();
		( new PublicData( $this->file ) )->register();
		( new SettingsController( $this->settings, $this->modules ) )->register();
		( new SettingsPage( $this->file ) )->register();
		( new WooCommerceNotice( $this->settings, $this->modules ) )->register();
		// Locked content stays closed even while the media module is off.
		( new LockGuard() )->register();
		// Every 429 of our routes says when to try again.
		RetryAfter::register();
		// WooCommerce reads its attribution fields as it loads, before init.
		CurrentPageField::register();
	}

	/**
	 * The feature modules.
	 */
	public function modules(): Modules {
		return $this->modules;
	}

	/**
	 * The front-end runtime, with which a module declares scripts that wait until their elements
	 * are near the viewport or reached for.
	 */
	public function block_runtime(): BlockRuntime {
		return $this->block_runtime;
	}

	/**
	 * The settings service.
	 */
	public function settings(): Settings {
		return $this->settings;
	}

	/**
	 * The shared services the modules receive in register(), for tests that register a module
	 * of their own.
	 */
	public function context(): Context {
		return $this->context;
	}

	/**
	 * Tells WooCommerce that Shopwright works with its order tables and its cart and checkout blocks.
	 */
	public function declare_woocommerce_compatibility(): void {
		if ( ! class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
			return;
		}
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', $this->file, true );
		\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', $this->file, true );
	}

	/**
	 * Lets each module that is on, and usable on this site, add its hooks.
	 */
	public function register_modules(): void {
		// The table of the exact counts (passwords, payments); runs on init, as a site may have
		// been restored, migrated or upgraded without an activation.
		WindowCounter::maybe_install( $GLOBALS['wpdb'] );
		// The table of the features' daily event counts, with the move of the old popup and
		// wallet button tables into it.
		$this->context->event_counter->maybe_install();
		foreach ( $this->active_modules() as $module ) {
			$module->register( $this->context );
		}
	}

	/**
	 * Registers the blocks of the modules that are on, from their built block.json.
	 */
	public function register_blocks(): void {
		$build    = dirname( $this->file ) . '/build';
		$manifest = $build . '/blocks-manifest.php';
		if ( is_readable( $manifest ) && function_exists( 'wp_register_block_metadata_collection' ) ) {
			// Lets WordPress 6.7+ read every block.json from one PHP array instead of parsing each file.
			wp_register_block_metadata_collection( $build, $manifest );
		}
		// The manifest holds every block.json as built, the runtime's own key included.
		$metadata = is_readable( $manifest ) ? require $manifest : array();
		foreach ( $this->active_modules() as $module ) {
			foreach ( $module->blocks() as $folder ) {
				if ( is_readable( $build . '/' . $folder . '/block.json' ) ) {
					$block = $this->block_metadata( $metadata, $build, $folder );
					register_block_type( $build . '/' . $folder, $this->block_arguments( $block, $build . '/' . $folder, $module ) );
					$this->block_runtime->declare_block( $block, $folder );
				}
			}
		}
	}

	/**
	 * How a block is registered beyond its block.json: a block with a render.php gets it
	 * included with its module at hand (see Modules\BlockTemplate).
	 *
	 * @param array<string, mixed> $metadata The block's block.json.
	 * @param string               $folder   The block's built folder.
	 * @param Module               $module   The module that owns it.
	 * @return array<string, mixed>
	 */
	private function block_arguments( array $metadata, string $folder, Module $module ): array {
		if ( ! is_string( $metadata['render'] ?? null ) ) {
			return array();
		}
		$template = realpath( $folder . '/' . remove_block_asset_path_prefix( $metadata['render'] ) );
		return false === $template ? array() : array( 'render_callback' => new BlockTemplate( $template, $module ) );
	}

	/**
	 * A built block's block.json: from the blocks' manifest, else read from the file.
	 *
	 * @param mixed  $manifest The blocks' manifest (folder => metadata), or nothing.
	 * @param string $build    The build folder.
	 * @param string $folder   The block's folder.
	 * @return array<string, mixed>
	 */
	private function block_metadata( $manifest, string $build, string $folder ): array {
		if ( is_array( $manifest ) && is_array( $manifest[ $folder ] ?? null ) ) {
			return $manifest[ $folder ];
		}
		$metadata = wp_json_file_decode( $build . '/' . $folder . '/block.json', array( 'associative' => true ) );
		return is_array( $metadata ) ? $metadata : array();
	}

	/**
	 * Gives block editor scripts the few facts about the site they need.
	 */
	public function print_editor_data(): void {
		wp_register_script( self::EDITOR_DATA_HANDLE, false, array(), SHOPWRIGHT_VERSION, false );
		wp_enqueue_script( self::EDITOR_DATA_HANDLE );
		wp_add_inline_script(
			self::EDITOR_DATA_HANDLE,
			'window.shopwrightEditor = ' . wp_json_encode( array( 'woocommerceActive' => self::is_woocommerce_active() ) ) . ';'
		);
	}

	/**
	 * The modules switched on that can run here.
	 *
	 * @return list<Module>
	 */
	public function active_modules(): array {
		return $this->modules->active( $this->settings );
	}

	/**
	 * Whether WooCommerce is loaded. Reliable from plugins_loaded on.
	 */
	public static function is_woocommerce_active(): bool {
		return WooCommerce::active();
	}
}
