# Shared by the two test commands (scripts/test/quick.sh, scripts/test/validate.sh): the timed
# steps, the install that is skipped when nothing changed, and the closing lines. Sourced.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
start=$(date +%s)
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
# Each step's heading also says how long the step before it took and how busy the machine's
# CPUs were meanwhile (from /proc/stat): where the time goes, and whether the machine was
# shared with other work (a busy host can take twice as long: compare runs by these figures).
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

# Skipped when package.json and package-lock.json are byte for byte those of the last install
# that succeeded here (a stamp in node_modules): it would only spend time confirming that.
npm_install() {
  local stamp=node_modules/.retreatly-install-stamp want
  want=$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    echo "package.json and package-lock.json unchanged since the last install: skipped"
  else
    npm_config_nodedir=/usr npm install --no-audit --no-fund --loglevel=error
    # npm may have rewritten the lockfile: stamp what is there now.
    cat package.json package-lock.json | sha256sum | cut -d' ' -f1 > "$stamp"
  fi
}

# The type check mostly waits on one core while the tests wait on databases and timers, so it
# runs beside them: typecheck_start, the tests, then typecheck_wait prints its output and fails
# the run if it failed.
typecheck_start() {
  mkdir -p .cache
  (npx react-router typegen && npx tsc) > .cache/typecheck.log 2>&1 &
  typecheck_pid=$!
}
typecheck_wait() {
  local tc=0
  wait "$typecheck_pid" || tc=$?
  cat .cache/typecheck.log
  if [ "$tc" -ne 0 ]; then echo "Type check failed"; return 1; fi
}

# The closing lines: the whole run's time and CPU figures, then one plain line for CI with the
# totals of the suites and the tests that passed only on their second try
# (tests/support/flaky-reporter.ts).
finish() {
  local busy all
  step "$1"
  read -r busy all < <(cpu_ticks)
  if [ "$all" -gt "$first_all" ]; then
    echo "The whole run: $(( $(date +%s) - start ))s, the machine's CPUs $(( 100 * (busy - first_busy) / (all - first_all) ))% busy ($(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg))"
  fi
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
}
