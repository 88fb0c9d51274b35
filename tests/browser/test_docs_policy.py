"""The interactive API docs in a real browser: they render with every asset from the server itself
(the machines here have no internet, so a CDN asset would leave the page blank), and they keep as
strict a Content Security Policy as the web client (issue 40): no ``'unsafe-inline'`` for styles
either, and Swagger UI, drawn and clicked through (an operation opened, "Try it out", the schemas),
breaks none of it: Chromium reports no violation, while an inline style element, the control, is
refused and reported."""

from __future__ import annotations

import httpx
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from tests.browser.conftest import CHROMEDRIVER, chromium_options
from tests.support.server import ServerProcess

# Settles once the page's DOM has not changed for 300 ms: Swagger UI has drawn what was clicked open
# (an opened schema is resolved, then drawn). A violation comes from a change to the DOM: a style
# element or attribute added.
SETTLED = """
const done = arguments[arguments.length - 1];
const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(settled, 300); });
let timer = setTimeout(settled, 300);
function settled() { observer.disconnect(); done(true); }
observer.observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
"""


SEATS = "/api/v1/matches/{match_id}/seats"


def path(summary: WebElement) -> str:
    """An operation's path as shown (Swagger UI breaks it with zero-width spaces)."""
    return summary.find_element("css selector", ".opblock-summary-path").text.replace("\u200b", "")


def logging_browser() -> webdriver.Chrome:
    options = chromium_options()
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)


def violations(driver: webdriver.Chrome) -> list[str]:
    return [entry["message"] for entry in driver.get_log("browser") if "Content Security Policy" in entry["message"]]


def test_the_docs_policy_has_no_unsafe_inline_and_swagger_ui_breaks_none_of_it(web: ServerProcess) -> None:
    policy = httpx.get(f"{web.url}/schema").headers["content-security-policy"]
    assert "unsafe-inline" not in policy and "style-src 'self';" in policy
    driver = logging_browser()
    try:
        driver.get(f"{web.url}/schema")
        WebDriverWait(driver, 20).until(lambda d: d.find_elements("css selector", ".swagger-ui .opblock"))
        assert "Igroteka" in driver.find_element("css selector", ".swagger-ui .info .title").text
        operations = driver.find_elements("css selector", ".swagger-ui .opblock-summary-path")
        assert any("/api/v1/matches/{match_id}/moves" in op.text.replace("\u200b", "") for op in operations)
        loaded = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        assert loaded and all(url.startswith(web.url) for url in loaded), loaded

        # One operation with a path parameter, a request body and its answers stands for the 84: each
        # opened redraws the whole list (~2-4 CPU s of the renderer's) and draws the same components.
        claim = next(
            s for s in driver.find_elements("css selector", ".opblock-post .opblock-summary") if path(s) == SEATS
        )
        claim.click()
        driver.find_element("css selector", ".try-out__btn").click()
        for control in driver.find_elements("css selector", ".models-control, .model-box-control")[:4]:
            control.click()
        driver.set_script_timeout(20)
        driver.execute_async_script(SETTLED)  # what the clicks opened is drawn, its schemas resolved
        assert violations(driver) == []
        styled = driver.execute_script("return getComputedStyle(document.querySelector('.opblock')).borderRadius")
        assert styled == "4px", "swagger-ui.css applies"
        driver.execute_script("document.head.insertAdjacentHTML('beforeend', '<style>body { color: red }</style>')")
        reported = WebDriverWait(driver, 5, poll_frequency=0.05)  # each read takes the log's new entries
        reported.until(lambda d: any("style" in message for message in violations(d)), "the control is not refused")
    finally:
        driver.quit()
