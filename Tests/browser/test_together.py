"""Boards played together in Chromium: two players in two browser contexts — one on a phone by
touch, one at a desktop size by mouse — on one board held by the room: both drag at the same
moment, each sees the other's move, and a finger on what the other holds does nothing."""

import re
import urllib.request
import time

import pytest

from conftest import shot
from fingers import Fingers
from arcade_page import wait_until


def centre(page, selector):
    return page.eval_on_selector(selector, "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }")


def scene_xy(page, node):
    """Where scene node `node` is on the board, in the board's points (the same on every page)."""
    return page.evaluate("""id => { const e = document.querySelector(`#world [data-id="${id}"]`);
      const m = /translate\\(([-0-9.]+)px, ([-0-9.]+)px\\)/.exec(e.style.transform);
      return [Math.round((+m[1] + e.offsetWidth / 2) * 10) / 10, Math.round((+m[2] + e.offsetHeight / 2) * 10) / 10]; }""", node)


@pytest.fixture
def contexts(browser):
    """Browser contexts a test opens beyond its fixtures' (`contexts.new(...)`), closed after it:
    a board's pages left running would take the machine from the next test."""
    class Contexts(list):
        def new(self, **options):
            context = browser.new_context(device_scale_factor=1, **options)
            self.append(context)
            return context.new_page()
    opened = Contexts()
    yield opened
    for context in opened:
        context.close()


def room_of_two(arcade, contexts, host, game):
    """Ada (the `host` page) makes a room from `game`'s card on the landing page; Bo joins it at a
    desktop size by its link; Ada starts. Bo's page and the room's code; on a board played
    together, once both pages have it."""
    host.add_init_script("localStorage.setItem('fingerplay.player', 'Ada')")
    host.goto(f"{arcade.url}/")
    host.wait_for_selector(f'[data-together="{game}"]')
    host.eval_on_selector(f'[data-together="{game}"]', "e => e.scrollIntoView({ block: 'center' })")
    Fingers(host).tap(*centre(host, f'[data-together="{game}"]'))
    host.wait_for_selector("#room-code:not(:empty)")
    code = host.text_content("#room-code")
    guest = contexts.new(viewport={"width": 1280, "height": 800})
    guest.errors = []
    guest.on("pageerror", lambda e: guest.errors.append(str(e)))
    guest.add_init_script("localStorage.setItem('fingerplay.player', 'Bo')")
    guest.goto(f"{arcade.url}/room/{code}")
    guest.wait_for_selector("#room-players li:nth-child(2)")
    wait_until(lambda: host.eval_on_selector_all("#room-players li", "ls => ls.length") == 2)
    Fingers(host).tap(*centre(host, "#room-start"))
    if game in ("pentominoes", "pieces"):
        for page in (host, guest):
            wait_until(lambda: page.evaluate("document.body.dataset.teamRound") == "1", timeout=5)
    return guest, code


def test_pieces_two_players_drag_at_the_same_moment(arcade, contexts, tall_phone):
    host = tall_phone
    guest, _ = room_of_two(arcade, contexts, host, "pieces")
    assert guest.eval_on_selector_all("#standings li", "ls => ls.map(l => l.textContent)") == ["Ada", "Bo (you)"]
    # The board is the host's size on both screens: the same squares at the same board points.
    assert scene_xy(host, "red") == scene_xy(guest, "red") and scene_xy(host, "green") == scene_xy(guest, "green")
    red0, green0 = scene_xy(host, "red"), scene_xy(host, "green")
    touch, mouse = Fingers(host), Fingers(guest)
    rx, ry = centre(host, '#world [data-id="red"]')
    gx, gy = centre(guest, '#world [data-id="green"]')
    # Ada drags red down by touch while Bo drags green up by mouse, interleaved a frame apart.
    touch.press(0, rx, ry)
    mouse.mouse("mousePressed", gx, gy, buttons=1, button="left", click_count=1)
    for k in range(1, 13):
        time.sleep(0.016)
        touch.move({0: (rx, ry + 8 * k)})
        mouse.mouse("mouseMoved", gx, gy - 10 * k, buttons=1)
    # Both fingers still down: each page already shows its own player's drag.
    assert scene_xy(host, "red")[1] > red0[1] + 60
    time.sleep(0.016)
    touch.lift(0)
    mouse.mouse("mouseReleased", gx, gy - 120, button="left", click_count=1)
    # Each page shows both moves, the same: the board in one order everywhere.
    scale = guest.evaluate("window.arcadePage.renderer.scale")
    wait_until(lambda: scene_xy(guest, "red") == scene_xy(host, "red") and scene_xy(guest, "green") == scene_xy(host, "green"), timeout=3)
    red1, green1 = scene_xy(host, "red"), scene_xy(host, "green")
    assert red1 == [red0[0], red0[1] + 96], (red0, red1)
    assert green1[0] == green0[0] and abs(green1[1] - (green0[1] - 120 / scale)) < 0.5, (green0, green1, scale)
    shot(host, "together-pieces-phone")
    shot(guest, "together-pieces-desktop")
    # Bo's mouse on the square Ada holds does nothing, and says so.
    rx, ry = centre(host, '#world [data-id="red"]')
    touch.press(0, rx, ry)
    touch.move({0: (rx + 20, ry)})
    bx, by = centre(guest, '#world [data-id="red"]')
    time.sleep(0.3)
    before = scene_xy(guest, "red")
    mouse.mouse("mousePressed", bx, by + 10, buttons=1, button="left", click_count=1)
    for k in range(1, 6):
        time.sleep(0.016)
        mouse.mouse("mouseMoved", bx + 15 * k, by + 10 + 15 * k, buttons=1)
    mouse.mouse("mouseReleased", bx + 75, by + 85, button="left", click_count=1)
    wait_until(lambda: guest.evaluate("document.body.dataset.held") == "red:Ada", timeout=3)
    assert guest.text_content("#notice") == "Ada holds that — it moves for them alone."
    # Ada's finger is drawn on Bo's screen, ringed in her colour.
    assert guest.eval_on_selector_all("#fingers .finger", "ms => ms.map(m => m.style.borderColor)") == ["rgb(255, 107, 107)"]
    shot(guest, "together-pieces-held")
    touch.lift(0)
    wait_until(lambda: scene_xy(guest, "red") == scene_xy(host, "red"), timeout=3)
    assert abs(scene_xy(host, "red")[0] - before[0]) < 0.5 and scene_xy(host, "red")[1] == before[1]
    wait_until(lambda: guest.eval_on_selector_all("#fingers .finger", "ms => ms.length") == 0, timeout=3)
    # The host's New board: asked twice (one slip deals nothing), then a fresh board for both,
    # the squares home again (the pages' two WebAssembly instances reused).
    assert not guest.is_visible("#room-again")
    Fingers(host).tap(*centre(host, "#room-again"))
    assert host.text_content("#room-again") == "Tap again: a new board for everyone"
    time.sleep(0.5)
    assert host.evaluate("document.body.dataset.teamRound") == "1"
    Fingers(host).tap(*centre(host, "#room-again"))
    for page in (host, guest):
        wait_until(lambda: page.evaluate("document.body.dataset.teamRound") == "2", timeout=5)
        wait_until(lambda: scene_xy(page, "red") == red0 and scene_xy(page, "green") == green0, timeout=3)
    assert guest.errors == []


def gestures(trace):
    """The trace's inputs grouped into gestures: from a finger down with none down to the last lifted."""
    groups, down = [], set()
    for line in trace:
        if not down and line["type"] == "down":
            groups.append([])
        groups[-1].append(line)
        if line["type"] == "down":
            down.add(line["id"])
        elif line["type"] in ("up", "cancel"):
            down.discard(line["id"])
    return groups


def test_pentominoes_solved_together_is_the_teams_result_and_replays(arcade, contexts):
    """A solved 6 × 10 record's gestures played by two players: Ada on an 800 × 600 tablet by touch
    (every gesture with a second finger, a turn, is hers), Bo at a desktop size by mouse."""
    import json
    import os
    # 600 pt of board under the bar (44 px at this width) and the room's strip of standings (48 px).
    tablet = contexts.new(viewport={"width": 800, "height": 692}, has_touch=True)
    errors = []
    tablet.on("pageerror", lambda e: errors.append(str(e)))
    guest, _ = room_of_two(arcade, contexts, tablet, "pentominoes")
    assert tablet.eval_on_selector("#stage", "e => [e.clientWidth, e.clientHeight]") == [800, 600]
    with open(os.path.join(os.path.dirname(__file__), "..", "Fixtures", "records", "pentominoes-sixByTen.json")) as f:
        trace = [json.loads(line) for line in json.load(f)["trace"].splitlines() if line]
    # Who plays each gesture: Ada those with two fingers; a tap soon after a tap (a double tap,
    # a flip) by whoever made the first; the rest in turns.
    plan, player, last_end = [], "ada", -1e9
    for g in gestures(trace):
        two = len({e["id"] for e in g}) > 1
        if two:
            who = "ada"
        elif g[0]["t"] - last_end < 400 and len(g) == 2:
            who = player
        else:
            who = "bo" if player == "ada" else "ada"
        plan += [(e, who) for e in g]
        player, last_end = who, g[-1]["t"]
    assert {who for _, who in plan} == {"ada", "bo"}
    touch, mouse = Fingers(tablet), Fingers(guest)
    # The tablet's board fills its stage, under the bar and the room's strip.
    stage_top = tablet.eval_on_selector("#stage", "e => e.getBoundingClientRect().top")
    box = guest.evaluate("(() => { const r = document.getElementById('stage').getBoundingClientRect(), g = window.arcadePage.renderer; return [r.left + g.originX, r.top + g.originY, g.scale]; })()")
    fingers = {}
    start = time.time() - plan[0][0]["t"] / 1000 + 0.2
    for e, who in plan:
        delay = start + e["t"] / 1000 - time.time()
        if delay > 0:
            time.sleep(delay)
        if who == "ada":
            x, y = e["x"], e["y"] + stage_top
            if e["type"] == "down":
                fingers[e["id"]] = len(fingers)
                touch.press(fingers[e["id"]], x, y)
            elif e["type"] == "move":
                touch.move({fingers[e["id"]]: (x, y)})
            else:
                touch.lift(fingers.pop(e["id"]))
        else:
            x, y = box[0] + e["x"] * box[2], box[1] + e["y"] * box[2]
            kind = {"down": "mousePressed", "move": "mouseMoved", "up": "mouseReleased"}[e["type"]]
            mouse.mouse(kind, x, y, buttons=0 if kind == "mouseReleased" else 1, button="left" if kind != "mouseMoved" else "none", click_count=1 if kind != "mouseMoved" else 0)
    # Solved together: both screens say so, and the result is the team's.
    for page in (tablet, guest):
        wait_until(lambda: page.evaluate("document.body.dataset.roomOver") == "Ada, Bo", timeout=5)
    wait_until(lambda: guest.text_content("#room-note").startswith("Solved together by Ada & Bo!"), timeout=3)
    wait_until(lambda: re.match(r"Saved: 0:1[45] · 6 × 10 together", guest.text_content("#notice") or ""), timeout=5)
    shot(tablet, "together-pentominoes-tablet-solved")
    shot(guest, "together-pentominoes-desktop-solved")
    # On the leaderboard's together table, watched and verified like any record.
    board = json.loads(urllib.request.urlopen(f"{arcade.url}/api/scores?game=pentominoes", timeout=10).read())
    table = next(t for t in board["tables"] if t["category"] == "sixByTen together")
    assert [e["player"] for e in table["entries"]] == ["Ada & Bo"]
    guest.goto(f"{arcade.url}/watch/{table['entries'][0]['id']}")
    wait_until(lambda: guest.evaluate("document.body.dataset.verified") == "true", timeout=40)
    assert guest.text_content("#verdict").startswith("Reproduced: ")
    # Who played it, each in the colour their fingers are drawn in.
    assert guest.eval_on_selector_all("#who .player", "ps => ps.map(p => [p.textContent, p.style.color])") == [
        ["● Ada", "rgb(255, 107, 107)"], ["● Bo", "rgb(77, 171, 247)"]]
    assert errors == [] and guest.errors == []


def tiles(page):
    """The Anagrams tiles on `page`: id -> (letter, locked, client x, y)."""
    return page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#world [data-id^="tile"]')].map(e => {
      const r = e.getBoundingClientRect();
      return [e.dataset.id, [e.textContent, e.style.background.includes('60, 207, 142') || e.style.background === '#3ccf8e', r.x + r.width / 2, r.y + r.height / 2]]; }))""")


def targets(page):
    return page.evaluate("""() => [...document.querySelectorAll('#world [data-id^="target"]')].map(e => {
      const r = e.getBoundingClientRect(); return [e.dataset.id, r.x + r.width / 2, r.y + r.height / 2]; })""")


def spell_by_mouse(page):
    """Spells the phrase dealt on `page` by mouse, trying the free tiles on each target in turn
    (a wrong letter bounces home): the answer is nowhere on the page."""
    mouse = Fingers(page)
    while targets(page):
        target, tx, ty = sorted(targets(page), key=lambda t: int(t[0][6:]))[0]
        tried = set()
        while any(t[0] == target for t in targets(page)):
            free = {i: t for i, t in tiles(page).items() if not t[1] and t[0] not in tried}
            tile, (letter, _, x, y) = next(iter(free.items()))
            tried.add(letter)
            mouse.mouse_drag([(x + (tx - x) * k / 6, y + (ty - y) * k / 6) for k in range(7)], step=0.016)
            time.sleep(0.45)


def test_anagrams_race_best_of_three(arcade, contexts, tall_phone):
    host = tall_phone
    guest, _ = room_of_two(arcade, contexts, host, "anagrams")
    for puzzle in (1, 2):
        # The same phrase on both screens, unspelled (the last one's stays until the next is
        # dealt): the same tiles, in the same order.
        wait_until(lambda: targets(host) and targets(guest) and len(targets(host)) == len(tiles(host))
                   and sorted(v[0] for v in tiles(host).values()) == sorted(v[0] for v in tiles(guest).values()), timeout=8)
        assert [tiles(host)[k][0] for k in sorted(tiles(host))] == [tiles(guest)[k][0] for k in sorted(tiles(guest))]
        spell_by_mouse(guest)
        try:
            wait_until(lambda: guest.evaluate("document.body.dataset.roomOver") == "Bo" and f"{puzzle}–0" in (guest.text_content("#room-note") or ""), timeout=5)
        except AssertionError:
            raise AssertionError(f"puzzle {puzzle}: over {guest.evaluate('document.body.dataset.roomOver')!r}, note {guest.text_content('#room-note')!r}, "
                                 f"notice {guest.text_content('#notice')!r}, phase {guest.evaluate('document.body.dataset.roomPhase')!r}, tiles {tiles(guest)}")
        if puzzle == 1:
            assert guest.text_content("#room-note") == "You spelled it first: 1–0. The next phrase comes in a moment."
            # The other page hears it as soon as its socket brings the message (not in the same instant).
            first = "Bo spelled it first: 1–0. The next phrase comes in a moment."
            wait_until(lambda: host.text_content("#room-note") == first, timeout=2)
            assert host.text_content("#room-note") == first
            shot(host, "race-phone-first-phrase")
            # The next phrase comes by itself.
            wait_until(lambda: host.evaluate("document.body.dataset.roomPhase") == "playing", timeout=6)
    assert guest.text_content("#room-note") == "You win the race, 2–0! The room plays again once everyone asks for a rematch."
    won = "Bo wins the race, 2–0. The room plays again once everyone asks for a rematch."
    wait_until(lambda: host.text_content("#room-note") == won, timeout=2)
    assert host.text_content("#room-note") == won
    # The final scoreboard, the same on both screens: everyone, the winner first.
    for page in (host, guest):
        rows = page.eval_on_selector_all("#room-players li", "ls => ls.map(l => l.textContent)")
        assert rows[0].startswith("1. Bo — 2 phrases") and rows[1].startswith("2. Ada — 0 phrases"), rows
    assert host.is_visible("#room-start") and host.is_visible("#room-rematch") and guest.is_visible("#room-rematch")
    shot(guest, "race-desktop-won")
    shot(host, "race-phone-scoreboard")
    # A rematch: the guest asks first and waits for the host; once both are in, a new race begins.
    guest.click("#room-rematch")
    wait_until(lambda: guest.text_content("#room-rematch") == "Waiting for Ada", timeout=3)
    wait_until(lambda: "in for a rematch ✓" in " ".join(host.eval_on_selector_all("#room-players li", "ls => ls.map(l => l.textContent)")), timeout=3)
    Fingers(host).tap(*host.eval_on_selector("#room-rematch", "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }"))
    for page in (host, guest):
        wait_until(lambda: page.evaluate("document.body.dataset.roomPhase") == "playing" and targets(page), timeout=8)
    assert guest.eval_on_selector_all("#standings li", "ls => ls.map(l => l.textContent)") == [
        "First to 2 phrases · a hinted phrase takes no point", "Ada: 0 phrases", "Bo: 0 phrases"]
    # The race's level is the room's: no level buttons, no Next, on either screen.
    for page in (host, guest):
        assert page.eval_on_selector_all('#world [data-id^="level-"], #world [data-id="next"]', "ls => ls.length") == 0
    assert guest.errors == []


def test_a_room_is_watched_from_the_games_in_progress(arcade, contexts, tall_phone):
    """A board of Pieces played together by Ada (phone) and Bo (desktop), followed by Cy from
    /watch/live: listed under both names and the room, the same board, moved as they move it."""
    host = tall_phone
    guest, code = room_of_two(arcade, contexts, host, "pieces")
    watcher = contexts.new(viewport={"width": 1280, "height": 800})
    watcher.goto(f"{arcade.url}/watch/live")
    wait_until(lambda: (watcher.reload(), watcher.wait_for_selector(".live-games li"), f"room {code}" in watcher.text_content(".live-games"))[2],
               timeout=8, step=0.5)
    row = next(r for r in watcher.eval_on_selector_all(".live-games li span", "ss => ss.map(s => s.textContent)") if f"room {code}" in r)
    assert row.startswith("Pieces — Ada & Bo · "), row
    link = watcher.eval_on_selector_all(".live-games li", f"ls => ls.filter(l => l.textContent.includes('room {code}')).map(l => l.querySelector('a').getAttribute('href'))")[0]
    watcher.goto(arcade.url + link)
    watcher.wait_for_selector('#world [data-id="red"]')
    assert watcher.text_content("#title") == "Ada & Bo — Pieces, live"
    # Bo drags the red square: the watcher's board follows to where the players' boards have it.
    bx, by = centre(guest, '#world [data-id="red"]')
    mouse = Fingers(guest)
    mouse.mouse_drag([(bx + 12 * k, by + 9 * k) for k in range(8)], step=0.02)
    wait_until(lambda: scene_xy(guest, "red") == scene_xy(host, "red") and scene_xy(watcher, "red") == scene_xy(guest, "red"), timeout=4)
    shot(watcher, "room-watched-live")
    assert guest.errors == []
