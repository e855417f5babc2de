/**
 * Internal dependencies
 */
import { classify, clip, outsideReferrer, NONE } from '../touch';

const NOW = new Date( Date.UTC( 2026, 10, 25, 8, 30, 5 ) );
const SHOP = 'https://shop.test/';

describe( 'classify', () => {
	it( 'gives utm for campaign parameters, with every campaign field', () => {
		const touch = classify(
			`${ SHOP }product/hoodie/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=hoodies&utm_id=42&utm_source_platform=mailer&utm_creative_format=banner&utm_marketing_tactic=prospecting#top`,
			'https://mail.example.com/inbox',
			true,
			true,
			NOW
		);
		expect( touch ).toEqual( {
			source_type: 'utm',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_campaign: 'spring',
			utm_content: 'hero',
			utm_term: 'hoodies',
			utm_id: '42',
			utm_source_platform: 'mailer',
			utm_creative_format: 'banner',
			utm_marketing_tactic: 'prospecting',
			click_id: '',
			date: '2026-11-25 08:30:05',
			// This site's pages are kept as path and query, to 200 characters, without the fragment.
			entrance:
				'/product/hoodie/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=hoodies&utm_id=42&utm_source_platform=mailer&utm_creative_format=banner&utm_marketing_tactic=prospecting'.slice(
					0,
					200
				),
			referrer: 'https://mail.example.com/inbox',
		} );
	} );

	it( 'gives utm for a click id alone, naming its network and cpc, and keeps the id', () => {
		const touch = classify(
			`${ SHOP }?gclid=abc123`,
			'',
			false,
			true,
			NOW
		);
		expect( touch ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'google',
			utm_medium: 'cpc',
			utm_campaign: NONE,
			click_id: 'gclid:abc123',
		} );
		expect(
			classify(
				`${ SHOP }?fbclid=x&utm_source=fb-ads`,
				'',
				false,
				true,
				NOW
			)
		).toMatchObject( {
			utm_source: 'fb-ads',
			utm_medium: 'cpc',
			click_id: 'fbclid:x',
		} );
		expect(
			classify( `${ SHOP }?msclkid=m`, '', false, false, NOW )
		).toMatchObject( { utm_source: 'bing', click_id: 'msclkid:m' } );
		expect(
			classify( `${ SHOP }?ttclid=t`, '', false, false, NOW )
		).toMatchObject( { utm_source: 'tiktok', click_id: 'ttclid:t' } );
	} );

	it( 'gives organic for a search engine, even inside a visit, with the words when passed', () => {
		expect(
			classify(
				SHOP,
				'https://www.google.co.uk/search?q=blue+hoodie',
				false,
				true,
				NOW
			)
		).toMatchObject( {
			source_type: 'organic',
			utm_source: 'google',
			utm_medium: 'organic',
			utm_term: 'blue hoodie',
			referrer: 'https://www.google.co.uk/search?q=blue+hoodie',
		} );
		expect(
			classify( SHOP, 'https://duckduckgo.com/', true, false, NOW )
		).toMatchObject( {
			source_type: 'organic',
			utm_source: 'duckduckgo',
			utm_term: NONE,
		} );
		// A look-alike host is not the engine.
		expect(
			classify( SHOP, 'https://notgoogle.example/', true, false, NOW )
		).toMatchObject( {
			source_type: 'referral',
			utm_source: 'notgoogle.example',
		} );
	} );

	it( 'gives referral for another site only at the start of a visit', () => {
		expect(
			classify(
				SHOP,
				'https://www.blog.example/post/1?x=1',
				true,
				true,
				NOW
			)
		).toMatchObject( {
			source_type: 'referral',
			utm_source: 'blog.example',
			utm_medium: 'referral',
			utm_content: '/post/1',
		} );
		expect(
			classify( SHOP, 'https://blog.example/', false, true, NOW )
		).toBeNull();
	} );

	it( 'gives typein without a record, and keeps the record otherwise', () => {
		expect( classify( SHOP, '', true, false, NOW ) ).toMatchObject( {
			source_type: 'typein',
			utm_source: '(direct)',
			utm_medium: NONE,
			referrer: NONE,
		} );
		expect( classify( SHOP, '', true, true, NOW ) ).toBeNull();
		// The shop's own pages, www or not, are no referrer.
		expect(
			classify( SHOP, 'https://www.shop.test/shop/', true, true, NOW )
		).toBeNull();
	} );

	it( 'caps hostile values and strips control characters', () => {
		const long = 'x'.repeat( 8192 );
		const touch = classify(
			`${ SHOP }?utm_source=${ long }&utm_campaign=%3Cscript%3E%01%0Aa`,
			'',
			true,
			false,
			NOW
		);
		expect( touch?.utm_source ).toHaveLength( 100 );
		expect( touch?.utm_campaign ).toBe( '<script>a' );
		expect( touch?.entrance.length ).toBe( 200 );
	} );

	it( 'makes no touch from an address it cannot read', () => {
		expect( classify( 'not a url', '', true, false, NOW ) ).toBeNull();
	} );
} );

describe( 'clip and outsideReferrer', () => {
	it( 'never cuts a character in two', () => {
		expect( clip( '😀😀😀', 5 ) ).toBe( '😀😀' );
	} );

	it( 'drops control, bidirectional and zero-width characters but keeps joiners', () => {
		expect( clip( 'spring-\u202egpj.exe' ) ).toBe( 'spring-gpj.exe' );
		expect(
			clip(
				'a\u061cb\u200ec\u200fd\u202ae\u2066f\u2069g\u200bh\ufeffi\u0085j\n'
			)
		).toBe( 'abcdefghij' );
		expect( clip( '\u{1f469}\u200d\u{1f4bb}' ) ).toBe(
			'\u{1f469}\u200d\u{1f4bb}'
		);
	} );

	it( 'names only other sites', () => {
		expect( outsideReferrer( SHOP, 'https://a.example/p#x' ) ).toBe(
			'https://a.example/p'
		);
		expect( outsideReferrer( SHOP, `${ SHOP }cart/` ) ).toBe( NONE );
		expect( outsideReferrer( SHOP, 'garbage' ) ).toBe( NONE );
	} );
} );
