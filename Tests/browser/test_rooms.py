"""Rooms in Chromium: versus Tap It with two players in two browser contexts — one on a phone by
touch, one at a desktop size by mouse — the room made from the game's card, joined by its code,
started by the host; the same commands for both; the standings live; the last one standing."""

import os
import subprocess
import tempfile
import time

from conftest import shot
from test_layout import OVER
from fingers import Fingers
from arcade_page import Pointer, wait_until
from test_live import command, score


def play_by_mouse(page):
    """Does what the command says by mouse (a tap, a drag, Ctrl+wheel)."""
    r = page.eval_on_selector("#stage", "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }")
    f = Fingers(page)
    c, before = command(page), score(page)
    if c == "Tap It!":
        Pointer(page, touch=False).tap({"cx": r[0], "cy": r[1]})
    elif c == "Swipe It!":
        f.mouse_drag([(r[0] - 200 + 50 * k, r[1]) for k in range(9)], step=0.01)
    elif c == "Pinch It!":
        f.ctrl_wheel(r[0], r[1], -200)
    else:
        raise AssertionError(f"unexpected command {c}")
    wait_until(lambda: score(page) > before or command(page) == "Game over", timeout=4)


def test_versus_tap_it_in_a_room_of_two(arcade, browser, tall_phone):
    host = tall_phone
    host.add_init_script("localStorage.setItem('fingerplay.player', 'Ada')")
    host.goto(f"{arcade.url}/")
    host.wait_for_selector('[data-together="tapit"]')
    Fingers(host).tap(*host.eval_on_selector('[data-together="tapit"]', "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }"))
    host.wait_for_selector("#room-code:not(:empty)")
    code = host.text_content("#room-code")
    assert host.url.endswith(f"/room/{code}")
    assert host.text_content("#room-note") == "Share the code or the link: a room plays with 2 players or more."
    # The other player types the code on the landing page.
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    guest = context.new_page()
    errors = []
    guest.on("pageerror", lambda e: errors.append(str(e)))
    guest.add_init_script("localStorage.setItem('fingerplay.player', 'Bo')")
    guest.goto(f"{arcade.url}/")
    guest.fill("#room-code-input", code.lower())
    guest.click("#join button")
    guest.wait_for_selector("#room-players li:nth-child(2)")
    assert guest.eval_on_selector_all("#room-players li", "ls => ls.map(l => l.textContent)") == ["Ada (host)", "Bo (you)"]
    assert guest.text_content("#room-note") == "Waiting for Ada to start."
    wait_until(lambda: host.eval_on_selector_all("#room-players li", "ls => ls.length") == 2)
    shot(host, "room-phone-lobby")
    # The room's QR code, as a phone's camera sees the host's screen, reads back to its link.
    link = host.text_content("#room-link")
    assert link == f"{arcade.url}/room/{code}"
    qr_png = os.path.join(tempfile.mkdtemp(prefix="room-qr-"), "qr.png")
    host.locator("#room-qr svg").screenshot(path=qr_png)
    read = subprocess.run(["zbarimg", "--quiet", "--raw", qr_png], capture_output=True, text=True)
    assert read.stdout.strip() == link, read.stderr
    copy = host.eval_on_selector("#room-copy", "e => { const r = e.getBoundingClientRect(); return [r.width, r.height, e.textContent]; }")
    assert copy[1] >= 44 and copy[2] == "Copy link"
    Fingers(host).tap(*host.eval_on_selector("#room-start", "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }"))
    # The same first command on both screens.
    for page in (host, guest):
        page.wait_for_selector('#world [data-id="command"]')
    assert command(host) == command(guest)
    # The standings have a strip of their own: they cover none of the game, on the phone or the desktop.
    for page in (host, guest):
        wait_until(lambda: page.is_visible("#standings"), timeout=3)
        assert page.evaluate(OVER) == []
    shot(host, "room-phone-round")
    # The host makes no move; the guest plays by mouse until the host is out: then the guest is
    # surely the last one standing (each allowance counts from a player's own last move).
    host_out = lambda: any(li.endswith("· out") and li.startswith("Ada") for li in guest.eval_on_selector_all("#standings li", "ls => ls.map(l => l.textContent)"))
    moves = 0
    while not host_out():
        play_by_mouse(guest)
        moves += 1
        assert moves < 10 and command(guest) != "Game over", moves
        # A move every second or so: well inside each allowance, and few before the host is out.
        deadline = time.time() + 1.2
        while time.time() < deadline and not host_out():
            time.sleep(0.05)
    wait_until(lambda: guest.eval_on_selector_all("#standings li", "ls => ls.map(l => l.textContent)") == [f"Bo: {moves}", "Ada: 0 · out"], timeout=3)
    shot(guest, "room-desktop-standings")
    # Out, the host watches Bo's game go on, in a box over her own finished one.
    host.wait_for_selector("#standings li button.watch")
    Fingers(host).tap(*host.eval_on_selector("#standings li button.watch", "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }"))
    host.wait_for_selector('#room-watch:not([hidden]) [data-id="command"]')
    assert host.text_content("#room-watch-title") == "Bo’s game, live"
    wait_until(lambda: host.text_content('#room-watch [data-id="score"]') == guest.text_content('#world [data-id="score"]'), timeout=3)
    shot(host, "room-phone-watching")
    # Then the guest stops too: out after the host, the last one standing.
    wait_until(lambda: host.evaluate("document.body.dataset.roomOver"), timeout=20)
    assert host.evaluate("document.body.dataset.roomOver") == "Bo"
    assert host.text_content("#room-note").startswith("Bo was last standing.")
    # The round over, the box is put away.
    wait_until(lambda: not host.is_visible("#room-watch"), timeout=3)
    wait_until(lambda: guest.text_content("#room-note").startswith("You were last standing: you win!"), timeout=3)
    # Only the host starts the next round.
    assert not guest.is_visible("#room-start") and host.is_visible("#room-start")
    shot(guest, "room-desktop-over")
    assert errors == []
    context.close()


def test_a_room_that_is_not_there_says_so_with_a_way_back(arcade, desktop):
    response = desktop.goto(f"{arcade.url}/room/ZZZZZZ")
    assert response.status == 404
    desktop.wait_for_selector("#room-card:not([hidden])")
    assert desktop.text_content("#room-note") == "There is no such room: ZZZZZZ — check the code, or start a room of your own."
    assert desktop.is_visible('#room-card a[href="/"]')
