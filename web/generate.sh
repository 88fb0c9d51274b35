#!/usr/bin/env bash
# The client's generated types, into DIR (default web/src/generated), by openapi-typescript:
# openapi.d.ts from the HTTP contract (openapi/openapi.json, every game's table, moves, facts and
# content typed in it) and stream.d.ts from the stream's message schemas (openapi/asyncapi.yaml,
# wrapped as an OpenAPI document's components). Needs `npm ci` done in web/. With `--stream-only`,
# stream.d.ts alone (web/check.sh: openapi.d.ts is the TypeScript client's schema.d.ts).
set -euo pipefail
web="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$web")"
out="${1:-$web/src/generated}"
only="${2:-}"
mkdir -p "$out"
stream=$(mktemp --suffix=.json)
trap 'rm -f "$stream"' EXIT
"${PYTHON:-$root/.venv/bin/python}" - "$root/openapi/asyncapi.yaml" "$stream" <<'PY'
import json, sys, yaml
document = yaml.safe_load(open(sys.argv[1], encoding="utf-8"))
wrapped = {"openapi": "3.1.0", "info": document["info"], "paths": {}, "components": {"schemas": document["components"]["schemas"]}}
json.dump(wrapped, open(sys.argv[2], "w", encoding="utf-8"))
PY
cd "$web"
if [ "$only" != --stream-only ]; then
  npx --no-install openapi-typescript "$root/openapi/openapi.json" -o "$out/openapi.d.ts" --silent >/dev/null 2>&1
fi
npx --no-install openapi-typescript "$stream" -o "$out/stream.d.ts" --silent >/dev/null 2>&1
