#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what the tests need, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { printf '\n== %s (%ss)\n' "$1" "$(( $(date +%s) - start ))"; }

step "Test dependencies (Debian packages)"
bash scripts/ensure-test-deps.sh
step "npm install"
npm_config_nodedir=/usr npm install --no-audit --no-fund --loglevel=error
# The real MDN HTTP Observatory, in its own folder without its downloading postinstall.
node scripts/install-observatory.mjs
step "Type check"
npx react-router typegen
npx tsc
step "Production build"
npm run build --silent
step "Unit and integration tests (SQLite and a throwaway PostgreSQL)"
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json"
step "End-to-end tests in Chromium against the production build"
npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile="$results/e2e.json"
step "Reliability: crashes, hostile input, attacks, headers, scale-out"
npx vitest run --config vitest.reliability.config.ts --reporter=default --reporter=json --outputFile="$results/reliability.json"
step "All tests passed"
# One plain closing line for CI: the totals of the three suites.
node -e '
const fs = require("fs"); let passed = 0, failed = 0, skipped = 0;
for (const f of fs.readdirSync(process.argv[1])) {
  const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}
console.log(`Tests: ${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$results"
