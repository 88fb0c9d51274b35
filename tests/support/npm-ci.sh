#!/usr/bin/env bash
# `npm ci` in DIR, unless its node_modules is already what its package-lock.json pins (npm ci then
# would only delete and fetch the same packages again). A copy of the lock inside node_modules
# says what was installed; `npm ci` removes node_modules first, so a failed install leaves none.
set -euo pipefail
cd "$1"
if ! cmp -s package-lock.json node_modules/.installed-lock.json; then
  npm ci --no-audit --no-fund --loglevel=error >/dev/null
  cp package-lock.json node_modules/.installed-lock.json
fi
