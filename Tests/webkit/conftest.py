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


@pytest.fixture(scope="session")
def webkit():
    options = webdriver.WebKitGTKOptions()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    driver = webdriver.WebKitGTK(options=options)
    driver.set_window_size(1000, 800)
    yield driver
    driver.quit()
