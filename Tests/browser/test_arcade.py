"""The arcade in a real browser: each game played by touch (and by mouse), scores saved,
kept across a restart and replayable. Assertions read what the page shows."""

import json
import os
import re
import subprocess
import tempfile
import time
import urllib.request

from arcade_page import BAR, open_game, rect, score, text, wait_until
from conftest import ROOT, shot
from fingers import Fingers

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
    assert "Player · guest — 4 moves" in page.text_content('[data-scores="tapit"]')
    # One place a player, with the day it was set.
    assert page.eval_on_selector('[data-scores="tapit"] li time', "t => t.getAttribute('datetime')") == time.strftime("%Y-%m-%d", time.gmtime())
    shot(page, "landing")
    arcade.restart()
    page.reload()
    page.wait_for_selector('[data-scores="tapit"] li')
    assert "Player · guest — 4 moves" in page.text_content('[data-scores="tapit"]')

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
