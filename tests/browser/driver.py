"""A plain headless Chromium for tests that need no page of the web client open first."""

from __future__ import annotations

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from tests.browser.conftest import CHROMEDRIVER, CHROMIUM


def headless() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.binary_location = str(CHROMIUM)
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
