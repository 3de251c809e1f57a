"""fingerplay.js on its example page (Examples/web, opened as a file, no server): UIKit's
recognizers on DOM elements by touch on a phone and by mouse on a desktop, and the WebAssembly
build in Chromium giving the native engine's bytes on every example and game record."""

import base64
import glob
import math
import re
import os
import subprocess
import time

from conftest import ROOT, shot
from fingers import Fingers

PAGE = "file://" + os.path.join(ROOT, "Examples", "web", "index.html")


def open_demo(page):
    page.goto(PAGE)
    page.wait_for_function("window.demoSurface !== undefined")
    return Fingers(page)


def state(page):
    return page.evaluate("""() => {
        const r = Object.fromEntries(window.demoSurface.recognizers.map(r => [r.name, r.lastEvent && {state: r.lastEvent.state,
            scale: r.lastEvent.scale, rotation: r.lastEvent.rotation, direction: r.lastEvent.direction,
            translation: r.lastEvent.translation}]));
        const card = document.getElementById('card');
        return {r, transform: card.style.transform, background: card.style.background, classes: card.className,
                radius: card.style.borderRadius,
                strip: document.getElementById('strip').textContent, drawer: document.getElementById('drawer').style.transform,
                log: document.getElementById('log').innerText};
    }""")


def circle(cx, cy, radius, start=0.0, points=25):
    """A closed path around (cx, cy), clockwise on screen, begun at angle `start` (radians)."""
    return [(cx + radius * math.cos(start + 2 * math.pi * i / (points - 1)),
             cy + radius * math.sin(start + 2 * math.pi * i / (points - 1))) for i in range(points)]


def card_center(page):
    box = page.locator("#card").bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_web_page_by_touch_on_a_phone(tall_phone):
    page = tall_phone
    f = open_demo(page)
    cx, cy = card_center(page)
    before = state(page)["background"]
    # A tap changes the colour once the double tap's window has closed.
    f.tap(cx, cy)
    time.sleep(0.5)
    s = state(page)
    assert s["r"]["tap"]["state"] == "recognized" and s["background"] != before, s
    assert "double tap  failed      (no tap 2 within 300 ms)" in s["log"], s["log"]
    # A drag moves the card with the finger; it rests before lifting, so no fling.
    f.drag([(cx + 60 * i / 8, cy + 40 * i / 8) for i in range(9)] + [(cx + 60, cy + 40)] * 5, step=0.02)
    time.sleep(0.3)
    s = state(page)
    assert s["r"]["drag"]["state"] == "ended", s
    assert s["r"]["drag"]["translation"] == {"x": 60, "y": 40}, s["r"]["drag"]
    assert s["transform"].startswith("translate(60px, 40px)"), s["transform"]
    # A double tap puts it back.
    cx2, cy2 = card_center(page)
    f.tap(cx2, cy2)
    time.sleep(0.12)
    f.tap(cx2, cy2, finger=1)
    time.sleep(0.1)
    s = state(page)
    assert s["r"]["double tap"]["state"] == "recognized", s["log"]
    assert s["transform"].startswith("translate(0px, 0px)"), s["transform"]
    # Swipe the strip left: page 2.
    box = page.locator("#strip").bounding_box()
    f.swipe(box["x"] + box["width"] * 0.7, box["y"] + box["height"] / 2, -150, 0)
    time.sleep(0.1)
    assert state(page)["strip"] == "Swipe here: page 2"
    # Pinch and turn at once: two fingers from 80 to 160 px apart, turning 0.5 rad.
    f.two_fingers(cx, cy, 80, 160, 0.0, 0.5, steps=12, duration=0.3)
    time.sleep(0.1)
    s = state(page)
    # The fingers' positions reach the engine rounded to a thousandth of a pixel (as a trace
    # records them), so the values are within 1e-4 of the plan.
    assert s["r"]["pinch"]["state"] == "ended" and abs(s["r"]["pinch"]["scale"] - 2) < 1e-4, s["r"]["pinch"]
    assert s["r"]["rotate"]["state"] == "ended" and abs(s["r"]["rotate"]["rotation"] - 0.5) < 1e-4, s["r"]["rotate"]
    shot(page, "web-phone")
    f.tap(cx, cy)
    time.sleep(0.12)
    f.tap(cx, cy, finger=1)
    time.sleep(0.1)
    # A circle drawn on the board beside the card, begun at its bottom: the card turns round.
    f.drag(circle(60, 95, 40, start=math.pi / 2), step=0.016)
    time.sleep(0.1)
    s = state(page)
    assert s["r"]["shape"]["state"] == "recognized" and s["radius"] == "50%", s["log"]
    assert re.search(r"shape +recognized circle \d\.\d\d", s["log"]), s["log"]
    # A drag of the card in a circle is a drag, not a drawing (the delegate refuses its touch).
    cx, cy = card_center(page)
    f.drag(circle(cx, cy, 30), step=0.016)
    time.sleep(0.1)
    assert len(re.findall(r"shape +recognized", state(page)["log"])) == 1
    f.tap(cx, cy)
    time.sleep(0.12)
    f.tap(cx, cy, finger=1)
    time.sleep(0.1)
    # Shake a finger on the board beside the card (and lift it): everything goes back. Then
    # pull the drawer in from the left edge.
    f.drag([(30 + (60 if i % 2 else 0), 120) for i in range(8)], step=0.03)
    time.sleep(0.1)
    s = state(page)
    assert s["r"]["shake"]["state"] == "recognized" and s["transform"].startswith("translate(0px, 0px)"), s["log"]
    assert s["radius"] == "18px", s["radius"]
    f.drag([(2 + 30 * i, 120) for i in range(9)], step=0.016)
    time.sleep(0.1)
    s = state(page)
    assert s["r"]["edge"]["state"] == "ended" and s["drawer"] == "translateX(0px)", s["log"]
    # Reasons name recognizers by their names.
    assert "double tap  failed" in s["log"] and "drag took the touches first" in s["log"] and not re.search(r"\br\d+\b", s["log"])


def test_web_page_by_mouse_on_a_desktop(wide_desktop):
    page = wide_desktop
    f = open_demo(page)
    cx, cy = card_center(page)
    # A mouse over the card hovers it.
    for i in range(6):
        f.mouse("mouseMoved", cx - 150 + 30 * i, cy)
        time.sleep(0.02)
    assert "hovered" in state(page)["classes"]
    # A drag by mouse moves it; a double click puts it back.
    f.mouse_drag([(cx + 10 * i, cy + 5 * i) for i in range(11)] + [(cx + 100, cy + 50)] * 5, step=0.02)
    time.sleep(0.1)
    s = state(page)
    assert s["r"]["drag"]["state"] == "ended" and s["r"]["drag"]["translation"] == {"x": 100, "y": 50}, s["r"]["drag"]
    cx, cy = card_center(page)
    for _ in range(2):
        f.mouse("mousePressed", cx, cy, buttons=1, button="left", click_count=1)
        time.sleep(0.04)
        f.mouse("mouseReleased", cx, cy, button="left", click_count=1)
        time.sleep(0.08)
    time.sleep(0.1)
    s = state(page)
    assert s["r"]["double tap"]["state"] == "recognized", s["r"]
    assert s["transform"].startswith("translate(0px, 0px)")
    # A circle drawn by mouse, counter-clockwise and begun on its right, rounds the card; a
    # square drawn from its bottom right corner squares it again.
    f.mouse_drag(list(reversed(circle(150, 200, 80))), step=0.016)
    time.sleep(0.1)
    s = state(page)
    assert s["r"]["shape"]["state"] == "recognized" and s["radius"] == "50%", s["log"]
    shot(page, "web-desktop")
    corners = [(300, 400), (140, 400), (140, 240), (300, 240), (300, 400)]
    path = [(a[0] + (b[0] - a[0]) * k / 8, a[1] + (b[1] - a[1]) * k / 8) for a, b in zip(corners, corners[1:]) for k in range(8)] + [corners[-1]]
    f.mouse_drag(path, step=0.016)
    time.sleep(0.1)
    s = state(page)
    assert s["radius"] == "18px" and re.search(r"shape +recognized square \d\.\d\d", s["log"]), s["log"]


def test_wasm_in_chromium_gives_the_native_bytes(desktop):
    """The arcade's build (scripts/build-wasm: engine, replay and games) in Chromium."""
    page = desktop
    page.goto(PAGE)
    page.wait_for_function("window.demoSurface !== undefined")
    with open(os.path.join(ROOT, ".build", "wasm", "fingerplay.wasm"), "rb") as f:
        module = base64.b64encode(f.read()).decode()
    fingerplay = os.path.join(ROOT, ".build", "debug", "fingerplay")
    cases = []
    for d in sorted(glob.glob(os.path.join(ROOT, "Examples", "*", "setup.json"))):
        d = os.path.dirname(d)
        native = subprocess.run([fingerplay, "replay", "--setup", "setup.json", "trace.jsonl"], cwd=d, capture_output=True, text=True)
        cases.append({"kind": "trace", "a": open(os.path.join(d, "setup.json")).read(), "b": open(os.path.join(d, "trace.jsonl")).read(),
                      "out": native.stdout, "err": native.stderr, "status": native.returncode})
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "records", "*.json"))):
        game = os.path.basename(path).split("-")[0]
        native = subprocess.run([fingerplay, "replay", "--game", game, path], capture_output=True, text=True)
        cases.append({"kind": "record", "a": open(path).read(), "b": game, "name": path,
                      "out": native.stdout, "err": native.stderr, "status": native.returncode})
    results = page.evaluate("""async ([cases, module]) => {
        const bytes = Uint8Array.from(atob(module), (c) => c.charCodeAt(0));
        const hooks = { fingerplay: { should_begin: () => 1, should_receive: () => 1, should_recognize_simultaneously: () => 0 } };
        const fp = (await WebAssembly.instantiate(bytes, hooks)).instance.exports;
        const put = (text) => { const bytes = new TextEncoder().encode(text); const p = fp.fp_alloc(bytes.length);
                                new Uint8Array(fp.memory.buffer, p, bytes.length).set(bytes); return [p, bytes.length]; };
        const read = (p, n) => new TextDecoder().decode(new Uint8Array(fp.memory.buffer, p, n));
        return cases.map((c) => {
            const status = c.kind === 'trace'
                ? fp.fp_replay_trace(...put(c.a), ...put('setup.json'), ...put(c.b), ...put('trace.jsonl'))
                : fp.fp_replay_record(...put(c.a), ...put(c.name), ...put(c.b));
            return {out: read(fp.fp_output(), fp.fp_output_count()), err: read(fp.fp_errors(), fp.fp_errors_count()), status};
        });
    }""", [cases, module])
    assert len(results) >= 9
    for case, got in zip(cases, results):
        assert (got["out"], got["err"], got["status"]) == (case["out"], case["err"], case["status"]), case.get("name", case["kind"])
