#!/usr/bin/env bash
# Lint the committed contract: redocly's recommended rules on openapi.json and asyncapi.yaml, with
# the exceptions (and their reasons) in redocly.yaml. Fails on any error or warning.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --loglevel=error >/dev/null
if ! out=$(npx --no-install redocly lint ../openapi.json ../asyncapi.yaml --config redocly.yaml --format stylish 2>&1) ||
  grep -q " warning " <<<"$out"; then
  echo "$out" >&2
  echo "openapi/lint/check.sh: the contract has lint problems (above)" >&2
  exit 1
fi
