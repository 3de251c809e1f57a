"""A throwaway PostgreSQL, two arcade instances sharing it, and nginx in front of both, for the
operations tests: what an operator runs, on free loopback ports, stopped after."""

import os
import sys
import tempfile

import pytest

sys.path.insert(0, os.path.dirname(__file__))
from servers import Arcade, Nginx, Postgres, free_port  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BINARY = os.environ.get("ARCADE_BIN") or os.path.join(ROOT, ".build", "debug", "arcade")
# nginx connects to the instances from this address, the one they trust for X-Forwarded-For.
PROXY_ADDRESS = "127.0.0.2"


class Cluster:
    def __init__(self):
        self.pg = Postgres().start()
        self.data = tempfile.mkdtemp(prefix="fingerplay-ops-")
        # Players open nginx's address: the instances' public URL, which passkeys are made for.
        front = free_port()
        extra = ["--trusted-proxy", PROXY_ADDRESS, "--public-url", f"http://localhost:{front}", "--grace-period", "10"]
        self.instances = [Arcade(BINARY, self.pg.url, self.data, extra) for _ in range(2)]
        for a in self.instances:
            a.start()
        self.nginx = Nginx([a.port for a in self.instances], bind=PROXY_ADDRESS, port=front).start()

    @property
    def ws(self):
        return self.nginx.url.replace("http", "ws") + "/ws"

    def ensure_running(self):
        for a in self.instances:
            if a.process is None or a.process.poll() is not None:
                a.process = None
                a.start()

    def stop(self):
        self.nginx.stop()
        for a in self.instances:
            a.stop()
        self.pg.destroy()


@pytest.fixture(scope="session")
def cluster():
    c = Cluster()
    yield c
    c.stop()


@pytest.fixture
def arcades(cluster):
    cluster.ensure_running()
    return cluster
