"""The interactive API docs at ``/schema``, offline: Swagger UI loads its assets from this server,
out of the installed ``drf-spectacular-sidecar`` package (a current build, for OpenAPI 3.1), never
from a CDN. The package is only a carrier of those files: it is located, not imported (that would
import Django). Redoc, which the package also carries, is not offered: it fetches its logo from a CDN.

The page has no inline script or style: Swagger UI is started by ``/schema/start.js`` and reads the
contract from ``/schema/openapi.json``, so the docs carry as strict a Content Security Policy as the
web client (``server.headers``): Swagger UI sets the styles it draws through the DOM, which a
policy does not govern (tests/browser/test_docs_policy.py).
"""

from __future__ import annotations

from importlib.util import find_spec
from pathlib import Path
from typing import Any

from litestar import Request, get
from litestar.openapi.plugins import JsonRenderPlugin, OpenAPIRenderPlugin, SwaggerRenderPlugin
from litestar.static_files import create_static_files_router

from igroteka.server.contract import typed
from igroteka.server.staticfiles import StaticFiles

ASSETS = "/schema/assets"


def assets_dir() -> Path:
    spec = find_spec("drf_spectacular_sidecar")
    assert spec is not None and spec.submodule_search_locations, "drf-spectacular-sidecar is a dependency"
    return Path(next(iter(spec.submodule_search_locations))) / "static" / "drf_spectacular_sidecar"


class Typed:
    """A render plugin that shows the typed contract (``server.contract``) instead of litestar's
    generic document; computed once, as litestar computes its document once."""

    _typed: dict[str, Any] | None = None

    def typed_schema(self, openapi_schema: dict[str, Any]) -> dict[str, Any]:
        if self._typed is None:
            self._typed = typed(openapi_schema)
        return self._typed


class TypedJson(Typed, JsonRenderPlugin):
    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return super().render(request, self.typed_schema(openapi_schema))


SWAGGER = f"{ASSETS}/swagger-ui-dist"
START = "/schema/start.js"
PAGE = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Igroteka API</title>
<link rel="icon" type="image/png" href="{SWAGGER}/favicon-32x32.png">
<link rel="stylesheet" href="{SWAGGER}/swagger-ui.css">
<script src="{SWAGGER}/swagger-ui-bundle.js" defer></script>
<script src="{START}" defer></script>
</head>
<body><div id="swagger-container"></div></body>
</html>
""".encode()
START_JS = """window.ui = SwaggerUIBundle({
  url: "/schema/openapi.json",
  dom_id: "#swagger-container",
  deepLinking: true,
  showExtensions: true,
  showCommonExtensions: true,
  presets: [SwaggerUIBundle.presets.apis],
});
"""


class Swagger(SwaggerRenderPlugin):
    """Swagger UI's page, the same for every request (the contract is fetched by the page)."""

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return PAGE


@get(START, media_type="text/javascript", include_in_schema=False, sync_to_thread=False)
def start_script() -> str:
    return START_JS


def docs_plugins() -> list[OpenAPIRenderPlugin]:
    return [TypedJson(), Swagger(path=["/", "/swagger"])]


def docs_assets() -> list[Any]:
    return [
        create_static_files_router(
            path=ASSETS, directories=[assets_dir()], include_in_schema=False, file_system=StaticFiles()
        ),
        start_script,
    ]
