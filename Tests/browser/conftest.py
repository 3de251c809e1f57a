"""Starts the arcade on a free port with a temporary data folder, and a headless Chromium."""

import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest
from playwright.sync_api import sync_playwright

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHOTS = os.path.join(ROOT, "docs", "screenshots")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Arcade:
    def __init__(self, binary, data, cwd=None, args=()):
        # `cwd`: the directory it is started from (an operator's service: any, "/" say); `args`: more options.
        self.binary, self.data, self.cwd, self.args = binary, data, cwd, list(args)
        self.port = free_port()
        self.process = None
        self.url = f"http://127.0.0.1:{self.port}"

    def start(self):
        self.log = open(os.path.join(self.data, "arcade.log"), "a")
        self.process = subprocess.Popen([self.binary, "--port", str(self.port), "--data", self.data, *self.args],
                                        stdout=self.log, stderr=subprocess.STDOUT, cwd=self.cwd)
        for _ in range(200):
            try:
                if urllib.request.urlopen(self.url + "/health", timeout=1).read() == b"ok\n":
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("the arcade did not start")

    def stop(self):
        if self.process:
            self.process.terminate()
            self.process.wait(timeout=20)
            self.process = None
            self.log.close()

    def restart(self):
        self.stop()
        self.start()


@pytest.fixture(scope="session")
def arcade():
    binary = os.environ.get("ARCADE_BIN") or os.path.join(ROOT, ".build", "debug", "arcade")
    data = tempfile.mkdtemp(prefix="fingerplay-data-")
    a = Arcade(binary, data)
    a.start()
    yield a
    a.stop()
    shutil.rmtree(data, ignore_errors=True)


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium", headless=True, args=["--no-sandbox"])
        yield b
        b.close()


def page_in(browser, **context):
    """A page in a new context; the test fails if the page throws."""
    ctx = browser.new_context(device_scale_factor=1, **context)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    ctx.close()
    assert errors == []


@pytest.fixture
def phone(browser):
    """A touch screen 800 x 644 CSS pixels: a 600-pt tall play area under the page's bar."""
    yield from page_in(browser, has_touch=True, viewport={"width": 800, "height": 644})


@pytest.fixture
def desktop(browser):
    """A mouse and a 1000 x 744 window."""
    yield from page_in(browser, has_touch=False, viewport={"width": 1000, "height": 744})


@pytest.fixture
def tall_phone(browser):
    """A phone held upright: touch, 390 x 844 CSS pixels."""
    yield from page_in(browser, has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844})


@pytest.fixture
def wide_desktop(browser):
    """A desktop window: a mouse, 1280 x 800 CSS pixels."""
    yield from page_in(browser, has_touch=False, viewport={"width": 1280, "height": 800})


def shot(page, name):
    os.makedirs(SHOTS, exist_ok=True)
    page.screenshot(path=os.path.join(SHOTS, name + ".png"))
