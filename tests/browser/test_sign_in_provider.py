"""Sign-in with an identity provider in headless Chromium (issue 37): the server offers the
providers configured with their endpoints, the page runs the authorization-code flow with PKCE
against a provider on loopback made here (its keys made by the test), trades the code in the
browser, posts the ID token to `POST /players/sign-in` and is signed in; the code never reaches the
server. A provider's answer that is not for this browser's sign-in signs nobody in."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from igroteka.server.oidc import IssuerConfigError, parse_issuers
from tests.browser.page import Page
from tests.support.provider import AUTHORIZE_PATH, TOKEN_PATH, Login, Provider, rsa_key
from tests.support.server import ServerProcess

CLIENT = "igroteka-web"


@pytest.fixture(scope="module")
def provider() -> Iterator[Provider]:
    with Provider() as started:
        key = rsa_key()
        started.publish("/jwks", {"k1": key})
        started.login = Login(client_id=CLIENT, subject="subject-1", name="Зоя Провайдерова", key=key, kid="k1")
        yield started


def issuer(provider: Provider) -> dict[str, str]:
    return {
        "issuer": provider.url,
        "audience": CLIENT,
        "jwks_url": provider.url + "/jwks",
        "name": "Тест ID",
        "authorization_endpoint": provider.url + AUTHORIZE_PATH,
        "token_endpoint": provider.url + TOKEN_PATH,
    }


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory, provider: Provider) -> Iterator[ServerProcess]:
    workdir = tmp_path_factory.mktemp("web")
    settings = {"oidc_issuers": json.dumps([issuer(provider)])}
    with ServerProcess(f"sqlite:///{workdir / 'igroteka.sqlite'}", workdir, **settings) as server:
        yield server


def test_the_server_offers_the_provider_and_lets_the_page_reach_its_token_endpoint_only(
    web: ServerProcess, provider: Provider
) -> None:
    offered = httpx.get(f"{web.url}/api/v1/players/sign-in/issuers").json()
    assert offered == [
        {
            "issuer": provider.url,
            "name": "Тест ID",
            "client_id": CLIENT,
            "authorization_endpoint": provider.url + AUTHORIZE_PATH,
            "token_endpoint": provider.url + TOKEN_PATH,
            "scope": "openid profile",
        }
    ]
    policy = httpx.get(web.url + "/").headers["content-security-policy"]
    assert f"connect-src 'self' {provider.url};" in policy and "script-src 'self';" in policy


def test_sign_in_with_the_provider_in_the_browser(
    browser: Callable[..., Page], web: ServerProcess, provider: Provider
) -> None:
    page = browser()
    page.open("/#/me")
    page.click(f"button[data-issuer='{provider.url}']")
    page.wait(lambda: "Зоя Провайдерова" in page.text(".account h2"), message="not signed in through the provider")
    assert page.driver.current_url.endswith("/#/me") and "code=" not in page.driver.current_url
    account = page.run("return JSON.parse(localStorage.getItem('igroteka.account'))")
    assert account["token"].startswith("igp_") and account["name"] == "Зоя Провайдерова"
    (code,) = provider.traded
    assert code not in web.logs(), "the code reached the server"
    me = httpx.get(f"{web.url}/api/v1/players/me", headers={"Authorization": f"Bearer {account['token']}"})
    assert me.status_code == 200 and me.json()["id"] == account["id"]
    assert not page.errors()


def test_an_answer_not_for_this_sign_in_signs_nobody_in(browser: Callable[..., Page], provider: Provider) -> None:
    page = browser(lang="en")
    page.open("/#code=stolen&state=someone-elses")
    page.wait(lambda: "not for this sign-in" in page.text(".problem"), message="the forged answer was not refused")
    assert page.run("return localStorage.getItem('igroteka.account')") is None
    assert "code=" not in page.driver.current_url


@pytest.mark.parametrize(
    "change",
    [{"token_endpoint": None}, {"authorization_endpoint": "ftp://example.org/authorize"}],
)
def test_a_provider_needs_both_endpoints_over_https(tmp_path: Path, change: dict[str, str | None]) -> None:
    config = {
        "issuer": "https://id.example.org",
        "audience": CLIENT,
        "jwks_url": "https://id.example.org/jwks",
        "authorization_endpoint": "https://id.example.org/authorize",
        "token_endpoint": "https://id.example.org/token",
    }
    assert parse_issuers(json.dumps([config]))[0].token_endpoint == "https://id.example.org/token"
    broken = {k: v for k, v in {**config, **change}.items() if v is not None}
    with pytest.raises(IssuerConfigError):
        parse_issuers(json.dumps([broken]))
