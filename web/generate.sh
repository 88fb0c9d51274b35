#!/usr/bin/env bash
# The client's generated types, into DIR (default web/src/generated): openapi.d.ts from the public
# schema (openapi/openapi.json) and <game>.d.ts from each game's table, move, fact and content
# schemas (python -m server.web.schemas), both by openapi-typescript. Needs `npm ci` done in web/.
set -euo pipefail
web="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$web")"
out="${1:-$web/src/generated}"
mkdir -p "$out"
documents=$(mktemp -d)
trap 'rm -rf "$documents"' EXIT
(cd "$root" && "${PYTHON:-$root/.venv/bin/python}" -m server.web.schemas "$documents")
cd "$web"
npx --no-install openapi-typescript "$root/openapi/openapi.json" -o "$out/openapi.d.ts" --silent >/dev/null 2>&1
for document in "$documents"/*.openapi.json; do
  game=$(basename "$document" .openapi.json)
  npx --no-install openapi-typescript "$document" -o "$out/$game.d.ts" --silent >/dev/null 2>&1
done
