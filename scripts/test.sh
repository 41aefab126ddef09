#!/usr/bin/env bash
# `npm test`: typecheck, lint, build, then the test tiers (see README › Testing): unit and
# component tests, integration tests on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL,
# the operator tests once, and the end-to-end suite against the production build in Chromium.
#
# The steps run in two lanes side by side, one per core (Vitest runs one worker on two cores, and
# an e2e run's Chromium and server keep about one core busy). The e2e suite is cut into groups of
# spec files, each run by its own server on its own port, data and database, so both lanes can
# share it. One lane starts with the build (the e2e groups and the operator tests need it), the
# other with the checks; then each takes the next step no lane has claimed yet, longest first.
# A failure stops both lanes after their current step. Each step's output is printed whole when
# it ends, with how long it took, and a summary of the timings closes the run.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
start_of_run=$SECONDS

step_typecheck() { npx react-router typegen && npx tsgo --noEmit; }
step_lint() { node scripts/check-lockfile.mjs && npx biome check .; }
step_build() { npx react-router build; }
step_unit() { npx vitest run --project unit --project component; }
step_integration_pglite() { npx vitest run --project integration; }
step_integration_postgres() { TEST_DB=postgres npx vitest run --project integration; }
# The operator tests run the production build, which the other lane may still be making.
step_operator() { await_step build && npx vitest run --project operator; }

# The e2e groups, of about the same length (two to three minutes each); every spec file not named
# here runs in the last one. Group N runs on port E2E_PORT + N - 1.
e2e_groups=(
  "site-pages site-chrome seo-documents api-docs"
  "journal-seo layout visitor-experience"
  "admin admin-content articles-list article-editor article-publishing"
)
e2e_port_base=${E2E_PORT:-3100}
e2e_files() {
  local group=$1 named=" ${e2e_groups[*]} " file name
  if [ "$group" -le "${#e2e_groups[@]}" ]; then
    for name in ${e2e_groups[$((group - 1))]}; do echo "tests/e2e/$name.spec.ts"; done
    return
  fi
  for file in tests/e2e/*.spec.ts; do
    name=$(basename "$file" .spec.ts)
    [[ $named == *" $name "* ]] || echo "$file"
  done
}
# Each group reuses the build above (E2E_BUILD_DIR) instead of building its own.
step_e2e() {
  local group=$1
  await_step build &&
    E2E_PORT=$((e2e_port_base + group - 1)) E2E_SKIP_BUILD=1 E2E_BUILD_DIR=build \
      npx playwright test $(e2e_files "$group")
}
e2e_group_count=$(( ${#e2e_groups[@]} + 1 ))
for group in $(seq 1 "$e2e_group_count"); do
  eval "step_e2e_$group() { step_e2e $group; }"
done

# Waits for a step of another lane to end; fails if a step has failed meanwhile.
await_step() {
  until [ -e "$logs/$1.done" ]; do
    [ -e "$logs/failed" ] && return 1
    sleep 1
  done
}

# Runs the named steps one after another, then takes each step of `queue` that no lane has
# claimed yet (mkdir claims a step atomically). Stops at the first failure, in this lane or the
# other.
lane() {
  local name
  for name in "$@"; do
    run_step "$name" || return 1
  done
  for name in "${queue[@]}"; do
    mkdir "$logs/claim.$name" 2>/dev/null || continue
    run_step "$name" || return 1
  done
}

# The children's user and system time from the output of `times` (e.g. "1m2.500s 0m3.250s").
cpu_seconds() {
  sed -n 2p "$1" | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, part, "m"); total += part[1] * 60 + part[2] }
    printf "%d", total
  }'
}

run_step() {
  local name=$1 start status
  [ -e "$logs/failed" ] && return 1
  start=$SECONDS
  # `times` prints the CPU time of the step's processes (the second line: its children, user
  # and system), whether the step ends or fails: the processor time is what the two lanes
  # share, so it says which step to make cheaper.
  (trap 'times >"$logs/$name.times"' EXIT; set -e; "step_$name") >"$logs/$name.log" 2>&1
  status=$?
  [ $status -eq 0 ] && touch "$logs/$name.done" || touch "$logs/failed"
  printf '%s %s in %ss (%s CPU-s)\n' "$([ $status -eq 0 ] && echo ✓ || echo ✗)" "$name" \
    "$((SECONDS - start))" "$(cpu_seconds "$logs/$name.times")" \
    | tee -a "$logs/summary" >>"$logs/$name.log"
  # One step's output at a time, whole, whichever lane finishes first.
  flock "$logs/summary" sh -c 'printf "\n\033[1m▶ %s\033[0m\n" "$1"; cat "$2"' _ "$name" "$logs/$name.log"
  return $status
}

# Longest first, so that neither lane is left with a long step when the other is done.
queue=(operator)
# The browser the e2e suite launches (tools/chromium.mjs decides, as playwright.config.ts does).
browser=$(node --input-type=module -e \
  'import { e2eBrowserPath } from "./tools/chromium.mjs"; console.log(e2eBrowserPath)')
if [ -x "$browser" ]; then
  for group in $(seq 1 "$e2e_group_count"); do queue+=("e2e_$group"); done
elif [ "${CI:-}" = "true" ]; then
  echo "No browser at $browser: the end-to-end suite cannot run (install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH)." >&2
  exit 1
else
  echo "No browser at $browser: skipping the end-to-end tests (install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH)."
fi
queue+=(integration_pglite)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  queue+=(integration_postgres)
else
  echo "TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the integration tests."
fi

lane build &
build_lane=$!
lane typecheck lint unit
checks_status=$?
wait "$build_lane"
build_status=$?

printf '\n\033[1mTimings\033[0m (total %ss)\n' "$((SECONDS - start_of_run))"
sed 's/^/  /' "$logs/summary"
[ $checks_status -eq 0 ] && [ $build_status -eq 0 ]
