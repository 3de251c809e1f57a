"""A page playing a game locally, as the operations tests need one: it says hello with
"local": true, sends the steps its (imagined) session takes on its own clock, a heartbeat each
half second, and carries its session on at another instance after a move or a lost connection,
handing every step over — what play.js does, without a browser."""

import json
import socket
import time

from websockets.sync.client import connect


class Closed(Exception):
    """The server closed the connection (after a move, or the instance died)."""


class Player:
    def __init__(self, name, game="tapit", options=None):
        self.name, self.game, self.options = name, game, options or {"mode": "standard"}
        self.session = None      # the first welcome
        self.script = []         # every step taken
        self.t0 = None
        self.ws = None
        self.messages = []       # everything received, in order

    # ---- connection

    def connect(self, url, source=None, headers=None, timeout=5):
        sock = None
        if source:
            host, port = url.split("//")[1].split("/")[0].split(":")
            sock = socket.socket()
            sock.bind((source, 0))
            sock.settimeout(timeout)
            sock.connect((host, int(port)))
        self.ws = connect(url, sock=sock, open_timeout=timeout, additional_headers=headers or {}, max_size=2**22)
        hello = {"type": "hello", "version": 1, "game": self.game, "options": self.options, "local": True,
                 "width": 600, "height": 600, "player": self.name}
        if self.session:
            s = self.session
            hello.update(game=s["game"], options=s["options"], width=s["width"], height=s["height"],
                         resume={"seed": s["seed"], "ticket": s["ticket"], "bestScore": s.get("bestScore"), "live": s.get("live")})
        self.ws.send(json.dumps(hello))
        first = self.receive(timeout)
        if first is None or first["type"] == "move":
            raise Closed("moved on at once (the instance drains)")
        if first["type"] != "welcome":
            raise AssertionError(f"expected a welcome, got {first}")
        if self.session is None:
            self.session = first
            self.t0 = time.monotonic()
        else:
            assert first.get("resumed") is True, first
            # The new instance gets every step so far, in order.
            for i in range(0, len(self.script), 200):
                self.ws.send(json.dumps({"type": "steps", "steps": self.script[i:i + 200]}))
        return first

    def reconnect(self, url, attempts=40, **kw):
        """Connects again until an instance takes the session on (a draining one says move)."""
        last = None
        for _ in range(attempts):
            try:
                return self.connect(url, **kw)
            except (Closed, OSError, Exception) as e:  # refused, reset, moved on
                last = e
                time.sleep(0.25)
        raise AssertionError(f"no instance took the session on: {last}")

    def close(self):
        if self.ws:
            self.ws.close()

    # ---- play

    def now(self):
        return round(time.monotonic() - self.t0, 6)

    def step(self, **what):
        step = {"at": self.now(), **what}
        self.script.append(step)
        self.ws.send(json.dumps({"type": "steps", "steps": [step]}))

    def receive(self, timeout):
        try:
            text = self.ws.recv(timeout=timeout)
        except TimeoutError:
            return None
        except Exception as e:
            raise Closed(str(e))
        message = json.loads(text)
        self.messages.append(message)
        return message

    def wait_for(self, kind, timeout=15, heartbeat=0.5):
        """Sends heartbeats until a message of `kind` comes; returns it."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            message = self.receive(heartbeat)
            if message is None:
                self.step()
                continue
            if message["type"] == kind:
                return message
            if message["type"] == "move":
                raise Closed("told to move")
        raise AssertionError(f"no {kind} within {timeout} s; got {self.messages[-5:]}")

    def start_tap_it(self):
        """Presses New Game: the first command's 5 s run out with no move, a 0-move result."""
        time.sleep(0.2)
        self.step(press="newGame")
