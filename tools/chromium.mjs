import fs from "node:fs";

// Debian's Chromium as the browser tests and the Lighthouse benchmark launch it: run as root in
// a container with no GPU, and kept off the network (no updates, sync or QUIC probes), since
// nothing outside the machine may be reached.

/** The full browser: Lighthouse and the screenshots measure what a visitor's Chrome does. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The end-to-end suite's browser: Debian's headless shell (package chromium-headless-shell, the
 * same engine without the desktop browser's windowing layers) when installed, which spends a
 * third less processor time on the suite than the full browser in headless mode; the full
 * browser otherwise. CHROMIUM_PATH overrides both.
 */
export const e2eBrowserPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
