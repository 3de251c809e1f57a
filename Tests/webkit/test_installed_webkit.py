"""The installed arcade in WebKit: the landing's service worker keeps the version the arcade runs;
with the arcade's server gone the landing opens from that copy, Tap It is played to its end by
the mouse on the device, and its result is saved — the player told — when the server is back.
WebKitGTK's MiniBrowser has no passkeys (no PublicKeyCredential): its landing says the player
plays as a guest, and the name stays theirs to type."""

import json
import os
import shutil
import tempfile
import urllib.request

from selenium.webdriver.support.ui import WebDriverWait

from conftest import browser_conftest
from test_arcade_webkit import click_at, node_center, node_text

ROOT = browser_conftest.ROOT


def notice(driver):
    return driver.execute_script("return document.getElementById('notice').textContent") or ""


def test_the_landing_kept_offline_plays_tap_it_and_saves_it_when_the_server_is_back(webkit):
    binary = os.environ.get("ARCADE_BIN") or os.path.join(ROOT, ".build", "debug", "arcade")
    data = tempfile.mkdtemp(prefix="fingerplay-data-")
    arcade = browser_conftest.Arcade(binary, data)
    arcade.start()
    try:
        origin = f"http://localhost:{arcade.port}"
        with urllib.request.urlopen(origin + "/health") as answer:
            version = answer.headers["X-Fingerplay-Version"]
        webkit.get(origin + "/")
        webkit.set_script_timeout(30)
        caches = webkit.execute_async_script(
            "const done = arguments[0]; navigator.serviceWorker.ready.then(() => caches.keys()).then((names) => names.filter((n) => /^fingerplay-[0-9a-f]{16}$/.test(n))).then(done, (e) => done(String(e)))")
        assert caches == [f"fingerplay-{version}"], caches
        WebDriverWait(webkit, 5).until(lambda d: d.execute_script("return document.getElementById('passkey-status').textContent")
                                       == "This browser makes no passkeys: you play as a guest.")
        webkit.execute_script("const n = document.getElementById('player'); n.value = 'Kit'; n.dispatchEvent(new Event('input'));")

        # The server goes away: the landing opens from the kept copy, its games listed.
        arcade.stop()
        webkit.refresh()
        WebDriverWait(webkit, 10).until(lambda d: d.execute_script("return document.querySelectorAll('#games [data-play]').length") == 4)
        WebDriverWait(webkit, 10).until(lambda d: (d.execute_script(
            "return document.getElementById('scores').textContent") or "").startswith("The leaderboard did not answer"))
        assert webkit.execute_script("return document.getElementById('player').value") == "Kit"

        webkit.execute_script("document.querySelector('[data-play=tapit]').click()")
        WebDriverWait(webkit, 15).until(lambda d: "playing on this device" in notice(d))
        WebDriverWait(webkit, 10).until(lambda d: node_text(d, "newGame") is not None)
        click_at(webkit, *node_center(webkit, "newGame"))
        WebDriverWait(webkit, 5).until(lambda d: node_text(d, "command") in ("Tap It!", "Pinch It!", "Swipe It!"))
        WebDriverWait(webkit, 12).until(lambda d: node_text(d, "command") == "Game over")
        WebDriverWait(webkit, 5).until(lambda d: "saved when the arcade is back" in notice(d))

        # The server is back: the page finds it, keeps its game and saves the result.
        arcade.start()
        WebDriverWait(webkit, 25).until(lambda d: "Kept, not ranked (played offline): 0 moves · Standard" in notice(d))
        assert webkit.execute_script("return localStorage.getItem('fingerplay.pending')") == "[]"
        assert node_text(webkit, "command") == "Game over"
        with urllib.request.urlopen(origin + "/api/scores?game=tapit") as answer:
            board = json.load(answer)
        entries = [(e["player"], e["value"], e["guest"]) for t in board["unranked"] for e in t["entries"]]
        assert entries == [("Kit", 0, True)], board
    finally:
        try:
            webkit.execute_async_script("""const done = arguments[0];
                navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())))
                  .then(() => caches.keys()).then((names) => Promise.all(names.map((n) => caches.delete(n)))).then(() => done(), () => done());""")
        except Exception:
            pass
        arcade.stop()
        shutil.rmtree(data, ignore_errors=True)
