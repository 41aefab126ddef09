#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + integration tests on PGlite (and again on PostgreSQL when
# TEST_DATABASE_URL is set), then the end-to-end suite against the production build in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "Typecheck"
npx react-router typegen
npx tsc --noEmit

step "Lint"
node scripts/check-lockfile.mjs
npx biome check .

step "Build"
npx react-router build

step "Unit and integration tests (PGlite)"
npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Integration tests (PostgreSQL)"
  TEST_DB=postgres npx vitest run
else
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the integration tests."
fi

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  step "End-to-end tests (Chromium)"
  E2E_SKIP_BUILD=1 npx playwright test
elif [ "${CI:-}" = "true" ]; then
  echo "Chromium not found at $chromium: the end-to-end suite cannot run (set CHROMIUM_PATH or install chromium)." >&2
  exit 1
else
  echo "Chromium not found at $chromium: skipping the end-to-end tests (install Debian's chromium or set CHROMIUM_PATH)."
fi
