"""Player accounts, the parts without storage: player tokens, token labels, display names and the
cursors of a player's lists.

A player token reads ``igp_<id>_<secret>``: the id (16 hex digits) names the stored token, found
by it, and only the SHA-256 of the secret is stored, compared in constant time. The prefix tells
a player token from a seat or organiser token without a look-up. A player's display name follows
the seat names' rules (``domain.names``), and two accounts may not have names that look alike:
the two keys of ``domain.names.name_keys`` are each unique among accounts.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import math
import secrets
import unicodedata
import uuid
from dataclasses import dataclass

import msgspec

from igroteka.domain.errors import Invalid
from igroteka.domain.names import name_keys, normalise_name

PREFIX = "igp_"
ID_BYTES = 8
MAX_LABEL = 64
UNUSED = hashlib.sha256(b"no such token").hexdigest()  # compared against when the id names no token


@dataclass(frozen=True)
class PlayerToken:
    """A new player token as shown once (``token``), with what is stored of it."""

    token: str
    id: str
    secret_hash: str


def secret_hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def new_player_token() -> PlayerToken:
    """A player token: a public id to find it by and a 256-bit secret, stored as its hash."""
    token_id, secret = secrets.token_hex(ID_BYTES), secrets.token_urlsafe(32)
    return PlayerToken(f"{PREFIX}{token_id}_{secret}", token_id, secret_hash(secret))


def is_player_token(token: str) -> bool:
    return token.startswith(PREFIX)


def split_token(token: str) -> tuple[str, str] | None:
    """The id and the secret of a player token, or None when it is not one."""
    if not is_player_token(token):
        return None
    token_id, underscore, secret = token.removeprefix(PREFIX).partition("_")
    if not underscore or len(token_id) != 2 * ID_BYTES or not secret:
        return None
    try:
        bytes.fromhex(token_id)
    except ValueError:
        return None
    return token_id, secret


def secret_matches(secret: str, stored_hash: str | None) -> bool:
    """Whether the secret is the stored one, compared in constant time (against a stand-in hash
    when the id named no token, so a missing id costs what a wrong secret costs)."""
    matches = hmac.compare_digest(secret_hash(secret), stored_hash or UNUSED)
    return matches and stored_hash is not None


def check_label(raw: str) -> str:
    """A token's label (which device or app holds it): 1 to 64 visible characters."""
    label = unicodedata.normalize("NFC", raw).strip()
    if not label:
        raise Invalid("label_empty", "A token's label needs at least one visible character.")
    if len(label) > MAX_LABEL:
        raise Invalid("label_too_long", f"A token's label has at most {MAX_LABEL} characters.")
    if any(unicodedata.category(char)[0] == "C" for char in label):
        raise Invalid("label_invisible", "A token's label may not contain control or invisible characters.")
    return label


@dataclass(frozen=True)
class AccountName:
    """A display name as stored, with the two keys no other account's name may share."""

    name: str
    written: str
    folded: str


def account_name(raw: str) -> AccountName:
    """The name normalised as seat names are (``Invalid`` saying what is wrong), with its keys."""
    name = normalise_name(raw)
    written, folded = name_keys(name)
    return AccountName(name, written, folded)


class Cursor(msgspec.Struct, array_like=True, frozen=True):
    """Where a page of a player's matches ends: the last row's claim time and match id."""

    since: float
    match_id: str


def encode_cursor(cursor: Cursor) -> str:
    return base64.urlsafe_b64encode(msgspec.msgpack.encode(cursor)).decode().rstrip("=")


def decode_cursor(text: str) -> Cursor:
    """The cursor a page gave out; ``Invalid`` for anything else."""
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        cursor = msgspec.msgpack.decode(raw, type=Cursor)
        uuid.UUID(cursor.match_id)  # a match id, or a string the store may refuse (PostgreSQL: a NUL)
    except (binascii.Error, ValueError, msgspec.DecodeError):
        raise Invalid("bad_cursor", "This cursor was not given out by this list.") from None
    if not math.isfinite(cursor.since):
        raise Invalid("bad_cursor", "This cursor was not given out by this list.")
    return cursor
