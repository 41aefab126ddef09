#!/usr/bin/env bash
# `npm test`: typecheck, lint, build, then the test tiers (see README › Testing): unit and
# component tests, integration tests on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL,
# the operator tests once, and the end-to-end suite against the production build in Chromium.
# Steps in one group run side by side; each step's output is printed whole when its group ends,
# with how long it took, and a summary of the timings closes the run.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
summary=()

step_typecheck() { npx react-router typegen && npx tsc --noEmit; }
step_lint() { node scripts/check-lockfile.mjs && npx biome check .; }
step_build() { npx react-router build; }
step_unit() { npx vitest run --project unit --project component; }
step_integration_pglite() { npx vitest run --project integration; }
step_integration_postgres() { TEST_DB=postgres npx vitest run --project integration; }
step_operator() { npx vitest run --project operator; }
# The e2e suite reuses the build above (E2E_BUILD_DIR) instead of building its own.
step_e2e() { E2E_SKIP_BUILD=1 E2E_BUILD_DIR=build npx playwright test; }

# Runs the named steps in parallel; fails when any of them fails.
group() {
  local pids=() name failed=0 index
  for name in "$@"; do
    (
      start=$SECONDS
      printf '\n\033[1m▶ %s\033[0m\n' "$name"
      (set -e; "step_$name")
      status=$?
      printf '%s %s in %ss\n' "$([ $status -eq 0 ] && echo ✓ || echo ✗)" "$name" "$((SECONDS - start))"
      exit $status
    ) >"$logs/$name.log" 2>&1 &
    pids+=($!)
  done
  for index in "${!pids[@]}"; do
    name=${*:index+1:1}
    wait "${pids[$index]}" || failed=1
    cat "$logs/$name.log"
    summary+=("$(tail -n 1 "$logs/$name.log")")
  done
  return $failed
}

finish() {
  printf '\n\033[1mTimings\033[0m (total %ss)\n' "$SECONDS"
  printf '  %s\n' "${summary[@]}"
  exit "$1"
}

group typecheck lint build unit || finish 1

integration=(integration_pglite)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  integration+=(integration_postgres)
else
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the integration tests."
fi
group "${integration[@]}" || finish 1

# Alone: it starts the server as a subprocess and waits for it within a deadline, which two
# Vitest runs beside it on two cores can exceed.
group operator || finish 1

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  group e2e || finish 1
elif [ "${CI:-}" = "true" ]; then
  echo "Chromium not found at $chromium: the end-to-end suite cannot run (set CHROMIUM_PATH or install chromium)." >&2
  finish 1
else
  echo "Chromium not found at $chromium: skipping the end-to-end tests (install Debian's chromium or set CHROMIUM_PATH)."
fi
finish 0
