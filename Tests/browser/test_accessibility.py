"""Every page of the arcade against axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules, on a phone
held upright (390 × 844, touch) and on a desktop (1280 × 800, mouse): the landing, each game, a
room's lobby and its game, a record's watch page, the live list, the Lab and a challenge — with
zooming the page left to the player."""

import pytest
from axe_playwright_python.sync_playwright import Axe

from arcade_page import wait_until
from conftest import page_in
from test_watch import post_record

# The rule sets the issue names: WCAG 2.0, 2.1 and 2.2, levels A and AA.
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
SIZES = {"phone": dict(has_touch=True, is_mobile=True, viewport={"width": 390, "height": 844}),
         "desktop": dict(has_touch=False, viewport={"width": 1280, "height": 800})}


def violations(page):
    """axe-core's violations on the page as it is now: each rule with the elements that break it."""
    result = Axe().run(page, options={"runOnly": {"type": "tag", "values": WCAG}})
    return [f'{v["id"]}: {[n["target"] for n in v["nodes"]]} — {v["nodes"][0]["failureSummary"]}' for v in result.response["violations"]]


def settled(page, selector):
    page.wait_for_selector(selector)
    # The scene's first frame drawn and its entrance animations over.
    page.wait_for_function("() => document.getAnimations().every(a => a.playState !== 'running')")


def pages(arcade):
    record = post_record(arcade, "tapit-standard", player="Ada")
    return [("/", "#games a[data-play]"),
            ("/play.html?game=tapit", '#world [data-id="newGame"]'),
            ("/play.html?game=anagrams", '#world [data-id^="tile"]'),
            ("/play.html?game=pentominoes", '#world [data-id^="piece"]'),
            ("/play.html?game=pieces", "#world .node"),
            (f"/watch/{record}", "#world .node"),
            ("/watch/live", "main"),
            ("/lab.html", "#stage"),
            (f"/challenge/{record}", "#challenge-start")]


@pytest.mark.parametrize("size", SIZES)
def test_every_page_passes_axe_core_wcag_2_2_aa(arcade, browser, size):
    for page in page_in(browser, **SIZES[size]):
        failed = {}
        for path, ready in pages(arcade):
            page.goto(arcade.url + path)
            settled(page, ready)
            # Zooming is the player's: no page fixes the scale.
            viewport = page.get_attribute('meta[name="viewport"]', "content")
            assert "user-scalable=no" not in viewport and "maximum-scale" not in viewport, (path, viewport)
            found = violations(page)
            if found:
                failed[path] = found
        assert failed == {}


@pytest.mark.parametrize("size", SIZES)
def test_a_room_s_lobby_and_its_game_pass_axe_core(arcade, browser, size):
    for host in page_in(browser, **SIZES[size]):
        host.add_init_script("localStorage.setItem('fingerplay.player', 'Ada')")
        host.goto(f"{arcade.url}/")
        host.click('[data-together="tapit"]')
        host.wait_for_selector("#room-code:not(:empty)")
        code = host.text_content("#room-code")
        settled(host, "#room-start:not([hidden])")
        assert violations(host) == []
        for guest in page_in(browser, **SIZES["desktop"]):
            guest.add_init_script("localStorage.setItem('fingerplay.player', 'Bo')")
            guest.goto(f"{arcade.url}/room/{code}")
            guest.wait_for_selector("#room-players li:nth-child(2)")
            wait_until(lambda: host.eval_on_selector_all("#room-players li", "ls => ls.length") == 2)
            host.click("#room-start")
            settled(host, '#world [data-id="command"]')
            assert violations(host) == []
