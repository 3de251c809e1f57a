"""fingerplay/react in Chromium, from the packed tarball in a React 18 project of its own: under
StrictMode's mount–unmount–mount exactly one surface is live, unmounting gives an element back
its styles, handlers see the latest state; and the React example (a card dragged within its
track with a rubberband, tapped to change colour) played by touch on a phone and by mouse on a
desktop."""

import time

import pytest

from conftest import page_in, shot
from fingers import Fingers
from react_page import ReactPages


@pytest.fixture(scope="module")
def pages():
    p = ReactPages()
    yield p
    p.close()


@pytest.fixture
def touch_page(browser):
    """A phone: touch, 390 x 844 CSS pixels."""
    yield from page_in(browser, has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844})


@pytest.fixture
def mouse_page(browser):
    """A desktop: a mouse, 1100 x 760 CSS pixels."""
    yield from page_in(browser, has_touch=False, viewport={"width": 1100, "height": 760})


def box(page, selector):
    b = page.locator(selector).bounding_box()
    return b["x"], b["y"], b["width"], b["height"]


def card(page):
    # Offsets to 0.01 px: a pointer's place is fractional, the engine keeps it to 0.001 px.
    return page.evaluate("""() => { const c = document.querySelector('.card');
        return { x: Math.round(c.dataset.x * 100) / 100, y: Math.round(c.dataset.y * 100) / 100, taps: +c.dataset.taps,
                 live: c.dataset.live === 'true' }; }""")


def test_strict_mode_leaves_one_live_surface_and_unmounting_gives_the_element_back(mouse_page, pages):
    page = mouse_page
    page.goto(pages.harness_url)
    page.wait_for_selector('.card[data-live="true"]')
    page.wait_for_selector('#pad-state[data-live="true"]')
    counts = page.evaluate("window.counts")
    # StrictMode mounted each hook twice: the first surfaces were never live or were destroyed.
    assert counts["live"] == 2 and counts["made"] >= 2, counts
    x, y, w, h = box(page, ".card")
    page.mouse.click(x + w / 2, y + h / 2)
    time.sleep(0.1)
    assert card(page)["taps"] == 1
    # The pad's tap handler reads its state: the latest render's, so the count goes 1, 2, 3.
    px, py, pw, ph = box(page, "#pad")
    for _ in range(3):
        page.mouse.click(px + pw / 2, py + ph / 2)
        time.sleep(0.05)
    assert page.evaluate("window.counts.pad") == [1, 2, 3]
    styles = page.evaluate("() => { const s = document.getElementById('pad').style; return [s.touchAction, s.userSelect]; }")
    assert styles == ["manipulation", "none"], styles
    # The pad's gestures unmount while the pad stays: its styles are its own again, taps do nothing.
    page.evaluate("window.togglePadGestures()")
    page.wait_for_selector("text=no gestures")
    assert page.evaluate("window.counts.live") == 1
    assert page.evaluate("() => { const s = document.getElementById('pad').style; return [s.touchAction, s.userSelect]; }") == ["", ""]
    page.mouse.click(px + pw / 2, py + ph / 2)
    time.sleep(0.05)
    assert page.evaluate("window.counts.pad") == [1, 2, 3]
    # The card unmounts and mounts again: one surface again, which takes taps once each.
    page.evaluate("window.toggleCard()")
    page.wait_for_selector("#no-card")
    assert page.evaluate("window.counts.live") == 0
    page.evaluate("window.toggleCard()")
    page.wait_for_selector('.card[data-live="true"]')
    assert page.evaluate("window.counts.live") == 1
    x, y, w, h = box(page, ".card")
    page.mouse.click(x + w / 2, y + h / 2)
    time.sleep(0.1)
    assert card(page)["taps"] == 1


def test_a_ref_whose_element_comes_later_is_waited_for(mouse_page, pages):
    page = mouse_page
    page.goto(pages.harness_url)
    page.wait_for_selector('.card[data-live="true"]')
    time.sleep(0.2)
    assert page.get_attribute("#late-state", "data-live") == "false"
    page.evaluate("window.showLate()")
    page.wait_for_selector('#late-state[data-live="true"]')
    x, y, w, h = box(page, "#late")
    page.mouse.click(x + w / 2, y + h / 2)
    time.sleep(0.1)
    assert page.get_attribute("#late-state", "data-taps") == "1"


def drag_card(page, fingers, dx, dy, touch=True):
    x, y, w, h = box(page, ".card")
    cx, cy = x + w / 2, y + h / 2
    path = [(cx + dx * i / 12, cy + dy * i / 12) for i in range(13)]
    if touch:
        fingers.drag(path, lift=False)
    else:
        page.mouse.move(cx, cy)
        page.mouse.down()
        for px, py in path[1:]:
            page.mouse.move(px, py)
            time.sleep(0.016)
    time.sleep(0.05)
    held = card(page)
    if touch:
        fingers.lift(0)
    else:
        page.mouse.up()
    time.sleep(0.4)
    return held, card(page)


@pytest.mark.parametrize("touch", [True, False], ids=["touch on a phone", "mouse on a desktop"])
def test_the_react_card_drags_within_its_track_with_a_rubberband_and_taps(request, pages, touch):
    page = request.getfixturevalue("touch_page" if touch else "mouse_page")
    page.goto(pages.example_url)
    page.wait_for_selector('.card[data-live="true"]')
    f = Fingers(page)
    tx, ty, tw, th = box(page, ".track")
    x, y, w, h = box(page, ".card")
    room = round(tx + tw - (x + w), 2)                # how far right the card may go
    # A drag within the track: the card follows the finger exactly.
    held, settled = drag_card(page, f, 60, 40, touch=touch)
    assert (held["x"], held["y"]) == (60, 40) and (settled["x"], settled["y"]) == (60, 40), (held, settled)
    # Pulled 150 px past the right edge: it gives less than that while held, and settles at the edge.
    held, settled = drag_card(page, f, room - 60 + 150, 0, touch=touch)
    assert room < held["x"] < room + 150, (room, held)
    assert settled["x"] == room and settled["y"] == 40, (room, settled)
    nx, ny, nw, nh = box(page, ".card")
    assert abs((nx + nw) - (tx + tw)) < 0.5, "the card sits at the track's right edge"
    # A tap (no movement) changes its colour; a drag did not.
    assert settled["taps"] == 0
    before = page.evaluate("getComputedStyle(document.querySelector('.card')).backgroundColor")
    if touch:
        f.tap(nx + nw / 2, ny + nh / 2)
    else:
        page.mouse.click(nx + nw / 2, ny + nh / 2)
    time.sleep(0.2)
    assert card(page)["taps"] == 1
    assert page.evaluate("getComputedStyle(document.querySelector('.card')).backgroundColor") != before
    shot(page, "web-react-card-" + ("phone" if touch else "desktop"))


def test_the_react_card_and_pad_by_the_keyboard_alone_under_strict_mode(mouse_page, pages):
    """fingerplay/react as fingerplay.js: the hooks' elements are focusable with their keys named,
    Enter taps, the arrows drag (a run of presses, one gesture), and a pad whose gestures
    unmount gets its own attributes back."""
    page = mouse_page
    page.goto(pages.harness_url)
    page.wait_for_selector('.card[data-live="true"]')
    page.wait_for_selector('#pad-state[data-live="true"]')
    attributes = "e => [e.getAttribute('tabindex'), e.getAttribute('role'), e.getAttribute('aria-keyshortcuts')]"
    assert page.eval_on_selector(".card", attributes) == ["0", "application", "Enter Space ArrowLeft ArrowRight ArrowUp ArrowDown Escape"]
    assert page.eval_on_selector("#pad", attributes) == ["0", "button", "Enter Space Escape"]
    page.focus(".card")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('.card').dataset.taps === '1'")
    # Two arrow presses, then the run's end (half a second after the last): 20 px to the right.
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.querySelector('.card').dataset.x === '20'")
    assert card(page) == {"x": 20, "y": 0, "taps": 1, "live": True}
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "pad"
    page.keyboard.press(" ")
    page.wait_for_function("window.counts.pad.length === 1")
    page.evaluate("window.togglePadGestures()")
    page.wait_for_selector("text=no gestures")
    assert page.eval_on_selector("#pad", attributes) == [None, None, None]
