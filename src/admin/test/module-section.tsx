/**
 * WordPress dependencies
 */
import { RegistryProvider, createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { ModuleInfo } from '../../api/settings';
import { store } from '../../stores/settings';
import { settingsResponse } from '../../stores/settings/test/fixtures/settings-response';
import { ModuleSection, getFieldKeys } from '../module-section';
import { needsWooCommerce } from '../module-state';
import { getInputByLabelText, render } from './helpers/render';
import type { Rendered } from './helpers/render';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const searchModule: ModuleInfo = {
	id: 'search',
	label: 'Product search',
	description: 'Instant results as shoppers type.',
	requires_woocommerce: false,
	woocommerce_active: true,
};

let rendered: Rendered | undefined;

afterEach( () => {
	rendered?.unmount();
	rendered = undefined;
} );

describe( 'getFieldKeys', () => {
	it( 'lists the schema keys in order, without the excluded ones', () => {
		expect(
			getFieldKeys( settingsResponse.schema.properties.search, [
				'enabled',
			] )
		).toEqual( [ 'min_chars', 'match' ] );
		expect( getFieldKeys( undefined ) ).toEqual( [] );
	} );
} );

describe( 'needsWooCommerce', () => {
	it( 'is true only for a WooCommerce module while WooCommerce is inactive', () => {
		expect(
			needsWooCommerce( {
				...searchModule,
				requires_woocommerce: true,
				woocommerce_active: false,
			} )
		).toBe( true );
		expect(
			needsWooCommerce( { ...searchModule, requires_woocommerce: true } )
		).toBe( false );
		expect(
			needsWooCommerce( { ...searchModule, woocommerce_active: false } )
		).toBe( false );
	} );
} );

describe( 'ModuleSection', () => {
	function renderSection( module: ModuleInfo, fieldErrors = {} ) {
		const registry = createRegistry();
		registry.register( store );
		registry.dispatch( store ).receiveFieldErrors( fieldErrors );
		rendered = render(
			<RegistryProvider value={ registry }>
				<ModuleSection
					module={ module }
					schema={ settingsResponse.schema.properties[ module.id ] }
					values={ settingsResponse.settings[ module.id ] }
				/>
			</RegistryProvider>
		);
		return rendered.container;
	}

	it( 'labels its section with the module heading', () => {
		const container = renderSection( searchModule );
		const section = container.querySelector( 'section' );
		const headingId = section?.getAttribute( 'aria-labelledby' ) ?? '';

		expect( document.getElementById( headingId )?.textContent ).toBe(
			'Product search'
		);
		expect(
			getInputByLabelText( container, 'Enable Product search' ).checked
		).toBe( true );
	} );

	it( 'shows an error about the whole section', () => {
		const container = renderSection( searchModule, {
			search: 'search settings are not valid.',
		} );

		expect(
			container.querySelector( '.components-notice.is-error' )
				?.textContent
		).toContain( 'search settings are not valid.' );
	} );

	it( 'renders the switch alone for a module without a schema', () => {
		const container = renderSection( {
			...searchModule,
			id: 'storefront',
			label: 'Storefront',
		} );

		expect(
			getInputByLabelText( container, 'Enable Storefront' ).checked
		).toBe( true );
		expect( container.querySelectorAll( 'input, select' ) ).toHaveLength(
			1
		);
	} );
} );
