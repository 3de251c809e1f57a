"""fingerplay.js's example pages for web developers (Examples/web-card, web-photo, web-deck),
opened from their files as a developer opens them, played in Chromium by touch on a phone and
by mouse on a desktop: a card dragged within its table with a rubberband and tapped, a photo
zoomed, turned and put back, a card deck swiped inside a page that still scrolls."""

import math
import os
import time

import pytest

from conftest import ROOT, page_in, shot
from fingers import Fingers
from scratch_page import dataset_numbers


def example(name):
    return "file://" + os.path.join(ROOT, "Examples", name, "index.html")


@pytest.fixture
def touch_page(browser):
    """A phone: touch, 390 x 844 CSS pixels."""
    yield from page_in(browser, has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844})


@pytest.fixture
def mouse_page(browser):
    """A desktop: a mouse, 1100 x 760 CSS pixels."""
    yield from page_in(browser, has_touch=False, viewport={"width": 1100, "height": 760})


def open_example(page, name, selector):
    page.goto(example(name))
    page.wait_for_selector(f'{selector}[data-live="true"]')
    return Fingers(page)


def box(page, selector):
    b = page.locator(selector).bounding_box()
    return b["x"], b["y"], b["width"], b["height"]


def data(page, selector):
    """The element's data attributes, numbers as numbers (to 0.01)."""
    return dataset_numbers(page.evaluate(f"Object.assign({{}}, document.querySelector('{selector}').dataset)"))


def drag(page, f, path, touch, hold=0.05):
    """Drags along `path` and holds on there (lift() lets go)."""
    if touch:
        f.drag(path, lift=False)
    else:
        page.mouse.move(*path[0])
        page.mouse.down()
        for p in path[1:]:
            page.mouse.move(*p)
            time.sleep(0.016)
    time.sleep(hold)


def lift(page, f, touch):
    if touch:
        f.lift(0)
    else:
        page.mouse.up()


def tap(page, f, x, y, touch, count=1):
    for _ in range(count):
        if touch:
            f.tap(x, y)
        else:
            page.mouse.click(x, y)
        time.sleep(0.08)


@pytest.mark.parametrize("touch", [True, False], ids=["touch on a phone", "mouse on a desktop"])
def test_the_card_drags_within_its_table_with_a_rubberband_and_taps_when_not_dragged(request, touch):
    page = request.getfixturevalue("touch_page" if touch else "mouse_page")
    f = open_example(page, "web-card", "#card")
    tx, ty, tw, th = box(page, "#table")
    x, y, w, h = box(page, "#card")
    cx, cy = x + w / 2, y + h / 2
    room = round(tx + tw - (x + w), 2)
    # Within the table the card follows the finger exactly, and stays where it is let go.
    drag(page, f, [(cx + 5 * i, cy + 3 * i) for i in range(13)], touch)
    assert (data(page, "#card")["x"], data(page, "#card")["y"]) == (60, 36)
    lift(page, f, touch)
    time.sleep(0.35)
    assert (data(page, "#card")["x"], data(page, "#card")["y"]) == (60, 36)
    # Pulled 150 px past the right edge: it gives less while held, and settles at the edge.
    cx, cy = cx + 60, cy + 36
    pull = room - 60 + 150
    drag(page, f, [(cx + pull * i / 12, cy) for i in range(13)], touch)
    held = data(page, "#card")["x"]
    assert room < held < room + 150, (room, held)
    lift(page, f, touch)
    time.sleep(0.35)
    assert data(page, "#card")["x"] == room
    nx, ny, nw, nh = box(page, "#card")
    assert abs(nx + nw - (tx + tw)) < 0.5
    # A drag was never a tap; a tap is.
    assert "taps" not in data(page, "#card")
    tap(page, f, nx + nw / 2, ny + nh / 2, touch)
    time.sleep(0.1)
    assert data(page, "#card")["taps"] == 1
    assert page.text_content("#status") == "tapped 1 time"
    shot(page, "web-card-" + ("phone" if touch else "desktop"))


def test_the_photo_zooms_turns_and_moves_by_touch_and_a_double_tap_puts_it_back(touch_page):
    page = touch_page
    f = open_example(page, "web-photo", "#viewer")
    x, y, w, h = box(page, "#viewer")
    cx, cy = x + w / 2, y + h / 2
    # Two fingers spread from 80 to 200 px apart and turn 0.5 rad: ×2.5 and 0.5 rad, kept.
    f.two_fingers(cx, cy, 80, 200, 0.0, 0.5, steps=12, duration=0.3)
    time.sleep(0.4)
    d = data(page, "#photo")
    assert abs(d["scale"] - 2.5) < 0.02 and abs(d["angle"] - 0.5) < 0.02, d
    # Pulled past ×5 it gives, then settles at ×5.
    f.two_fingers(cx, cy, 60, 300, steps=12, duration=0.3)
    time.sleep(0.4)
    assert data(page, "#photo")["scale"] == 5
    # One finger moves it.
    f.drag([(cx + 4 * i, cy) for i in range(16)])
    time.sleep(0.3)
    assert data(page, "#photo")["x"] == 60
    shot(page, "web-photo-phone")
    tap(page, f, cx, cy, True, count=2)
    time.sleep(0.4)
    d = data(page, "#photo")
    assert (d["x"], d["y"], d["scale"], d["angle"]) == (0, 0, 1, 0), d


def test_the_photo_zooms_by_trackpad_and_turns_by_shift_wheel_and_a_double_click_puts_it_back(mouse_page):
    page = mouse_page
    f = open_example(page, "web-photo", "#viewer")
    x, y, w, h = box(page, "#viewer")
    cx, cy = x + w / 2, y + h / 2
    # A trackpad pinch of 80 px of deltaY: ×e^0.8, from its first event.
    f.ctrl_wheel(cx, cy, -80, steps=8, step=0.02)
    time.sleep(0.4)
    assert abs(data(page, "#photo")["scale"] - round(math.exp(0.8), 2)) <= 0.01, data(page, "#photo")
    page.mouse.move(cx, cy)
    page.keyboard.down("Shift")
    page.mouse.wheel(0, 50)
    page.keyboard.up("Shift")
    time.sleep(0.4)
    assert abs(data(page, "#photo")["angle"] - 0.2) <= 0.01, data(page, "#photo")
    page.mouse.move(cx, cy)
    page.mouse.down()
    for i in range(1, 13):
        page.mouse.move(cx - 5 * i, cy)
        time.sleep(0.016)
    page.mouse.up()
    time.sleep(0.3)
    assert data(page, "#photo")["x"] == -60
    shot(page, "web-photo-desktop")
    page.mouse.dblclick(cx, cy)
    time.sleep(0.4)
    d = data(page, "#photo")
    assert (d["x"], d["y"], d["scale"], d["angle"]) == (0, 0, 1, 0), d


def test_the_deck_swipes_cards_away_while_a_vertical_drag_scrolls_the_page_by_touch(touch_page):
    page = touch_page
    f = open_example(page, "web-deck", "#deck")
    page.evaluate("document.getElementById('deck').scrollIntoView({ block: 'center' })")
    time.sleep(0.1)
    assert page.evaluate("document.getElementById('deck').style.touchAction") == "pan-y"
    x, y, w, h = box(page, "#deck")
    cx, cy = x + w / 2, y + h / 2
    before = page.evaluate("window.scrollY")
    # A drag up that starts on the deck scrolls the page, and sends no card away.
    f.drag([(cx, cy + 60 - 15 * i) for i in range(9)], step=0.02)
    time.sleep(0.5)
    assert page.evaluate("window.scrollY") > before + 40
    assert data(page, "#deck")["left"] == 5
    # A swipe right sends the top card away; a short drag puts it back.
    x, y, w, h = box(page, "#deck")
    cx, cy = x + w / 2, y + h / 2
    f.drag([(cx - 60 + 20 * i, cy) for i in range(11)], step=0.016)
    time.sleep(0.4)
    assert data(page, "#deck")["left"] == 4 and data(page, "#deck")["gone"] == "Card 1 right"
    f.drag([(cx + 4 * i, cy) for i in range(9)], step=0.03)
    time.sleep(0.4)
    assert data(page, "#deck")["left"] == 4
    shot(page, "web-deck-phone")


def test_the_deck_swipes_cards_away_by_mouse(mouse_page):
    page = mouse_page
    open_example(page, "web-deck", "#deck")
    x, y, w, h = box(page, "#deck")
    cx, cy = x + w / 2, y + h / 2
    for direction, expected in [(-1, "Card 1 left"), (1, "Card 1 left,Card 2 right")]:
        page.mouse.move(cx, cy)
        page.mouse.down()
        for i in range(1, 11):
            page.mouse.move(cx + direction * 20 * i, cy)
            time.sleep(0.016)
        page.mouse.up()
        time.sleep(0.4)
        assert data(page, "#deck")["gone"] == expected
    # A short, slow drag puts the card back.
    page.mouse.move(cx, cy)
    page.mouse.down()
    for i in range(1, 9):
        page.mouse.move(cx + 5 * i, cy)
        time.sleep(0.04)
    page.mouse.up()
    time.sleep(0.4)
    assert data(page, "#deck")["left"] == 3
    shot(page, "web-deck-desktop")
