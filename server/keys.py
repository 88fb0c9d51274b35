"""The server's record-signing keys: where they are kept, how they rotate, and their public key set.

The keys are a JWK set (projections/signing.py) whose one key with a private part (``d``) signs;
the others are earlier keys, public only, kept so the records they signed still verify. The set
comes from ``IGROTEKA_SIGNING_KEYS`` (the set's JSON itself, for a secret store) or else from the
file ``IGROTEKA_SIGNING_KEY_FILE`` (``var/signing-keys.json``), made with a fresh key on first
start. Instances sharing a store must share the set (one file or one secret): a record then
verifies whichever instance signed it. ``igroteka keys rotate`` makes a new signing key; a server
notices the file has changed at its next use. The public set is served at ``KEYS_PATH``.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec
import rfc8785
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from litestar import Request, Response, get

from igroteka.projections.signing import (
    KeySet,
    PrivateJwk,
    PrivateKeySet,
    Signable,
    b64,
    private_jwk,
    private_key,
    published,
    sign,
)
from igroteka.server.config import Settings

KEYS_PATH = "/.well-known/igroteka-keys.json"


class KeyFileError(ValueError):
    """A key set that cannot sign: unreadable, or not exactly one private key."""


def thumbprint(x: str) -> str:
    """The key's id: its RFC 7638 JWK thumbprint (SHA-256 of its canonical members, base64url)."""
    return b64(hashlib.sha256(rfc8785.dumps({"crv": "Ed25519", "kty": "OKP", "x": x})).digest())


def new_key() -> PrivateJwk:
    key = Ed25519PrivateKey.generate()
    return private_jwk(key, thumbprint(private_jwk(key, "").x), datetime.now(UTC).isoformat(timespec="seconds"))


def parse(data: bytes, origin: str) -> PrivateKeySet:
    try:
        keys = msgspec.json.decode(data, type=PrivateKeySet)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise KeyFileError(f"{origin}: not a JWK set: {error}") from error
    signing = [k for k in keys.keys if k.d is not None]
    if len(signing) != 1:
        raise KeyFileError(f"{origin}: a key set signs with exactly one private key, it has {len(signing)}")
    try:
        private_key(signing[0])
    except ValueError as error:
        raise KeyFileError(f"{origin}: {error}") from error
    return keys


def write_private(path: Path, data: bytes, replace: bool) -> bool:
    """Write a key file readable by its owner only, all at once: ``replace`` False leaves a file
    another process wrote first (then False)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}-", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        if replace:
            os.replace(temp, path)
            return True
        try:
            os.link(temp, path)  # fails if the file exists: of two first starts, one key wins
        except FileExistsError:
            return False
        return True
    finally:
        if os.path.exists(temp):
            os.unlink(temp)


def first_start(path: Path, fresh: Callable[[], bytes], advice: str) -> None:
    """Make the key file from ``fresh`` when it is missing (the embedded default's first start);
    ``advice`` says what to give instead when it cannot be written."""
    if path.exists():
        return
    try:
        write_private(path, fresh(), replace=False)
    except OSError as error:
        raise KeyFileError(f"{path}: cannot make the first key ({error}); {advice}") from error


def encoded(keys: PrivateKeySet) -> bytes:
    return msgspec.json.format(msgspec.json.encode(keys)) + b"\n"


def rotate(path: Path) -> PrivateJwk:
    """Make a new signing key in the key file; the previous ones stay, public only. The new key."""
    keys = parse(path.read_bytes(), str(path))
    fresh = new_key()
    kept = [msgspec.structs.replace(k, d=None) for k in keys.keys]
    write_private(path, encoded(PrivateKeySet(keys=[fresh, *kept])), replace=True)
    return fresh


class KeyStore:
    """The key set of one process, read again when its file changes."""

    def __init__(self, file: str, inline: str = "") -> None:
        self.file = Path(file)
        self.inline = inline
        self._lock = threading.Lock()
        self._seen: tuple[int, int] | None = None
        self._keys: PrivateKeySet | None = None
        self._signer: tuple[Ed25519PrivateKey, str] | None = None

    @classmethod
    def of(cls, settings: Settings) -> KeyStore:
        return cls(settings.signing_key_file, settings.signing_keys)

    def load(self) -> PrivateKeySet:
        """The current set: from the setting, else the file (made on first use when missing)."""
        with self._lock:
            if self.inline:
                if self._keys is None:
                    self._remember(parse(self.inline.encode(), "IGROTEKA_SIGNING_KEYS"))
            else:
                first_start(
                    self.file,
                    lambda: encoded(PrivateKeySet(keys=[new_key()])),
                    "give a writable IGROTEKA_SIGNING_KEY_FILE or the key set itself in IGROTEKA_SIGNING_KEYS",
                )
                stat = self.file.stat()
                seen = (stat.st_mtime_ns, stat.st_size)
                if seen != self._seen:
                    self._remember(parse(self.file.read_bytes(), str(self.file)))
                    self._seen = seen
            assert self._keys is not None
            return self._keys

    def _remember(self, keys: PrivateKeySet) -> None:
        jwk = next(k for k in keys.keys if k.d is not None)
        self._keys = keys
        self._signer = (private_key(jwk), jwk.kid)

    def public(self) -> KeySet:
        return published(self.load())

    def sign(self, record: Signable) -> None:
        self.load()
        assert self._signer is not None
        key, kid = self._signer
        sign(record, key, kid)


def keys_of(request: Request[Any, Any, Any]) -> KeyStore:
    return request.app.state.record_keys


@get(
    KEYS_PATH,
    operation_id="getSigningKeys",
    tags=["matches"],
    summary="The public keys that sign match records, current and earlier (a JWK set)",
    description="Every key that ever signed a record of this server, as an Ed25519 JWK set: a record's"
    " `signature.kid` names one. Check a record offline with `igroteka verify RECORD --keys URL`.",
    sync_to_thread=False,
)
def signing_keys(request: Request[Any, Any, Any]) -> Response[KeySet]:
    return Response(keys_of(request).public(), headers={"Cache-Control": "max-age=60"})
