"""The Gesture Lab in a real browser: every recognizer's decision shown as it is made, the
download replaying to the same lines, and the stroke pad's templates, scores and saved set."""

import json
import math
import os
import subprocess
import tempfile
import time

from arcade_page import BAR, wait_until
from conftest import ROOT, shot
from fingers import Fingers


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
