#!/usr/bin/env bash
# apt-get update, then apt-get install PACKAGES, waiting up to IGROTEKA_APT_WAIT seconds (600) for
# another install to finish rather than failing at once (a fresh machine often runs one at boot).
# apt waits for dpkg's locks itself (DPkg::Lock::Timeout), but not for the package lists' lock that
# `apt-get update` takes: that one is retried here.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
wait="${IGROTEKA_APT_WAIT:-600}"
deadline=$((SECONDS + wait))
until out=$(apt-get -o "DPkg::Lock::Timeout=$wait" update -qq 2>&1); do
  if ! grep -q "Could not get lock" <<<"$out" || ((SECONDS >= deadline)); then
    echo "$out" >&2
    exit 1
  fi
  sleep 1
done
apt-get -o "DPkg::Lock::Timeout=$((deadline > SECONDS ? deadline - SECONDS : 1))" install -y -qq "$@" >/dev/null
