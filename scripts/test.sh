#!/usr/bin/env bash
# `npm test`: typecheck, lint, build, then the test tiers (see README › Testing): unit and
# component tests, integration tests on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL,
# the operator tests once, and the end-to-end suite against the production build in Chromium.
#
# The steps run in two lanes side by side, one per core: the build and then the end-to-end suite
# (Chromium and the server keep about one core busy), and beside it the checks and the Vitest
# tiers one after another (Vitest runs one worker on two cores, so each keeps about one core
# busy); whichever lane is free first takes the next of those. A failure stops both lanes after
# their current step. Each step's output is printed whole when it ends, with how long it took,
# and a summary of the timings closes the run.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
start_of_run=$SECONDS

step_typecheck() { npx react-router typegen && npx tsc --noEmit; }
step_lint() { node scripts/check-lockfile.mjs && npx biome check .; }
step_build() { npx react-router build; }
step_unit() { npx vitest run --project unit --project component; }
step_integration_pglite() { npx vitest run --project integration; }
step_integration_postgres() { TEST_DB=postgres npx vitest run --project integration; }
# The operator tests run the production build, which the browser lane makes.
step_operator() { await_step build && npx vitest run --project operator; }
# The e2e suite reuses the build above (E2E_BUILD_DIR) instead of building its own.
step_e2e() { E2E_SKIP_BUILD=1 E2E_BUILD_DIR=build npx playwright test; }

# Waits for a step of another lane to end; fails if a step has failed meanwhile.
await_step() {
  until [ -e "$logs/$1.done" ]; do
    [ -e "$logs/failed" ] && return 1
    sleep 1
  done
}

# Runs the named steps one after another, then helps the other lane: takes each step of
# `shared_steps` that no lane has claimed yet (mkdir claims a step atomically). Stops at the
# first failure, in this lane or the other.
lane() {
  local name
  for name in "$@"; do
    run_step "$name" || return 1
  done
  for name in "${shared_steps[@]}"; do
    mkdir "$logs/claim.$name" 2>/dev/null || continue
    run_step "$name" || return 1
  done
}

run_step() {
  local name=$1 start status
  [ -e "$logs/failed" ] && return 1
  start=$SECONDS
  (set -e; "step_$name") >"$logs/$name.log" 2>&1
  status=$?
  [ $status -eq 0 ] && touch "$logs/$name.done" || touch "$logs/failed"
  printf '%s %s in %ss\n' "$([ $status -eq 0 ] && echo ✓ || echo ✗)" "$name" "$((SECONDS - start))" \
    | tee -a "$logs/summary" >>"$logs/$name.log"
  # One step's output at a time, whole, whichever lane finishes first.
  flock "$logs/summary" sh -c 'printf "\n\033[1m▶ %s\033[0m\n" "$1"; cat "$2"' _ "$name" "$logs/$name.log"
  return $status
}

# The browser lane builds and runs the e2e suite; the other lane starts on the shared steps,
# cheapest first, and the browser lane takes what is left when it is done.
shared_steps=(typecheck lint unit integration_pglite)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  shared_steps+=(integration_postgres)
else
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the integration tests."
fi
shared_steps+=(operator)

browser_steps=(build)
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  browser_steps+=(e2e)
elif [ "${CI:-}" = "true" ]; then
  echo "Chromium not found at $chromium: the end-to-end suite cannot run (set CHROMIUM_PATH or install chromium)." >&2
  exit 1
else
  echo "Chromium not found at $chromium: skipping the end-to-end tests (install Debian's chromium or set CHROMIUM_PATH)."
fi

lane "${browser_steps[@]}" &
browser_lane=$!
lane
other_status=$?
wait "$browser_lane"
browser_status=$?

printf '\n\033[1mTimings\033[0m (total %ss)\n' "$((SECONDS - start_of_run))"
sed 's/^/  /' "$logs/summary"
[ $other_status -eq 0 ] && [ $browser_status -eq 0 ]
