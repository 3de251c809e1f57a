"""What the arcade's browser suites share: where a node of the game's scene is on the page, its
text, waiting for what the page shows, opening a game, and pointers that tap and drag by touch
or by mouse — with each game's way to its end that more than one suite plays."""

import json
import re
import time

from conftest import shot
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


def tap_it_played_offline(page):
    """Tap It played to its end by touch on a page that plays with no arcade (its notice says so):
    a tap on the stage if the first command is a tap, then the time runs out on the page's own
    clock; returns the record kept for later (the one waiting in the browser)."""
    wait_until(lambda: "playing on this device" in (page.text_content("#notice") or ""), timeout=10)
    page.wait_for_selector('[data-id="newGame"]')
    f = Fingers(page)
    r = rect(page, "newGame")
    f.tap(r["cx"], r["cy"])
    wait_until(lambda: text(page, "command") in ("Tap It!", "Pinch It!", "Swipe It!"), timeout=2)
    if text(page, "command") == "Tap It!":
        before = text(page, "score")
        f.tap(400, BAR + 300)
        wait_until(lambda: text(page, "score") != before, timeout=2)
    wait_until(lambda: text(page, "command") == "Game over", timeout=10)
    wait_until(lambda: "saved when the arcade is back" in (page.text_content("#notice") or ""), timeout=3)
    pending = json.loads(page.evaluate("localStorage.getItem('fingerplay.pending')"))
    assert len(pending) == 1 and pending[0]["game"] == "tapit", pending
    return pending[0]


def score(page):
    return int(re.search(r"Score (\d+)", text(page, "score")).group(1))


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
    # The player's own outcome: a challenge's ghost, drawn beside, has nodes of the same names.
    for tile in tiles:
        if page.query_selector('#world [data-id="outcome"]'):
            break
        pointer.drag(rect(page, tile), rect(page, goal))
        time.sleep(0.6)
    wait_until(lambda: page.query_selector('#world [data-id="outcome"]') and text(page, "outcome") == "Solved!", timeout=5)
    wait_until(lambda: page.evaluate("document.body.dataset.lastEffect") in ("win", "best"), timeout=3)
    # The saved notice hides neither the Next button, nor Solved!, nor the time and points.
    wait_until(lambda: "Saved:" in (page.text_content("#notice") or ""), timeout=3)
    notice = page.eval_on_selector("#notice", "e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; }")
    for node in ("next", "outcome", "stopwatch", "points"):
        r = rect(page, node)
        assert notice["top"] >= r["y"] + r["h"] or notice["bottom"] <= r["y"], node
    shot(page, name)


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
