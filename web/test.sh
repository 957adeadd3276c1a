#!/usr/bin/env bash
# The page's tests in a real browser (web/tests/*.test.js): installs Debian's
# Chromium when /usr/bin/chromium is missing and Playwright (`npm ci`), builds the page
# (web/build.sh) and the command line the numbers are checked against, then runs them.
# SCREENSHOT=docs/web.png saves the README's screenshot.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
bash web/build.sh >/dev/null
# The binary `cargo test` builds (the debug profile), unless HANDRANK names another.
[ -n "${HANDRANK:-}" ] || cargo build --quiet --bin handrank
(cd web/tests && npm ci --silent --no-audit --no-fund)
cd web/tests
if [ -n "${SCREENSHOT:-}" ]; then
    SCREENSHOT="$(cd ../.. && realpath -m "$SCREENSHOT")"
    export SCREENSHOT
fi
node --test browser.test.js draws.test.js links.test.js offline.test.js
