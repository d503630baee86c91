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
step "Type check"
npx react-router typegen
npx tsc
step "Production build"
npm run build --silent
step "Unit and integration tests (SQLite and a throwaway PostgreSQL)"
npx vitest run
step "End-to-end tests in Chromium against the production build"
npx vitest run --config vitest.e2e.config.ts
step "Reliability: crashes, hostile input, attacks, headers, scale-out"
npx vitest run --config vitest.reliability.config.ts
step "All tests passed"
