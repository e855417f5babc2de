/**
 * The named exceptions of the wc-suite verdict (see verdict.mjs). Each entry is a test as
 * "file › describe › title", with its reason and, when it holds on some themes only, `themes`.
 * An entry that no longer happens is reported by the verdict so it can be removed.
 */

/**
 * Tests that wait for a Store API `cart` request (utils/cart.js addAProductToCart waits for
 * /wp-json/wc/store/v1/cart) which only WooCommerce's own Mini-Cart block makes on page load.
 * Shopwright's mini cart is rendered on the server and asks nothing on load; the classic theme
 * has no mini cart at all. They fail either way unless WooCommerce's block is on the page.
 */
const CART_WAIT =
	"waits for the Store API cart request that only WooCommerce's own Mini-Cart block makes on page load (utils/cart.js addAProductToCart); Shopwright's mini cart is rendered on the server and the classic theme has no mini cart";
export const STORE_API_CART_WAIT = {
	'add-to-cart.spec.js › Add to Cart behavior › should add only one product to the cart with AJAX add to cart buttons disabled and "Geolocate (with page caching support)" as the default customer location':
		{ reason: CART_WAIT },
	'checkout.spec.js › Checkout page › should display cart items in order review':
		{ reason: CART_WAIT },
	'checkout.spec.js › Checkout page › warn when customer is missing required details':
		{ reason: CART_WAIT },
};

/**
 * Tests that fail with Shopwright off as well as on, for reasons of their environment: which
 * WooCommerce and WordPress versions their copy was written for, and which theme.
 */
export const ENVIRONMENT = {};

/**
 * Known Shopwright differences, being fixed: pass with Shopwright off, fail with it on. The run
 * reports them loudly; they do not fail it. Remove an entry once its fix lands.
 */
export const KNOWN_DIFFERENCES = {};
