"""Pieces in a real browser: a pinch and a rotation by touch, a shake to reset, and the same
gestures from a mouse's wheel with ctrl, shift and alt."""

import time

from arcade_page import BAR, open_game, rect
from conftest import shot
from fingers import Fingers


def test_pieces_pinch_and_rotate_then_shake_to_reset(arcade, phone):
    page = phone
    open_game(page, arcade, "game=pieces")
    f = Fingers(page)
    home = rect(page, "red")
    f.two_fingers(home["cx"], home["cy"], 60, 160, 0.0, 0.8, steps=12, duration=0.3)
    time.sleep(0.2)
    grown = rect(page, "red")
    assert grown["w"] > home["w"] * 1.8  # turned and larger: the bounding box grew
    shot(page, "pieces")
    # A shake on the background: three reversals, then lift.
    x, y = 400, BAR + 80
    path = [(x, y)] + [(x + (60 if i % 2 == 0 else -60), y) for i in range(5)]
    f.drag(path, step=0.03)
    time.sleep(0.8)
    back = rect(page, "red")
    assert abs(back["cx"] - home["cx"]) < 1.5 and abs(back["w"] - home["w"]) < 1.5


def test_pieces_ctrl_wheel_pinches_with_a_mouse(arcade, desktop):
    page = desktop
    open_game(page, arcade, "game=pieces")
    f = Fingers(page)
    before = rect(page, "green")
    f.ctrl_wheel(before["cx"], before["cy"], -240)
    time.sleep(0.5)
    after = rect(page, "green")
    assert after["w"] > before["w"] * 1.3
    assert "Ctrl+wheel" in page.text_content("#keys")


def test_pieces_shift_wheel_and_alt_drag_rotate_with_a_mouse(arcade, desktop):
    page = desktop
    open_game(page, arcade, "game=pieces")
    f = Fingers(page)
    red = rect(page, "red")
    for _ in range(10):
        f.cdp.send("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": red["cx"], "y": red["cy"], "deltaX": 0, "deltaY": 30,
                                               "modifiers": 8, "timestamp": time.time(), "pointerType": "mouse"})
        time.sleep(0.02)
    time.sleep(0.4)
    turned = rect(page, "red")
    assert turned["w"] > red["w"] * 1.2  # a turned square's bounding box is wider
    blue = rect(page, "blue")
    f.mouse("mouseMoved", blue["cx"], blue["cy"])
    f.mouse("mousePressed", blue["cx"], blue["cy"], buttons=1, button="left", click_count=1, modifiers=1)
    for k in range(1, 9):
        time.sleep(0.02)
        f.mouse("mouseMoved", blue["cx"] + 10 * k, blue["cy"], buttons=1, button="left", modifiers=1)
    f.mouse("mouseReleased", blue["cx"] + 80, blue["cy"], button="left", click_count=1, modifiers=1)
    time.sleep(0.3)
    assert rect(page, "blue")["w"] > blue["w"] * 1.2
