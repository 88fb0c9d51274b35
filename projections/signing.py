"""Proof of origin for match records: a hash chain over the events and an Ed25519 signature.

The encoding, so that anyone can check a record without this code:

- canonical bytes are the RFC 8785 canonical JSON (JCS) of a value as the record publishes it;
- each event's ``prev`` is the SHA-256 (lowercase hex) of the canonical bytes of the event before
  it, ``prev`` included; the first event's ``prev`` is that of ``{"format": F, "match": M}``, the
  record's format and match id, so a chain belongs to one match. Any run of consecutive events
  therefore checks on its own: each names the one before;
- the ``signature`` member holds ``alg`` ("EdDSA"), ``kid`` (the signing key's id in the server's
  key set), ``length`` (the number of events) and ``head`` (the hash of the last event, computed
  as for a ``prev``), and ``value``: the Ed25519 signature (base64url, unpadded) of the canonical
  bytes of the whole record with ``signature.value`` left out.

Keys travel as a JWK set (RFC 7517/8037): ``{"keys": [{"kty": "OKP", "crv": "Ed25519", "x": ...,
"kid": ...}]}``; a private key carries its seed as ``d``.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterable
from typing import Any, Protocol

import msgspec
import rfc8785
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

ALGORITHM = "EdDSA"


class Signature(msgspec.Struct, omit_defaults=True):
    """Who signed a record (``kid``), over how many events (``length``) ending in which (``head``)."""

    alg: str
    kid: str
    length: int
    head: str
    value: str = ""


class Jwk(msgspec.Struct, omit_defaults=True):
    """A public Ed25519 key as a JWK: ``x`` the key; ``created`` when it was made (RFC 3339), to
    tell keys apart after rotations."""

    kty: str
    crv: str
    x: str
    kid: str
    alg: str | None = None
    use: str | None = None
    created: str | None = None


class PrivateJwk(Jwk, omit_defaults=True):
    """A key of the server's own set: ``d``, its private seed, on the one key that signs."""

    d: str | None = None


class KeySet(msgspec.Struct):
    """Public keys, as published (a private part in it is not read)."""

    keys: list[Jwk]


class PrivateKeySet(msgspec.Struct):
    keys: list[PrivateJwk]


class ChainedEvent(Protocol):
    prev: str


class Signable(Protocol):
    format: str
    match: str
    events: Any
    signature: Signature | None


class Refusal(msgspec.Struct, omit_defaults=True):
    """Why a record is not the server's: a stable ``code`` and a sentence; ``version`` names the
    event where the chain breaks (none when the whole record is at fault)."""

    code: str
    reason: str
    version: int | None = None


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"')
UNSURE = re.compile(rb"\d[.eE]|\d{16}")  # a float, or an integer RFC 8785 may refuse (past 2**53)
ASTRAL = re.compile(rb"[\xf0-\xf4]")  # past U+FFFF, where UTF-16 order (RFC 8785's) is not code point order


def canonical(value: Any) -> bytes:
    """RFC 8785 canonical JSON of a value as it is published (structs as their JSON builtins).

    msgspec's compact encoding with sorted keys is the same bytes (its strings are escaped as RFC
    8785 escapes them) unless the value holds a float, a large integer or a character past U+FFFF:
    then the ``rfc8785`` package encodes it, some 200 times slower."""
    builtins = msgspec.to_builtins(value)
    data = msgspec.json.encode(builtins, order="sorted")
    if ASTRAL.search(data) or UNSURE.search(STRINGS.sub(b'""', data)):
        return rfc8785.dumps(builtins)
    return data


def digest(value: Any) -> str:
    return hashlib.sha256(canonical(value)).hexdigest()


def genesis(record_format: str, match: str) -> str:
    """What the first event's ``prev`` names: the record's format and match."""
    return digest({"format": record_format, "match": match})


def link(events: Iterable[ChainedEvent], before: str) -> str:
    """Set each event's ``prev``, the first one's to ``before``; the hash of the last event."""
    for event in events:
        event.prev = before
        before = digest(event)
    return before


def first_break(events: Iterable[Any], before: str) -> tuple[int | None, str]:
    """The index of the first event whose ``prev`` does not name ``before`` or the event before it
    (None when every link holds), and the hash of the last event that did hold."""
    for n, event in enumerate(events):
        if event.prev != before:
            return n, before
        before = digest(event)
    return None, before


def private_jwk(key: Ed25519PrivateKey, kid: str, created: str | None = None) -> PrivateJwk:
    x = b64(key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw))
    seed = b64(key.private_bytes_raw())
    return PrivateJwk(kty="OKP", crv="Ed25519", x=x, kid=kid, alg=ALGORITHM, use="sig", created=created, d=seed)


def published(keys: PrivateKeySet) -> KeySet:
    """The set without its private part."""
    return msgspec.convert(msgspec.to_builtins(keys), KeySet)


def private_key(jwk: PrivateJwk) -> Ed25519PrivateKey:
    if jwk.d is None:
        raise ValueError(f"key {jwk.kid!r} has no private part")
    key = Ed25519PrivateKey.from_private_bytes(unb64(jwk.d))
    if private_jwk(key, jwk.kid).x != jwk.x:
        raise ValueError(f"key {jwk.kid!r}: its private part does not match its public key")
    return key


def public_key(jwk: Jwk) -> Ed25519PublicKey:
    if (jwk.kty, jwk.crv) != ("OKP", "Ed25519"):
        raise ValueError(f"key {jwk.kid!r} is not an Ed25519 key")
    return Ed25519PublicKey.from_public_bytes(unb64(jwk.x))


def signed_bytes(record: Signable) -> bytes:
    """The bytes a record's signature covers: the record without ``signature.value``."""
    whole = msgspec.to_builtins(record)
    if isinstance(whole.get("signature"), dict):
        whole["signature"].pop("value", None)
    return canonical(whole)


def sign(record: Signable, key: Ed25519PrivateKey, kid: str) -> None:
    """Chain the record's events and sign it with ``key`` (named ``kid`` in the key set)."""
    head = link(record.events, genesis(record.format, record.match))
    record.signature = Signature(alg=ALGORITHM, kid=kid, length=len(record.events), head=head)
    record.signature.value = b64(key.sign(signed_bytes(record)))


def stored(version: int) -> int | None:
    """A version a refusal may name: stored versions count from 1 (a forged record's may not)."""
    return version if version >= 1 else None


def check(record: Signable, keys: KeySet) -> Refusal | None:
    """Whether ``record`` is as a key of ``keys`` signed it: its chain unbroken from the match's
    first event to the signed head, and the signature valid. None when it holds."""
    try:
        return check_chain_and_signature(record, keys)
    except rfc8785.CanonicalizationError as error:  # a number JSON cannot carry exactly: never signed
        return Refusal("not_canonical", f"the record has no canonical form: {error}")


def check_chain_and_signature(record: Signable, keys: KeySet) -> Refusal | None:
    signature = record.signature
    if signature is None:
        return Refusal("unsigned", "the record carries no signature")
    if not record.events:
        return Refusal("truncated_chain", "the record has no events")
    broken, last = first_break(record.events, genesis(record.format, record.match))
    if broken is not None:
        event = record.events[broken]
        where = (
            "the match's start" if broken == 0 else f"the event before it (version {record.events[broken - 1].version})"
        )
        return Refusal("broken_chain", f"event {event.version} does not name {where}", stored(event.version))
    if len(record.events) != signature.length or last != signature.head:
        end = record.events[-1].version
        return Refusal(
            "truncated_chain",
            f"the chain ends at version {end} after {len(record.events)} events, not at the signed head"
            f" ({signature.length} events)",
            stored(end),
        )
    jwk = next((k for k in keys.keys if k.kid == signature.kid), None)
    if jwk is None:
        return Refusal("unknown_key", f"the record is signed by key {signature.kid!r}, which the key set does not hold")
    if signature.alg != ALGORITHM:
        return Refusal("bad_signature", f"the signature's algorithm {signature.alg!r} is not {ALGORITHM!r}")
    try:
        public_key(jwk).verify(unb64(signature.value), signed_bytes(record))
    except (InvalidSignature, ValueError):
        return Refusal("bad_signature", f"the signature does not hold for key {signature.kid!r}")
    return None
