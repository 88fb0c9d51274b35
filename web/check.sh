#!/usr/bin/env bash
# The compiled client under server/web/static/js is committed (so `make run` needs no build);
# recompile the TypeScript sources and fail if the committed JavaScript differs from them.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v npm >/dev/null; then
  apt-get update -qq >/dev/null && apt-get install -y -qq nodejs npm >/dev/null
fi
npm ci --no-audit --no-fund --loglevel=error >/dev/null
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npx --no-install openapi-typescript ../openapi/openapi.json -o "$out/openapi.d.ts" --silent
if ! diff "$out/openapi.d.ts" src/generated/openapi.d.ts >/dev/null; then
  echo "web/check.sh: web/src/generated/openapi.d.ts differs from openapi.json; run 'make web' and commit" >&2
  exit 1
fi
rm "$out/openapi.d.ts"
npx --no-install tsc -p tsconfig.json --outDir "$out"
if ! diff -r "$out" ../server/web/static/js >/dev/null; then
  diff -r "$out" ../server/web/static/js | head -40 >&2
  echo "web/check.sh: server/web/static/js is stale; run 'make web' and commit the result" >&2
  exit 1
fi
