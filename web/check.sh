#!/usr/bin/env bash
# The client's generated types and its compiled JavaScript (server/web/static/js) are committed, so
# `make run` needs no build; regenerate and recompile both here and fail if either differs.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v npm >/dev/null; then
  ../tests/support/apt-install.sh nodejs npm
fi
../tests/support/npm-ci.sh .
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
./generate.sh "$out/generated"
if ! diff -r "$out/generated" src/generated >&2; then
  echo "web/check.sh: web/src/generated differs from the schemas; run 'make web' and commit" >&2
  exit 1
fi
npx --no-install tsc -p tsconfig.json --outDir "$out/js"
if ! diff -r "$out/js" ../server/web/static/js >&2; then
  echo "web/check.sh: server/web/static/js is stale; run 'make web' and commit the result" >&2
  exit 1
fi
