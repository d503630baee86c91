#!/usr/bin/env bash
# `npm run validate` (and .ci/run): installs what the tests need, then runs every test: both
# databases, the whole end-to-end suite, Firefox and WebKit, reliability and the real clients
# (SpamAssassin, LibreOffice, the Observatory). `npm test` is the quick loop.
source "$(dirname "$0")/steps.sh"

step "Test dependencies (Debian packages)"
bash scripts/ensure-test-deps.sh
step "npm install"
npm_install
# The real MDN HTTP Observatory, in its own folder without its downloading postinstall.
node scripts/install-observatory.mjs
step "Production build"
npm run build --silent
step "Type check, beside the unit and integration tests (SQLite and a throwaway PostgreSQL)"
typecheck_start
unit=0
npx vitest run --reporter=default --reporter=json --outputFile="$results/unit.json" || unit=$?
typecheck_wait
[ "$unit" -eq 0 ]
step "Lint: import cycles and unused exports"
npm run lint --if-present
step "End-to-end tests in Chromium against the production build"
npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=./tests/support/flaky-reporter.ts --reporter=json --outputFile="$results/e2e.json"
step "Smoke tests in Firefox ESR and WebKitGTK"
npx vitest run --config vitest.browsers.config.ts --reporter=default --reporter=./tests/support/flaky-reporter.ts --reporter=json --outputFile="$results/browsers.json"
step "Reliability: crashes, hostile input, attacks, headers, scale-out"
npx vitest run --config vitest.reliability.config.ts --reporter=default --reporter=json --outputFile="$results/reliability.json"
finish "All tests passed"
