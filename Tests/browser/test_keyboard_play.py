"""The four games by the keyboard alone in Chromium (no mouse, no touch): from the landing to
the end of a game — Tap It's commands, Anagrams' tiles, Pentominoes' pieces and Pieces' squares
moved by their keys — each key the touches the game's own recognizers judge, with what a screen
reader reads of the page."""

import json
import re
import urllib.request

from arcade_page import node_ids, score, text, wait_until
from pentomino_table import TABLE, normal
from conftest import shot

# The keys that obey each of Tap It's commands: (key, held seconds) pressed in turn.
OBEY = {"Tap It!": [("Enter", 0.05)], "Double Tap It!": [("Enter", 0.03), ("Space", 0.03)], "Long Press It!": [("Enter", 0.7)],
        "Pinch It!": [("+", 0)], "Rotate It!": [("r", 0)], "Swipe It!": [("ArrowRight", 0)], "Swipe Left It!": [("ArrowLeft", 0)],
        "Swipe Right It!": [("ArrowRight", 0)], "Swipe Up It!": [("ArrowUp", 0)], "Swipe Down It!": [("ArrowDown", 0)],
        "Draw a Circle!": [("o", 0)], "Draw a Check!": [("v", 0)]}


def focused(page):
    return page.evaluate("() => { const e = document.activeElement; return e.dataset.id || e.id || e.textContent.trim(); }")


def tab_to(page, name, limit=30):
    """Tabs forward until the focus is on `name` (a node's id, an element's id or its text)."""
    for _ in range(limit):
        if focused(page) == name:
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {name!r}; the focus is on {focused(page)!r}")


def hold(page, key, seconds):
    page.keyboard.down(key)
    if seconds:
        page.wait_for_timeout(seconds * 1000)
    page.keyboard.up(key)


def test_tap_it_from_the_landing_to_game_over_by_keyboard(arcade, wide_desktop):
    page = wide_desktop
    page.goto(f"{arcade.url}/")
    page.wait_for_selector('#games a[data-play="tapit"]')
    tab_to(page, "Play Tap It")
    page.keyboard.press("Enter")
    page.wait_for_selector('#world [data-id="newGame"]')
    # The play area names its keys for a screen reader, and the Keys list shows them.
    stage = page.locator("#stage")
    assert stage.get_attribute("role") == "application" and stage.get_attribute("tabindex") == "0"
    wait_until(lambda: stage.get_attribute("aria-keyshortcuts"))
    assert stage.get_attribute("aria-keyshortcuts") == "Enter Space + - R Shift+R ArrowLeft ArrowRight ArrowUp ArrowDown O V"
    assert page.eval_on_selector_all("#key-list li", "ls => ls.map(l => l.textContent)") == [
        "Enter or Space: tap (twice quickly: a double tap; held: a long press)", "+ or −: pinch", "R: rotate (Shift+R the other way)",
        "Arrow keys: swipe that way", "O: draw a circle", "V: draw a check"]
    tab_to(page, "newGame")
    page.keyboard.press("Enter")
    wait_until(lambda: page.query_selector('#world [data-id="command"][aria-live]'))
    # Started once, with no error; the focus left on the play area for the game's keys.
    assert page.text_content("#notice") == "" and score(page) == 0
    assert page.evaluate("document.activeElement.id") == "stage"
    seen = []
    while score(page) < 6:
        command, before = text(page, "command"), score(page)
        seen.append(command)
        for key, seconds in OBEY[command]:
            hold(page, key, seconds)
        try:
            wait_until(lambda: score(page) == before + 1, timeout=4)
        except AssertionError:
            raise AssertionError(f"{command} by keys did not score: {text(page, 'command')!r}, {text(page, 'score')!r}, after {seen}")
    wait_until(lambda: text(page, "command") == "Game over", timeout=10)
    # Saved on Tap It's keyboard table: the same boards, keyboard players compared with their kind.
    wait_until(lambda: "Saved: 6 moves · Standard, by keyboard" in (page.text_content("#notice") or ""), timeout=3)
    shot(page, "tapit-keyboard-over")
    board = json.loads(urllib.request.urlopen(f"{arcade.url}/api/scores?game=tapit", timeout=5).read())
    assert [e["value"] for t in board["tables"] if t["category"] == "standard keyboard" for e in t["entries"]] == [6]
    page.goto(f"{arcade.url}/")
    page.wait_for_selector('[data-scores="tapit"] h4')
    assert "Standard — by keyboard" in page.eval_on_selector_all('[data-scores="tapit"] h4', "hs => hs.map(h => h.textContent)")


def test_anagrams_by_keyboard_hints_then_the_last_tile_chosen_and_placed(arcade, wide_desktop):
    page = wide_desktop
    page.goto(f"{arcade.url}/play.html?game=anagrams&level=easy")
    page.wait_for_selector('#world [data-id="tile0"]')
    # Tiles and targets are in the accessibility tree by name.
    tree = page.locator("#stage").aria_snapshot()
    assert '- button "Target 1, empty"' in tree and '- button "Tile ' in tree, tree
    # Hints place all but two tiles (the Hint button pressed by Enter, and kept focused).
    tab_to(page, "hint")
    while len(node_ids(page, "target")) > 2:
        left = len(node_ids(page, "target"))
        page.keyboard.press("Enter")
        wait_until(lambda: len(node_ids(page, "target")) < left, timeout=4)
        assert focused(page) == "hint"
    def free():
        return [t for t in node_ids(page, "tile") if not page.get_attribute(f'[data-id="{t}"]', "aria-label").endswith("matched")]
    assert len(free()) == 2
    # One of the last two tiles chosen by Enter and moved by Enter onto the first target: right
    # or wrong, the game judges the drag (a wrong one goes back to the tray).
    tile, goal = free()[0], node_ids(page, "target")[0]
    tab_to(page, tile)
    page.keyboard.press("Enter")
    assert page.get_attribute(f'[data-id="{tile}"]', "aria-pressed") == "true"
    wait_until(lambda: page.text_content("#key-said") == f"Tile {text(page, tile)} chosen: now a target")
    tab_to(page, goal)
    page.keyboard.press("Enter")
    wait_until(lambda: (page.text_content('#world [data-id="move"]') or "").startswith(text(page, tile)), timeout=3)
    # Then the letters typed: a tile's letter puts the first free tile bearing it on the first
    # empty target (which wants one of them); each move is announced, and the puzzle is solved.
    for _ in range(4):
        if page.query_selector('[data-id="outcome"]'):
            break
        for tile in free():
            said = page.text_content('#world [data-id="move"]')
            page.keyboard.press(text(page, tile).lower())
            wait_until(lambda: page.text_content('#world [data-id="move"]') != said, timeout=3)
            if page.query_selector('[data-id="outcome"]'):
                break
    wait_until(lambda: page.query_selector('[data-id="outcome"]') and text(page, "outcome") == "Solved!", timeout=5)
    shot(page, "anagrams-keyboard-solved")


def test_pieces_square_moved_scaled_and_turned_by_keyboard(arcade, wide_desktop):
    page = wide_desktop
    page.goto(f"{arcade.url}/play.html?game=pieces")
    page.wait_for_selector('#world [data-id="red"]')
    before = page.eval_on_selector('[data-id="red"]', "e => e.getBoundingClientRect().toJSON()")
    tab_to(page, "red")
    page.keyboard.press("Enter")
    wait_until(lambda: page.text_content("#key-said") == "The red square picked up")
    page.keyboard.press("Shift+ArrowRight")
    page.keyboard.press("+")
    page.keyboard.press("Enter")
    wait_until(lambda: page.text_content("#key-said") == "The red square put down")
    after = page.eval_on_selector('[data-id="red"]', "e => e.getBoundingClientRect().toJSON()")
    # 100 points right and a quarter larger about its middle, in the stage's scale.
    assert round(after["width"] / before["width"], 2) == 1.25
    assert abs((after["x"] + after["width"] / 2) - (before["x"] + before["width"] / 2)) > 50


def test_pentominoes_by_keyboard_the_last_piece_turned_moved_and_placed_to_solve_the_board(arcade, wide_desktop):
    page = wide_desktop
    page.goto(f"{arcade.url}/play.html?game=pentominoes&board=sixByTen")
    page.wait_for_selector('#world [data-id="piece-F"]')
    assert page.get_attribute('[data-id="piece-F"]', "aria-label") == "F, in the tray"
    # Eleven pieces placed by the Hint button, pressed with Enter.
    tab_to(page, "hint")
    for placed in range(1, 12):
        page.keyboard.press("Enter")
        wait_until(lambda: sum("on the board" in p["label"] for p in page.evaluate(TABLE)["pieces"].values()) == placed, timeout=4)
    table = page.evaluate(TABLE)
    last = next(name for name, p in table["pieces"].items() if p["label"].endswith("in the tray"))
    # A placed piece's square: where its label says (its drawing may still be settling).
    def at(label):
        row, column = re.search(r"row (\d+), column (\d+)", label).groups()
        return int(row) - 1, int(column) - 1
    covered = {(at(p["label"])[0] + r, at(p["label"])[1] + c) for p in table["pieces"].values() if "on the board" in p["label"] for r, c in p["cells"]}
    empty = [tuple(cell) for cell in table["board"] if tuple(cell) not in covered]
    goal, origin = normal(empty), (min(r for r, _ in empty), min(c for _, c in empty))
    # The last piece: Tab to it, Enter picks it up, R turns it (F flips it) until it lies as the
    # gap does, the arrows take it there a cell at a time, Enter puts it down.
    tab_to(page, last)
    page.keyboard.press("Enter")
    wait_until(lambda: page.get_attribute(f'[data-id="{last}"]', "aria-label").endswith("picked up"))
    for turn in range(9):
        if normal(page.evaluate(TABLE)["pieces"][last]["cells"]) == goal:
            break
        said = page.text_content('#world [data-id="move"]')
        page.keyboard.press("f" if turn == 4 else "r")
        # Each turn is announced (a flip: put down, flipped, picked up again).
        wait_until(lambda: page.text_content('#world [data-id="move"]') != said
                   and page.get_attribute(f'[data-id="{last}"]', "aria-label").endswith("picked up"), timeout=3)
    assert normal(page.evaluate(TABLE)["pieces"][last]["cells"]) == goal, (last, goal, page.evaluate(TABLE)["pieces"][last], empty, page.text_content("#world [data-id=\"move\"]"))
    for _ in range(20):
        p = page.evaluate(TABLE)["pieces"][last]
        if (p["row"], p["column"]) == origin:
            break
        key = "ArrowDown" if p["row"] < origin[0] else "ArrowUp" if p["row"] > origin[0] else "ArrowRight" if p["column"] < origin[1] else "ArrowLeft"
        page.keyboard.press(key)
        wait_until(lambda: (page.evaluate(TABLE)["pieces"][last]["row"], page.evaluate(TABLE)["pieces"][last]["column"]) != (p["row"], p["column"]), timeout=2)
    page.keyboard.press("Enter")
    where = f"row {origin[0] + 1}, column {origin[1] + 1}"
    wait_until(lambda: page.get_attribute(f'[data-id="{last}"]', "aria-label") == f"{last[-1]}, on the board at {where}", timeout=3)
    assert page.text_content('#world [data-id="move"]').rstrip("\u00a0") == f"{last[-1]} placed at {where}"
    wait_until(lambda: "Solved in" in text(page, "status"), timeout=5)
    shot(page, "pentominoes-keyboard-solved")
