"""The real page (play.js, playing locally on the WebAssembly build) in Chromium, through nginx:
its instance drains mid-game, the page moves to the other one and its game carries on to a
result saved on the shared leaderboard."""

import json
import os
import shutil
import time

import pytest
from playwright.sync_api import sync_playwright

from test_operations import all_scores
from servers import http_get, wait_for

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium", headless=True, args=["--no-sandbox"])
        yield b
        b.close()


def serving(instance):
    """Tap It sessions playing locally on `instance` now, from its metrics."""
    for line in http_get(instance.url + "/metrics")[1].splitlines():
        if line.startswith('arcade_sessions_open{game="tapit",mode="local"}'):
            return float(line.split()[-1])
    return 0


def test_a_page_moves_when_its_instance_drains_and_its_game_carries_on(arcades, browser):
    assert os.path.exists(os.path.join(ROOT, ".build", "wasm", "fingerplay.wasm")), "run scripts/build-wasm first"
    ctx = browser.new_context(viewport={"width": 1000, "height": 744})
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.add_init_script("localStorage.setItem('fingerplay.player', 'Page')")
    page.goto(arcades.nginx.url + "/play.html?game=tapit&mode=standard")
    wait_for(lambda: page.evaluate("!!(arcadePage.session && arcadePage.playsLocally)"), 15, "the page did not start playing locally")
    seed = page.evaluate("arcadePage.session.seed")
    page.click('[data-id="newGame"]')
    time.sleep(0.5)
    # The instance holding the page drains; the page is told to move and carries on at the other.
    holder = next(a for a in arcades.instances if serving(a) >= 1)
    other = next(a for a in arcades.instances if a is not holder)
    holder.process.send_signal(15)
    wait_for(lambda: "Reconnected: your game carries on." in (page.text_content("#notice") or ""), 15, "the page did not carry on")
    assert holder.process.wait(timeout=15) == 0
    assert page.evaluate("arcadePage.session.seed") == seed
    assert serving(other) >= 1
    # No move made: the first command runs out and the game ends, judged and saved by the other instance.
    wait_for(lambda: "Saved: 0 moves · Standard" in (page.text_content("#notice") or ""), 20, "no saved result")
    mine = [(s["record"]["result"]["category"], s["record"]["result"]["value"]) for s in all_scores(arcades) if s["player"] == "Page"]
    assert mine == [("standard", 0)]
    ctx.close()
    assert errors == []


def test_a_game_is_watched_live_through_nginx_from_another_browser_and_across_a_drain(arcades, browser):
    """The player on a phone by touch, the spectator at a desktop size, both through nginx; the
    player's instance drains: the game moves, and the spectator goes on watching it."""
    player_ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    player = player_ctx.new_page()
    errors = []
    player.on("pageerror", lambda e: errors.append(str(e)))
    player.add_init_script("localStorage.setItem('fingerplay.player', 'Nia')")
    player.goto(arcades.nginx.url + "/play.html?game=tapit&mode=standard")
    wait_for(lambda: player.evaluate("!!(arcadePage.session && arcadePage.playsLocally)"), 15, "the page did not start playing locally")
    live = player.evaluate("arcadePage.session.live")
    player.tap('#world [data-id="newGame"]')
    watcher_ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    watcher = watcher_ctx.new_page()
    watcher.on("pageerror", lambda e: errors.append(str(e)))
    # The list, at whichever instance nginx picks, has the game; the spectator follows it.
    watcher.goto(arcades.nginx.url + "/watch/live")
    wait_for(lambda: watcher.query_selector(f'[data-live="{live}"]'), 10, "the game is not listed")
    watcher.click(f'[data-live="{live}"] a')
    wait_for(lambda: watcher.evaluate("document.body.dataset.live === 'on'"), 10, "the spectator did not join")
    same = lambda: watcher.text_content('#world [data-id="command"]') == player.text_content('#world [data-id="command"]')
    wait_for(same, 5, "the spectator does not show the player's command")
    wait_for(lambda: player.evaluate("document.getElementById('watchers').textContent") == "👁 1", 5, "the player was not told")
    holder = next(a for a in arcades.instances if serving(a) >= 1)
    holder.process.send_signal(15)
    wait_for(lambda: "Reconnected: your game carries on." in (player.text_content("#notice") or ""), 15, "the page did not carry on")
    assert holder.process.wait(timeout=15) == 0
    # After the move the spectator is watching again, the same game under the same id.
    arrived = watcher.evaluate("window.arcadeLive.arrivals.length")
    wait_for(lambda: watcher.evaluate("window.arcadeLive.arrivals.length") > arrived + 3 and watcher.evaluate("document.body.dataset.live") == "on", 20, "the spectator lost the game")
    wait_for(same, 5, "the spectator does not show the player's command after the move")
    # The first command runs out: the game ends, and the spectator keeps the game over in sight.
    wait_for(lambda: watcher.text_content('#world [data-id="command"]') == "Game over", 20, "the spectator did not see the game end")
    player_ctx.close()
    watcher_ctx.close()
    assert errors == []


def test_a_board_played_together_in_two_browsers_goes_on_across_a_drain(arcades, browser):
    """Two pages in a Pieces room through nginx, each dragging a square; the instance holding the
    room drains: both pages move, hand the room over, and the board goes on where it was."""
    from test_rooms import holder

    contexts = [browser.new_context(viewport={"width": 800, "height": 644}, has_touch=True), browser.new_context(viewport={"width": 1280, "height": 800})]
    ada, bo = (c.new_page() for c in contexts)
    errors = []
    for page in (ada, bo):
        page.on("pageerror", lambda e: errors.append(str(e)))
    ada.goto(arcades.nginx.url + "/room/new?game=pieces")
    wait_for(lambda: ada.text_content("#room-code"), 15, "no room")
    code = ada.text_content("#room-code")
    bo.goto(f"{arcades.nginx.url}/room/{code}")
    wait_for(lambda: ada.eval_on_selector_all("#room-players li", "ls => ls.length") == 2, 10, "Bo did not join")
    ada.click("#room-start")
    for page in (ada, bo):
        wait_for(lambda: page.evaluate("document.body.dataset.teamRound") == "1", 10, "no board")

    def square(page, node):
        return page.evaluate(f"""(() => {{ const e = document.querySelector('#world [data-id="{node}"]'); return e.style.transform; }})()""")

    def drag(page, node, dx):
        box = page.eval_on_selector(f'#world [data-id="{node}"]', "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }")
        page.mouse.move(*box)
        page.mouse.down()
        for k in range(1, 9):
            page.mouse.move(box[0] + dx * k / 8, box[1])
            time.sleep(0.016)
        page.mouse.up()

    drag(ada, "red", 80)
    drag(bo, "green", -80)
    wait_for(lambda: square(ada, "red") == square(bo, "red") and square(ada, "green") == square(bo, "green"), 5, "the boards differ")
    moved = (square(ada, "red"), square(ada, "green"))
    first = holder(arcades, code)
    first.process.send_signal(15)
    assert first.process.wait(timeout=20) == 0
    # Both pages are seated again at the other instance, the board as it was.
    for page in (ada, bo):
        wait_for(lambda: page.evaluate("window.arcadePage.connection.isOpen") and page.evaluate("document.body.dataset.roomPhase") == "playing", 20, "the room did not come back")
    wait_for(lambda: (square(ada, "red"), square(ada, "green")) == moved and (square(bo, "red"), square(bo, "green")) == moved, 10, "the board was not kept")
    assert holder(arcades, code) is not first
    drag(bo, "red", 60)
    wait_for(lambda: square(ada, "red") == square(bo, "red") != moved[0], 5, "the board does not go on")
    for c in contexts:
        c.close()
    assert errors == []
