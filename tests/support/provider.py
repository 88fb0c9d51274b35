"""An identity provider for tests: keys the test makes, tokens signed with them, and their JWK sets
served over HTTP on loopback (counting each fetch; a path that never answers stands for a hung
provider). Stopped by the test that starts it."""

from __future__ import annotations

import json
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

import jwt
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa
from jwt.algorithms import ECAlgorithm, OKPAlgorithm, RSAAlgorithm

PrivateKey = rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey | ed25519.Ed25519PrivateKey
HANG_PATH = "/hang"


def rsa_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def ec_key() -> ec.EllipticCurvePrivateKey:
    return ec.generate_private_key(ec.SECP256R1())


def ed25519_key() -> ed25519.Ed25519PrivateKey:
    return ed25519.Ed25519PrivateKey.generate()


def public_jwk(key: PrivateKey, kid: str) -> dict[str, Any]:
    """The public JWK of ``key`` named ``kid`` (as a provider publishes it)."""
    public = key.public_key()
    if isinstance(public, rsa.RSAPublicKey):
        jwk = RSAAlgorithm.to_jwk(public, as_dict=True)
    elif isinstance(public, ec.EllipticCurvePublicKey):
        jwk = ECAlgorithm.to_jwk(public, as_dict=True)
    else:
        jwk = OKPAlgorithm.to_jwk(public, as_dict=True)
    return {**jwk, "kid": kid, "use": "sig"}


def jwks(keys: dict[str, PrivateKey]) -> dict[str, Any]:
    return {"keys": [public_jwk(key, kid) for kid, key in keys.items()]}


def sign(claims: dict[str, Any], key: PrivateKey | bytes, kid: str | None, alg: str = "RS256") -> str:
    headers = {"kid": kid} if kid is not None else None
    return jwt.encode(claims, key, algorithm=alg, headers=headers)  # type: ignore[arg-type]


class Provider:
    """JWK sets served at paths the test sets (``publish``), each fetch counted and timed."""

    def __init__(self) -> None:
        self.sets: dict[str, bytes] = {}
        self.fetches: Counter[str] = Counter()
        self.last_fetch: dict[str, float] = {}
        self.released = threading.Event()  # lets a hung request go when the provider stops
        self.lock = threading.Lock()
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                with provider.lock:
                    provider.fetches[self.path] += 1
                    provider.last_fetch[self.path] = time.monotonic()
                    body = provider.sets.get(self.path)
                if self.path == HANG_PATH:
                    provider.released.wait(30)
                    return
                if body is None:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.http.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.http.server_address[1]}"
        self.thread = threading.Thread(target=self.http.serve_forever, daemon=True)

    def publish(self, path: str, keys: dict[str, PrivateKey]) -> str:
        """Serve the public set of ``keys`` at ``path``; its URL."""
        with self.lock:
            self.sets[path] = json.dumps(jwks(keys)).encode()
        return self.url + path

    def count(self, path: str) -> int:
        with self.lock:
            return self.fetches[path]

    def wait_until(self, path: str, since_last: float) -> None:
        """Sleep until ``since_last`` seconds have passed since ``path`` was last fetched."""
        with self.lock:
            last = self.last_fetch.get(path)
        if last is not None:
            time.sleep(max(0.0, last + since_last - time.monotonic()))

    def start(self) -> Provider:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.released.set()
        self.http.shutdown()
        self.http.server_close()
        self.thread.join(timeout=10)

    def __enter__(self) -> Provider:
        return self.start()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()


def claims(issuer: str, audience: str, subject: str, now: float | None = None, **extra: Any) -> dict[str, Any]:
    """An ID token's claims valid for ten minutes from ``now``; ``extra`` adds or replaces (None drops)."""
    at = int(now if now is not None else time.time())
    base: dict[str, Any] = {"iss": issuer, "aud": audience, "sub": subject, "iat": at, "exp": at + 600}
    base.update(extra)
    return {k: v for k, v in base.items() if v is not None}
