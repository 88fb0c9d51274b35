"""An identity provider for tests: keys the test makes, tokens signed with them, and their JWK sets
served over HTTP on loopback (counting each fetch; a path that never answers stands for a hung
provider). With a ``Login`` it also signs a person in as a browser asks: an authorization endpoint
that answers at once with a code (in the redirect's fragment when ``response_mode=fragment``) and a
token endpoint that trades the code for an ID token once its PKCE verifier (S256) matches. Stopped
by the test that starts it."""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
import threading
import time
from collections import Counter
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

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


AUTHORIZE_PATH = "/authorize"
TOKEN_PATH = "/token"


@dataclass
class Login:
    """Who the provider signs in (no questions asked) for ``client_id``, and the key it signs with."""

    client_id: str
    subject: str
    name: str
    key: PrivateKey
    kid: str


@dataclass(frozen=True)
class Grant:
    """A code handed out, waiting to be traded once for an ID token."""

    challenge: str
    redirect_uri: str
    nonce: str | None


def s256(verifier: str) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()


class Provider:
    """JWK sets served at paths the test sets (``publish``), each fetch counted and timed; with
    ``login`` set, the authorization and token endpoints of a browser's sign-in."""

    def __init__(self) -> None:
        self.login: Login | None = None
        self.grants: dict[str, Grant] = {}
        self.traded: list[str] = []  # the codes traded for ID tokens
        self.sets: dict[str, bytes] = {}
        self.fetches: Counter[str] = Counter()
        self.last_fetch: dict[str, float] = {}
        self.released = threading.Event()  # lets a hung request go when the provider stops
        self.lock = threading.Lock()
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def answer(self, status: int, body: dict[str, Any], headers: dict[str, str]) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                for name, value in {**headers, "Content-Type": "application/json"}.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self) -> None:
                form = parse_qs(self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode())
                status, body = (
                    provider.trade({k: v[0] for k, v in form.items()}) if self.path == TOKEN_PATH else (404, {})
                )
                self.answer(status, body, {"Access-Control-Allow-Origin": "*", "Cache-Control": "no-store"})

            def do_GET(self) -> None:
                if urlsplit(self.path).path == AUTHORIZE_PATH:
                    query = {k: v[0] for k, v in parse_qs(urlsplit(self.path).query).items()}
                    status, location = provider.authorize(query)
                    self.send_response(status)
                    self.send_header("Location", location)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
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

    def authorize(self, query: dict[str, str]) -> tuple[int, str]:
        """Sign the login in at once: a redirect back with a code, or with the error the request earns."""
        redirect = query.get("redirect_uri", "")
        glue = "#" if query.get("response_mode") == "fragment" else "?"
        login = self.login
        if login is None or query.get("client_id") != login.client_id or not redirect:
            return 400, ""
        if query.get("response_type") != "code" or query.get("code_challenge_method") != "S256":
            return 302, redirect + glue + urlencode({"error": "invalid_request", "state": query.get("state", "")})
        code = secrets.token_urlsafe(16)
        with self.lock:
            self.grants[code] = Grant(query.get("code_challenge", ""), redirect, query.get("nonce"))
        return 302, redirect + glue + urlencode({"code": code, "state": query.get("state", "")})

    def trade(self, form: dict[str, str]) -> tuple[int, dict[str, Any]]:
        """A code for an ID token, once, when the client, redirect and PKCE verifier match."""
        with self.lock:
            grant = self.grants.pop(form.get("code", ""), None)
        login = self.login
        if (
            login is None
            or grant is None
            or form.get("grant_type") != "authorization_code"
            or form.get("client_id") != login.client_id
            or form.get("redirect_uri") != grant.redirect_uri
            or s256(form.get("code_verifier", "")) != grant.challenge
        ):
            return 400, {"error": "invalid_grant"}
        with self.lock:
            self.traded.append(form["code"])
        extra = {"name": login.name, "nonce": grant.nonce}
        token = sign(claims(self.url, login.client_id, login.subject, **extra), login.key, login.kid)
        return 200, {"id_token": token, "token_type": "Bearer", "expires_in": 600}

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
