"""Every arcade page in WebKit at a desktop's size (1280 x 800) by mouse, held to what the
Chromium suite holds it to (Tests/browser/layout_checks.py): the bar's controls whole, apart and
on the screen, and nothing fixed over the game. Screenshots land in docs/screenshots."""

import os
import time

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from layout_checks import BAR, GAME_PAGES, OVER, PAGES, page_path

SHOTS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "docs", "screenshots")


@pytest.fixture
def wide(webkit):
    """The session's WebKit window at 1280 x 800, put back to its 1000 x 800 after."""
    webkit.set_window_size(1280, 800)
    yield webkit
    webkit.set_window_size(1000, 800)


@pytest.mark.parametrize("name", list(PAGES))
def test_every_page_at_a_desktop_size_in_webkit(wide, arcade, name):
    webkit = wide
    webkit.get(arcade.url + page_path(arcade, name))
    if name in GAME_PAGES:
        WebDriverWait(webkit, 10).until(lambda d: d.execute_script("return document.querySelectorAll('#world .node').length") > 0)
    elif name == "room":
        WebDriverWait(webkit, 10).until(lambda d: d.execute_script("return (document.getElementById('room-code') || {}).textContent || ''") != "")
    elif name == "challenge":
        WebDriverWait(webkit, 10).until(lambda d: d.execute_script("const e = document.getElementById('challenge-start'); return !!e && e.offsetParent !== null"))
    else:
        WebDriverWait(webkit, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        time.sleep(0.5)
    width = webkit.execute_script("return innerWidth")
    bar = webkit.execute_script(f"return ({BAR})()")
    for box in bar:
        assert box["whole"], f"{name}: {box['name']} is cut: {bar}"
        assert 0 <= box["left"] and box["right"] <= width, f"{name}: {box['name']} leaves the screen: {bar}"
    ordered = sorted(bar, key=lambda b: b["left"])
    for a, b in zip(ordered, ordered[1:]):
        assert a["right"] <= b["left"] + 0.5, f"{name}: {a['name']} and {b['name']} overlap: {bar}"
    assert webkit.execute_script(f"return ({OVER})()") == [], name
    # WebKit draws a native select light whatever background the page asks, and the dark page's
    # light text vanished on it: each select shown is drawn by the page.
    selects = webkit.execute_script("""return [...document.querySelectorAll('select')].filter((s) => s.offsetParent !== null)
      .map((s) => { const c = getComputedStyle(s); return { id: s.id || s.className, appearance: c.webkitAppearance || c.appearance }; })""")
    for select in selects:
        assert select["appearance"] == "none", f"{name}: the select {select['id']!r} is WebKit's own, its text unreadable: {selects}"
    os.makedirs(SHOTS, exist_ok=True)
    webkit.save_screenshot(os.path.join(SHOTS, f"layout-{name}-webkit.png"))
