"""The arcade installed and played with no network, in Chromium with a profile of its own (an
incognito window installs nothing): the installability check finds nothing wrong; after a first
visit the network is cut, a reload opens the landing from the service worker's copy, a room says
it needs the network, a game is played to its end on the device, and its result is saved — the
player told — when the network is back."""

import json
import os
import shutil
import struct
import tempfile
import urllib.request

from playwright.sync_api import expect

from arcade_page import rect, tap_it_played_offline, text, wait_until
from conftest import ROOT, Arcade, shot
from test_accessibility import violations
from fingers import Fingers

PUBLIC = os.path.join(ROOT, "Sources", "ArcadeServer", "Public")


def profile(browser, **options):
    """A browser context with a profile folder of its own, as a player's browser has."""
    folder = tempfile.mkdtemp(prefix="fingerplay-profile-")
    context = browser.browser_type.launch_persistent_context(
        folder, executable_path=shutil.which("chromium") or "/usr/bin/chromium", headless=True, args=["--no-sandbox"], **options)
    return context, folder


def version_of(arcade):
    """The page's version the arcade runs, as every answer says it."""
    with urllib.request.urlopen(f"http://localhost:{arcade.port}/health") as answer:
        return answer.headers["X-Fingerplay-Version"]


# The caches of the page's versions (the worker keeps one more: which version each open page is).
VERSION_CACHES = """navigator.serviceWorker.ready.then(() => caches.keys())
  .then((names) => names.filter((name) => /^fingerplay-[0-9a-f]{16}$/.test(name)))"""


def png_size(path):
    """A PNG file's width and height, from its header."""
    with open(os.path.join(PUBLIC, path.lstrip("/")), "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", path
    return struct.unpack(">II", head[16:24])


def test_the_arcade_is_installable_with_its_own_icons(browser, arcade):
    context, folder = profile(browser)
    try:
        page = context.pages[0]
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"http://localhost:{arcade.port}/")
        caches = page.evaluate(VERSION_CACHES)
        assert caches == [f"fingerplay-{version_of(arcade)}"], caches
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["url"] == f"http://localhost:{arcade.port}/manifest.webmanifest" and manifest["errors"] == [], manifest
        parsed = json.loads(manifest["data"])
        assert (parsed["name"], parsed["short_name"], parsed["display"], parsed["start_url"]) == ("Fingerplay arcade", "Fingerplay", "standalone", "/")
        assert (parsed["theme_color"], parsed["background_color"]) == ("#18202e", "#18202e")
        icons = {(i["src"], i["sizes"], i["purpose"]) for i in parsed["icons"]}
        assert icons == {("/icons/icon-192.png", "192x192", "any"), ("/icons/icon-512.png", "512x512", "any"),
                         ("/icons/maskable-512.png", "512x512", "maskable")}, icons
        for src, sizes, _ in icons:
            assert "%dx%d" % png_size(src) == sizes, src
        assert errors == []
    finally:
        context.close()
        shutil.rmtree(folder, ignore_errors=True)


def test_with_the_network_cut_after_a_first_visit_the_arcade_plays_and_saves_when_it_is_back(browser):
    binary = os.environ.get("ARCADE_BIN") or os.path.join(ROOT, ".build", "debug", "arcade")
    data = tempfile.mkdtemp(prefix="fingerplay-data-")
    arcade = Arcade(binary, data)
    arcade.start()
    context, folder = profile(browser, has_touch=True, viewport={"width": 800, "height": 644})
    try:
        page = context.pages[0]
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        origin = f"http://localhost:{arcade.port}"
        page.goto(origin + "/")
        page.fill("#player", "Grace")
        assert page.evaluate(VERSION_CACHES) == [f"fingerplay-{version_of(arcade)}"]

        # The network goes: the arcade's server is gone, and the browser knows it is offline.
        arcade.stop()
        context.set_offline(True)
        page.reload()
        expect(page.locator("#network")).to_have_text(
            "You are offline: every game plays on this device, and its results are saved when the network is back. "
            "Rooms, watching and the leaderboard need the network.")
        expect(page.locator("#games [data-play]")).to_have_count(4)
        expect(page.locator("#scores-offline")).to_have_text("The leaderboard needs the network: it shows here when you are back online.")
        assert page.input_value("#player") == "Grace"
        expect(page.locator("#passkey-status")).to_have_text(
            "Claiming a name and signing in need the network: a session signed in before still saves your results when it is back.")
        shot(page, "offline-landing")

        # A room is the server's: its address says so, with the way back.
        room = context.new_page()
        room.goto(origin + "/room/new?game=tapit")
        expect(room.locator("#needs")).to_have_text("Playing together needs the network")
        expect(room.locator("#why")).to_have_text("You are offline. A room is kept by the arcade's server, which deals its boards and passes every move.")
        shot(room, "offline-room")
        assert room.locator("main").aria_snapshot() == (
            '- main:\n'
            '  - heading "Playing together needs the network" [level=1]\n'
            "  - paragraph: You are offline. A room is kept by the arcade's server, which deals its boards and passes every move.\n"
            '  - paragraph: "Every game still plays on this device: its results are saved when the network is back."\n'
            '  - paragraph:\n'
            '    - button "Try again"\n'
            '    - link "Back to the arcade":\n'
            '      - /url: /')
        assert violations(room) == [] and violations(page) == []
        room.close()

        # A game, played to its end on the device.
        page.click("[data-play=tapit]")
        page.wait_for_url("**/play.html?game=tapit*")
        kept = tap_it_played_offline(page)
        moves = kept["result"]["value"]
        summary = f"{moves:g} move{'' if moves == 1 else 's'} · Standard"

        # The network is back: the page reaches the arcade again, keeps its game and saves the result.
        arcade.start()
        context.set_offline(False)
        wait_until(lambda: f"Kept, not ranked (played offline): {summary}" in (page.text_content("#notice") or ""), timeout=20)
        assert page.evaluate("localStorage.getItem('fingerplay.pending')") == "[]"
        assert text(page, "command") == "Game over"
        with urllib.request.urlopen(origin + "/api/scores?game=tapit") as answer:
            board = json.load(answer)
        entries = [e for t in board["unranked"] for e in t["entries"]]
        assert [(e["player"], e["value"], e["guest"]) for e in entries] == [("Grace", moves, True)], board
        assert errors == []
    finally:
        context.close()
        shutil.rmtree(folder, ignore_errors=True)
        arcade.stop()
        shutil.rmtree(data, ignore_errors=True)


def test_a_new_version_replaces_the_kept_one_at_the_next_visit_and_an_open_page_keeps_its_own(browser):
    binary = os.environ.get("ARCADE_BIN") or os.path.join(ROOT, ".build", "debug", "arcade")
    data = tempfile.mkdtemp(prefix="fingerplay-data-")
    public = tempfile.mkdtemp(prefix="fingerplay-public-")
    shutil.copytree(PUBLIC, public, dirs_exist_ok=True)
    arcade = Arcade(binary, data, args=["--public", public])
    arcade.start()
    context, folder = profile(browser)
    try:
        page = context.pages[0]
        origin = f"http://localhost:{arcade.port}"
        page.goto(origin + "/")
        first = version_of(arcade)
        assert page.evaluate(VERSION_CACHES) == [f"fingerplay-{first}"]

        # The operator upgrades the arcade: one page file changes, so the version does.
        arcade.stop()
        with open(os.path.join(public, "offline.js")) as f:
            original = f.read()
        with open(os.path.join(public, "offline.js"), "a") as f:
            f.write("// the second version\n")
        arcade.start()
        second = version_of(arcade)
        assert second != first
        # The page opened before asks for one of its files: it gets its own version's, kept.
        answer = page.evaluate("fetch('/offline.js').then(async (r) => [r.headers.get('X-Fingerplay-Version'), await r.text()])")
        assert answer[0] == first and "the second version" not in answer[1], answer[0]

        # A second tab, opened at the first version too (through the worker, which notes it).
        arcade.stop()
        with open(os.path.join(public, "offline.js"), "w") as f:
            f.write(original)
        arcade.start()
        assert version_of(arcade) == first
        tab = context.new_page()
        tab.goto(origin + "/")
        expect(tab.locator("#games [data-play]")).to_have_count(4)
        arcade.stop()
        with open(os.path.join(public, "offline.js"), "a") as f:
            f.write("// the second version\n")
        arcade.start()

        # The next visit installs the new version whole and drops the old.
        page.goto(origin + "/")
        wait_until(lambda: page.evaluate(VERSION_CACHES) == [f"fingerplay-{second}"], timeout=10)
        # The tab still open at the first version, its version's files gone, gets none of the
        # second's: a refusal that says to reload.
        status, body = tab.evaluate("fetch('/fingerplay/wasm.js').then(async (r) => [r.status, await r.json()])")
        assert (status, body) == (409, {"error": f"this page is of the arcade's version {first}, and the arcade now runs another: reload the page"})
        tab.close()
        arcade.stop()
        context.set_offline(True)
        page.reload()
        expect(page.locator("#games [data-play]")).to_have_count(4)
        answer = page.evaluate("fetch('/offline.js').then(async (r) => [r.headers.get('X-Fingerplay-Version'), await r.text()])")
        assert answer[0] == second and "the second version" in answer[1], answer[0]
    finally:
        context.close()
        shutil.rmtree(folder, ignore_errors=True)
        arcade.stop()
        shutil.rmtree(data, ignore_errors=True)
        shutil.rmtree(public, ignore_errors=True)


SPY_ON_WAKE_LOCKS = """
window.wakeLocksAsked = [];
if (navigator.wakeLock) {
  const request = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = (type) => { window.wakeLocksAsked.push(type); return request(type); };
}
"""

# Chromium's DevTools cannot emulate display-mode (Emulation.setEmulatedMedia leaves it
# "browser"): an installed window is stood for by matchMedia answering as one does.
STANDALONE = """
const matchMedia = window.matchMedia.bind(window);
window.matchMedia = (query) => query === '(display-mode: standalone)' ? { matches: true, media: query } : matchMedia(query);
"""

STANDALONE_RULES = """[...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
  .filter((rule) => rule.media && rule.conditionText === '(display-mode: standalone)')
  .flatMap((rule) => [...rule.cssRules].map((r) => `${r.selectorText} { overscroll-behavior: ${r.style.overscrollBehavior} }`))"""


def test_installed_a_game_keeps_the_screen_on_and_nothing_pulls_to_refresh(browser, arcade):
    for standalone, asked in [(True, ["screen"]), (False, [])]:
        context = browser.new_context(has_touch=True, viewport={"width": 800, "height": 644})
        try:
            page = context.new_page()
            page.add_init_script(SPY_ON_WAKE_LOCKS + (STANDALONE if standalone else ""))
            page.goto(f"http://localhost:{arcade.port}/")
            # Installed, no page of the arcade's pulls to refresh or bounces.
            assert page.evaluate(STANDALONE_RULES) == ["html, body { overscroll-behavior: none }"]
            page.goto(f"http://localhost:{arcade.port}/play.html?game=tapit")
            page.wait_for_selector('[data-id="newGame"]')
            wait_until(lambda: page.evaluate("window.wakeLocksAsked") == asked, timeout=3)
            f = Fingers(page)
            r = rect(page, "newGame")
            f.tap(r["cx"], r["cy"])
            wait_until(lambda: text(page, "command") in ("Tap It!", "Pinch It!", "Swipe It!"), timeout=2)
            assert page.evaluate("window.wakeLocksAsked") == asked, standalone
            assert page.evaluate("getComputedStyle(document.body).overscrollBehaviorY") == "none"
        finally:
            context.close()
