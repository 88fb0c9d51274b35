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
# src/generated/openapi.d.ts is what the TypeScript client's schema.d.ts is, openapi-typescript's
# output for openapi/openapi.json (the same version pinned in both package-lock.json), which
# openapi/clients/check.sh regenerates and compares in the same `make test`: it is compared with
# that file here rather than generated a second time (~4.6 CPU s).
clients=../openapi/clients/typescript
pinned() { "${PYTHON:-../.venv/bin/python}" -c 'import json, sys; print(json.load(open(sys.argv[1]))["packages"]["node_modules/openapi-typescript"]["version"])' "$1/package-lock.json"; }
if [ "$(pinned .)" != "$(pinned "$clients")" ]; then
  echo "web/check.sh: web/ and openapi/clients/typescript/ pin different openapi-typescript versions" >&2
  exit 1
fi
./generate.sh "$out/generated" --stream-only
cp "$clients/schema.d.ts" "$out/generated/openapi.d.ts"
if ! diff -r "$out/generated" src/generated >&2; then
  echo "web/check.sh: web/src/generated differs from the schemas; run 'make web' and commit" >&2
  exit 1
fi
npx --no-install tsc -p tsconfig.json --outDir "$out/js"
if ! diff -r "$out/js" ../server/web/static/js >&2; then
  echo "web/check.sh: server/web/static/js is stale; run 'make web' and commit the result" >&2
  exit 1
fi
