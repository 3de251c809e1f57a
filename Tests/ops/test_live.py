"""Games watched live across instances: a game played at one instance is listed by the other
and watched from it — its steps relayed through the PostgreSQL they share — and its spectators
follow it when its instance drains and the game moves."""

import json
import time
import urllib.request

from websockets.sync.client import connect

from player import Player
from test_operations import ws_url


class Spectator:
    def __init__(self, url, game_id):
        self.url, self.id = url, game_id
        self.messages = []
        self.ws = None
        self.join()

    def join(self):
        self.ws = connect(self.url, open_timeout=5, max_size=2**24)
        self.ws.send(json.dumps({"type": "spectate", "version": 1, "id": self.id}))

    def receive(self, timeout=5):
        message = json.loads(self.ws.recv(timeout=timeout))
        self.messages.append(message)
        return message

    def wait_for(self, kind, timeout=10):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            m = self.receive(max(0.1, end - time.monotonic()))
            if m["type"] == kind:
                return m
        raise AssertionError(f"no {kind}: {self.messages[-5:]}")


def live_list(url):
    return json.loads(urllib.request.urlopen(url + "/api/live", timeout=5).read())["games"]


def test_a_game_at_one_instance_is_listed_and_watched_from_the_other_and_followed_when_it_moves(arcades):
    a, b = arcades.instances
    p = Player("Lena")
    welcome = p.connect(ws_url(a))
    game = welcome["live"]
    p.start_tap_it()
    p.step(inputs=[{"t": 1000, "type": "down", "id": 1, "x": 300, "y": 300, "kind": "touch"}])
    # Listed at the other instance (its list refreshes within 2 s).
    deadline = time.monotonic() + 6
    while time.monotonic() < deadline and not any(g["id"] == game for g in live_list(b.url)):
        time.sleep(0.2)
    listed = [g for g in live_list(b.url) if g["id"] == game]
    assert [(g["player"], g["game"]) for g in listed] == [("Lena", "tapit")]
    # Watched from the other instance: the opening with the steps so far, then each step as it comes.
    s = Spectator(ws_url(b), game)
    opening = s.wait_for("spectating")
    assert opening["player"] == "Lena" and opening["seed"] == welcome["seed"] and opening["mode"] == "steps"
    assert [step.get("press") for step in opening["steps"]] == ["newGame", None]
    p.step(inputs=[{"t": 1100, "type": "up", "id": 1, "x": 300, "y": 300, "kind": "touch"}])
    relayed = s.wait_for("steps")
    assert relayed["steps"][-1]["inputs"][0]["type"] == "up"
    assert p.wait_for("watchers")["count"] == 1
    # The player's instance drains: the game moves to the other, and so do its spectators.
    a.process.send_signal(15)
    ended = s.wait_for("ended", timeout=15)
    assert "moving" in ended["reason"]
    p.reconnect(arcades.ws)
    # The drained instance is gone before anything else is checked (the next test needs it back).
    assert a.process.wait(timeout=15) == 0
    for _ in range(40):
        s.join()
        m = s.receive(5)
        if m["type"] == "spectating":
            break
        time.sleep(0.25)
    assert m["type"] == "spectating" and m["id"] == game, s.messages[-3:]
    # Every step so far, handed over by the player's page at its new instance: in the opening, or
    # relayed just after it when the spectator came back first.
    seen = len(m["steps"])
    deadline = time.monotonic() + 10
    while seen < 3 and time.monotonic() < deadline:
        more = s.receive(5)
        if more["type"] == "steps":
            seen += len(more["steps"])
    assert seen >= 3, s.messages[-3:]
    p.step()
    assert s.wait_for("steps")["steps"]
    p.close()
