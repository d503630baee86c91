#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine of this kind, and nothing that is
# already there: Debian's Chromium (never a tool's own browser download), a Java runtime for
# the Nu Html Checker, the PostgreSQL 15 server binaries for the throwaway test cluster, Caddy
# (the TLS front door the real Observatory scans), docker-compose (validates compose.yaml),
# SpamAssassin with Mail::DKIM for the mail deliverability test, and the other engines of the
# browser smoke tests (tests/browsers/): Firefox ESR, and WebKitGTK's WebDriver with its
# MiniBrowser (in libwebkit2gtk-4.1-0, a dependency) under Xvfb, and LibreOffice Calc (headless)
# for the spreadsheet test of the lead exports.
# With --quick (npm test), only Chromium: the quick loop's smoke test is all that needs one.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
if [ "${1:-}" != "--quick" ]; then
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15)
command -v caddy >/dev/null 2>&1 || need+=(caddy)
command -v docker-compose >/dev/null 2>&1 || need+=(docker-compose)
# The mail deliverability test (app/lib/mail/deliverability.server.test.ts): SpamAssassin's local
# rules score every e-mail the site sends, and Mail::DKIM verifies the DKIM signature.
command -v spamassassin >/dev/null 2>&1 || need+=(spamassassin)
perl -MMail::DKIM::Verifier -MNet::DNS -e1 >/dev/null 2>&1 || need+=(libmail-dkim-perl libnet-dns-perl)
command -v firefox-esr >/dev/null 2>&1 || need+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || need+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || need+=(xvfb)
command -v xauth >/dev/null 2>&1 || need+=(xauth)
# The exports opened by a real spreadsheet (app/lib/admin/spreadsheet.test.ts): Calc converts
# a tab's CSV and XLSX, the people XLSX and a sheet of every cell type, and the test reads the
# cells and their value types (dates, numbers, text, never a formula) back.
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-calc-nogui)
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing test dependencies: ${need[*]}"
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
