#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what the tests need, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
# Each step's heading also says how long the step before it took and how busy the machine's
# CPUs were meanwhile (from /proc/stat): where the time goes, and whether more parallelism
# could help (it cannot where they were already busy).
cpu_ticks() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat 2>/dev/null || echo "0 0"; }
read -r last_busy last_all < <(cpu_ticks)
first_busy=$last_busy first_all=$last_all last_at=$start
step() {
  local now busy all took=""
  now=$(date +%s)
  read -r busy all < <(cpu_ticks)
  if [ "$now" -gt "$start" ] && [ "$all" -gt "$last_all" ]; then
    took="; the step before took $(( now - last_at ))s, CPUs $(( 100 * (busy - last_busy) / (all - last_all) ))% busy"
  fi
  printf '\n== %s (%ss%s)\n' "$1" "$(( now - start ))" "$took"
  last_busy=$busy last_all=$all last_at=$now
}

step "Test dependencies (Debian packages)"
bash scripts/ensure-test-deps.sh
step "npm install"
# Skipped when package.json and package-lock.json are byte for byte those of the last install
# that succeeded here (a stamp in node_modules): it would only spend time confirming that.
stamp=node_modules/.retreatly-install-stamp
want=$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  echo "package.json and package-lock.json unchanged since the last install: skipped"
else
  npm_config_nodedir=/usr npm install --no-audit --no-fund --loglevel=error
  # npm may have rewritten the lockfile: stamp what is there now.
  cat package.json package-lock.json | sha256sum | cut -d' ' -f1 > "$stamp"
fi
# The real MDN HTTP Observatory, in its own folder without its downloading postinstall.
node scripts/install-observatory.mjs
step "Production build"
npm run build --silent
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
step "Type check, beside the unit and integration tests (SQLite and a throwaway PostgreSQL)"
# The type check mostly waits on one core while the tests wait on databases and timers, so
# they share the machine; its output is printed once the tests are done, and either failing
# fails the run.
(npx react-router typegen && npx tsc) > .cache/typecheck.log 2>&1 &
typecheck=$!
unit=0
npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json" || unit=$?
tc=0
wait "$typecheck" || tc=$?
cat .cache/typecheck.log
if [ "$tc" -ne 0 ]; then echo "Type check failed"; fi
if [ "$unit" -ne 0 ] || [ "$tc" -ne 0 ]; then exit 1; fi
step "End-to-end tests in Chromium against the production build"
npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=./tests/support/flaky-reporter.ts --reporter=json --outputFile="$results/e2e.json"
step "Smoke tests in Firefox ESR and WebKitGTK"
npx vitest run --config vitest.browsers.config.ts --reporter=default --reporter=./tests/support/flaky-reporter.ts --reporter=json --outputFile="$results/browsers.json"
step "Reliability: crashes, hostile input, attacks, headers, scale-out"
npx vitest run --config vitest.reliability.config.ts --reporter=default --reporter=json --outputFile="$results/reliability.json"
step "All tests passed"
read -r busy all < <(cpu_ticks)
if [ "$all" -gt "$first_all" ]; then
  echo "The whole run: $(( $(date +%s) - start ))s, the machine's CPUs $(( 100 * (busy - first_busy) / (all - first_all) ))% busy"
fi
# One plain closing line for CI: the totals of the suites, and the tests that passed only on
# their second try (tests/support/flaky-reporter.ts).
node -e '
const fs = require("fs"); let passed = 0, failed = 0, skipped = 0;
for (const f of fs.readdirSync(process.argv[1]).filter((f) => f.endsWith(".json"))) {
  const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
const flakyFile = process.argv[1] + "/flaky.txt";
const flaky = fs.existsSync(flakyFile) ? fs.readFileSync(flakyFile, "utf8").split("\n").filter(Boolean) : [];
console.log(`Tests: ${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : "") + (flaky.length ? `; ${flaky.length} passed only on a second try:` : ""));
for (const t of flaky) console.log("  " + t);
' "$results"
