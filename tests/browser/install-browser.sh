#!/usr/bin/env bash
# The browser tests drive Debian's headless Chromium; install it (and its driver) when missing,
# the way tests/support/with-postgres.sh installs PostgreSQL. Nothing is downloaded at test time.
set -euo pipefail
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  echo "install-browser: installing Debian's chromium and chromium-driver" >&2
  "$(dirname "$0")/../support/apt-install.sh" chromium chromium-driver
fi
