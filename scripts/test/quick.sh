#!/usr/bin/env bash
# `npm test`, the contributor's loop: the type check, the lint for import cycles and unused
# exports, the unit and integration tests on SQLite, and a smoke test in Chromium against the
# production build (tests/e2e/smoke.test.ts). `npm run validate` runs everything.
source "$(dirname "$0")/steps.sh"

step "Test dependencies (Debian's Chromium)"
bash scripts/ensure-test-deps.sh --quick
step "npm install"
npm_install
step "Production build, the type check beside it"
# First: the unit tests read the build's images (app/content/images.generated.json, public/img).
typecheck_start
npm run build --silent
typecheck_wait
step "Unit and integration tests on SQLite"
# PostgreSQL, SpamAssassin and LibreOffice are validate's: their tests are left out here.
TEST_DATABASES=sqlite npx vitest run --exclude app/lib/mail/deliverability.server.test.ts --exclude app/lib/admin/spreadsheet.test.ts \
  --reporter=default --reporter=json --outputFile="$results/unit.json"
step "Lint: import cycles and unused exports"
npm run lint --if-present
step "Smoke test in Chromium against the production build"
npx vitest run --config vitest.e2e.config.ts tests/e2e/smoke.test.ts --maxWorkers=1 \
  --reporter=default --reporter=./tests/support/flaky-reporter.ts --reporter=json --outputFile="$results/e2e.json"
finish "The quick loop passed (npm run validate runs everything)"
