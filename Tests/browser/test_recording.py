"""A gesture recording made in Chromium replays under Node to the same transitions, byte for
byte: a page from the packed tarball records its surface (fingerplay/testing's recordSurface)
while real fingers tap, double-tap, hold, drag and pinch, the recording is saved as a file, and
Node replays it (replayRecording) on a headless surface set up by the page's own code."""

import json
import math
import os
import shutil
import subprocess
import time

import pytest

from conftest import ROOT, page_in
from fingers import Fingers
from scratch_page import ScratchPage


@pytest.fixture(scope="module")
def scratch():
    s = ScratchPage()
    source = os.path.join(ROOT, "Tests", "browser", "recording")
    for name in os.listdir(source):
        shutil.copy(os.path.join(source, name), s.folder)
    # The page's set-up, shared with the package's own replay test (Web/test/recorded.test.js).
    shutil.copy(os.path.join(ROOT, "Web", "test", "fixtures", "recorded-setup.js"), s.folder)
    yield s
    s.close()


@pytest.fixture
def touch_page(browser):
    yield from page_in(browser, has_touch=True, is_mobile=True, viewport={"width": 400, "height": 700})


def center(page, selector):
    b = page.locator(selector).bounding_box()
    return b["x"] + b["width"] / 2, b["y"] + b["height"] / 2


def test_a_recording_made_in_chromium_replays_under_node_to_the_same_transitions(touch_page, scratch):
    page = touch_page
    page.goto(scratch.url.replace("index.html", "recording.html"))
    page.wait_for_function("window.ready === true")
    f = Fingers(page)
    cx, cy = center(page, "#card")
    f.tap(cx, cy)
    time.sleep(0.5)
    f.tap(cx, cy)
    time.sleep(0.1)
    f.tap(cx, cy)
    time.sleep(0.5)
    f.press(0, cx, cy)
    time.sleep(0.7)
    f.lift(0)
    time.sleep(0.1)
    f.drag([(cx + 12 * i, cy + 5 * i) for i in range(16)])
    time.sleep(0.2)
    px, py = center(page, "#pad")
    f.two_fingers(px, py, 60, 200, 0.0, 0.6, steps=12, duration=0.3)
    time.sleep(0.3)
    recording = page.evaluate("window.recorder.stop()")
    heard = recording["transitions"]
    states = [json.loads(line)[1:3] for line in heard]
    for expected in (["tap", "recognized"], ["double tap", "recognized"], ["hold", "began"], ["drag", "ended"], ["zoom", "began"], ["turn", "ended"]):
        assert expected in states, states
    path = os.path.join(scratch.folder, "recording.json")
    with open(path, "w") as out:
        json.dump(recording, out)
    # FINGERPLAY_SAVE_RECORDING=path keeps it (Web/test/fixtures/recorded-gestures.json was made so).
    if os.environ.get("FINGERPLAY_SAVE_RECORDING"):
        shutil.copy(path, os.environ["FINGERPLAY_SAVE_RECORDING"])
    replayed = subprocess.run(["node", "replay.mjs", path], cwd=scratch.folder, check=True, capture_output=True, text=True).stdout
    assert json.loads(replayed) == heard


@pytest.fixture
def mouse_page(browser):
    yield from page_in(browser, has_touch=False, viewport={"width": 900, "height": 700})


def test_a_recording_by_mouse_and_trackpad_replays_under_node_to_the_same_transitions(mouse_page, scratch):
    """The trackpad's virtual fingers go in as the page's surface queued them: one frame for both."""
    page = mouse_page
    page.goto(scratch.url.replace("index.html", "recording.html"))
    page.wait_for_function("window.ready === true")
    f = Fingers(page)
    cx, cy = center(page, "#card")
    page.mouse.click(cx, cy)
    time.sleep(0.5)
    f.mouse_drag([(cx + 10 * i, cy - 4 * i) for i in range(14)])
    time.sleep(0.2)
    px, py = center(page, "#pad")
    f.ctrl_wheel(px, py, -120, steps=10, step=0.02)
    time.sleep(0.4)
    recording = page.evaluate("window.recorder.stop()")
    assert any(len(step) == 7 and step[6] == "queued" for step in recording["input"])
    states = [json.loads(line)[1:3] for line in recording["transitions"]]
    assert ["tap", "recognized"] in states and ["drag", "ended"] in states and ["zoom", "ended"] in states, states
    path = os.path.join(scratch.folder, "recording-mouse.json")
    with open(path, "w") as out:
        json.dump(recording, out)
    replayed = subprocess.run(["node", "replay.mjs", path], cwd=scratch.folder, check=True, capture_output=True, text=True).stdout
    assert json.loads(replayed) == recording["transitions"]


def test_a_recording_by_keys_replays_under_node_to_the_same_transitions(mouse_page, scratch):
    """Keys' gestures lower a recognizer's threshold for their run (a pan's slop, a pinch's, a
    long press's time) and give it back: the recording keeps each as a 'set' step (format 2), so
    the replay moves as the page did."""
    page = mouse_page
    page.goto(scratch.url.replace("index.html", "recording.html"))
    page.wait_for_function("window.ready === true")
    page.focus("#card")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Shift+F10")
    page.focus("#pad")
    page.keyboard.press("+")
    page.keyboard.press("r")
    page.wait_for_function("window.recorder.recording.transitions.some((t) => JSON.parse(t)[1] === 'turn' && JSON.parse(t)[2] === 'ended')")
    recording = page.evaluate("window.recorder.stop()")
    assert recording["version"] == 3
    assert recording["end"] == {"input": len(recording["input"]), "transitions": len(recording["transitions"])}
    sets = [step for step in recording["input"] if step[0] == "set"]
    # The drag's slop down to 0 and back to 10, the hold's time to 0 and back to 0.5 s, the
    # zoom's and the turn's slops down and back.
    # The drag's (recognizer 3) pan slop (code 4) to 0 and back to 10 px, the hold's (2) press
    # time (23) to 0 and back to 0.5 s, the zoom's (4) pinch slop (5) and the turn's (5)
    # rotation slop (6, π/36) down and back.
    assert sets == [["set", 3, 4, 0], ["set", 3, 4, 10], ["set", 2, 23, 0], ["set", 2, 23, 0.5], ["set", 4, 5, 0], ["set", 4, 5, 10],
                    ["set", 5, 6, 0], ["set", 5, 6, math.pi / 36]], sets
    states = [json.loads(line)[1:3] for line in recording["transitions"]]
    assert ["drag", "ended"] in states and ["hold", "began"] in states and ["zoom", "ended"] in states and ["turn", "ended"] in states, states
    path = os.path.join(scratch.folder, "recording-keys.json")
    with open(path, "w") as out:
        json.dump(recording, out)
    replay = subprocess.run(["node", "replay.mjs", path], cwd=scratch.folder, capture_output=True, text=True)
    # Node's words in full when the replay fails, with the recording it was given.
    assert replay.returncode == 0, replay.stderr[-3000:] + "\n" + json.dumps(recording)[:6000]
    assert json.loads(replay.stdout) == recording["transitions"]
