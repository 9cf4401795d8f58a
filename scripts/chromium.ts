/** The browser the browser tests and the page-speed bench drive: Debian's Chromium, or CHROMIUM_PATH. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Started the way a machine with a closed network needs: no background calls home, no GPU. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
