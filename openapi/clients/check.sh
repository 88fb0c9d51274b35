#!/usr/bin/env bash
# The committed clients match openapi.json and type-check: regenerate both into a scratch directory
# and fail on any difference; mypy --strict the Python example against the generated package. The
# TypeScript example is type-checked against the generated types where it is compiled, by
# tests/api/test_clients.py (tsc --strict, tsconfig.json, failing on any error): `make test` runs both,
# and a second tsc here would only repeat that check (~5 CPU s).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bin="${BIN:-$root/.venv/bin}"
"$root/tests/support/npm-ci.sh" "$here/typescript"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$here/generate.sh" "$out"
if ! diff -r -x __pycache__ "$out/python/igroteka_client" "$here/python/igroteka_client" >&2 ||
  ! diff "$out/typescript/schema.d.ts" "$here/typescript/schema.d.ts" >&2; then
  echo "openapi/clients/check.sh: the clients differ from openapi.json; run openapi/clients/generate.sh and commit" >&2
  exit 1
fi
(cd "$here/python" && "$bin/mypy" --strict --cache-dir "$root/var/mypy" example.py igroteka_client)
