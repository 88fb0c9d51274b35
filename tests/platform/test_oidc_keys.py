"""The identity providers' settings and key sets in process (server/oidc.py): bad issuer settings
are refused with their reason before a server starts, a server trusting no issuer refuses sign-in,
and an issuer's key set older than its maximum age is fetched again — a key the provider took out
is no longer trusted, while a provider that cannot be read leaves the kept set in use."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest

from igroteka.domain.errors import Forbidden, Unauthorized
from igroteka.server.config import Settings
from igroteka.server.oidc import IssuerConfig, IssuerConfigError, IssuerKeys, Verifier, parse_issuers, parse_jwks
from tests.support.provider import ec_key, jwks, public_jwk, rsa_key


@pytest.mark.parametrize(
    ("issuers", "reason"),
    [
        ('[{"issuer": "i", "audience": "a"}]', "exactly one of jwks_url and jwks_file"),
        ('[{"issuer": "i", "audience": "a", "jwks_url": "https://x/j", "jwks_file": "f"}]', "exactly one"),
        ('[{"issuer": "i", "audience": "a", "jwks_url": "http://idp.example.test/j"}]', "must be https"),
        ('[{"issuer": "i", "audience": "", "jwks_file": "f"}]', "may not be empty"),
        ('[{"issuer": "i", "audience": "a", "jwks_file": "f", "algorithms": ["none"]}]', "not supported"),
        ('[{"issuer": "i", "audience": "a", "jwks_file": "f", "algorithms": []}]', "may not be empty"),
        ('[{"issuer": "i", "audience": "a", "jwks_file": "f", "aud": "x"}]', "unknown field"),
        (
            '[{"issuer": "i", "audience": "a", "jwks_url": "https://x/j"},'
            ' {"issuer": "i", "audience": "b", "jwks_url": "https://y/j"}]',
            "twice",
        ),
        ("{not json", "IGROTEKA_OIDC_ISSUERS"),
        ('[{"issuer": "i", "audience": "a", "jwks_file": "no/such/jwks.json"}]', "is not a file"),
    ],
)
def test_bad_issuer_settings_are_refused_with_their_reason(issuers: str, reason: str) -> None:
    with pytest.raises(IssuerConfigError, match=reason):
        parse_issuers(issuers)


def test_good_issuer_settings_default_to_asymmetric_algorithms() -> None:
    (one, two) = parse_issuers(
        '[{"issuer": "i", "audience": "a", "jwks_url": "http://127.0.0.1:9/j"},'
        ' {"issuer": "j", "audience": "a", "jwks_url": "https://idp.example.test/j", "algorithms": ["HS256"]}]'
    )
    assert not any(alg.startswith("HS") for alg in one.algorithms) and "EdDSA" in one.algorithms
    assert two.algorithms == ("HS256",)
    assert parse_issuers("") == ()


def test_a_server_trusting_no_issuer_refuses_sign_in() -> None:
    with pytest.raises(Forbidden) as refused:
        asyncio.run(Verifier.of(Settings()).verify("a.b.c"))
    assert refused.value.code == "sign_in_off"


def test_a_key_set_past_its_age_is_fetched_again_and_kept_while_unreadable(tmp_path: Path) -> None:
    old, new = rsa_key(), rsa_key()
    path = tmp_path / "jwks.json"
    path.write_text(json.dumps(jwks({"old": old})))
    settings = Settings(oidc_max_age=0.2, oidc_refresh_interval=0.0)
    keys = IssuerKeys(IssuerConfig(issuer="i", audience="a", jwks_file=str(path)), settings)

    async def scenario() -> None:
        await keys.key("old")
        await keys.key("old")
        assert keys.fetches == 1  # kept while young
        path.write_text(json.dumps(jwks({"new": new})))  # the provider takes the old key out
        time.sleep(0.25)
        with pytest.raises(Unauthorized) as refused:
            await keys.key("old")
        assert refused.value.code == "id_token_unknown_key"
        await keys.key("new")
        path.unlink()  # the provider cannot be read: the kept set stays in use
        time.sleep(0.25)
        await keys.key("new")
        assert keys.failed and keys.fetches == 3

    asyncio.run(scenario())


def test_keys_a_set_holds_that_cannot_verify_are_left_out() -> None:
    good = public_jwk(rsa_key(), "good")
    junk = [
        {**good, "kid": "for-encryption", "use": "enc"},
        {**good, "kid": "listed-type", "kty": ["RSA"]},
        {**good, "kid": "broken", "n": "!!"},
        {**public_jwk(ec_key(), "odd-curve"), "crv": "P-192"},
        {"kty": "RSA", "n": good["n"], "e": good["e"]},  # no kid
        "not a key",
    ]
    found = parse_jwks(json.dumps({"keys": [*junk, good]}).encode())
    assert list(found) == ["good"] and found["good"].kty == "RSA"
    for bad in (b"[]", b'{"keys": {}}', b"not json"):
        with pytest.raises(ValueError):
            parse_jwks(bad)
