"""The interactive API docs at ``/schema``, offline: Swagger UI loads its assets from this server,
out of the installed ``drf-spectacular-sidecar`` package (a current build, for OpenAPI 3.1), never
from a CDN. The package is only a carrier of those files: it is located, not imported (that would
import Django). Redoc, which the package also carries, is not offered: it fetches its logo from a CDN.
"""

from __future__ import annotations

from importlib.util import find_spec
from pathlib import Path
from typing import Any

from litestar import Request
from litestar.openapi.plugins import JsonRenderPlugin, OpenAPIRenderPlugin, SwaggerRenderPlugin
from litestar.static_files import create_static_files_router

from server.contract import typed

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


class TypedSwagger(Typed, SwaggerRenderPlugin):
    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return super().render(request, self.typed_schema(openapi_schema))


def docs_plugins() -> list[OpenAPIRenderPlugin]:
    favicon = f"<link rel='icon' type='image/png' href='{ASSETS}/swagger-ui-dist/favicon-32x32.png'>"
    swagger = f"{ASSETS}/swagger-ui-dist"
    return [
        TypedJson(),
        TypedSwagger(
            path=["/", "/swagger"],
            js_url=f"{swagger}/swagger-ui-bundle.js",
            css_url=f"{swagger}/swagger-ui.css",
            standalone_preset_js_url=f"{swagger}/swagger-ui-standalone-preset.js",
            favicon=favicon,
        ),
    ]


def docs_assets() -> Any:
    return create_static_files_router(path=ASSETS, directories=[assets_dir()], include_in_schema=False)
