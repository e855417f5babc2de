/**
 * The buttons on a product page: they pay for the product form's choice and quantity, through a
 * cart of their own, so the shopper's own cart is left as it is.
 */

/**
 * Internal dependencies
 */
import { decimalToStripe, quantity } from './amounts';
import { EphemeralCart } from './cart';
import type { ButtonDeps } from './buttons';
import type { ExpressConfig } from './config';
import { QUANTITY_DEBOUNCE, type Placement } from './placement';

/**
 * The chosen variation's attributes and id, read from the product form.
 *
 * @param form       The add to cart form.
 * @param fallbackId
 */
function chosenProduct(
	form: HTMLFormElement | null,
	fallbackId: number
): {
	id: number;
	variation: Array< { attribute: string; value: string } >;
} {
	const variationId = Number(
		form?.querySelector< HTMLInputElement >( 'input[name="variation_id"]' )
			?.value ?? 0
	);
	const variation = Array.from(
		form?.querySelectorAll< HTMLSelectElement >(
			'select[name^="attribute_"]'
		) ?? []
	).map( ( select ) => ( {
		attribute: select.name,
		value: select.value,
	} ) );
	return { id: variationId > 0 ? variationId : fallbackId, variation };
}

/**
 * The price of the chosen variation from the form's variation data, else the product's.
 *
 * @param form  The add to cart form.
 * @param price The product's price.
 */
function currentPrice( form: HTMLFormElement | null, price: string ): string {
	const variationId = Number(
		form?.querySelector< HTMLInputElement >( 'input[name="variation_id"]' )
			?.value ?? 0
	);
	if ( variationId > 0 && form?.dataset.product_variations ) {
		try {
			const variations: unknown = JSON.parse(
				form.dataset.product_variations
			);
			if ( Array.isArray( variations ) ) {
				for ( const variation of variations ) {
					if (
						typeof variation === 'object' &&
						variation !== null &&
						'variation_id' in variation &&
						Number( variation.variation_id ) === variationId &&
						'display_price' in variation
					) {
						return String( variation.display_price );
					}
				}
			}
		} catch {
			// Fall back to the product's price.
		}
	}
	return price;
}

/**
 * A product page: the product form's choice, quantity and price; a cart of its own.
 *
 * @param container The buttons' container.
 * @param config    Their configuration.
 * @param deps      The page's services.
 */
export function productPlacement(
	container: HTMLElement,
	config: ExpressConfig,
	deps: ButtonDeps
): Placement {
	const doc = container.ownerDocument;
	const product = config.product ?? {
		id: 0,
		name: '',
		price: '0',
		needsShipping: false,
	};
	const form =
		container.closest< HTMLFormElement >( 'form.cart' ) ??
		doc.querySelector< HTMLFormElement >( 'form.cart' );
	const addButton = form?.querySelector< HTMLElement >(
		'.single_add_to_cart_button'
	);
	const minor = config.stripeMinorUnit;
	const count = () =>
		quantity(
			form?.querySelector< HTMLInputElement >( 'input.qty' )?.value
		);
	const amount = () =>
		decimalToStripe( currentPrice( form, product.price ), minor ) * count();
	return {
		prepare: () => Promise.resolve(),
		amount,
		allow() {
			if ( addButton?.classList.contains( 'disabled' ) ) {
				deps.alert(
					addButton.classList.contains(
						'wc-variation-is-unavailable'
					)
						? config.i18n.unavailable
						: config.i18n.selectOptions
				);
				return false;
			}
			return true;
		},
		sheet() {
			const units = count();
			return {
				needsShipping: product.needsShipping,
				rates: product.needsShipping
					? [
							{
								id: 'pending',
								displayName: config.i18n.pending,
								amount: 0,
							},
						]
					: undefined,
				lines: [
					{
						name:
							units > 1
								? `${ product.name } × ${ units }`
								: product.name,
						amount: amount(),
					},
				],
			};
		},
		open() {
			const chosen = chosenProduct( form ?? null, product.id );
			const cart = new EphemeralCart( config.storeApi, deps.fetch );
			return {
				cart,
				building: cart.start( chosen.id, count(), chosen.variation ),
			};
		},
		openError: config.i18n.productError,
		// Paid from this page's own cart: the order-received page then leaves the shopper's
		// cart as it is.
		paymentData: [ { key: 'express_source', value: 'product' } ],
		cancel: ( cart, seen ) => cart.empty( seen ),
		watch( refresh ) {
			let debounce = 0;
			form?.addEventListener( 'input', ( event ) => {
				if (
					event.target instanceof HTMLInputElement &&
					event.target.matches( 'input.qty' )
				) {
					deps.clearTimeout( debounce );
					debounce = deps.setTimeout( refresh, QUANTITY_DEBOUNCE );
				}
			} );
			form?.addEventListener( 'shopwright:variation-found', refresh );
			form?.addEventListener( 'change', refresh );
		},
	};
}
