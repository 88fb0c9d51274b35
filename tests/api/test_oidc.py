"""Issue 37, sign-in through an identity provider: a real server process trusts issuers whose keys
the test makes (RSA, EC P-256, Ed25519) and serves as JWK sets on loopback or in files; tokens of
every kind the server must refuse are refused, each with its own problem code, and nothing of a
refusal is a 500; a rotated key is picked up by fetching the set again, which a flood of made-up
kids cannot make the server do more than once per interval; a provider that is down or hangs
answers 503 within the fetch deadline. The first token of a subject makes its player, named after
the token's display name normalised as names are; later tokens sign in as the same player, each
answering a player token for the device."""

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


def signed_in(api: Api, token: str) -> dict[str, Any]:
    response = sign_in(api, token)
    assert response.status_code == 200, response.text
    return response.json()


def me(api: Api, player_token: str) -> httpx.Response:
    return api.call("GET", "/api/v1/players/me", player_token)


def test_tokens_signed_with_rsa_ec_and_ed25519_keys_sign_in_as_their_subject(api: Api, keys: Keys) -> None:
    answers = [signed_in(api, a_token(keys, kid, alg)) for kid, alg in KINDS]
    assert {(a["issuer"], a["subject"], a["id"]) for a in answers} == {(A, "alice", answers[0]["id"])}


KINDS = (("a-rsa", "RS256"), ("a-rsa", "PS256"), ("a-ec", "ES256"), ("a-ed", "EdDSA"))


def test_the_first_token_of_a_subject_makes_its_player_and_the_next_signs_in_as_it(api: Api, keys: Keys) -> None:
    first = signed_in(api, sign(claims(B, AUDIENCE, "b-1", name="Борис"), keys.b, "b-rsa"))
    assert first["new"] and first["name"] == "Борис" and first["subject"] == "b-1"
    token = first["token"]
    assert token["token"].startswith("igp_") and token["label"] == f"sign-in: {B}"
    assert me(api, token["token"]).json()["id"] == first["id"]
    # the same subject again, another name offered: the same player, its name kept
    again = signed_in(api, sign(claims(B, AUDIENCE, "b-1", name="Боря"), keys.b, "b-rsa"))
    assert not again["new"] and again["id"] == first["id"] and again["name"] == "Борис"
    # the device signing in again gets a new token of the same label, which replaces the old one
    assert again["token"]["label"] == token["label"] and again["token"]["token"] != token["token"]
    assert me(api, token["token"]).status_code == 401
    listed = api.call("GET", "/api/v1/players/me/tokens", again["token"]["token"]).json()
    assert [t["id"] for t in listed] == [again["token"]["id"]]
    # another device names its own label: a second token, both working
    body = {"id_token": sign(claims(B, AUDIENCE, "b-1"), keys.b, "b-rsa"), "label": "планшет"}
    tablet = api.call("POST", SIGN_IN, json=body).json()
    assert tablet["id"] == first["id"] and tablet["token"]["label"] == "планшет"
    assert me(api, tablet["token"]["token"]).status_code == 200 and me(api, again["token"]["token"]).status_code == 200
    # the same sub at another issuer is another person
    other = signed_in(api, sign(claims(C, AUDIENCE, "b-1", name="Борис"), keys.c, "c-rsa"))
    assert other["new"] and other["id"] != first["id"] and other["name"] == "Борис 2"


def test_a_new_player_signing_in_with_a_label_holds_one_token_of_it(api: Api, keys: Keys) -> None:
    body = {"id_token": sign(claims(B, AUDIENCE, "b-2"), keys.b, "b-rsa"), "label": "телефон"}
    first = api.call("POST", SIGN_IN, json=body).json()
    assert first["new"] and first["token"]["label"] == "телефон"
    listed = api.call("GET", "/api/v1/players/me/tokens", first["token"]["token"]).json()
    assert [t["label"] for t in listed] == ["телефон"]


def test_keys_from_a_file_and_an_audience_among_several(api: Api, keys: Keys) -> None:
    answer = signed_in(api, sign(claims(B, ["someone-else", AUDIENCE], "b-3"), keys.b, "b-rsa"))
    assert answer["issuer"] == B and answer["subject"] == "b-3"


def test_the_display_name_is_normalised_as_names_are(api: Api, keys: Keys) -> None:
    def name_of(subject: str, **offered: str) -> str:
        return signed_in(api, sign(claims(A, AUDIENCE, subject, **offered), keys.a["a-ed"], "a-ed", "EdDSA"))["name"]

    assert name_of("n-1", name=unicodedata.normalize("NFD", "  Зиновий Ёлкин ")) == "Зиновий Ёлкин"
    # a name of invisible characters is no name: the next claim offers one
    assert name_of("n-2", name="\u200b\u200b", preferred_username="zina") == "zina"
    # a look-alike of a player's name (Cyrillic а, capitals) takes the next free variant
    assert name_of("n-3", name="ZIN\u0410") == "ZIN\u0410 2"
    # no valid name at all: a stable one made from the subject, which it does not reveal
    made = name_of("n-4", name="A" * 40, nickname="\u202eevil")
    assert made.startswith("player-") and len(made) == 15 and "n-4" not in made


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
    assert signed_in(api, sign(claims(C, AUDIENCE, "carol"), keys.c_secret, "c-oct", "HS256"))["subject"] == "carol"


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


def test_only_a_first_sign_in_spends_the_account_budget(provider: Provider, keys: Keys, tmp_path: Path) -> None:
    settings = {"oidc_issuers": json.dumps(issuers(provider, keys, tmp_path)), "quota_accounts": 1}
    with ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path, **settings) as process:
        client = Api(process.url)
        try:
            first = signed_in(client, sign(claims(B, AUDIENCE, "q-1"), keys.b, "b-rsa"))
            for _ in range(3):  # the same player signing in again makes no account
                assert signed_in(client, sign(claims(B, AUDIENCE, "q-1"), keys.b, "b-rsa"))["id"] == first["id"]
            refused(client, sign(claims(B, AUDIENCE, "q-2"), keys.b, "b-rsa"), "quota_exceeded", 429)
        finally:
            client.close()
