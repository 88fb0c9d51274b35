"""The interactive API docs render in a real browser with every asset from the server itself
(the machines here have no internet, so a CDN asset would leave the page blank)."""

from __future__ import annotations

from selenium.webdriver.support.ui import WebDriverWait

from tests.browser.driver import headless
from tests.support.server import ServerProcess


def test_the_api_docs_render_offline_from_the_servers_own_assets(web: ServerProcess) -> None:
    driver = headless()
    try:
        driver.get(f"{web.url}/schema")
        WebDriverWait(driver, 20).until(lambda d: d.find_elements("css selector", ".swagger-ui .opblock"))
        assert "Igroteka" in driver.find_element("css selector", ".swagger-ui .info .title").text
        operations = driver.find_elements("css selector", ".swagger-ui .opblock-summary-path")
        assert any("/api/v1/matches/{match_id}/moves" in op.text.replace("\u200b", "") for op in operations)
        loaded = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        assert loaded and all(url.startswith(web.url) for url in loaded), loaded
    finally:
        driver.quit()
