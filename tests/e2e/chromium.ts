/**
 * Debian's Chromium as every Playwright config here launches it: never a downloaded browser, and
 * none of the background connections this machine's closed network would refuse.
 */

/**
 * External dependencies
 */
import type { LaunchOptions } from '@playwright/test';

export const chromiumLaunchOptions: LaunchOptions = {
	executablePath: process.env.SHOPWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-dev-shm-usage',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--disable-quic',
		'--no-first-run',
	],
};
