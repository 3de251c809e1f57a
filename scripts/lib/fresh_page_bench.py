"""scripts/web-bench's second harness: each library as a visitor's page meets it — a fresh page of
its own (a new browser context: nothing cached, no code warm), set up for one library, then a
fixed mix of the touches a page sees, the same for every library, each gesture timed alone:

  drag 10, drag 25, drag 40   one finger dragging the card, 16 ms a move
  flick                       one finger, six 40 px moves 8 ms apart
  tap                         down and up 60 ms later
  double tap                  two taps 120 ms apart
  long press                  one finger held 700 ms
  pinch and turn              two fingers moving apart and turning, 30 moves 16 ms apart

A gesture's cost is the page's script time (CDP Performance.getMetrics ScriptDuration) from just
before its first touch until 400 ms after its last (a tap waits for a double tap that may follow:
the timers a gesture sets are counted), net of the same page with no library in the same round;
it is given per gesture and per pointer event the page received (pointerdown, pointermove,
pointerup, counted in the page). The mix's total is the gestures' sum. Several rounds, the
libraries' order turned each round, medians.

The first touch comes once the page is ready and fingerplay.js's idle rehearsal (warmUp) is done
or 10 s have passed, as a visitor who reads the page for a moment gives it; every gesture's first
touch comes once the card, put back where it began, has been drawn (two animation frames)."""

import math
import statistics
import time

KINDS = ["drag 10", "drag 25", "drag 40", "flick", "tap", "double tap", "long press", "pinch and turn"]
SETTLE = 0.4


def fresh_page(event_page):
    """The event page made to hold one library only (`?library=NAME&setup=S&handler=H`): it
    imports that library alone, sets it up and says it is ready."""
    imports = ("import { GestureSurface } from './fingerplay.js';\n"
               "import { DragGesture, createGesture, dragAction, pinchAction } from './use-gesture.js';\n")
    assert imports in event_page, "the event page's imports changed: fresh_page reads them"
    only = """const params = new URLSearchParams(location.search), only = params.get('library');
const { GestureSurface } = only === 'fingerplay' ? await import('./fingerplay.js') : {};
const { DragGesture, createGesture, dragAction, pinchAction } = only === 'use-gesture' ? await import('./use-gesture.js') : {};
if (only === 'hammer') await new Promise((done) => { const s = document.createElement('script'); s.src = 'hammer.min.js'; s.onload = done; document.head.append(s); });
window.pointerEvents = 0;
for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) window.addEventListener(type, () => { window.pointerEvents++; }, true);
"""
    # Every gesture starts with the card where it began: a drag UI's card follows the finger, and
    # the next touches must land on it for every library alike. The card is put back and shown
    # (two animation frames pass) before the first touch, as a visitor's finger lands on what
    # the screen shows: a layout still pending at the touch is not one a page meets.
    state = "let current = null, start = 0, moved = { x: 0, y: 0, scale: 1, angle: 0 };\n"
    assert state in event_page, "the event page's state changed: fresh_page reads it"
    reset = state + ("window.resetCard = () => { moved = { x: 0, y: 0, scale: 1, angle: 0 }; card.style.transform = '';\n"
                     "  return new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown))); };\n")
    page = event_page.replace('<script src="hammer.min.js"></script>', "").replace(imports, only).replace(state, reset)
    return page.replace("window.ready = true;", "await window.use(only, params.get('setup'), params.get('handler'));\nwindow.ready = true;")


def touches(cdp, frames, gap):
    """Sends `frames` (each a list of touch points; the first starts, an empty one ends), `gap`
    seconds apart."""
    for i, points in enumerate(frames):
        kind = "touchStart" if i == 0 else "touchEnd" if not points else "touchMove"
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        if i < len(frames) - 1:
            time.sleep(gap)


def one(x, y):
    return [{"id": 0, "x": x, "y": y}]


def gesture(cdp, kind):
    """The touches of one gesture of `kind`, on the card (200–500, 150–450)."""
    if kind.startswith("drag"):
        moves = int(kind.split()[1])
        touches(cdp, [one(260 + 150 * i / moves, 220 + 100 * i / moves) for i in range(moves + 1)] + [[]], 0.016)
    elif kind == "flick":
        touches(cdp, [one(240 + 40 * i, 300) for i in range(7)] + [[]], 0.008)
    elif kind == "tap":
        touches(cdp, [one(350, 300), []], 0.06)
    elif kind == "double tap":
        touches(cdp, [one(350, 300), []], 0.06)
        time.sleep(0.12)
        touches(cdp, [one(352, 301), []], 0.06)
    elif kind == "long press":
        touches(cdp, [one(350, 300), []], 0.7)
    elif kind == "pinch and turn":
        frames = []
        for i in range(31):
            t = i / 30
            cx, cy, spread, angle = 350, 300, 80 + 80 * t, 0.6 * t
            dx, dy = math.cos(angle) * spread / 2, math.sin(angle) * spread / 2
            frames.append([{"id": 0, "x": cx - dx, "y": cy - dy}, {"id": 1, "x": cx + dx, "y": cy + dy}])
        touches(cdp, frames + [[]], 0.016)


def script_seconds(cdp):
    return next(m["value"] for m in cdp.send("Performance.getMetrics")["metrics"] if m["name"] == "ScriptDuration")


def mix(browser, base, library, setup, handler):
    """The mix on a fresh page: {kind: (script µs, pointer events)}."""
    context = browser.new_context(has_touch=True, viewport={"width": 800, "height": 600})
    try:
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Performance.enable")
        page.goto(f"{base}fresh.html?library={library}&setup={setup}&handler={handler}")
        page.wait_for_function("window.ready === true", timeout=60000)
        if library == "fingerplay":
            page.wait_for_function("performance.getEntriesByName('fingerplay warm-up').length > 0", timeout=10000)
        out = {}
        for kind in KINDS:
            page.evaluate("window.resetCard()")
            before_events = page.evaluate("window.pointerEvents")
            before = script_seconds(cdp)
            gesture(cdp, kind)
            time.sleep(SETTLE)
            out[kind] = ((script_seconds(cdp) - before) * 1e6, page.evaluate("window.pointerEvents") - before_events)
        return out
    finally:
        context.close()


SETUPS = [("drag", "move"), ("drag", "count"), ("all", "move"), ("all", "count")]
LIBRARIES = ["fingerplay", "use-gesture", "hammer"]


def run(browser, base, rounds):
    """Every setup's mix for each library and the page with none, `rounds` times: runs[setup][library] = [mix, …]."""
    runs = {f"{s} {h}": {k: [] for k in LIBRARIES + ["none"]} for s, h in SETUPS}
    order = ["none"] + LIBRARIES
    for r in range(rounds):
        for setup, handler in SETUPS:
            for library in order[r % len(order):] + order[:r % len(order)]:
                runs[f"{setup} {handler}"][library].append(mix(browser, base, library, setup, handler))
    return runs


def summary(runs):
    """Per setup and kind (and "mix", every kind together): each library's script µs per gesture and
    per pointer event, net of the page with no library in the same round, medians; fingerplay.js's
    ratio to each peer."""
    med = statistics.median
    out = {}
    for case, by in runs.items():
        rows = {}
        for kind in KINDS + ["mix"]:
            def spent(m):
                return sum(m[k][0] for k in KINDS) if kind == "mix" else m[kind][0]

            def events(m):
                return sum(m[k][1] for k in KINDS) if kind == "mix" else m[kind][1]
            row = {}
            for library in LIBRARIES:
                net = [spent(m) - spent(n) for m, n in zip(by[library], by["none"])]
                count = med([events(m) for m in by[library]])
                row[library] = {"per_gesture_us": round(med(net), 1), "pointer_events": count,
                                "per_event_us": round(med(net) / count, 1) if count else None}
            f = row["fingerplay"]["per_gesture_us"]
            row["vs use-gesture"] = round(f / row["use-gesture"]["per_gesture_us"], 2) if row["use-gesture"]["per_gesture_us"] > 0 else None
            row["vs hammer"] = round(f / row["hammer"]["per_gesture_us"], 2) if row["hammer"]["per_gesture_us"] > 0 else None
            rows[kind] = row
        out[case] = rows
    return out


def lines(table):
    """The summary as text, a line per setup and kind."""
    text = ["fresh page per library — script µs net of the page with no library, per gesture (per pointer event):",
            "  fingerplay.js / use-gesture / Hammer.js; fingerplay.js's ratio to each"]
    for case, rows in table.items():
        for kind, row in rows.items():
            cells = " / ".join(f"{row[k]['per_gesture_us']:>7} ({row[k]['per_event_us']})" for k in LIBRARIES)
            text.append(f"  {case:<10} {kind:<15} {cells}   {row['vs use-gesture']}x use-gesture's, {row['vs hammer']}x Hammer's")
    return text
