import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { machineClockEnv } from './machine-clock.js';

/** Debian's Chromium, which `.ci/run` installs where it is missing; the browser tests skip without it. */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/**
 * Headless Chromium as root on a machine with no network beyond loopback: without the
 * background-networking flags it keeps trying (and failing) to reach Google's hosts.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // Chromium keeps the machine's clock when the suite runs on a moved one.
    env: machineClockEnv(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
