"""A page on another origin calls the API from a real browser (CORS): the preflight of a POST with a
bearer token and a JSON body succeeds, and the page reads the answers and the exposed request id.
A server that allows only a listed origin is closed to every other page."""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from tests.browser.conftest import Chromiums, bare
from tests.support.server import ServerProcess

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>other origin</title>
<script src="caller.js" defer></script></head><body data-result="pending"></body></html>"""

CALLER = """
const api = decodeURIComponent(location.hash.slice(1));
async function call() {
  const json = { "Content-Type": "application/json" };
  const created = await fetch(api + "/api/v1/matches", {
    method: "POST", headers: json, body: JSON.stringify({ game: "pobeda", seats: 2 }) });
  const match = await created.json();
  const claimed = await fetch(api + "/api/v1/matches/" + match.id + "/seats", {
    method: "POST", headers: json, body: JSON.stringify({ name: "гость" }) });
  const seat = await claimed.json();
  const view = await fetch(api + "/api/v1/matches/" + match.id + "/view", {
    headers: { Authorization: "Bearer " + seat.token, "X-Request-ID": "from-another-origin" } });
  const body = await view.json();
  return [created.status, claimed.status, view.status, body.viewer.type, view.headers.get("X-Request-ID")].join(" ");
}
call().then(r => { document.body.dataset.result = r; }, e => { document.body.dataset.result = "blocked: " + e; });
"""


@pytest.fixture(scope="module")
def other_origin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A static page served from its own port on loopback: another origin than the API's."""
    root = tmp_path_factory.mktemp("origin")
    (root / "index.html").write_text(PAGE, encoding="utf-8")
    (root / "caller.js").write_text(CALLER, encoding="utf-8")
    handler = functools.partial(QuietHandler, directory=str(root))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    thread.join()


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def result_in_browser(chromiums: Chromiums, page_url: str, api_url: str) -> str:
    with bare(chromiums, page_url) as driver:
        driver.get(f"{page_url}/index.html#{api_url}")
        body = driver.find_element("tag name", "body")
        WebDriverWait(driver, 20, poll_frequency=0.05).until(lambda _: body.get_attribute("data-result") != "pending")
        return body.get_attribute("data-result") or ""


def test_a_page_on_another_origin_plays_through_the_api(
    chromiums: Chromiums, web: ServerProcess, other_origin: str
) -> None:
    assert result_in_browser(chromiums, other_origin, web.url) == "201 201 200 seat from-another-origin"


def test_a_server_listing_its_origins_is_closed_to_other_pages(
    chromiums: Chromiums, other_origin: str, tmp_path: Path
) -> None:
    listed = "https://club.example"
    with ServerProcess(f"sqlite:///{tmp_path / 'igroteka.sqlite'}", tmp_path, cors_origins=listed) as server:
        assert result_in_browser(chromiums, other_origin, server.url).startswith("blocked: TypeError")
