"""Challenges in Chromium: a leaderboard record's board played again — Tap It by touch on a
phone, Anagrams by mouse on a desktop — with the record alongside as a ghost on the same clock,
the page saying how it went against the record, and the result listed under the record, not on
the leaderboard."""

import json
import os
import time
import urllib.request

from conftest import ROOT, shot
from fingers import Fingers
from arcade_page import Pointer, anagram_to_the_end, wait_until
from test_live import command, play_one, score
from test_watch import post_record


def challenges(arcade, record):
    return json.loads(urllib.request.urlopen(f"{arcade.url}/api/scores/{record}/challenges", timeout=5).read())


def board_ids(arcade, game):
    """The results the game's leaderboard lists: its tables, and those kept on no table (a record
    sent with no ticket, as post_record sends one), listed apart."""
    board = json.loads(urllib.request.urlopen(f"{arcade.url}/api/scores?game={game}", timeout=5).read())
    return [e["id"] for t in board["tables"] + board.get("unranked", []) for e in t["entries"]]


def test_tap_it_board_played_again_by_touch_with_the_ghost_and_listed_under_the_record(arcade, tall_phone):
    page = tall_phone
    record = post_record(arcade, "tapit-standard", player="Ada")
    page.goto(f"{arcade.url}/")
    link = f'[data-scores="tapit"] a[href="/challenge/{record}"]'
    page.wait_for_selector(link)
    page.evaluate(f"() => document.querySelector('{link}').scrollIntoView()")
    Fingers(page).tap(*[v for v in page.eval_on_selector(link, "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }")])
    page.wait_for_url(f"**/challenge/{record}")
    page.wait_for_selector("#challenge-start", state="visible")
    assert page.text_content("#title") == "Beat Ada’s 4 moves · Standard"
    assert page.text_content("#challenge-text") == "Tap It: the board Ada played for 4 moves · Standard. Their record plays alongside as a ghost, on the same clock."
    shot(page, "challenge-phone-card")
    f = Fingers(page)
    f.tap(*[v for v in page.eval_on_selector("#challenge-start", "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }")])
    page.wait_for_selector('#world [data-id="command"]')
    # The record's board: its first command, the same as the record's own first.
    assert command(page) == "Swipe It!"
    # The ghost, in its corner, is the record at the same moment: its first finger down soon after.
    wait_until(lambda: page.evaluate("document.querySelectorAll('#ghost .finger').length") == 1, timeout=2, step=0.01)
    shot(page, "challenge-phone-ghost")
    done = []
    while score(page) < 2:
        done.append(command(page))
        play_one(page, f)
    # Then nothing: the third command's time runs out, 2 moves against the record's 4.
    page.wait_for_selector("#challenge-card:not([hidden])", timeout=10000)
    assert page.text_content("#challenge-text") == "2 moves · Standard: 2 moves fewer than Ada’s 4 moves.", done
    assert page.text_content("#challenge-start") == "Try this board again"
    shot(page, "challenge-phone-outcome")
    listed = challenges(arcade, record)
    assert [(e["player"], e["value"]) for e in listed["entries"]] == [("Player", 2)]
    assert board_ids(arcade, "tapit") == [record] or record in board_ids(arcade, "tapit")
    assert listed["entries"][0]["id"] not in board_ids(arcade, "tapit")
    # On the record's watch page, the challenge is listed under it.
    page.goto(f"{arcade.url}/watch/{record}")
    page.wait_for_selector("#challenges:not([hidden])")
    assert page.text_content("#challenges summary") == "Challenges of this record: 1"
    assert page.text_content("#challenges li").startswith("Player — 2 moves")


def test_anagrams_board_played_again_by_mouse_says_how_it_went(arcade, wide_desktop):
    page = wide_desktop
    record = post_record(arcade, "anagrams-medium", player="Ada")
    page.goto(f"{arcade.url}/watch/{record}")
    page.wait_for_selector("#challenge-link:not([hidden])")
    page.click("#challenge-link")
    page.wait_for_selector("#challenge-start", state="visible")
    page.click("#challenge-start")
    # The record's phrase: the same tiles as the record's first scene.
    page.wait_for_selector('#world [data-id^="tile"]')
    tiles = page.eval_on_selector_all('#world [data-id^="tile"]', "es => es.map(e => e.textContent).sort().join('')")
    ghost_tiles = page.eval_on_selector_all('#ghost [data-id^="tile"]', "es => es.map(e => e.textContent).sort().join('')")
    assert tiles == ghost_tiles and tiles
    anagram_to_the_end(page, Pointer(page, touch=False), "challenge-desktop-anagrams")
    outcome = wait_until(lambda: page.evaluate("document.body.dataset.challengeOutcome"), timeout=5)
    assert "Ada’s 15 points" in outcome
    listed = challenges(arcade, record)
    assert [e["player"] for e in listed["entries"]] == ["Player"]
    assert listed["entries"][0]["id"] not in board_ids(arcade, "anagrams")


def test_pentominoes_board_played_again_by_touch_to_its_solve(arcade, tall_phone):
    """The record's own solve played by two fingers on the challenge page (its touches mapped from the
    record's 800 x 600 board to the phone's screen): the board solved, the time compared."""
    page = tall_phone
    record = post_record(arcade, "pentominoes-sixByTen", player="Ada")
    page.goto(f"{arcade.url}/challenge/{record}")
    page.wait_for_selector("#challenge-start", state="visible")
    f = Fingers(page)
    f.tap(*page.eval_on_selector("#challenge-start", "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }"))
    page.wait_for_selector('#world [data-id="piece-F"]')
    with open(os.path.join(ROOT, "Tests", "Fixtures", "records", "pentominoes-sixByTen.json")) as fixture:
        trace = [json.loads(line) for line in json.load(fixture)["trace"].splitlines() if line]
    # Scene points to the page's: the renderer's fit of the record's board into the stage.
    fit = page.evaluate("() => { const r = arcadePage.renderer, s = arcadePage.stage.getBoundingClientRect(); return [s.left + r.originX, s.top + r.originY, r.scale]; }")
    to_page = lambda x, y: (fit[0] + x * fit[2], fit[1] + y * fit[2])
    started, first = time.monotonic(), trace[0]["t"]
    for event in trace:
        wait = (event["t"] - first) / 1000 - (time.monotonic() - started)
        if wait > 0:
            time.sleep(wait)
        touches = event.get("touches") or [event]
        points = {t["id"]: to_page(t["x"], t["y"]) for t in touches}
        if event["type"] == "down":
            for finger, (x, y) in points.items():
                f.press(finger, x, y)
        elif event["type"] == "move":
            f.move(points)
        else:
            for finger, (x, y) in points.items():
                f.down[finger] = (x, y)
            f.lift(*points.keys())
    wait_until(lambda: page.query_selector('#world [data-id="nextBoard"]'), timeout=5)
    page.wait_for_selector("#challenge-card:not([hidden])", timeout=10000)
    outcome = page.text_content("#challenge-text")
    assert outcome.startswith("0:1") and "than Ada’s 14.8 s" in outcome or "the same time as Ada’s 14.8 s" in outcome, outcome
    shot(page, "challenge-phone-pentominoes-solved")
    listed = challenges(arcade, record)
    assert [e["player"] for e in listed["entries"]] == ["Player"]
