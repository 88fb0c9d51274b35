"""A stand-in push service on loopback that speaks Web Push as a browser vendor's does (RFC 8030,
8291, 8292), for tests: browsers' own push services cannot be reached here.

A test makes a browser's subscription (``subscribe``: a P-256 key pair and a 16-byte secret, as a
browser makes them, bound to the server's VAPID public key) and hands its JSON to the server. Each
push to it is checked (the VAPID JWT: ES256 under the key the subscription is bound to, ``aud`` this
service's origin, ``exp`` within 24 h, a ``sub``; ``Content-Encoding: aes128gcm``; ``TTL``,
``Urgency`` and ``Topic`` well formed), decrypted with the subscription's private keys as the browser
would (ECDH P-256, HKDF-SHA-256, AES-128-GCM, with ``cryptography``) and recorded. ``answer`` makes
the next pushes to a subscription answer a status of the test's choosing (404, 410, 429, …).
"""

from __future__ import annotations

import base64
import json
import os
import re
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

import jwt
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

MAX_BODY = 4096  # RFC 8291 §4: a push service may refuse larger payloads (413)
TOPIC = re.compile(r"[A-Za-z0-9_-]{1,32}")
URGENCIES = ("very-low", "low", "normal", "high")


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def point(key: ec.EllipticCurvePublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)


def hkdf(salt: bytes, ikm: bytes, info: bytes, length: int) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=length, salt=salt, info=info).derive(ikm)


@dataclass
class Browser:
    """A subscription as a browser holds it: its private key and secret never leave the test."""

    token: str
    endpoint: str
    server_key: str  # the applicationServerKey it was made with (base64url)
    private: ec.EllipticCurvePrivateKey = field(default_factory=lambda: ec.generate_private_key(ec.SECP256R1()))
    auth: bytes = field(default_factory=lambda: os.urandom(16))

    def json(self, **extra: Any) -> dict[str, Any]:
        """What ``PushSubscription.toJSON()`` gives, and ``extra`` members."""
        keys = {"p256dh": b64url(point(self.private.public_key())), "auth": b64url(self.auth)}
        return {"endpoint": self.endpoint, "expirationTime": None, "keys": keys, **extra}

    def decrypt(self, body: bytes) -> bytes:
        """RFC 8291 §3.4 and RFC 8188: the push message's plaintext (one record, as a push is)."""
        salt, record_size, id_length = body[:16], int.from_bytes(body[16:20], "big"), body[20]
        sender = body[21 : 21 + id_length]
        ciphertext = body[21 + id_length :]
        assert id_length == 65 and len(ciphertext) <= record_size, "one record keyed by the sender's public key"
        shared = self.private.exchange(ec.ECDH(), ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), sender))
        receiver = point(self.private.public_key())
        ikm = hkdf(self.auth, shared, b"WebPush: info\x00" + receiver + sender, 32)
        cek = hkdf(salt, ikm, b"Content-Encoding: aes128gcm\x00", 16)
        nonce = hkdf(salt, ikm, b"Content-Encoding: nonce\x00", 12)
        padded = AESGCM(cek).decrypt(nonce, ciphertext, None)
        unpadded = padded.rstrip(b"\x00")
        assert unpadded.endswith(b"\x02"), "the last record's delimiter"
        return unpadded[:-1]


@dataclass(frozen=True)
class Arrival:
    """A push the service took: its subscription, its decrypted payload and its headers."""

    token: str
    payload: bytes
    ttl: int
    urgency: str
    topic: str | None
    claims: dict[str, Any]


class PushService:
    """The stand-in on a free loopback port; ``with PushService() as service`` starts and stops it."""

    def __init__(self) -> None:
        self.browsers: dict[str, Browser] = {}
        self.arrivals: list[Arrival] = []
        self.refusals: list[tuple[int, str]] = []  # (status, why) of pushes refused for a fault of theirs
        self.answers: dict[str, deque[tuple[int, dict[str, str]]]] = {}
        self.stalls: dict[str, float] = {}
        self.lock = threading.Lock()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> PushService:
        self.thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)

    def subscribe(self, server_key: str) -> Browser:
        """A new subscription bound to the application server key ``server_key``."""
        token = secrets.token_urlsafe(16)
        browser = Browser(token, f"{self.origin}/push/{token}", server_key)
        with self.lock:
            self.browsers[token] = browser
        return browser

    def answer(self, browser: Browser, status: int, headers: dict[str, str] | None = None, times: int = 1) -> None:
        """The next ``times`` pushes to ``browser`` are answered ``status`` (and ``headers``)."""
        with self.lock:
            self.answers.setdefault(browser.token, deque()).extend([(status, headers or {})] * times)

    def stall(self, browser: Browser, seconds: float) -> None:
        """The next push to ``browser`` is answered a byte at a time over ``seconds``: each read is
        quick, the whole answer slow (as an overloaded service, or a hostile one)."""
        with self.lock:
            self.stalls[browser.token] = seconds

    def _stalled(self, token: str) -> float:
        with self.lock:
            return self.stalls.pop(token, 0.0)

    def received(self, browser: Browser) -> list[Arrival]:
        with self.lock:
            return [a for a in self.arrivals if a.token == browser.token]

    def _push(self, token: str, headers: Any, body: bytes) -> tuple[int, dict[str, str]]:
        """The answer to one push (after the checks a push service makes)."""
        with self.lock:
            browser = self.browsers.get(token)
        if browser is None:
            return 404, {}
        claims, refused = self._vapid(browser, headers.get("Authorization", ""))
        if refused:
            return self._refuse(401 if claims is None else 403, refused)
        if headers.get("Content-Encoding") != "aes128gcm":
            return self._refuse(415, "Content-Encoding is not aes128gcm")
        ttl, urgency, topic = headers.get("TTL", ""), headers.get("Urgency", "normal"), headers.get("Topic")
        if not ttl.isdigit() or urgency not in URGENCIES or (topic is not None and not TOPIC.fullmatch(topic)):
            return self._refuse(400, f"bad TTL {ttl!r}, Urgency {urgency!r} or Topic {topic!r}")
        if len(body) > MAX_BODY:
            return self._refuse(413, "payload too large")
        with self.lock:
            canned = self.answers.get(token)
            answer = canned.popleft() if canned else None
        if answer is not None:
            return answer
        payload = browser.decrypt(body)
        with self.lock:
            self.arrivals.append(Arrival(token, payload, int(ttl), urgency, topic, claims or {}))
        return 201, {"Location": f"{self.origin}/message/{secrets.token_urlsafe(8)}"}

    def _vapid(self, browser: Browser, authorization: str) -> tuple[dict[str, Any] | None, str]:
        """RFC 8292: the JWT's claims and "" when it holds, else why not."""
        match = re.fullmatch(r"vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)", authorization)
        if match is None:
            return None, "no vapid Authorization"
        token, key = match.groups()
        if key != browser.server_key:
            return {}, "the key is not the one the subscription was made with"
        public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64url(key))
        try:
            claims = jwt.decode(token, public, algorithms=["ES256"], audience=self.origin, options={"require": ["exp"]})
        except jwt.PyJWTError as error:
            return None, f"the JWT does not hold: {error}"
        if claims["exp"] > time.time() + 24 * 3600:
            return {}, "exp is more than 24 hours ahead"
        if not str(claims.get("sub", "")).startswith(("mailto:", "https:")):
            return {}, "no contact in sub"
        return claims, ""

    def _refuse(self, status: int, why: str) -> tuple[int, dict[str, str]]:
        with self.lock:
            self.refusals.append((status, why))
        return status, {}

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                path = self.path.split("?", 1)[0]
                token = path.removeprefix("/push/") if path.startswith("/push/") else ""
                stall = service._stalled(token)
                status, headers = service._push(token, self.headers, body)
                reply = json.dumps({"status": status}).encode()
                if stall:
                    answer = f"HTTP/1.1 {status} Created\r\nContent-Length: {len(reply)}\r\n\r\n".encode() + reply
                    for byte in answer:
                        self.wfile.write(bytes([byte]))
                        self.wfile.flush()
                        time.sleep(stall / len(answer))
                    return
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, format: str, *args: Any) -> None:
                return None

        return Handler
