"""Every game to its end, on a phone by touch and on a desktop by mouse: the last move, the
celebration, the saved notice and the next board, as a player sees them."""

from arcade_page import BAR, Pointer, anagram_to_the_end, on_screen, open_game, pentominoes_to_the_end, rect, score, text, wait_until
from conftest import shot


def test_anagrams_solved_by_touch_on_a_phone(arcade, tall_phone):
    page = tall_phone
    open_game(page, arcade, "game=anagrams&level=easy")
    anagram_to_the_end(page, Pointer(page, touch=True), "anagrams-phone-solved")


def test_anagrams_solved_by_mouse_on_a_desktop(arcade, wide_desktop):
    page = wide_desktop
    open_game(page, arcade, "game=anagrams&level=medium")
    anagram_to_the_end(page, Pointer(page, touch=False), "anagrams-desktop-solved")


def test_pentominoes_long_boards_fit_a_phone_and_play_to_the_end(arcade, tall_phone):
    page = tall_phone
    for board in ("threeByTwenty", "fourByFifteen"):
        open_game(page, arcade, f"game=pentominoes&board={board}")
        assert on_screen(page, "board"), board
        for letter in "FILNPTUVWXYZ":
            assert on_screen(page, f"piece-{letter}"), (board, letter)
        assert page.is_visible('[data-id="help"]')
        pentominoes_to_the_end(page, Pointer(page, touch=True), f"pentominoes-{board}-phone")


def test_pentominoes_to_the_end_by_mouse_on_a_desktop(arcade, wide_desktop):
    page = wide_desktop
    open_game(page, arcade, "game=pentominoes&board=sixByTen")
    pentominoes_to_the_end(page, Pointer(page, touch=False), "pentominoes-desktop-solved")


def test_tap_it_by_mouse_on_a_desktop_to_game_over(arcade, wide_desktop):
    page = wide_desktop
    open_game(page, arcade, "game=tapit")
    p = Pointer(page, touch=False)
    p.tap(rect(page, "newGame"))
    wait_until(lambda: page.query_selector('[data-id="command"][aria-live]'))
    f = p.f
    while score(page) < 3:
        command, before = text(page, "command"), score(page)
        if command == "Tap It!":
            p.tap({"cx": 640, "cy": BAR + 500})
        elif command == "Pinch It!":
            f.ctrl_wheel(640, BAR + 500, -200)
        elif command == "Swipe It!":
            f.mouse_drag([(400 + 50 * k, BAR + 500) for k in range(9)], step=0.01)
        try:
            wait_until(lambda: score(page) == before + 1, timeout=4)
        except AssertionError:
            raise AssertionError(f"{command} by mouse did not score: {text(page, 'command')!r}, {text(page, 'score')!r}")
    wait_until(lambda: text(page, "command") == "Game over", timeout=8)
    assert page.is_visible('[data-id="timetrack"]') is False
    wait_until(lambda: "Saved: 3 moves · Standard" in (page.text_content("#notice") or ""), timeout=3)
    shot(page, "tapit-desktop-over")
