"""The arcade in WebKit: Tap It played to its end by mouse — WebKitWebDriver's trusted mouse
input for taps (clicks) and swipes (fast drags); a pinch is Control + wheel on a desktop, and
WebKitWebDriver's wheel events arrive without the Control key held, so that one is a synthetic
WheelEvent dispatched in the page — its result saved and on the leaderboard; and a leaderboard
record watched on its watch page to its verified end, by the mouse and the keys."""

import json
import os
import re
import sys
import time
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.support.ui import WebDriverWait


def node_text(driver, node_id):
    return driver.execute_script(f"const e = document.querySelector('[data-id=\"{node_id}\"]'); return e ? e.textContent : null;")


def node_center(driver, node_id):
    return driver.execute_script(f"""const r = document.querySelector('[data-id="{node_id}"]').getBoundingClientRect();
        return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];""")


def score(driver):
    return int(re.search(r"Score (\d+)", node_text(driver, "score")).group(1))


def click_at(driver, x, y):
    actions = ActionBuilder(driver, duration=0)
    actions.pointer_action.move_to_location(x, y).click()
    actions.perform()


def fast_drag(driver, x, y, dx):
    """A 200 px drag in 60 ms: a swipe."""
    actions = ActionBuilder(driver, duration=15)
    actions.pointer_action.move_to_location(x, y).pointer_down()
    for i in range(1, 5):
        actions.pointer_action.move_to_location(x + dx * i // 4, y)
    actions.pointer_action.pointer_up()
    actions.perform()


SYNTHETIC_CTRL_WHEEL = """
const [x, y] = arguments, stage = document.getElementById('stage');
return (async () => {
  for (let i = 0; i < 6; i++) {
    stage.dispatchEvent(new WheelEvent('wheel', { clientX: x, clientY: y, deltaY: -60, ctrlKey: true, bubbles: true, cancelable: true }));
    await new Promise((r) => setTimeout(r, 30));
  }
})();
"""


def test_tap_it_by_mouse_to_its_end(webkit, arcade):
    webkit.get(f"{arcade.url}/play.html?game=tapit")
    WebDriverWait(webkit, 10).until(lambda d: d.execute_script("return document.querySelector('#world .node') !== null"))
    time.sleep(0.3)
    click_at(webkit, *node_center(webkit, "newGame"))
    WebDriverWait(webkit, 5).until(lambda d: node_text(d, "command") in ("Tap It!", "Pinch It!", "Swipe It!"))
    stage = webkit.execute_script("const r = document.getElementById('stage').getBoundingClientRect(); return [r.x, r.y, r.width, r.height];")
    cx, cy = int(stage[0] + stage[2] / 2), int(stage[1] + stage[3] / 2)
    done = []
    while score(webkit) < 3 and node_text(webkit, "command") != "Game over":
        command, before = node_text(webkit, "command"), score(webkit)
        if command == "Tap It!":
            click_at(webkit, cx, cy)
        elif command == "Swipe It!":
            fast_drag(webkit, cx - 100, cy, 200)
        elif command == "Pinch It!":
            # Control + wheel over the stage (synthetic): the page's two virtual fingers spread.
            webkit.execute_script(SYNTHETIC_CTRL_WHEEL, cx, cy)
        else:
            raise AssertionError(f"a harder command so soon: {command}")
        WebDriverWait(webkit, 4).until(lambda d: score(d) > before or node_text(d, "command") == "Game over")
        done.append((command, score(webkit)))
    # Then nothing: the countdown runs out.
    WebDriverWait(webkit, 8).until(lambda d: node_text(d, "command") == "Game over")
    final = score(webkit)
    assert final >= 1, done
    WebDriverWait(webkit, 4).until(lambda d: f"Saved: {final} move" in (d.execute_script("return document.getElementById('notice').textContent") or ""))
    webkit.get(f"{arcade.url}/")
    WebDriverWait(webkit, 5).until(lambda d: d.execute_script("return document.querySelector('[data-scores=\"tapit\"] li') !== null"))
    assert f"— {final} move" in webkit.execute_script("return document.querySelector('[data-scores=\"tapit\"]').textContent"), done


def post_record(arcade, name, player):
    """A fixture record sent as a page sends one (POST /api/records): replayed, saved, its id back."""
    fixture = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Fixtures", "records", name + ".json")
    with open(fixture, "rb") as f:
        request = urllib.request.Request(f"{arcade.url}/api/records?player={player}", data=f.read(), method="POST")
    return json.loads(urllib.request.urlopen(request, timeout=10).read())["id"]


def watch_state(driver):
    return driver.execute_script("""const w = window.arcadeWatch, v = document.getElementById('verdict');
        return { time: w && w.playback ? Math.round((w.playback.time - w.playback.start) * 1e6) / 1e6 : null,
                 playing: document.body.dataset.playing === 'true', verdict: v.hidden ? '' : v.textContent,
                 fingers: document.querySelectorAll('#fingers .finger').length };""")


def test_a_leaderboard_record_watched_to_its_verified_end_with_the_mouse_and_keys(webkit, arcade):
    record = post_record(arcade, "tapit-standard", player="Webkit")
    # A link to a moment opens there, paused: the first swipe's finger down.
    webkit.get(f"{arcade.url}/watch/{record}?t=0.1")
    WebDriverWait(webkit, 5).until(lambda d: watch_state(d)["time"] == 0.1)
    assert watch_state(webkit)["fingers"] == 1 and not watch_state(webkit)["playing"]
    # Played from there, it skips the idle end and verifies itself.
    click_at(webkit, *element_center(webkit, "#play"))
    WebDriverWait(webkit, 8).until(lambda d: watch_state(d)["verdict"])
    assert watch_state(webkit)["verdict"] == "Reproduced: 4 moves — as on the leaderboard"
    # The buttons by the trusted mouse; the keys by the keyboard.
    click_at(webkit, *element_center(webkit, "#to-start"))
    assert watch_state(webkit)["time"] == 0 and watch_state(webkit)["verdict"] == ""
    click_at(webkit, *element_center(webkit, "#frame-forward"))
    assert watch_state(webkit)["time"] == round(1 / 60, 6)
    ActionChains(webkit).send_keys(Keys.ARROW_RIGHT).perform()
    assert watch_state(webkit)["time"] == round(2 / 60, 6)
    ActionChains(webkit).send_keys(Keys.END).perform()
    assert watch_state(webkit)["verdict"] == "Reproduced: 4 moves — as on the leaderboard"
    ActionChains(webkit).send_keys(Keys.HOME).perform()
    ActionChains(webkit).send_keys(Keys.SPACE).perform()
    assert watch_state(webkit)["playing"]
    WebDriverWait(webkit, 8).until(lambda d: watch_state(d)["verdict"])
    assert webkit.current_url.endswith(f"/watch/{record}?t=4.18")


def element_center(driver, selector):
    return driver.execute_script(f"""const r = document.querySelector('{selector}').getBoundingClientRect();
        return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];""")


def test_a_tap_it_board_challenged_by_mouse(webkit, arcade):
    # The same record as above (a record is stored once): Webkit's.
    record = post_record(arcade, "tapit-standard", player="Webkit")
    webkit.get(f"{arcade.url}/challenge/{record}")
    WebDriverWait(webkit, 10).until(lambda d: d.execute_script("return !document.getElementById('challenge-card').hidden"))
    click_at(webkit, *element_center(webkit, "#challenge-start"))
    WebDriverWait(webkit, 5).until(lambda d: node_text(d, "command") == "Swipe It!")
    # The ghost plays the record in its corner meanwhile.
    WebDriverWait(webkit, 3).until(lambda d: d.execute_script("return document.querySelectorAll('#ghost .node').length > 0"))
    stage = webkit.execute_script("const r = document.getElementById('stage').getBoundingClientRect(); return [r.x, r.y, r.width, r.height];")
    cx, cy = int(stage[0] + stage[2] / 2), int(stage[1] + stage[3] / 2)
    fast_drag(webkit, cx - 100, cy, 200)
    WebDriverWait(webkit, 4).until(lambda d: score(d) == 1)
    # Then nothing: the next command's time runs out, 1 move against the record's 4.
    WebDriverWait(webkit, 10).until(lambda d: d.execute_script("return !document.getElementById('challenge-card').hidden"))
    assert webkit.execute_script("return document.getElementById('challenge-text').textContent") == "1 move · Standard: 3 moves fewer than Webkit’s 4 moves."


def test_a_game_in_progress_watched_live(webkit, arcade):
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "ops"))
    from player import Player

    p = Player("Lena")
    welcome = p.connect(arcade.url.replace("http", "ws") + "/ws")
    p.start_tap_it()
    webkit.get(f"{arcade.url}/watch/live")
    WebDriverWait(webkit, 6).until(lambda d: d.execute_script(f"return document.querySelector('[data-live=\"{welcome['live']}\"] a') !== null"))
    click_at(webkit, *element_center(webkit, f'[data-live="{welcome["live"]}"] a'))
    WebDriverWait(webkit, 6).until(lambda d: d.execute_script("return document.body.dataset.live === 'on'"))
    assert webkit.execute_script("return document.getElementById('title').textContent") == "Lena — Tap It, live"
    WebDriverWait(webkit, 3).until(lambda d: node_text(d, "command") in ("Tap It!", "Swipe It!", "Pinch It!"))
    assert p.wait_for("watchers")["count"] == 1
    # The player's first command runs out: the spectator sees the game over as it happens.
    deadline = time.time() + 10
    while time.time() < deadline and node_text(webkit, "command") != "Game over":
        p.step()
        time.sleep(0.3)
    assert node_text(webkit, "command") == "Game over"
    p.close()
    WebDriverWait(webkit, 5).until(lambda d: d.execute_script("return document.body.dataset.ended || ''") == "the game is over: the player left")


def scene_xy(driver, node):
    return driver.execute_script("""const e = document.querySelector(`#world [data-id="${arguments[0]}"]`);
      const m = /translate\\(([-0-9.]+)px, ([-0-9.]+)px\\)/.exec(e.style.transform);
      return [Math.round((+m[1] + e.offsetWidth / 2) * 10) / 10, Math.round((+m[2] + e.offsetHeight / 2) * 10) / 10];""", node)


def test_a_pieces_board_played_together_with_a_page_in_webkit(webkit, arcade):
    """Ada plays from a socket of her own (what a page sends); Bo in WebKit by mouse: each sees
    the other's move on the one board, and Bo's click on the square Ada holds does nothing."""
    from websockets.sync.client import connect

    ada = connect(arcade.url.replace("http", "ws") + "/ws", max_size=2**22)
    received = []

    def wait_for(kind, check=lambda m: True, timeout=8):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for m in received:
                if m["type"] == kind and check(m):
                    return m
            try:
                received.append(json.loads(ada.recv(timeout=0.2)))
            except TimeoutError:
                pass
        raise AssertionError(f"no {kind} message")

    ada.send(json.dumps({"type": "room", "version": 1, "game": "pieces", "player": "Ada", "width": 800, "height": 600, "local": True}))
    code = wait_for("room")["code"]
    webkit.get(f"{arcade.url}/room/{code}")
    WebDriverWait(webkit, 8).until(lambda d: d.execute_script("return document.querySelectorAll('#room-players li').length") == 2)
    ada.send(json.dumps({"type": "start"}))
    board = wait_for("board")
    assert board["header"]["width"] == 800 and [p["name"] for p in board["header"]["team"]] == ["Ada", "Player"]
    WebDriverWait(webkit, 8).until(lambda d: d.execute_script("return document.body.dataset.teamRound") == "1")
    # Bo drags green up by 120 px with the mouse: Ada's socket gets his steps, in his pointer range.
    green0 = scene_xy(webkit, "green")
    x, y = element_center(webkit, '#world [data-id="green"]')
    actions = ActionBuilder(webkit, duration=20)
    actions.pointer_action.move_to_location(x, y).pointer_down()
    for i in range(1, 9):
        actions.pointer_action.move_to_location(x, y - 15 * i)
    actions.pointer_action.pointer_up()
    actions.perform()
    up = wait_for("steps", lambda m: any(e["type"] == "up" and e["id"] // 1000000 == 2 for s in m["steps"] for e in s.get("inputs", [])))
    assert all(s["by"] == 2 for s in up["steps"] if s.get("inputs"))
    green1 = scene_xy(webkit, "green")
    scale = webkit.execute_script("return window.arcadePage.renderer.scale")
    assert green1[0] == green0[0] and abs(green1[1] - (green0[1] - 120 / scale)) < 1, (green0, green1, scale)
    # Ada drags red 100 pt right: Bo's page shows it.
    red0 = scene_xy(webkit, "red")
    t = 100000.0
    ada.send(json.dumps({"type": "input", "seq": 1, "events": [{"t": t, "type": "down", "id": 1, "x": red0[0], "y": red0[1]}]}))
    for i in range(1, 11):
        time.sleep(0.016)
        ada.send(json.dumps({"type": "input", "seq": 1 + i, "events": [{"t": t + 16 * i, "type": "move", "id": 1, "x": red0[0] + 10 * i, "y": red0[1]}]}))
    WebDriverWait(webkit, 5).until(lambda d: scene_xy(d, "red") == [red0[0] + 100, red0[1]])
    # Ada still holds red: Bo's click on it does nothing, and his page says who holds it.
    x, y = element_center(webkit, '#world [data-id="red"]')
    click_at(webkit, x, y)
    WebDriverWait(webkit, 5).until(lambda d: d.execute_script("return document.body.dataset.held") == "red:Ada")
    assert webkit.execute_script("return document.querySelectorAll('#fingers .finger').length") == 1
    ada.close()


def focused(driver):
    return driver.execute_script("const e = document.activeElement; return e.dataset.id || e.id || e.textContent.trim();")


def tab_to(driver, name, limit=30):
    """Tabs forward (WebKitWebDriver's trusted Tab) until the focus is on `name`."""
    for _ in range(limit):
        if focused(driver) == name:
            return
        ActionChains(driver).send_keys(Keys.TAB).perform()
    raise AssertionError(f"Tab never reached {name!r}; the focus is on {focused(driver)!r}")


# The keys that obey Tap It's first commands, as WebKitWebDriver sends them.
KEYS = {"Tap It!": Keys.ENTER, "Pinch It!": "+", "Swipe It!": Keys.ARROW_RIGHT}


def test_tap_it_by_keyboard_to_its_end_and_a_square_of_pieces_moved(webkit, arcade):
    """Issue 57 in WebKit: Start by Tab and Enter (no error), three commands obeyed by their
    keys, the game over and saved on the keyboard table; then a square of Pieces picked up,
    moved and put down by keys."""
    webkit.get(f"{arcade.url}/play.html?game=tapit")
    WebDriverWait(webkit, 10).until(lambda d: d.execute_script("return document.querySelector('[data-id=\"newGame\"]') !== null"))
    tab_to(webkit, "newGame")
    ActionChains(webkit).send_keys(Keys.ENTER).perform()
    WebDriverWait(webkit, 5).until(lambda d: node_text(d, "command") in KEYS)
    assert webkit.execute_script("return document.getElementById('notice').textContent") == ""
    while score(webkit) < 3:
        command, before = node_text(webkit, "command"), score(webkit)
        ActionChains(webkit).send_keys(KEYS[command]).perform()
        WebDriverWait(webkit, 4).until(lambda d: score(d) == before + 1, f"{command} by keys did not score")
    WebDriverWait(webkit, 10).until(lambda d: node_text(d, "command") == "Game over")
    WebDriverWait(webkit, 3).until(lambda d: "Saved: 3 moves · Standard, by keyboard" in d.execute_script("return document.getElementById('notice').textContent"))
    webkit.get(f"{arcade.url}/play.html?game=pieces")
    WebDriverWait(webkit, 10).until(lambda d: d.execute_script("return document.querySelector('[data-id=\"red\"]') !== null"))
    before = webkit.execute_script("return document.querySelector('[data-id=\"red\"]').getBoundingClientRect().x")
    tab_to(webkit, "red")
    ActionChains(webkit).send_keys(Keys.ENTER).perform()
    WebDriverWait(webkit, 3).until(lambda d: d.execute_script("return document.getElementById('key-said').textContent") == "The red square picked up")
    ActionChains(webkit).key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT).key_up(Keys.SHIFT).send_keys(Keys.ENTER).perform()
    WebDriverWait(webkit, 3).until(lambda d: d.execute_script("return document.getElementById('key-said').textContent") == "The red square put down")
    after = webkit.execute_script("return document.querySelector('[data-id=\"red\"]').getBoundingClientRect().x")
    # 100 points to the right, in the stage's scale (the scene fits the window).
    scale = webkit.execute_script("return document.getElementById('stage').getBoundingClientRect().width") / 600
    assert after - before > 50 * min(scale, 1), (before, after)
