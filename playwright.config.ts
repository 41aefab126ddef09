import { defineConfig, devices } from "@playwright/test";
import { resolveE2eDatabaseUrl } from "./tests/e2e/support/database";
import { chromiumFlags, e2eBrowserPath } from "./tools/chromium.mjs";

/**
 * End-to-end tests run against the production build, on a fresh PostgreSQL database when one is
 * reachable and on a fresh embedded database otherwise (tests/e2e/support/database.ts).
 * E2E_PORT lets several runs coexist (each gets its own build, data and database).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const buildDir = process.env.E2E_BUILD_DIR ?? (port === 3100 ? "build" : `build-e2e-${port}`);
// Outside test-results/, which Playwright empties when any run starts.
const dataDir = `.e2e/data-${port}`;
const mailDir = `${dataDir}/mail`;
export const e2eDataDir = dataDir;
export const e2eMailDir = mailDir;
/** Signed-in browser states, made once per run by the global setup. */
export const e2eAuthDir = `.e2e/auth-${port}`;
/** An admin made by `npm run admin:create` before the server starts (the operator's path). */
export const e2eOwner = { email: "owner@e2e.test", password: "Hangar-Door-2027" };

// Set in the runner's environment so its workers (which load this file again) agree.
const databaseUrl = resolveE2eDatabaseUrl(port);
process.env.E2E_DATABASE_URL = databaseUrl;
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  // Playwright empties its output directory when a run starts: one per port, so a run on
  // another port does not wipe this run's artifacts (or the server's DATA_DIR beside them).
  outputDir: `test-results/output-${port}`,
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  // One retry in CI for a machine hiccup; it is safe because every test makes its own data,
  // and Playwright still reports a test that passed only on retry as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace of every test cost a third of the suite's CPU time; a failure's retry
    // is recorded (run with `--trace on` to record a local failure).
    trace: "on-first-retry",
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: [
      `rm -rf ${dataDir} ${e2eAuthDir}`,
      databaseUrl ? "npx tsx tests/e2e/support/recreate-database.ts" : "",
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
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_EMAILS: "admin@e2e.test",
      STAFF_NOTIFY_EMAILS: "staff@e2e.test",
      LOG_LEVEL: "warn",
      // The tests name a client address per test (tests/e2e/support/fixtures.ts).
      TRUST_PROXY: "loopback",
    },
  },
});
