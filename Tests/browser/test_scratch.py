"""fingerplay.js installed from its packed tarball into a page of its own (Tests/browser/scratch),
in Chromium with real touch (a phone) and a real mouse (a desktop): the page's buttons, links,
inputs, its scrolling list and its own slider keep working inside a surface, and every way a
gesture can be cut short reaches the page as a cancellation."""

import math
import time

import pytest

from conftest import page_in, shot
from fingers import Fingers
from scratch_page import ScratchPage, package_test_count


@pytest.fixture(scope="module")
def scratch():
    s = ScratchPage()
    yield s
    s.close()


@pytest.fixture
def touch_page(browser):
    """A phone: touch, 440 x 640 CSS pixels."""
    yield from page_in(browser, has_touch=True, is_mobile=True, viewport={"width": 440, "height": 640})


@pytest.fixture
def mouse_page(browser):
    """A desktop: a mouse, 900 x 700 CSS pixels."""
    yield from page_in(browser, has_touch=False, viewport={"width": 900, "height": 700})


def open_page(page, scratch):
    page.goto(scratch.url)
    page.wait_for_function("window.ready === true")
    return Fingers(page)


def seen(page):
    return page.evaluate("window.seen")


def center(page, selector):
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_controls_in_a_surface_get_their_clicks_and_focus_by_touch(touch_page, scratch):
    page = touch_page
    f = open_page(page, scratch)
    f.tap(*center(page, "#button"))
    time.sleep(0.4)
    f.tap(*center(page, "#input"))
    time.sleep(0.2)
    s = seen(page)
    assert s["clicks"] == 1 and s["focus"] == 1, s["log"]
    assert page.evaluate("document.activeElement.id") == "input"
    # The card's tap still hears a tap on its button (UIKit's recognizers see a control's touches too).
    assert "tap recognized touch" in s["log"], s["log"]


def test_a_list_in_a_surface_scrolls_while_its_rows_swipe_away(touch_page, scratch):
    page = touch_page
    f = open_page(page, scratch)
    styles = page.evaluate("""() => ({ row: document.getElementById('row0').style.touchAction, card: document.getElementById('card').style.touchAction,
        pad: document.getElementById('pinchpad').style.touchAction, surface: document.getElementById('surface').style.touchAction })""")
    assert styles == {"row": "pan-y", "card": "manipulation", "pad": "none", "surface": ""}, styles
    x, y = center(page, "#list")
    f.drag([(x, y + 80 - 20 * i) for i in range(9)], step=0.02)
    time.sleep(0.5)
    assert page.evaluate("document.getElementById('list').scrollTop") > 60
    row = page.evaluate("document.elementFromPoint(%f, %f).id" % (x, y))
    f.swipe(x - 100, y, 200, 0)
    time.sleep(0.2)
    assert row.startswith("row") and seen(page)["removed"] == [row], (row, seen(page))
    shot(page, "web-scratch-phone")


def test_a_captured_pointer_a_blur_and_disabling_each_end_a_gesture_as_cancelled(touch_page, scratch):
    page = touch_page
    f = open_page(page, scratch)
    x, y = center(page, "#slider")
    # The slider captures its own pointer: the surface still hears it move and lift.
    f.drag([(x - 60 + 15 * i, y) for i in range(9)], step=0.02)
    time.sleep(0.1)
    log = seen(page)["log"]
    assert log[:1] == ["slider captured"] and "drag began touch" in log and "drag ended touch" in log, log
    # So the next tap is one touch, not two.
    f.tap(*center(page, "#card"))
    time.sleep(0.45)
    assert "tap recognized touch" in seen(page)["log"], seen(page)["log"]
    # A window blur mid-drag cancels it.
    f.press(0, x - 60, y)
    for i in range(1, 5):
        time.sleep(0.02)
        f.move({0: (x - 60 + 15 * i, y)})
    page.evaluate("window.dispatchEvent(new Event('blur'))")
    time.sleep(0.05)
    f.lift(0)
    assert seen(page)["log"][-2:] == ["drag cancelled touch", "drag cancelled (touch cancelled)"], seen(page)["log"]
    # Disabling the long press mid-press cancels it.
    cx, cy = center(page, "#card")
    f.press(1, cx, cy)
    time.sleep(0.5)
    page.evaluate("window.fingerplay.hold.isEnabled = false")
    f.lift(1)
    time.sleep(0.1)
    assert "hold began touch" in seen(page)["log"] and seen(page)["log"][-2:] == ["hold cancelled touch", "hold cancelled (disabled)"], seen(page)["log"]


def test_a_nested_surface_keeps_its_taps(touch_page, scratch):
    page = touch_page
    f = open_page(page, scratch)
    f.tap(*center(page, "#inner"))
    time.sleep(0.1)
    f.tap(*center(page, "#card"))
    time.sleep(0.45)
    log = seen(page)["log"]
    # The outer surface kept no pointer down: its card's tap is one touch, not "2 touches, needs 1".
    assert "inner tap recognized" in log and "tap recognized touch" in log and not any("needs 1" in line for line in log), log


def test_by_mouse_the_primary_button_only_and_a_trackpad_pinch(mouse_page, scratch):
    page = mouse_page
    open_page(page, scratch)
    cx, cy = center(page, "#card")
    page.evaluate("""() => { window.menu = []; document.addEventListener('contextmenu', (e) => { window.menu.push(e.defaultPrevented); e.preventDefault(); }); }""")
    page.mouse.click(cx, cy, button="right")
    time.sleep(0.45)
    assert not any(line.startswith("tap") for line in seen(page)["log"]), seen(page)["log"]
    assert page.evaluate("window.menu") == [False]
    page.mouse.click(cx, cy)
    time.sleep(0.45)
    assert "tap recognized mouse" in seen(page)["log"]
    # A click on the input focuses it and typing reaches it.
    page.click("#input")
    page.keyboard.type("hello")
    assert page.evaluate("document.getElementById('input').value") == "hello"
    # A link inside the card still follows.
    page.click("#link")
    assert page.evaluate("location.hash") == "#linked"
    # ctrl+wheel over the pinch pad: two virtual touches spread; the pinch begins, grows, ends.
    px, py = center(page, "#pinchpad")
    page.mouse.move(px, py)
    for _ in range(6):
        page.keyboard.down("Control")
        page.mouse.wheel(0, -40)
        page.keyboard.up("Control")
        time.sleep(0.03)
    time.sleep(0.4)
    log = [line for line in seen(page)["log"] if line.startswith("pinch")]
    assert log[0].startswith("pinch began"), log
    assert log[-1].startswith("pinch ended") and float(log[-2].split()[2]) > 1.5, log
    shot(page, "web-scratch-desktop")


TRACKPAD = """async ({ wheels, gestures }) => {
    const { pinch, rotation } = window.fingerplay;
    const heard = [];
    for (const r of [pinch, rotation]) r.addAction((e) => heard.push([r.name, e.state, r.name === 'pinch' ? e.scale : e.rotation]));
    const pad = document.getElementById('pinchpad'), box = pad.getBoundingClientRect();
    const at = { clientX: box.left + 90, clientY: box.top + 60, bubbles: true, cancelable: true };
    for (const w of wheels) pad.dispatchEvent(new WheelEvent('wheel', { ...at, ...w }));
    for (const [type, scale, rotation] of gestures) {
        // Safari's GestureEvent, which Chromium lacks: an event with its fields.
        const e = new Event(type, at);
        Object.assign(e, { scale, rotation });
        for (const key of ['clientX', 'clientY']) Object.defineProperty(e, key, { value: at[key] });
        pad.dispatchEvent(e);
    }
    await new Promise((done) => setTimeout(done, 350));
    return heard;
}"""


def test_a_trackpad_pinch_follows_every_wheel_event_from_the_first(mouse_page, scratch):
    """ctrl+wheel (a trackpad pinch in Chromium and Firefox): the pinch begins on the first event,
    however small, at that event's scale — no dead zone, no jump — and one gesture zooms out to
    a twentieth (a factor of e per 100 px of deltaY: the fingers land 40 px apart and are placed to
    0.001 px); shift+wheel turns the rotation from its first event; Safari's gesture events
    drive both from their first change."""
    page = mouse_page
    open_page(page, scratch)
    deltas = [-1, -1, 2, 100, 100, 100]
    heard = page.evaluate(TRACKPAD, {"wheels": [{"deltaY": d, "ctrlKey": True} for d in deltas], "gestures": []})
    pinch = [h for h in heard if h[0] == "pinch"]
    assert [h[1] for h in pinch] == ["began", "changed", "changed", "changed", "changed", "changed", "ended"], heard
    total = 0
    for (_, _, scale), d in zip(pinch, deltas):
        total += d
        # The fingers land 40 px apart; each is placed to 0.001 px.
        assert abs(scale - math.exp(-total / 100)) * 40 <= 0.002, (pinch, total)
    assert pinch[-2][2] < 0.05
    heard = page.evaluate(TRACKPAD, {"wheels": [{"deltaY": 10, "shiftKey": True}, {"deltaY": 5, "shiftKey": True}], "gestures": []})
    turned = [h for h in heard if h[0] == "rotation"]
    assert [h[1] for h in turned] == ["began", "changed", "ended"], heard
    assert abs(turned[0][2] - 0.04) < 1e-4 and abs(turned[1][2] - 0.06) < 1e-4, turned
    heard = page.evaluate(TRACKPAD, {"wheels": [], "gestures": [["gesturestart", 1, 0], ["gesturechange", 1.02, 3], ["gesturechange", 0.5, 9],
                                                                ["gestureend", 0.5, 9]]})
    assert [h[:2] for h in heard if h[0] == "pinch"] == [["pinch", "began"], ["pinch", "changed"], ["pinch", "ended"]], heard
    assert abs([h for h in heard if h[0] == "pinch"][0][2] - 1.02) < 1e-4, heard
    assert abs([h for h in heard if h[0] == "rotation"][0][2] - math.radians(3)) < 1e-4, heard


def test_destroy_gives_the_page_back(mouse_page, scratch):
    page = mouse_page
    open_page(page, scratch)
    result = page.evaluate("""() => {
        const { surface } = window.fingerplay;
        surface.destroy();
        const styles = [...document.querySelectorAll('#surface, #card, #row0, #pinchpad')].map((e) => e.getAttribute('style') ?? '');
        let error = null;
        try { surface.addRecognizer('tap'); } catch (e) { error = e.message; }
        return { styles, error };
    }""")
    assert result == {"styles": ["", "", "", ""], "error": "fingerplay: addRecognizer: the surface was destroyed"}, result


def test_the_package_tests_pass_in_chromium(mouse_page, scratch):
    """Web/test's scenarios, the same files as under Node, in Chromium's JavaScript engine."""
    page = mouse_page
    page.goto(scratch.tests_url)
    page.wait_for_function("window.results !== undefined")
    results = page.evaluate("window.results")
    count = package_test_count()
    assert len(results) == count and [r for r in results if not r["ok"]] == [], results


def test_an_element_whose_last_recognizer_goes_gets_its_touch_action_back(mouse_page, scratch):
    page = mouse_page
    open_page(page, scratch)
    result = page.evaluate("""() => {
        const { surface } = window.fingerplay;
        const row = document.getElementById('row5');
        const before = row.style.touchAction;
        const swipe = surface.recognizers.find((r) => r.element === row);
        surface.removeRecognizer(swipe);
        return [before, row.style.touchAction, document.getElementById('row6').style.touchAction];
    }""")
    assert result == ["pan-y", "", "pan-y"], result


KEY_ATTRIBUTES = """() => ['card', 'slider', 'pinchpad'].map((id) => {
    const e = document.getElementById(id);
    const described = (e.getAttribute('aria-describedby') ?? '').split(' ').map((d) => document.getElementById(d)?.textContent);
    return [id, e.tabIndex, e.getAttribute('role'), e.getAttribute('aria-keyshortcuts'), described.join(' | ')];
})"""


def wait_logged(page, line):
    page.wait_for_function("(line) => window.seen.log.includes(line)", arg=line)


def test_keys_reach_the_card_the_slider_and_the_pinch_pad_as_their_gestures(mouse_page, scratch):
    """Issue 57: each element with recognizers is focusable, names its keys and says what they do,
    and Tab and its keys alone (a real keyboard in Chromium) make its gestures, as 'keyboard'."""
    page = mouse_page
    open_page(page, scratch)
    assert page.evaluate(KEY_ATTRIBUTES) == [
        ["card", 0, "button", "Enter Space Shift+F10 ContextMenu Escape",
         "Enter or Space taps; held, a long press. Shift+F10 or the context menu key: a long press at once. Escape cancels."],
        ["slider", 0, "application", "ArrowLeft ArrowRight ArrowUp ArrowDown Escape",
         "Arrow keys move by 10 px, with Shift 100, with Alt 1. Escape cancels."],
        ["pinchpad", 0, "application", "Plus - R Shift+R Escape",
         "Plus and minus zoom in and out. R turns clockwise, Shift+R back. Escape cancels."],
    ]
    # Typing Enter in the page's input is text, never a tap.
    page.focus("#input")
    page.keyboard.press("Enter")
    page.focus("#card")
    page.keyboard.press("Enter")
    wait_logged(page, "tap recognized keyboard")
    page.keyboard.down("Space")
    wait_logged(page, "hold began keyboard")
    page.keyboard.up("Space")
    wait_logged(page, "hold ended keyboard")
    page.focus("#slider")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Shift+ArrowDown")
    wait_logged(page, "drag ended keyboard")
    page.focus("#pinchpad")
    page.keyboard.press("+")
    wait_logged(page, "pinch began 1.25 keyboard")
    page.keyboard.press("Escape")
    wait_logged(page, "pinch cancelled 1.25 keyboard")
    log = [line for line in page.evaluate("window.seen.log") if line.endswith(" keyboard")]
    assert log == ["tap recognized keyboard", "hold began keyboard", "hold ended keyboard", "drag began keyboard",
                   "drag changed keyboard", "drag ended keyboard", "pinch began 1.25 keyboard", "pinch cancelled 1.25 keyboard"], log
    # Destroyed, the surface gives the elements back the attributes they had.
    page.evaluate("window.fingerplay.surface.destroy()")
    assert page.evaluate(KEY_ATTRIBUTES) == [["card", -1, None, None, ""], ["slider", -1, None, None, ""], ["pinchpad", -1, None, None, ""]]


DESKTOP = """async () => {
    const { recordSurface } = await import('./node_modules/fingerplay/dist/testing.js');
    const { surface, rotation } = window.fingerplay;
    window.turns = [];
    rotation.addAction((e) => window.turns.push([e.state, Math.round(e.rotation * 1000) / 1000, e.pointerType]));
    window.recorder = recordSurface(surface);
    const box = document.getElementById('surface').getBoundingClientRect();
    return [box.left, box.top];
}"""


def test_alt_drag_turns_and_space_taps_a_second_finger_by_mouse(mouse_page, scratch):
    """Issue 57: a single pointer's path to a turn — alt+drag over the pinch pad turns two held
    fingers about where it began, 0.01 radians a pixel across, lifted with the button — and Space
    while the mouse drags taps a second finger 40 px right of and below it for 60 ms: fingerplay/
    input's DesktopFingers, the mapping the arcade's play page uses, by a real mouse and keyboard."""
    page = mouse_page
    open_page(page, scratch)
    left, top = page.evaluate(DESKTOP)
    px, py = center(page, "#pinchpad")
    page.mouse.move(px, py)
    page.keyboard.down("Alt")
    page.mouse.down()
    for dx in (10, 20, 30):
        page.mouse.move(px + dx, py)
    page.mouse.up()
    page.keyboard.up("Alt")
    page.wait_for_function("window.turns.some(([state]) => state === 'ended')")
    assert page.evaluate("window.turns") == [["began", 0.1, "touch"], ["changed", 0.2, "touch"], ["changed", 0.3, "touch"], ["ended", 0.3, "touch"]]
    cx, cy = center(page, "#card")
    page.mouse.move(cx, cy)
    page.mouse.down()
    page.mouse.move(cx + 5, cy + 2)
    page.keyboard.press(" ")
    page.wait_for_function("window.recorder.recording.input.some((s) => s[1] === 'up' && s[2] === 899999)")
    page.mouse.up()
    fingers = [s for s in page.evaluate("window.recorder.recording.input") if isinstance(s[0], (int, float)) and s[2] >= 899999]
    pair = [s[1:5] for s in fingers if s[2] >= 900000]
    # The pair lands 40 px apart about the press, turns as the mouse goes across, lifts with it.
    ox, oy = px - left, py - top
    assert [p[:2] for p in pair] == [["down", 900002], ["down", 900003], ["move", 900002], ["move", 900003]] + \
        [[action, id] for action in ["move"] * 3 for id in (900002, 900003)] + [["up", 900002], ["up", 900003]], pair
    last = pair[-1]
    assert abs(last[2] - (ox + 20 * math.cos(0.3))) < 0.01 and abs(last[3] - (oy + 20 * math.sin(0.3))) < 0.01, last
    space = [s for s in fingers if s[2] == 899999]
    assert [s[1] for s in space] == ["down", "up"] and space[1][0] - space[0][0] == 60, space
    assert [round(v, 3) for v in space[0][3:5]] == [round(cx + 5 - left + 40, 3), round(cy + 2 - top + 40, 3)], space
    # Space beside a drag is the second finger, not the card's key.
    assert not any(line.endswith(" keyboard") for line in seen(page)["log"]), seen(page)["log"]


QUICK_SCALE = """() => {
    const { surface, pinch } = window.fingerplay;
    // The pad's own pinch gives way to one that takes quick scale.
    surface.removeRecognizer(pinch);
    const quick = surface.addRecognizer('pinch', document.getElementById('pinchpad'), { name: 'quick', quickScale: true });
    window.quick = [];
    quick.addAction((e) => window.quick.push([e.state, Math.round(e.scale * 1000) / 1000, e.numberOfTouches]));
}"""


def test_a_tap_then_a_press_dragged_down_zooms_with_one_finger(touch_page, scratch):
    """Issue 57: a pinch with quickScale takes one finger (Android's quick scale, WCAG 2.5.1's
    single pointer): a tap, then a press within 300 ms dragged down zooms in, e for each 100 px,
    from the first move past 6 px; the press itself is cancelled, not a pan's or a tap's."""
    page = touch_page
    open_page(page, scratch)
    page.evaluate(QUICK_SCALE)
    px, py = center(page, "#pinchpad")
    f = Fingers(page)
    f.tap(px, py - 40, hold=0.03)
    f.drag([(px, py - 40), (px, py - 30), (px, py + 10), (px, py + 60)], step=0.03)
    page.wait_for_function("window.quick.some(([state]) => state === 'ended')")
    assert page.evaluate("window.quick") == [["began", 1.105, 2], ["changed", 1.649, 2], ["changed", 2.718, 2], ["ended", 2.718, 0]]
    # Without a tap before it, a press that drags is an ordinary finger: no pinch.
    page.evaluate("window.quick = []")
    time.sleep(0.35)
    f.drag([(px, py - 40), (px, py - 30), (px, py + 10)], step=0.03)
    page.wait_for_function("window.seen.log.length > 0")
    assert page.evaluate("window.quick") == []
