"""Issue 37, sign-in through an identity provider: a real server process trusts issuers whose keys
the test makes (RSA, EC P-256, Ed25519) and serves as JWK sets on loopback or in files; tokens of
every kind the server must refuse are refused, each with its own problem code, and nothing of a
refusal is a 500; a rotated key is picked up by fetching the set again, which a flood of made-up
kids cannot make the server do more than once per interval; a provider that is down or hangs
answers 503 within the fetch deadline."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from cryptography.hazmat.primitives import serialization

from tests.support.client import Api
from tests.support.provider import (
    HANG_PATH,
    Provider,
    claims,
    ec_key,
    ed25519_key,
    jwks,
    rsa_key,
    sign,
)
from tests.support.server import ServerProcess, free_port

AUDIENCE = "igroteka-test"
A = "https://a.example.test"  # keys from a JWKS URL: RSA, EC and Ed25519
B = "https://b.example.test"  # keys from a file
C = "https://c.example.test"  # a file with an RSA key and a shared secret: RS256 and HS256 allowed
DOWN = "https://down.example.test"  # its JWKS URL is a port nothing listens on
HUNG = "https://hung.example.test"  # its JWKS URL never answers
A_PATH = "/a/jwks"
REFRESH = 2.0  # IGROTEKA_OIDC_REFRESH_INTERVAL
FETCH_TIMEOUT = 1.0  # IGROTEKA_OIDC_FETCH_TIMEOUT
LEEWAY = 60
SIGN_IN = "/api/v1/players/sign-in"


class Keys:
    """Every key the test signs with."""

    def __init__(self) -> None:
        self.a = {"a-rsa": rsa_key(), "a-ec": ec_key(), "a-ed": ed25519_key()}
        self.a_next = rsa_key()  # published later: a rotation
        self.b = rsa_key()
        self.c = rsa_key()
        self.c_secret = b"a shared secret of thirty-two by"
        self.stranger = rsa_key()  # published nowhere


@pytest.fixture(scope="module")
def keys() -> Keys:
    return Keys()


@pytest.fixture(scope="module")
def provider(keys: Keys) -> Iterator[Provider]:
    with Provider() as running:
        running.publish(A_PATH, keys.a)
        yield running


def issuers(provider: Provider, keys: Keys, workdir: Path) -> list[dict[str, Any]]:
    b_file = workdir / "b-jwks.json"
    b_file.write_text(json.dumps(jwks({"b-rsa": keys.b})))
    c_file = workdir / "c-jwks.json"
    secret = base64.urlsafe_b64encode(keys.c_secret).rstrip(b"=").decode()
    c_set = jwks({"c-rsa": keys.c})
    c_set["keys"].append({"kty": "oct", "kid": "c-oct", "k": secret, "use": "sig"})
    c_file.write_text(json.dumps(c_set))
    return [
        {"issuer": A, "audience": AUDIENCE, "jwks_url": provider.url + A_PATH},
        {"issuer": B, "audience": AUDIENCE, "jwks_file": str(b_file)},
        {"issuer": C, "audience": AUDIENCE, "jwks_file": str(c_file), "algorithms": ["RS256", "HS256"]},
        {"issuer": DOWN, "audience": AUDIENCE, "jwks_url": f"http://127.0.0.1:{free_port()}/jwks"},
        {"issuer": HUNG, "audience": AUDIENCE, "jwks_url": provider.url + HANG_PATH},
    ]


@pytest.fixture(scope="module")
def server(provider: Provider, keys: Keys, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    workdir = tmp_path_factory.mktemp("oidc")
    settings = {
        "oidc_issuers": json.dumps(issuers(provider, keys, workdir)),
        "oidc_refresh_interval": REFRESH,
        "oidc_fetch_timeout": FETCH_TIMEOUT,
        "oidc_leeway": LEEWAY,
    }
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, **settings) as process:
        yield process
        assert "Traceback" not in process.logs()


@pytest.fixture(scope="module")
def api(server: ServerProcess) -> Iterator[Api]:
    client = Api(server.url)
    yield client
    client.close()


def sign_in(api: Api, token: str) -> httpx.Response:
    return api.call("POST", SIGN_IN, json={"id_token": token})


def refused(api: Api, token: str, code: str, status: int = 401) -> dict[str, Any]:
    response = sign_in(api, token)
    assert response.status_code == status, response.text
    body = response.json()
    assert body["code"] == code, body
    return body


def a_token(keys: Keys, kid: str = "a-rsa", alg: str = "RS256", **extra: Any) -> str:
    return sign(claims(A, AUDIENCE, "alice", **extra), keys.a[kid], kid, alg)


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def compact(header: dict[str, Any], payload: dict[str, Any], signature: bytes = b"") -> str:
    head = b64(json.dumps(header).encode()) + "." + b64(json.dumps(payload).encode())
    return head + "." + b64(signature)


def test_tokens_signed_with_rsa_ec_and_ed25519_keys_name_their_subject(api: Api, keys: Keys) -> None:
    for kid, alg in (("a-rsa", "RS256"), ("a-rsa", "PS256"), ("a-ec", "ES256"), ("a-ed", "EdDSA")):
        response = sign_in(api, a_token(keys, kid, alg))
        assert response.status_code == 200, (alg, response.text)
        assert response.json() == {"issuer": A, "subject": "alice", "name": None}


def test_keys_from_a_file_and_an_audience_among_several(api: Api, keys: Keys) -> None:
    token = sign(claims(B, ["someone-else", AUDIENCE], "bob"), keys.b, "b-rsa")
    response = sign_in(api, token)
    assert response.status_code == 200, response.text
    assert response.json()["issuer"] == B


def test_the_display_name_is_normalised_as_names_are(api: Api, keys: Keys) -> None:
    decomposed = unicodedata.normalize("NFD", "  Зиновий Ёлкин ")
    response = sign_in(api, a_token(keys, name=decomposed, preferred_username="zina"))
    assert response.json()["name"] == "Зиновий Ёлкин"
    # a name of invisible characters is no name: the next claim offers one
    response = sign_in(api, a_token(keys, name="\u200b\u200b", preferred_username="zina"))
    assert response.json()["name"] == "zina"
    response = sign_in(api, a_token(keys, name="A" * 40, nickname="\u202eevil"))
    assert response.json()["name"] is None


@pytest.mark.parametrize("alg", ["none", "None", "NONE"])
def test_alg_none_is_refused(api: Api, alg: str) -> None:
    token = compact({"alg": alg, "kid": "a-rsa"}, claims(A, AUDIENCE, "alice"))
    refused(api, token, "id_token_alg_none")


def test_hmac_signed_with_the_rsa_public_key_as_secret_is_refused(api: Api, keys: Keys) -> None:
    """The classic algorithm confusion: the token says HS256 and names an RSA key, whose public
    PEM (which anyone may fetch) serves as the HMAC secret."""
    pem = keys.c.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    for issuer, code in ((C, "id_token_key_mismatch"), (A, "id_token_alg_not_allowed")):
        header = {"alg": "HS256", "kid": "c-rsa" if issuer == C else "a-rsa", "typ": "JWT"}
        head = b64(json.dumps(header).encode()) + "." + b64(json.dumps(claims(issuer, AUDIENCE, "eve")).encode())
        token = head + "." + b64(hmac.new(pem, head.encode(), hashlib.sha256).digest())
        refused(api, token, code)
    # the issuer that allows HS256 takes a token MACed with its own shared secret
    token = sign(claims(C, AUDIENCE, "carol"), keys.c_secret, "c-oct", "HS256")
    assert sign_in(api, token).status_code == 200


def test_an_algorithm_the_issuer_is_not_configured_for_is_refused(api: Api, keys: Keys) -> None:
    token = sign(claims(C, AUDIENCE, "carol"), keys.c, "c-rsa", "PS256")  # C allows RS256 and HS256
    refused(api, token, "id_token_alg_not_allowed")
    token = sign(claims(A, AUDIENCE, "alice"), b"a secret of thirty-two bytes long", "a-rsa", "HS256")
    refused(api, token, "id_token_alg_not_allowed")  # no HMAC unless the issuer names it


def test_an_algorithm_that_does_not_fit_the_named_key_is_refused(api: Api, keys: Keys) -> None:
    token = sign(claims(A, AUDIENCE, "alice"), keys.a["a-ec"], "a-rsa", "ES256")
    refused(api, token, "id_token_key_mismatch")


@pytest.mark.parametrize("claim", ["iss", "sub", "aud", "exp", "iat"])
def test_a_missing_claim_is_refused(api: Api, keys: Keys, claim: str) -> None:
    body = refused(api, a_token(keys, **{claim: None}), "id_token_missing_claim")
    assert claim in body["detail"]


def test_a_token_from_an_unconfigured_issuer_is_refused(api: Api, keys: Keys) -> None:
    token = sign(claims("https://evil.example.test", AUDIENCE, "mallory"), keys.stranger, "a-rsa")
    refused(api, token, "id_token_unknown_issuer")


def test_a_key_of_another_issuer_is_refused(api: Api, keys: Keys) -> None:
    """B's key signs a token that says it is A's: A's set has no such key."""
    token = sign(claims(A, AUDIENCE, "bob"), keys.b, "b-rsa")
    refused(api, token, "id_token_unknown_key")


def test_a_token_without_a_kid_is_refused(api: Api, keys: Keys) -> None:
    refused(api, sign(claims(A, AUDIENCE, "alice"), keys.a["a-rsa"], None), "id_token_no_kid")


def test_a_signature_by_another_key_under_a_known_kid_is_refused(api: Api, keys: Keys) -> None:
    refused(api, sign(claims(A, AUDIENCE, "alice"), keys.stranger, "a-rsa"), "id_token_bad_signature")
    header, _, signature = a_token(keys).split(".")
    forged = b64(json.dumps(claims(A, AUDIENCE, "admin")).encode())
    refused(api, f"{header}.{forged}.{signature}", "id_token_bad_signature")


def test_expiry_is_checked_with_the_leeway(api: Api, keys: Keys) -> None:
    now = int(time.time())
    refused(api, a_token(keys, iat=now - 1000, exp=now - LEEWAY - 30), "id_token_expired")
    assert sign_in(api, a_token(keys, iat=now - 1000, exp=now - LEEWAY + 30)).status_code == 200


def test_not_before_is_checked_with_the_leeway(api: Api, keys: Keys) -> None:
    now = int(time.time())
    refused(api, a_token(keys, nbf=now + LEEWAY + 30), "id_token_not_yet_valid")
    assert sign_in(api, a_token(keys, nbf=now + LEEWAY - 30)).status_code == 200


def test_issued_at_in_the_future_is_refused_beyond_the_leeway(api: Api, keys: Keys) -> None:
    now = int(time.time())
    refused(api, a_token(keys, iat=now + LEEWAY + 30), "id_token_issued_in_future")
    assert sign_in(api, a_token(keys, iat=now + LEEWAY - 30)).status_code == 200


def test_a_token_for_another_audience_is_refused(api: Api, keys: Keys) -> None:
    refused(api, a_token(keys, aud="another-app"), "id_token_wrong_audience")
    refused(api, a_token(keys, aud=["another-app", "a-third"]), "id_token_wrong_audience")


@pytest.mark.parametrize(
    "token",
    ["", "not-a-jwt", "a.b.c", "eyJhbGciOiJSUzI1NiJ9.e30", "x" * 20000],
    ids=["empty", "one-part", "garbage", "two-parts", "too-long"],
)
def test_what_is_not_a_jwt_is_refused(api: Api, token: str) -> None:
    response = sign_in(api, token)
    assert response.status_code in (400, 401), response.text
    assert response.json()["code"] in ("invalid_request", "id_token_malformed")


def test_a_claim_or_header_of_the_wrong_type_is_refused(api: Api, keys: Keys) -> None:
    refused(api, a_token(keys, exp="tomorrow"), "id_token_malformed")
    refused(api, a_token(keys, sub=42), "id_token_malformed")
    _, payload, signature = a_token(keys).split(".")
    for bad in ({"kid": "a-rsa"}, {"alg": 256, "kid": "a-rsa"}, {"alg": "RS256", "kid": ["a-rsa"]}):
        refused(api, f"{b64(json.dumps(bad).encode())}.{payload}.{signature}", "id_token_malformed")


def test_a_rotated_key_is_picked_up_and_made_up_kids_do_not_hammer_the_provider(
    api: Api, keys: Keys, provider: Provider
) -> None:
    assert sign_in(api, a_token(keys)).status_code == 200  # A's set is cached
    # the provider rotates: a new key appears beside the old ones
    provider.publish(A_PATH, {**keys.a, "a-rsa-2": keys.a_next})
    provider.wait_until(A_PATH, REFRESH + 0.1)
    before = provider.count(A_PATH)
    token = sign(claims(A, AUDIENCE, "alice"), keys.a_next, "a-rsa-2")
    assert sign_in(api, token).status_code == 200
    assert provider.count(A_PATH) == before + 1
    # a flood of made-up kids: one fetch per interval at most
    provider.wait_until(A_PATH, REFRESH + 0.1)
    before, started = provider.count(A_PATH), time.monotonic()
    for n in range(30):
        forged = sign(claims(A, AUDIENCE, "mallory"), keys.stranger, f"made-up-{n}")
        refused(api, forged, "id_token_unknown_key")
    elapsed = time.monotonic() - started
    assert 1 <= provider.count(A_PATH) - before <= 1 + int(elapsed // REFRESH), elapsed
    # the known keys keep working without a fetch
    before = provider.count(A_PATH)
    assert sign_in(api, token).status_code == 200
    assert sign_in(api, a_token(keys, "a-ed", "EdDSA")).status_code == 200
    assert provider.count(A_PATH) == before


def test_a_provider_that_is_down_answers_503_not_500(api: Api, keys: Keys) -> None:
    token = sign(claims(DOWN, AUDIENCE, "dora"), keys.stranger, "k1")
    body = refused(api, token, "identity_provider_unavailable", 503)
    assert body["retry_after"] >= 1
    response = sign_in(api, token)
    assert response.status_code == 503 and int(response.headers["Retry-After"]) >= 1


def test_a_provider_that_hangs_answers_503_within_the_fetch_deadline(api: Api, keys: Keys, provider: Provider) -> None:
    token = sign(claims(HUNG, AUDIENCE, "hugo"), keys.stranger, "k1")
    started = time.monotonic()
    refused(api, token, "identity_provider_unavailable", 503)
    assert time.monotonic() - started < FETCH_TIMEOUT + 3
    # asked again within the interval, the server does not knock again
    before = provider.count(HANG_PATH)
    started = time.monotonic()
    refused(api, token, "identity_provider_unavailable", 503)
    assert time.monotonic() - started < FETCH_TIMEOUT
    assert provider.count(HANG_PATH) == before


def test_a_server_refuses_to_start_on_bad_issuer_settings(tmp_path: Path) -> None:
    bad = json.dumps([{"issuer": A, "audience": AUDIENCE, "jwks_url": "http://idp.example.test/jwks"}])
    process = ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path, oidc_issuers=bad)
    with pytest.raises(RuntimeError, match="https"):
        process.start()
    process.stop()
