"""Player tokens (domain/players.py): their shape, and that a secret is always checked by a
constant-time comparison of hashes, also when the token's id names no stored token."""

from __future__ import annotations

import hmac

import pytest

import igroteka.domain.players
from igroteka.domain.errors import Invalid
from igroteka.domain.players import (
    Cursor,
    decode_cursor,
    encode_cursor,
    is_player_token,
    new_player_token,
    secret_matches,
    split_token,
)


def test_a_new_token_splits_into_its_id_and_a_secret_stored_only_as_its_hash() -> None:
    made = new_player_token()
    assert is_player_token(made.token) and made.token.startswith(f"igp_{made.id}_")
    token_id, secret = split_token(made.token) or ("", "")
    assert token_id == made.id and len(secret) >= 43 and secret not in made.secret_hash
    assert secret_matches(secret, made.secret_hash) and not secret_matches(secret + "x", made.secret_hash)
    assert new_player_token().token != made.token


@pytest.mark.parametrize(
    "token", ["seat-token", "igp_", "igp_0123_secret", "igp_" + "g" * 16 + "_s", "igp_" + "0" * 16]
)
def test_anything_else_is_no_player_token(token: str) -> None:
    assert split_token(token) is None


def test_the_secret_is_compared_in_constant_time_whether_or_not_the_id_was_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    compared: list[tuple[str, str]] = []
    constant_time = hmac.compare_digest

    def compare(a: str, b: str) -> bool:
        compared.append((a, b))
        return constant_time(a, b)

    monkeypatch.setattr(igroteka.domain.players.hmac, "compare_digest", compare)
    made = new_player_token()
    _, secret = split_token(made.token) or ("", "")
    assert secret_matches(secret, made.secret_hash)
    assert not secret_matches(secret, None)  # the id named no token: compared against a stand-in
    assert [b for _, b in compared] == [made.secret_hash, igroteka.domain.players.UNUSED]
    assert all(len(a) == len(b) == 64 for a, b in compared)


def test_a_cursor_reads_back_and_anything_else_is_refused() -> None:
    cursor = Cursor(1764310000.25, "0b7e5e1c-3a55-4c43-9f3b-2d1f6a7e8c90")
    assert decode_cursor(encode_cursor(cursor)) == cursor
    forged = encode_cursor(Cursor(1764310000.25, "0b7e\x00"))  # not a match id: the store must not see it
    for bad in ("", "!!!", "bm90IGEgY3Vyc29y", encode_cursor(cursor)[:-3], forged):
        with pytest.raises(Invalid) as refused:
            decode_cursor(bad)
        assert refused.value.code == "bad_cursor"
