#!/usr/bin/env bash
# The generated clients, from the committed openapi/openapi.json, into DIR (default: beside this
# script): python/igroteka_client (openapi-python-client; python/pyproject.toml, written by hand,
# makes it a distribution of its own) and typescript/schema.d.ts
# (openapi-typescript, used through openapi-fetch). Needs the test extras installed and `npm ci`
# done in openapi/clients/typescript.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="${1:-$here}"
bin="${BIN:-$root/.venv/bin}"
mkdir -p "$out/python" "$out/typescript"
rm -rf "$out/python/igroteka_client"
"$bin/openapi-python-client" generate --path "$root/openapi/openapi.json" --meta none \
  --config "$here/python/generator.yaml" --output-path "$out/python/igroteka_client" >/dev/null
touch "$out/python/igroteka_client/py.typed" # PEP 561: the installed package's types are to be used
(cd "$here/typescript" && npx --no-install openapi-typescript "$root/openapi/openapi.json" \
  -o "$out/typescript/schema.d.ts" --silent >/dev/null 2>&1)
