import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * Four tiers, chosen by file name (see README › Testing):
 * - unit: `*.test.ts` next to the code (and of the test support code): pure code only, no
 *   database, no global setup.
 * - integration: `*.db.test.ts` next to the code and `tests/integration/`: a fresh migrated
 *   database per file, PGlite by default, PostgreSQL with TEST_DB=postgres.
 * - operator: `tests/operator/` and `tools/`: the built server, CLI scripts and tools as
 *   subprocesses, once per run
 *   (they bring their own embedded database, so the engine choice does not apply).
 * - component: `*.test.tsx`: React components in happy-dom, routes stubbed with createRoutesStub.
 * Every tier fails a test that logs an error it did not declare (tests/setup/logged-errors.ts).
 */
const loggedErrors = "tests/setup/logged-errors.ts";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server,scripts}/**/*.test.ts", "tests/support/**/*.test.ts"],
          exclude: ["**/*.db.test.ts"],
          setupFiles: [loggedErrors],
          pool: "threads",
          // Pure code keeps no state between files, so they share a worker and its imports
          // (about 40% of this tier's time).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "component",
          include: ["app/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: [loggedErrors, "tests/setup/component.ts"],
          pool: "threads",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{app,server,scripts}/**/*.db.test.ts", "tests/integration/**/*.test.ts"],
          globalSetup: ["tests/setup/global-setup.ts"],
          setupFiles: [loggedErrors, "tests/setup/setup-file.ts"],
          pool: "forks",
          // Files share a process and its imports (the app's modules take ~3 CPU-s to load):
          // each gets its own database, and the setup file restores the environment after it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "operator",
          include: ["tests/operator/**/*.test.ts", "tools/**/*.test.ts"],
          globalSetup: ["tests/setup/operator-global-setup.ts"],
          setupFiles: [loggedErrors],
          pool: "forks",
        },
      },
    ],
  },
});
