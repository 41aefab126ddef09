// Debian's Chromium as the browser tests and the Lighthouse benchmark launch it: run as root in
// a container with no GPU, and kept off the network (no updates, sync or QUIC probes), since
// nothing outside the machine may be reached.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
