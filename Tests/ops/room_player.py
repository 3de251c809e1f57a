"""A room's player as the play page is one on a board played together, without a browser: it
seats itself by the room's code (the socket saying ?room=CODE, as the page's does, so that nginx
sends it to the instance holding the room), keeps the room's sealed state and its seat token,
keeps the board's steps as the server wrote them with their count and chain, hands them over when
an instance taking the room on asks, and sends input messages with their seq."""

import json
import time

from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import connect


def step_texts(text):
    """The steps of a board or steps message's text, each as written (each opens {"by":)."""
    start, end = text.index('"steps":[') + 9, text.rindex('],"count":')
    body = text[start:end]
    return ['{"by":' + t if i else t for i, t in enumerate(body.split(',{"by":'))] if body else []


class RoomPlayer:
    def __init__(self, name, code):
        self.name, self.code = name, code
        self.ws = None
        self.seat = None         # the seat token
        self.carry = None        # the room's sealed state, as last heard
        self.you = None
        self.texts, self.count, self.chain = [], 0, ""
        self.messages = []
        self.seq = 0

    def connect(self, base, make=None, timeout=5):
        """Seats the player through `base` (ws://HOST/ws): makes the room when `make` names its game."""
        self.ws = connect(f"{base}?room={self.code}", open_timeout=timeout, max_size=2**24)
        hello = {"type": "room", "version": 1, "code": self.code, "player": self.name, "width": 800, "height": 600, "local": True}
        if make:
            hello["game"] = make
        if self.seat:
            hello["seat"] = self.seat
        if self.carry:
            hello["restore"] = {"carry": self.carry, "count": self.count, "chain": self.chain}
        self.ws.send(json.dumps(hello))
        return self.wait_for("room", timeout=timeout)

    def reconnect(self, base, attempts=40):
        """Seats the player again after its instance went (a drained one says 503: nginx passes on)."""
        for _ in range(attempts):
            try:
                return self.connect(base)
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, AssertionError):
                time.sleep(0.25)
        raise AssertionError("no instance took the room on")

    def close(self):
        if self.ws:
            self.ws.close()

    def receive(self, timeout):
        try:
            text = self.ws.recv(timeout=timeout)
        except TimeoutError:
            return None
        m = json.loads(text)
        self.messages.append(m)
        if m["type"] == "room":
            self.carry, self.you = m.get("carry"), m["you"]
            self.seat = m.get("seat", self.seat)
        elif m["type"] == "board":
            self.texts, self.count, self.chain = step_texts(text), m["count"], m["chain"]
        elif m["type"] == "steps":
            self.texts += step_texts(text)
            self.count, self.chain = m["count"], m["chain"]
        elif m["type"] == "restore":
            # Handed over as written, in messages well inside the server's 64 KiB.
            for i in range(0, len(self.texts), 200):
                self.ws.send('{"type":"restore","steps":[' + ",".join(self.texts[i:i + 200]) + "]}")
        return m

    def wait_for(self, kind, check=lambda m: True, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            m = self.receive(max(0.01, deadline - time.monotonic()))
            if m is not None and m["type"] == kind and check(m):
                return m
        raise AssertionError(f"{self.name}: no {kind} within {timeout} s " + repr([(m["type"], m.get("message")) for m in self.messages[-12:]]))

    def drag(self, x, y, dx, moves=10, pointer=1):
        """A finger down at (x, y), moved `dx` to the right in `moves` input messages, lifted."""
        t = time.monotonic() * 1000
        self.send([{"t": t, "type": "down", "id": pointer, "x": x, "y": y}])
        for k in range(1, moves + 1):
            time.sleep(0.016)
            self.send([{"t": t + 16 * k, "type": "move", "id": pointer, "x": x + dx * k / moves, "y": y}])
        self.send([{"t": t + 16 * moves + 16, "type": "up", "id": pointer, "x": x + dx, "y": y}])

    def send(self, events):
        self.seq += 1
        self.ws.send(json.dumps({"type": "input", "seq": self.seq, "events": events}))

    def catch_up(self, count, timeout=10):
        """Reads until the board's step count reaches `count`."""
        deadline = time.monotonic() + timeout
        while self.count < count and time.monotonic() < deadline:
            self.receive(0.1)
        assert self.count >= count, (self.name, self.count, count)
