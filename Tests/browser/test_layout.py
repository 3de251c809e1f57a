"""Every page at a phone's size by touch (390 x 844, and 360 x 740) and at a desktop's by mouse
(1280 x 800): the bar's controls whole and apart (the game's title and a room's code legible, the
name field wide enough for a name, the sound and privacy controls uncut), a thumb's size on the
phone, and nothing fixed over the page's game. Each page's screenshot lands in docs/screenshots."""

import pytest

from conftest import page_in, shot
from layout_checks import BAR, GAME_PAGES, OVER, PAGES, page_path
from arcade_page import wait_until

SIZES = {
    "phone": dict(has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844}),
    "small-phone": dict(has_touch=True, is_mobile=True, viewport={"width": 360, "height": 740}),
    "desktop": dict(has_touch=False, viewport={"width": 1280, "height": 800}),
}


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("name", list(PAGES))
def test_every_page_at_a_phone_and_a_desktop_size(arcade, browser, name, size):
    for page in page_in(browser, **SIZES[size]):
        page.add_init_script("localStorage.setItem('fingerplay.player', 'Guinevere')")
        page.goto(arcade.url + page_path(arcade, name))
        if name in GAME_PAGES:
            wait_until(lambda: page.eval_on_selector_all("#world .node", "ns => ns.length") > 0, timeout=10)
        elif name == "room":
            page.wait_for_selector("#room-code:not(:empty)")
        elif name == "challenge":
            page.wait_for_selector("#challenge-start", state="visible")
        else:
            page.wait_for_load_state("networkidle")
        bar = page.evaluate(BAR)
        width = SIZES[size]["viewport"]["width"]
        for box in bar:
            assert box["whole"], f"{name} at {size}: {box['name']} is cut: {bar}"
            assert 0 <= box["left"] and box["right"] <= width, f"{name} at {size}: {box['name']} leaves the screen: {bar}"
            if size != "desktop" and box["control"]:
                assert box["height"] >= 44, f"{name} at {size}: {box['name']} is {box['height']} px tall: {bar}"
        ordered = sorted(bar, key=lambda b: b["left"])
        for a, b in zip(ordered, ordered[1:]):
            assert a["right"] <= b["left"] + 0.5, f"{name} at {size}: {a['name']} and {b['name']} overlap: {bar}"
        # The title says the whole game (and a room's code), not "Anagra…".
        title = page.text_content("#title") if page.query_selector("#title") else ""
        if name == "room":
            code = page.text_content("#room-code")
            wait_until(lambda: code in (page.text_content("#title") or ""), timeout=3)
        elif name in ("tapit", "anagrams", "pentominoes", "pieces"):
            assert title in ("Tap It", "Anagrams", "Pentominoes", "Pieces"), title
        if name == "landing":
            name_field = page.query_selector(".name input, #player")
        else:
            name_field = page.query_selector(".bar #player")
        if name_field and name_field.is_visible():
            assert page.evaluate("e => e.scrollWidth <= e.clientWidth + 1", name_field), f"{name} at {size}: the name field cuts 'Guinevere'"
        assert page.evaluate(OVER) == [], f"{name} at {size}"
        shot(page, f"layout-{name}-{size}")
