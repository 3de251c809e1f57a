"""Rooms across instances, as an operator runs them: two instances on PostgreSQL behind nginx,
which sends every player of a room to the instance that holds it (by the room's code). A board
played together is kept through its instance being drained, and then through the other being
killed: the players' pages hand the room and the board's steps to the instance that takes it on,
and every step anyone was sent is still there."""

import random
import time
import urllib.request

from room_player import RoomPlayer

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"


def holder(arcades, code):
    """The instance that holds room `code` (its /room/CODE is the page, not a 404)."""
    held = []
    for a in arcades.instances:
        if a.process is None or a.process.poll() is not None:
            continue
        try:
            urllib.request.urlopen(f"{a.url}/room/{code}", timeout=2)
            held.append(a)
        except urllib.error.HTTPError:
            pass
        except OSError:
            pass
    assert len(held) == 1, [a.port for a in held]
    return held[0]


def play_a_while(ada, bo):
    """Ada drags the red square and Bo the green one; both read until they have every step."""
    ada.drag(175, 300, 60)
    bo.drag(400, 300, -60)
    total = max(ada.count, bo.count) + 24
    ada.catch_up(total)
    bo.catch_up(total)
    assert ada.texts == bo.texts and ada.chain == bo.chain


def test_a_board_played_together_survives_a_drain_and_a_kill(arcades):
    code = "".join(random.choice(ALPHABET) for _ in range(6))
    ada, bo = RoomPlayer("Ada", code), RoomPlayer("Bo", code)
    made = ada.connect(arcades.ws, make="pieces")
    assert made["code"] == code and made["you"] == 1
    assert bo.connect(arcades.ws)["you"] == 2
    first = holder(arcades, code)
    ada.ws.send('{"type":"start"}')
    for p in (ada, bo):
        p.wait_for("board")
    play_a_while(ada, bo)
    before = list(ada.texts)

    # The instance holding the room drains: both are told to move, and the room goes on at the other.
    first.process.send_signal(15)
    for p in (ada, bo):
        try:
            p.wait_for("move", timeout=10)
        except Exception:
            pass
    assert first.process.wait(timeout=20) == 0
    for p in (ada, bo):
        p.reconnect(arcades.ws)
    for p in (ada, bo):
        board = p.wait_for("board", timeout=10)
        assert board["playing"] is True and p.you == {"Ada": 1, "Bo": 2}[p.name]
        # Nothing acknowledged is lost: every step either was sent is there, in order.
        assert p.texts[:len(before)] == before and p.count >= len(before)
    second = holder(arcades, code)
    assert second is not first
    play_a_while(ada, bo)

    # The drained instance is back; the one holding the room now is killed outright.
    arcades.ensure_running()
    before = list(ada.texts)
    second.kill()
    for p in (ada, bo):
        p.reconnect(arcades.ws)
    for p in (ada, bo):
        p.wait_for("board", timeout=10)
        assert p.texts[:len(before)] == before
    assert holder(arcades, code) is not second
    play_a_while(ada, bo)
    for p in (ada, bo):
        p.close()
