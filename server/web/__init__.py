"""The reference web client (issue 12): pages at ``/``, static assets under ``/static``.

The client is plain ES modules compiled from ``web/src`` (TypeScript) and shipped inside the
package, so ``make run`` serves it with no build step. Pages carry no inline scripts or styles,
so a strict Content Security Policy fits them.
"""

from igroteka.server.web.routes import web_routes

__all__ = ["web_routes"]
