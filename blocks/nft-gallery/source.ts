/**
 * What the editor may type: the same forms the server accepts.
 */

/** Chains a wallet may be read on (OpenSea's names). */
export const CHAINS = [
	'ethereum',
	'polygon',
	'base',
	'arbitrum',
	'optimism',
	'avalanche',
	'klaytn',
	'zora',
	'blast',
	'sei',
] as const;

/**
 * Whether the text is a collection slug.
 *
 * @param text What the editor typed.
 */
export function isSlug( text: string ): boolean {
	return /^[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?$/.test( text.trim() );
}

/**
 * Whether the text is a wallet address.
 *
 * @param text What the editor typed.
 */
export function isAddress( text: string ): boolean {
	return /^0x[0-9a-fA-F]{40}$/.test( text.trim() );
}
