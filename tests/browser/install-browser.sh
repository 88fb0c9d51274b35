#!/usr/bin/env bash
# The browser tests drive Debian's Chromium headless shell, and the full Chromium run headless where
# they need it (Web Push); install them (and their driver) when missing, from Debian's packages, the
# way tests/support/with-postgres.sh installs PostgreSQL, waiting for another install's dpkg lock
# (tests/support/apt-install.sh). Nothing is downloaded at test time.
set -euo pipefail
if [ ! -x /usr/lib/chromium/chromium-headless-shell ] || [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  echo "install-browser: installing Debian's chromium-headless-shell, chromium and chromium-driver" >&2
  "$(dirname "$0")/../support/apt-install.sh" chromium-headless-shell chromium chromium-driver
fi
