"""Issue 57 in WebKit: Anagrams and Pentominoes played to their end by the keyboard alone —
WebKitWebDriver's trusted keys: Tab to a control or a piece, Enter, letters, arrows, R and F —
as the Chromium suite plays them (Tests/browser/test_keyboard_play.py; the pentomino table read
as Tests/browser/pentomino_table.py reads it)."""

import os
import re
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_arcade_webkit import node_text, tab_to

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "browser"))
from pentomino_table import TABLE, normal  # noqa: E402


def press(driver, key):
    ActionChains(driver).send_keys(key).perform()


def node_ids(driver, prefix):
    return driver.execute_script("return [...document.querySelectorAll('#world [data-id]')].map((e) => e.dataset.id).filter((id) => id.startsWith(arguments[0]))", prefix)


def label(driver, node):
    return driver.execute_script("return document.querySelector(`#world [data-id=\"${arguments[0]}\"]`)?.getAttribute('aria-label') ?? ''", node)


def moved(driver):
    return driver.execute_script("return document.querySelector('#world [data-id=\"move\"]')?.textContent ?? ''")


def test_anagrams_by_keyboard_to_solved(webkit, arcade):
    webkit.get(f"{arcade.url}/play.html?game=anagrams&level=easy")
    WebDriverWait(webkit, 10).until(lambda d: node_ids(d, "tile0"))
    # Hints by Enter on the Hint button until two targets are left.
    tab_to(webkit, "hint")
    while len(node_ids(webkit, "target")) > 2:
        left = len(node_ids(webkit, "target"))
        press(webkit, Keys.ENTER)
        WebDriverWait(webkit, 4).until(lambda d: len(node_ids(d, "target")) < left)

    def free():
        return [t for t in node_ids(webkit, "tile") if not label(webkit, t).endswith("matched")]
    # Then the letters typed: each puts the first free tile bearing it on the first empty target.
    for _ in range(4):
        for tile in free():
            if node_ids(webkit, "outcome"):
                break
            said = moved(webkit)
            press(webkit, node_text(webkit, tile).lower())
            WebDriverWait(webkit, 3).until(lambda d: moved(d) != said)
    WebDriverWait(webkit, 5).until(lambda d: node_ids(d, "outcome") and node_text(d, "outcome") == "Solved!")


def test_pentominoes_by_keyboard_the_last_piece_turned_moved_and_placed(webkit, arcade):
    webkit.get(f"{arcade.url}/play.html?game=pentominoes&board=sixByTen")
    WebDriverWait(webkit, 10).until(lambda d: node_ids(d, "piece-F"))
    table = lambda: webkit.execute_script(f"return ({TABLE})()")  # noqa: E731
    tab_to(webkit, "hint")
    for placed in range(1, 12):
        press(webkit, Keys.ENTER)
        WebDriverWait(webkit, 4).until(lambda d: sum("on the board" in p["label"] for p in table()["pieces"].values()) == placed)
    pieces = table()["pieces"]
    last = next(name for name, p in pieces.items() if p["label"].endswith("in the tray"))

    def at(text):
        row, column = re.search(r"row (\d+), column (\d+)", text).groups()
        return int(row) - 1, int(column) - 1
    covered = {(at(p["label"])[0] + r, at(p["label"])[1] + c) for p in pieces.values() if "on the board" in p["label"] for r, c in p["cells"]}
    empty = [tuple(cell) for cell in table()["board"] if tuple(cell) not in covered]
    goal, origin = normal(empty), (min(r for r, _ in empty), min(c for _, c in empty))
    tab_to(webkit, last)
    press(webkit, Keys.ENTER)
    WebDriverWait(webkit, 3).until(lambda d: label(d, last).endswith("picked up"))
    for turn in range(9):
        if normal(table()["pieces"][last]["cells"]) == goal:
            break
        said = moved(webkit)
        press(webkit, "f" if turn == 4 else "r")
        WebDriverWait(webkit, 3).until(lambda d: moved(d) != said and label(d, last).endswith("picked up"))
    assert normal(table()["pieces"][last]["cells"]) == goal
    for _ in range(20):
        p = table()["pieces"][last]
        if (p["row"], p["column"]) == origin:
            break
        key = Keys.ARROW_DOWN if p["row"] < origin[0] else Keys.ARROW_UP if p["row"] > origin[0] else Keys.ARROW_RIGHT if p["column"] < origin[1] else Keys.ARROW_LEFT
        press(webkit, key)
        WebDriverWait(webkit, 2).until(lambda d: (table()["pieces"][last]["row"], table()["pieces"][last]["column"]) != (p["row"], p["column"]))
    press(webkit, Keys.ENTER)
    where = f"row {origin[0] + 1}, column {origin[1] + 1}"
    WebDriverWait(webkit, 3).until(lambda d: label(d, last) == f"{last[-1]}, on the board at {where}")
    assert moved(webkit).rstrip("\u00a0") == f"{last[-1]} placed at {where}"
    WebDriverWait(webkit, 5).until(lambda d: "Solved in" in node_text(d, "status"))
