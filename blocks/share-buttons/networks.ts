/**
 * The networks the editor offers, in the server's order (Shared\ShareLinks::NETWORKS in PHP).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export const NETWORKS = [
	'facebook',
	'x',
	'linkedin',
	'pinterest',
	'reddit',
	'whatsapp',
	'telegram',
	'email',
] as const;

export type Network = ( typeof NETWORKS )[ number ];

export function networkLabel( network: Network ): string {
	const labels: Record< Network, string > = {
		facebook: 'Facebook',
		x: 'X',
		linkedin: 'LinkedIn',
		pinterest: 'Pinterest',
		reddit: 'Reddit',
		whatsapp: 'WhatsApp',
		telegram: 'Telegram',
		email: __( 'Email', 'shopwright' ),
	};
	return labels[ network ];
}

/**
 * The picked networks after a checkbox changes, kept in the offered order.
 *
 * @param picked  The networks picked so far.
 * @param network The one ticked or unticked.
 * @param checked Whether it is now ticked.
 */
export function toggleNetwork(
	picked: string[],
	network: Network,
	checked: boolean
): Network[] {
	return NETWORKS.filter( ( other ) =>
		other === network ? checked : picked.includes( other )
	);
}
