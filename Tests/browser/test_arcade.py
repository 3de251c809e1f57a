"""The arcade in a real browser: each game played by touch (and by mouse), scores saved,
kept across a restart and replayable. Assertions read what the page shows."""

import json
import math
import os
import re
import subprocess
import tempfile
import time
import urllib.request

from conftest import ROOT, shot
from fingers import Fingers

BAR = 44  # the page's bar above the play area, in CSS pixels


def rect(page, node_id):
    return page.eval_on_selector(f'[data-id="{node_id}"]', "e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height, cx: r.x + r.width / 2, cy: r.y + r.height / 2}; }")


def text(page, node_id):
    return page.text_content(f'[data-id="{node_id}"]')


def wait_until(condition, timeout=5.0, step=0.03):
    end = time.time() + timeout
    while time.time() < end:
        value = condition()
        if value:
            return value
        time.sleep(step)
    raise AssertionError("timed out waiting")


def open_game(page, arcade, query):
    page.goto(f"{arcade.url}/play.html?{query}")
    page.wait_for_selector("#world .node")
    time.sleep(0.2)


def score(page):
    return int(re.search(r"Score (\d+)", text(page, "score")).group(1))


def test_tap_it_by_touch_scores_and_the_score_survives_a_restart(arcade, phone):
    page = phone
    open_game(page, arcade, "game=tapit")
    f = Fingers(page)
    shot(page, "tapit-start")
    button = rect(page, "newGame")
    f.tap(button["cx"], button["cy"])
    wait_until(lambda: page.query_selector('[data-id="command"][aria-live]'))
    done = set()
    while score(page) < 4:
        command = text(page, "command")
        before = score(page)
        if command == "Tap It!":
            f.tap(400, BAR + 300)
        elif command == "Pinch It!":
            f.two_fingers(400, BAR + 300, 100, 240, steps=8, duration=0.2)
        elif command == "Swipe It!":
            f.swipe(250, BAR + 300, 200, 0, steps=4, duration=0.06)
        else:
            raise AssertionError(f"a harder command so soon: {command}")
        done.add(command)
        wait_until(lambda: score(page) == before + 1, timeout=3)
        # The good move was felt: the page played the scene's "good" effect.
        wait_until(lambda: page.evaluate("document.body.dataset.lastEffect") == "good", timeout=2)
        if command == "Pinch It!":
            shot(page, "tapit-playing")
    assert len(done) >= 2
    # Do nothing: the countdown runs out on the server's clock.
    wait_until(lambda: text(page, "command") == "Game over", timeout=6)
    assert "Score 4" in text(page, "score")
    wait_until(lambda: "Saved: 4 moves · Standard" in (page.text_content("#notice") or ""), timeout=3)
    # Where it stands, and the ways from it: watch it, see the board.
    assert page.text_content("#notice") == "Saved: 4 moves · Standard · #1 on the leaderboard — Watch · Leaderboard"
    links = page.eval_on_selector_all("#notice a", "as => as.map(a => a.getAttribute('href'))")
    assert links[1] == "/#scores-tapit" and links[0].startswith("/watch/"), links
    # The notice sits at the foot of the screen, clear of the game's own result.
    notice = page.eval_on_selector("#notice", "e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; }")
    for node in ("command", "reason", "score", "newGame"):
        r = rect(page, node)
        assert notice["top"] >= r["y"] + r["h"] or notice["bottom"] <= r["y"], node
    shot(page, "tapit-over")

    page.goto(arcade.url + links[1])
    page.wait_for_selector('[data-scores="tapit"] li')
    assert "Player — 4 moves" in page.text_content('[data-scores="tapit"]')
    # One place a player, with the day it was set.
    assert page.eval_on_selector('[data-scores="tapit"] li time', "t => t.getAttribute('datetime')") == time.strftime("%Y-%m-%d", time.gmtime())
    shot(page, "landing")
    arcade.restart()
    page.reload()
    page.wait_for_selector('[data-scores="tapit"] li')
    assert "Player — 4 moves" in page.text_content('[data-scores="tapit"]')

    # The saved record replays to the same result with the command-line tool.
    board = json.load(urllib.request.urlopen(f"{arcade.url}/api/scores?game=tapit"))
    entry = board["tables"][0]["entries"][0]
    record = urllib.request.urlopen(f"{arcade.url}/api/scores/{entry['id']}/record").read()
    with tempfile.NamedTemporaryFile("wb", suffix=".json", delete=False) as out:
        out.write(record)
    fingerplay = os.path.join(os.path.dirname(os.environ.get("ARCADE_BIN") or os.path.join(ROOT, ".build", "debug", "arcade")), "fingerplay")
    replay = subprocess.run([fingerplay, "replay", "--game", "tapit", out.name], capture_output=True, text=True)
    assert replay.returncode == 0, replay.stdout + replay.stderr
    assert json.loads(replay.stdout.strip().splitlines()[-1])["matches"] is True


def points(page):
    return int(re.search(r"Points (\d+)", text(page, "points")).group(1))


def tiles_and_targets(page):
    ids = page.eval_on_selector_all("#world .node", "es => es.map(e => e.dataset.id)")
    return [i for i in ids if i.startswith("tile")], [i for i in ids if i.startswith("target")]


def on_top(page, node_id):
    """Whether the node is what a finger at its centre would pick: a bounced tile may lie over
    another. Nodes are drawn in the scene's order, so a later node whose box holds the centre covers it."""
    return page.evaluate("""id => {
        const nodes = [...document.querySelectorAll('#world .node')];
        const i = nodes.findIndex(n => n.dataset.id === id);
        const r = nodes[i].getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
        return !nodes.slice(i + 1).some(n => { const b = n.getBoundingClientRect(); return x >= b.left && x <= b.right && y >= b.top && y <= b.bottom; });
    }""", node_id)


def play_anagrams(page, drag, press):
    """Sees the points counter rise for a right tile and fall for a wrong one. At 0 points a miss
    costs nothing, so tiles are tried on the first free target until one scores; after that the
    first free target is given tiles until one misses, which must cost points. Filled targets
    leave the scene, so the first target listed is always free. On a slow machine the puzzle's
    time can run out first (its tiles then fly to their targets): then the next puzzle is
    started and the search goes on there."""
    placed = set()
    missed = {}  # target -> tiles that did not score on it
    retried = set()

    def time_up():
        return page.query_selector('[data-id="outcome"]') is not None and text(page, "outcome") == "Time's up"

    def settled():
        # The counter counts for up to 1.5 s after a change: read it once it stands still.
        value = points(page)
        while True:
            time.sleep(0.3)
            again = points(page)
            if again == value:
                return value
            value = again

    def drop(tile, target):
        """Drops the tile on the target; returns the change in points and whether the target
        took the tile (a filled target leaves the scene). A busy machine's page can lag by
        seconds: the outcome is waited for, not assumed after a fixed time."""
        def gone():
            return target not in tiles_and_targets(page)[1]

        before = settled()
        drag(rect(page, tile), rect(page, target))
        end = time.time() + 4  # a miss at 0 points changes nothing: give up waiting then
        while time.time() < end and not gone() and not (before > 0 and points(page) < before):
            time.sleep(0.05)
        taken = gone()
        if taken:
            end = time.time() + 5  # the counter's first step shows at once, or a beat later
            while time.time() < end and points(page) == before:
                time.sleep(0.05)
        else:
            time.sleep(0.3)
        return points(page) - before, taken

    seen_gain = False
    for _ in range(80):
        if time_up():
            press(rect(page, "next"))
            wait_until(lambda: not time_up())
            placed.clear()
            missed.clear()
            retried.clear()
            continue
        tiles, targets = tiles_and_targets(page)
        if not targets:
            # Every tile tried fitted at once (the server chose the seed, so now and then a
            # short phrase goes so): the search goes on in the next puzzle.
            wait_until(lambda: page.query_selector('[data-id="next"]'))
            press(rect(page, "next"))
            wait_until(lambda: tiles_and_targets(page)[1])
            placed.clear()
            missed.clear()
            retried.clear()
            continue
        goal = targets[0]
        loose = [t for t in tiles if t not in placed and t not in missed.get(goal, set())]
        # Tiles nothing lies over first; a covered one (a bounced tile, or a tilted neighbour's
        # box) last, so that every tile is tried in the end.
        loose.sort(key=lambda t: not on_top(page, t))
        if not loose and goal not in retried:
            # A drop the page dropped (a busy machine) looks like a miss: go round once more.
            retried.add(goal)
            missed.pop(goal, None)
            continue
        assert loose, f"every free tile was tried on {goal} twice and none scored"
        tile = loose[0]
        change, taken = drop(tile, goal)
        if time_up():
            continue  # the time ran out during the drop: its outcome says nothing
        if taken:
            assert change > 0  # a right tile scores
            placed.add(tile)
            seen_gain = True
        elif seen_gain and change < 0:
            return  # a miss with points in hand costs
        elif seen_gain:
            # Nothing changed: the drop did not land (a lag, or a covered tile's drag moved
            # another). Try the next tile; the loop fails if no miss ever costs.
            assert change == 0
            missed.setdefault(goal, set()).add(tile)
        else:
            assert change == 0  # a miss at 0 points costs nothing
            missed.setdefault(goal, set()).add(tile)
    raise AssertionError("no right and wrong tiles seen")


def test_anagrams_by_touch_right_tiles_score_and_wrong_ones_cost(arcade, phone):
    page = phone
    # Long phrases, so a wrong tile comes long before the puzzle is solved.
    open_game(page, arcade, "game=anagrams&level=hard")
    f = Fingers(page)
    shot(page, "anagrams")

    def drag(tile, goal):
        path = [(tile["cx"] + (goal["cx"] - tile["cx"]) * k / 8, tile["cy"] + (goal["cy"] - tile["cy"]) * k / 8) for k in range(9)]
        f.drag(path)

    def press(button):
        f.tap(button["cx"], button["cy"])

    play_anagrams(page, drag, press)
    shot(page, "anagrams-playing")


def test_anagrams_by_mouse(arcade, desktop):
    page = desktop
    open_game(page, arcade, "game=anagrams&level=medium")
    f = Fingers(page)

    def drag(tile, goal):
        path = [(tile["cx"] + (goal["cx"] - tile["cx"]) * k / 8, tile["cy"] + (goal["cy"] - tile["cy"]) * k / 8) for k in range(9)]
        f.mouse_drag(path)

    def press(button):
        f.mouse("mouseMoved", button["cx"], button["cy"])
        f.mouse("mousePressed", button["cx"], button["cy"], buttons=1, button="left", click_count=1)
        time.sleep(0.05)
        f.mouse("mouseReleased", button["cx"], button["cy"], button="left", click_count=1)

    play_anagrams(page, drag, press)


def inside(inner, outer, slack=2):
    return (inner["x"] >= outer["x"] - slack and inner["y"] >= outer["y"] - slack
            and inner["x"] + inner["w"] <= outer["x"] + outer["w"] + slack and inner["y"] + inner["h"] <= outer["y"] + outer["h"] + slack)


def at_corner(piece, board, slack=2):
    """Whether the piece has come to rest in the board's top-left corner."""
    return abs(piece["x"] - board["x"]) < slack and abs(piece["y"] - board["y"]) < slack


def test_pentominoes_pick_up_turn_with_a_second_finger_and_drop_on_the_board(arcade, phone):
    page = phone
    open_game(page, arcade, "game=pentominoes&board=sixByTen")
    f = Fingers(page)
    shot(page, "pentominoes")
    piece, board = rect(page, "piece-I"), rect(page, "board")
    assert piece["w"] > piece["h"]  # it rests lying along its band
    # A tap on Hint places a piece from a solution: F, in the board's top-left corner.
    hint = rect(page, "hint")
    f.tap(hint["cx"], hint["cy"])
    wait_until(lambda: at_corner(rect(page, "piece-F"), board))
    finger = [piece["cx"], piece["cy"]]
    f.press(0, *finger)
    for _ in range(4):
        time.sleep(0.02)
        finger[1] -= 10
        f.move({0: tuple(finger)})
    time.sleep(0.2)
    # A second finger taps the table: the carried piece turns a quarter.
    f.tap(40, BAR + 590, finger=1)
    wait_until(lambda: rect(page, "piece-I")["h"] > rect(page, "piece-I")["w"])
    lifted = rect(page, "piece-I")
    assert lifted["y"] + lifted["h"] <= finger[1]  # the whole piece shows above the finger
    shot(page, "pentominoes-carrying")
    goal = (finger[0] + board["cx"] - lifted["cx"], finger[1] + board["cy"] - lifted["cy"])
    for k in range(1, 9):
        time.sleep(0.02)
        f.move({0: (finger[0] + (goal[0] - finger[0]) * k / 8, finger[1] + (goal[1] - finger[1]) * k / 8)})
    time.sleep(0.05)
    f.lift(0)
    time.sleep(0.5)
    placed = rect(page, "piece-I")
    assert placed["h"] > placed["w"]
    assert inside(placed, board)
    assert text(page, "status") in ("Still solvable", "No solution from here")


def test_pieces_pinch_and_rotate_then_shake_to_reset(arcade, phone):
    page = phone
    open_game(page, arcade, "game=pieces")
    f = Fingers(page)
    home = rect(page, "red")
    f.two_fingers(home["cx"], home["cy"], 60, 160, 0.0, 0.8, steps=12, duration=0.3)
    time.sleep(0.2)
    grown = rect(page, "red")
    assert grown["w"] > home["w"] * 1.8  # turned and larger: the bounding box grew
    shot(page, "pieces")
    # A shake on the background: three reversals, then lift.
    x, y = 400, BAR + 80
    path = [(x, y)] + [(x + (60 if i % 2 == 0 else -60), y) for i in range(5)]
    f.drag(path, step=0.03)
    time.sleep(0.8)
    back = rect(page, "red")
    assert abs(back["cx"] - home["cx"]) < 1.5 and abs(back["w"] - home["w"]) < 1.5


def test_pieces_ctrl_wheel_pinches_with_a_mouse(arcade, desktop):
    page = desktop
    open_game(page, arcade, "game=pieces")
    f = Fingers(page)
    before = rect(page, "green")
    f.ctrl_wheel(before["cx"], before["cy"], -240)
    time.sleep(0.5)
    after = rect(page, "green")
    assert after["w"] > before["w"] * 1.3
    assert "Ctrl+wheel" in page.text_content("#keys")


def test_wheel_gestures_in_quick_succession_keep_working(arcade, desktop):
    """Ctrl+wheel pinches begun around the moment the last one's fingers lift, then an alt+drag
    within 200 ms of a wheel: every gesture works, nothing is refused, nothing throws."""
    page = desktop
    errors, replies = [], []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: replies.append(payload)))
    open_game(page, arcade, "game=pieces")
    f = Fingers(page)
    blue, red = rect(page, "blue"), rect(page, "red")
    # Five pinches on the blue square (right), each begun about when the last one's fingers lift.
    for pause in (0.19, 0.2, 0.21, 0.22, 0):
        f.ctrl_wheel(blue["cx"], blue["cy"], -30, steps=3, step=0.01)
        time.sleep(pause)
    # At once, an alt+drag turns the red square (left), far from the grown blue one.
    f.mouse("mouseMoved", red["cx"], red["cy"])
    f.mouse("mousePressed", red["cx"], red["cy"], buttons=1, button="left", click_count=1, modifiers=1)
    for k in range(1, 9):
        time.sleep(0.03)
        f.mouse("mouseMoved", red["cx"] + 10 * k, red["cy"], buttons=1, button="left", modifiers=1)
    f.mouse("mouseReleased", red["cx"] + 80, red["cy"], button="left", click_count=1, modifiers=1)
    time.sleep(0.5)
    assert errors == []
    assert [r for r in replies if '"type":"error"' in r] == []
    assert rect(page, "blue")["w"] > blue["w"] * 1.5
    assert rect(page, "red")["w"] > red["w"] * 1.2, (rect(page, "blue"), rect(page, "red"))  # turned: its box is wider


def test_the_sound_switch_is_visible_and_remembered(arcade, desktop):
    page = desktop
    open_game(page, arcade, "game=tapit")
    button = page.wait_for_selector("#sound")
    assert button.is_visible() and button.get_attribute("aria-pressed") == "true"
    button.click()
    assert button.get_attribute("aria-pressed") == "false" and button.text_content() == "♪ Off"
    page.reload()
    assert page.wait_for_selector("#sound").get_attribute("aria-pressed") == "false"
    page.click("#sound")
    assert page.get_attribute("#sound", "aria-pressed") == "true"


def test_a_dropped_connection_reconnects_and_the_game_carries_on(arcade, phone):
    page = phone
    open_game(page, arcade, "game=tapit")
    seed = page.evaluate("arcadePage.session.seed")
    arcade.restart()
    # Told to move (the arcade drains on SIGTERM), or cut off: either way the page says so, comes
    # back, and the game under way goes on with the same seed.
    wait_until(lambda: "Reconnected: your game carries on." in (page.text_content("#notice") or ""), timeout=10)
    assert page.query_selector('[data-id="newGame"]')
    assert page.evaluate("arcadePage.session.seed") == seed


def test_gesture_lab_shows_every_decision_and_its_download_replays_to_the_same_lines(arcade, browser):
    ctx = browser.new_context(has_touch=True, viewport={"width": 1100, "height": 700}, accept_downloads=True)
    page = ctx.new_page()
    page.goto(arcade.url + "/lab.html")
    page.wait_for_selector("#world .node")
    time.sleep(0.3)
    f = Fingers(page)
    f.two_fingers(370, BAR + 300, 80, 220, 0.0, 0.6, steps=10, duration=0.3)
    wait_until(lambda: page.text_content('#states tr[data-recognizer="pinch"] td:nth-child(2)') == "ended")
    assert "scale" in page.text_content('#states tr[data-recognizer="pinch"]')
    assert page.text_content('#states tr[data-recognizer="rotation"] td:nth-child(2)') == "ended"
    f.tap(300, BAR + 200)
    wait_until(lambda: page.text_content('#states tr[data-recognizer="tap"] td:nth-child(2)') == "recognized")
    assert "no tap 2 within 300 ms" in page.text_content('#states tr[data-recognizer="doubleTap"]')
    shot(page, "lab")
    with page.expect_download() as download:
        page.click("#download")
    lab = json.load(open(download.value.path()))
    shown = page.eval_on_selector_all("#log li", "ls => ls.map(l => l.textContent).reverse()")
    assert shown == lab["transitions"]
    assert any('"recognizer":"pinch","state":"began"' in line for line in shown)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as out:
        json.dump(lab, out)
    fingerplay = os.path.join(os.path.dirname(os.environ.get("ARCADE_BIN") or os.path.join(ROOT, ".build", "debug", "arcade")), "fingerplay")
    replay = subprocess.run([fingerplay, "replay", out.name], capture_output=True, text=True)
    assert replay.returncode == 0, replay.stderr
    assert replay.stdout.splitlines() == lab["transitions"]
    # Switching the double tap off: a tap is recognised at once, and the table says "off".
    page.uncheck("#on-doubleTap")
    time.sleep(0.3)
    f.tap(300, BAR + 200)
    wait_until(lambda: page.text_content('#states tr[data-recognizer="tap"] td:nth-child(2)') == "recognized")
    assert page.text_content('#states tr[data-recognizer="doubleTap"] td:nth-child(2)') == "off"
    ctx.close()


def test_pentominoes_by_mouse_space_turns_the_carried_piece(arcade, desktop):
    page = desktop
    open_game(page, arcade, "game=pentominoes&board=sixByTen")
    f = Fingers(page)
    piece = rect(page, "piece-I")
    assert piece["w"] > piece["h"]
    x, y = piece["cx"], piece["cy"]
    f.mouse("mouseMoved", x, y)
    f.mouse("mousePressed", x, y, buttons=1, button="left", click_count=1)
    for k in range(1, 5):
        time.sleep(0.02)
        f.mouse("mouseMoved", x, y - 10 * k, buttons=1, button="left")
    page.keyboard.press("Space")
    wait_until(lambda: rect(page, "piece-I")["h"] > rect(page, "piece-I")["w"])
    f.mouse("mouseReleased", x, y - 40, button="left", click_count=1)
    time.sleep(0.5)
    back = rect(page, "piece-I")
    # Dropped over nothing, it goes back as it was picked up: lying, where it was.
    assert back["w"] > back["h"] and abs(back["cx"] - piece["cx"]) < 1.5 and abs(back["cy"] - piece["cy"]) < 1.5
    # A click on Hint places a piece from a solution: F, in the board's top-left corner.
    board, hint = rect(page, "board"), rect(page, "hint")
    f.mouse("mouseMoved", hint["cx"], hint["cy"])
    f.mouse("mousePressed", hint["cx"], hint["cy"], buttons=1, button="left", click_count=1)
    time.sleep(0.05)
    f.mouse("mouseReleased", hint["cx"], hint["cy"], button="left", click_count=1)
    wait_until(lambda: at_corner(rect(page, "piece-F"), board))


def test_pieces_shift_wheel_and_alt_drag_rotate_with_a_mouse(arcade, desktop):
    page = desktop
    open_game(page, arcade, "game=pieces")
    f = Fingers(page)
    red = rect(page, "red")
    for _ in range(10):
        f.cdp.send("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": red["cx"], "y": red["cy"], "deltaX": 0, "deltaY": 30,
                                               "modifiers": 8, "timestamp": time.time(), "pointerType": "mouse"})
        time.sleep(0.02)
    time.sleep(0.4)
    turned = rect(page, "red")
    assert turned["w"] > red["w"] * 1.2  # a turned square's bounding box is wider
    blue = rect(page, "blue")
    f.mouse("mouseMoved", blue["cx"], blue["cy"])
    f.mouse("mousePressed", blue["cx"], blue["cy"], buttons=1, button="left", click_count=1, modifiers=1)
    for k in range(1, 9):
        time.sleep(0.02)
        f.mouse("mouseMoved", blue["cx"] + 10 * k, blue["cy"], buttons=1, button="left", modifiers=1)
    f.mouse("mouseReleased", blue["cx"] + 80, blue["cy"], button="left", click_count=1, modifiers=1)
    time.sleep(0.3)
    assert rect(page, "blue")["w"] > blue["w"] * 1.2


def circle_path(cx, cy, r, n=36, squash=1.0):
    return [(cx + r * math.cos(2 * math.pi * k / n), cy + squash * r * math.sin(2 * math.pi * k / n)) for k in range(n + 1)]


def score_rows(page):
    return page.eval_on_selector_all("#scores tbody tr", "rs => rs.map(r => [r.dataset.template, r.querySelector('.score') ? r.querySelector('.score').textContent : ''])")


def test_stroke_pad_keeps_templates_scores_every_stroke_and_saves_the_set(arcade, browser):
    ctx = browser.new_context(has_touch=True, viewport={"width": 1100, "height": 700}, accept_downloads=True)
    page = ctx.new_page()
    page.goto(arcade.url + "/lab.html")
    page.wait_for_selector("#world .node")
    page.click("#tab-strokes")
    wait_until(lambda: page.text_content('[data-id="help"]') == "Draw a shape with one finger")
    assert page.is_hidden("#gestures-panel") and page.is_visible("#strokes-panel")
    f = Fingers(page)
    # A circle by touch on an empty pad: read, not recognised.
    f.drag(circle_path(350, BAR + 300, 120))
    wait_until(lambda: "no templates" in page.text_content("#verdict"))
    page.fill("#template-name", "circle")
    page.click("#add-template")
    wait_until(lambda: [r[0] for r in score_rows(page)] == ["circle #1"])
    # A check mark by mouse, kept too.
    f.mouse_drag([(250, BAR + 300), (290, BAR + 340), (310, BAR + 360), (350, BAR + 300), (390, BAR + 240), (430, BAR + 180)])
    wait_until(lambda: "Recognized" not in page.text_content("#verdict") and "closest is circle" in page.text_content("#verdict"))
    page.fill("#template-name", "check")
    page.press("#template-name", "Enter")
    wait_until(lambda: len(score_rows(page)) == 2)
    # A smaller, flatter circle elsewhere is the circle; both templates are scored, the best first.
    f.drag(circle_path(500, BAR + 250, 80, squash=0.8))
    wait_until(lambda: page.text_content("#verdict").startswith("Recognized: circle (score "))
    rows = score_rows(page)
    assert [r[0] for r in rows] == ["circle #1", "check #1"]
    assert float(rows[0][1]) > 2.5 > float(rows[1][1])
    assert page.get_attribute("#scores tbody tr:first-child", "class") == "best"
    shot(page, "lab-strokes")
    with page.expect_download() as download:
        page.click("#download-set")
    saved = json.load(open(download.value.path()))
    assert [t["name"] for t in saved["templates"]] == ["circle", "check"]
    assert [len(t["points"]) for t in saved["templates"]] == [64, 64]
    assert saved["matcher"] == {"pointCount": 16, "rotationLimit": 0.35}
    # Removing one rescoring the stroke; loading the file brings it back.
    page.click('button[aria-label="Remove check #1"]')
    wait_until(lambda: [r[0] for r in score_rows(page)] == ["circle #1"])
    page.set_input_files("#load-set", download.value.path())
    wait_until(lambda: len(score_rows(page)) == 2)
    # A bad file is refused with a reason; the pad keeps its set.
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as bad:
        bad.write('{"templates": [{"name": "dot", "points": []}]}')
    page.set_input_files("#load-set", bad.name)
    wait_until(lambda: 'template "dot" has no points' in (page.text_content("#notice") or ""))
    assert len(score_rows(page)) == 2
    # The next visit opens on the pad with the same set.
    page.reload()
    wait_until(lambda: page.is_visible("#strokes-panel") and len(score_rows(page)) == 2)
    ctx.close()


# ---- Every game to its end, on a phone by touch and on a desktop by mouse ------------------

class Pointer:
    """Taps and drags by touch (a phone) or by mouse (a desktop), the same calls either way."""

    def __init__(self, page, touch):
        self.f, self.touch = Fingers(page), touch

    def tap(self, r):
        if self.touch:
            self.f.tap(r["cx"], r["cy"])
        else:
            self.f.mouse("mouseMoved", r["cx"], r["cy"])
            self.f.mouse("mousePressed", r["cx"], r["cy"], buttons=1, button="left", click_count=1)
            self.f.mouse("mouseReleased", r["cx"], r["cy"], button="left", click_count=1)

    def drag(self, a, b, steps=10):
        path = [(a["cx"] + (b["cx"] - a["cx"]) * k / steps, a["cy"] + (b["cy"] - a["cy"]) * k / steps) for k in range(steps + 1)]
        if self.touch:
            self.f.drag(path)
        else:
            self.f.mouse_drag(path)


def node_ids(page, prefix):
    return [i for i in page.eval_on_selector_all("#world .node", "es => es.map(e => e.dataset.id)") if i.startswith(prefix)]


def anagram_to_the_end(page, pointer, name):
    """Hints place all but the last tile; the last is dragged onto the last target, which only it fits."""
    wait_until(lambda: node_ids(page, "target"))
    while len(node_ids(page, "target")) > 1:
        left = len(node_ids(page, "target"))
        pointer.tap(rect(page, "hint"))
        wait_until(lambda: len(node_ids(page, "target")) < left, timeout=4)
    goal = node_ids(page, "target")[0]
    tiles = [t for t in node_ids(page, "tile") if page.eval_on_selector(f'[data-id="{t}"]', "e => e.style.background").find("60, 207") < 0]
    # The loose tiles are the ones not yet green; any of them that scores ends the puzzle.
    for tile in tiles:
        if page.query_selector('[data-id="outcome"]'):
            break
        pointer.drag(rect(page, tile), rect(page, goal))
        time.sleep(0.6)
    wait_until(lambda: page.query_selector('[data-id="outcome"]') and text(page, "outcome") == "Solved!", timeout=5)
    wait_until(lambda: page.evaluate("document.body.dataset.lastEffect") in ("win", "best"), timeout=3)
    # The saved notice hides neither the Next button, nor Solved!, nor the time and points.
    wait_until(lambda: "Saved:" in (page.text_content("#notice") or ""), timeout=3)
    notice = page.eval_on_selector("#notice", "e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; }")
    for node in ("next", "outcome", "stopwatch", "points"):
        r = rect(page, node)
        assert notice["top"] >= r["y"] + r["h"] or notice["bottom"] <= r["y"], node
    shot(page, name)


def test_anagrams_solved_by_touch_on_a_phone(arcade, tall_phone):
    page = tall_phone
    open_game(page, arcade, "game=anagrams&level=easy")
    anagram_to_the_end(page, Pointer(page, touch=True), "anagrams-phone-solved")


def test_anagrams_solved_by_mouse_on_a_desktop(arcade, wide_desktop):
    page = wide_desktop
    open_game(page, arcade, "game=anagrams&level=medium")
    anagram_to_the_end(page, Pointer(page, touch=False), "anagrams-desktop-solved")


def pentominoes_to_the_end(page, pointer, name):
    """Hints fill the board piece by piece; the celebration shows, and Next board deals the next."""
    for _ in range(12):
        if page.query_selector('[data-id="nextBoard"]'):
            break
        pointer.tap(rect(page, "hint"))
        time.sleep(0.25)
    wait_until(lambda: page.query_selector('[data-id="nextBoard"]'), timeout=5)
    assert "Solved in" in text(page, "status")
    assert text(page, "cheer") == "Solved!"
    shot(page, name)
    pointer.tap(rect(page, "nextBoard"))
    wait_until(lambda: not page.query_selector('[data-id="nextBoard"]') and "Solved" not in text(page, "status"), timeout=5)


def on_screen(page, node_id):
    r = rect(page, node_id)
    size = page.viewport_size
    return r["x"] >= 0 and r["y"] >= 0 and r["x"] + r["w"] <= size["width"] + 0.5 and r["y"] + r["h"] <= size["height"] + 0.5


def test_pentominoes_long_boards_fit_a_phone_and_play_to_the_end(arcade, tall_phone):
    page = tall_phone
    for board in ("threeByTwenty", "fourByFifteen"):
        open_game(page, arcade, f"game=pentominoes&board={board}")
        assert on_screen(page, "board"), board
        for letter in "FILNPTUVWXYZ":
            assert on_screen(page, f"piece-{letter}"), (board, letter)
        assert page.is_visible('[data-id="help"]')
        pentominoes_to_the_end(page, Pointer(page, touch=True), f"pentominoes-{board}-phone")


def test_pentominoes_to_the_end_by_mouse_on_a_desktop(arcade, wide_desktop):
    page = wide_desktop
    open_game(page, arcade, "game=pentominoes&board=sixByTen")
    pentominoes_to_the_end(page, Pointer(page, touch=False), "pentominoes-desktop-solved")


def test_tap_it_by_mouse_on_a_desktop_to_game_over(arcade, wide_desktop):
    page = wide_desktop
    open_game(page, arcade, "game=tapit")
    p = Pointer(page, touch=False)
    p.tap(rect(page, "newGame"))
    wait_until(lambda: page.query_selector('[data-id="command"][aria-live]'))
    f = p.f
    while score(page) < 3:
        command, before = text(page, "command"), score(page)
        if command == "Tap It!":
            p.tap({"cx": 640, "cy": BAR + 500})
        elif command == "Pinch It!":
            f.ctrl_wheel(640, BAR + 500, -200)
        elif command == "Swipe It!":
            f.mouse_drag([(400 + 50 * k, BAR + 500) for k in range(9)], step=0.01)
        try:
            wait_until(lambda: score(page) == before + 1, timeout=4)
        except AssertionError:
            raise AssertionError(f"{command} by mouse did not score: {text(page, 'command')!r}, {text(page, 'score')!r}")
    wait_until(lambda: text(page, "command") == "Game over", timeout=8)
    assert page.is_visible('[data-id="timetrack"]') is False
    wait_until(lambda: "Saved: 3 moves · Standard" in (page.text_content("#notice") or ""), timeout=3)
    shot(page, "tapit-desktop-over")
