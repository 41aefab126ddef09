import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests run against the production build, on a fresh embedded database under
 * test-results/. E2E_PORT lets several runs coexist (each gets its own build and data).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const buildDir = port === 3100 ? "build" : `build-e2e-${port}`;
// Outside test-results/, which Playwright empties when any run starts.
const dataDir = `.e2e/data-${port}`;
const mailDir = `${dataDir}/mail`;
export const e2eDataDir = dataDir;
export const e2eMailDir = mailDir;
/** An admin made by `npm run admin:create` before the server starts (the operator's path). */
export const e2eOwner = { email: "owner@e2e.test", password: "Hangar-Door-2027" };

export default defineConfig({
  testDir: "tests/e2e",
  // Playwright empties its output directory when a run starts: one per port, so a run on
  // another port does not wipe this run's artifacts (or the server's DATA_DIR beside them).
  outputDir: `test-results/output-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: [
      `rm -rf ${dataDir}`,
      process.env.E2E_SKIP_BUILD ? "" : `BUILD_DIR=${buildDir} npx react-router build`,
      `npx tsx scripts/admin-create.ts --email ${e2eOwner.email} --password ${e2eOwner.password}`,
      `BUILD_DIR=${buildDir} node server.js`,
    ]
      .filter(Boolean)
      .join(" && "),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      ADMIN_EMAILS: "admin@e2e.test",
      STAFF_NOTIFY_EMAILS: "staff@e2e.test",
      LOG_LEVEL: "warn",
    },
  },
});
