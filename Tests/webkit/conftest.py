"""WebKit for fingerplay.js's tests: Debian's WebKitGTK MiniBrowser driven by WebKitWebDriver
through Selenium, under a virtual display (scripts/webkit-tests runs pytest in xvfb-run).

WebKitWebDriver dispatches trusted mouse and pen input (W3C actions); its touch input arrives
as a mouse, so multi-finger gestures are driven here with synthetic PointerEvents dispatched in
the page — they test the library in WebKit's JavaScript engine and DOM, not WebKit's input path
(Chromium's tests drive real multi-touch)."""

import importlib.util
import os
import sys

import pytest
from selenium import webdriver
from selenium.common.exceptions import WebDriverException

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "browser"))
from scratch_page import ScratchPage  # noqa: E402

MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
# The Chromium suite's arcade runner (Tests/browser/conftest.py), loaded under a name of its own.
_spec = importlib.util.spec_from_file_location("browser_conftest", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "browser", "conftest.py"))
browser_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(browser_conftest)


# The built arcade on a free port with a temporary data folder: the Chromium suite's fixture.
arcade = browser_conftest.arcade


@pytest.fixture(scope="session")
def scratch():
    s = ScratchPage()
    yield s
    s.close()


def start_webkit():
    options = webdriver.WebKitGTKOptions()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    driver = webdriver.WebKitGTK(options=options)
    driver.set_window_size(1000, 800)
    return driver


class WebKitSession:
    """One MiniBrowser for the run, started again when its web process has died: WebKitGTK on a
    busy two-core machine now and then reports a page crash or hang, and every later command of
    that session would fail with it. The test that met the crash fails (scripts/browser-tests
    runs it once more, only for that error); the ones after it get a live browser."""

    def __init__(self):
        self.driver = None

    def live(self):
        if self.driver is not None:
            try:
                self.driver.execute_script("return 1")
            except WebDriverException:
                try:
                    self.driver.quit()
                except WebDriverException:
                    pass
                self.driver = None
        if self.driver is None:
            self.driver = start_webkit()
        return self.driver

    def close(self):
        if self.driver is not None:
            self.driver.quit()


@pytest.fixture(scope="session")
def webkit_session():
    session = WebKitSession()
    yield session
    session.close()


@pytest.fixture
def webkit(webkit_session):
    return webkit_session.live()
