#!/usr/bin/env bash
# The client's generated types, into DIR (default web/src/generated): openapi.d.ts from the public
# schema (openapi/openapi.json, every game's table, moves, facts and content typed in it) by
# openapi-typescript. Needs `npm ci` done in web/.
set -euo pipefail
web="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$web")"
out="${1:-$web/src/generated}"
mkdir -p "$out"
cd "$web"
npx --no-install openapi-typescript "$root/openapi/openapi.json" -o "$out/openapi.d.ts" --silent >/dev/null 2>&1
