"""A webhook receiver on loopback for the tests: it verifies every delivery's signature with the
Standard Webhooks library (``standardwebhooks``), as an app backend would, and keeps what came."""

from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from standardwebhooks.webhooks import Webhook


class Receiver:
    """Verifies each delivery with the secret of its path (``secrets``, by path; ``secret`` for any
    other) and keeps (webhook-id, payload); answers ``status`` (200 unless told otherwise) once
    ``gate`` is open (it is unless a test closes it) and ``delay`` seconds more (none unless told)."""

    def __init__(self) -> None:
        self.secret = ""
        self.secrets: dict[str, str] = {}
        self.status = 200
        self.delay = 0.0
        self.gate = threading.Event()
        self.gate.set()
        self.got: list[tuple[str, dict[str, Any]]] = []
        self.bad: list[str] = []
        self.lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["content-length"]))
                if len(body) < int(self.headers["content-length"]):
                    return  # the sender died between the headers and the body (a kill -9): no delivery
                try:
                    secret = outer.secrets.get(self.path, outer.secret)
                    payload = Webhook(secret).verify(body, dict(self.headers.items()))
                    with outer.lock:
                        outer.got.append((self.headers["webhook-id"], payload))
                except Exception as error:
                    outer.bad.append(repr(error))
                outer.gate.wait(30)
                time.sleep(outer.delay)
                self.send_response(outer.status)
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}/hook"
        self.thread = threading.Thread(target=self.http.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.http.shutdown()
        self.http.server_close()
