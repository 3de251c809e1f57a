"""Throwaway servers for the operations tests: a PostgreSQL 15 cluster, nginx in front of arcade
instances, and the instances themselves, each on free loopback ports in a temporary folder,
stopped with nothing left behind. Debian's packages: `postgresql` and `nginx` (scripts/ops-tests
installs them).

Run as a program it starts PostgreSQL, runs a command with FINGERPLAY_TEST_DATABASE set to the
cluster's URL, and stops it:  python3 Tests/ops/servers.py -- swift test
"""

import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

PG_BIN = "/usr/lib/postgresql/15/bin"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(check, seconds, what):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            if check():
                return
        except OSError:
            pass
        time.sleep(0.05)
    raise RuntimeError(f"{what} within {seconds} s")


def http_get(url, timeout=2):
    """(status, body) of a GET; a refused or failed request raises OSError."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


class Postgres:
    """A PostgreSQL cluster of its own: a role `arcade` with a password, its database `arcade`,
    reachable over TCP with that password (a wrong one is refused)."""

    def __init__(self, password="arcade-test-password"):
        self.password = password
        self.port = free_port()
        self.dir = tempfile.mkdtemp(prefix="fingerplay-pg-")
        self.cluster = os.path.join(self.dir, "cluster")
        self.log = os.path.join(self.dir, "log")
        self.as_root = os.geteuid() == 0
        if self.as_root:
            shutil.chown(self.dir, "postgres", "postgres")
            os.chmod(self.dir, 0o700)

    @property
    def url(self):
        return f"postgres://arcade:{self.password}@127.0.0.1:{self.port}/arcade"

    def _run(self, *args, check=True, **kw):
        command = list(args)
        if self.as_root:
            command = ["runuser", "-u", "postgres", "--"] + command
        return subprocess.run(command, check=check, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)

    def start(self):
        pwfile = os.path.join(self.dir, "pw")
        with open(pwfile, "w") as f:
            f.write("postgres-superuser\n")
        if self.as_root:
            shutil.chown(pwfile, "postgres", "postgres")
        self._run(f"{PG_BIN}/initdb", "-D", self.cluster, "-U", "postgres", "--auth-local=trust",
                  "--auth-host=scram-sha-256", f"--pwfile={pwfile}", "-E", "UTF8", "--no-instructions")
        self._pg_ctl_start()
        self.sql(f"CREATE ROLE arcade LOGIN PASSWORD '{self.password}'")
        self.sql("CREATE DATABASE arcade OWNER arcade")
        return self

    def _pg_ctl_start(self):
        self._run(f"{PG_BIN}/pg_ctl", "-D", self.cluster, "-l", self.log, "-w", "-t", "30",
                  "-o", f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c max_connections=200", "start")

    def sql(self, statement, database="postgres"):
        """Runs SQL as the superuser over the Unix socket; returns psql's unaligned output."""
        return self._run(f"{PG_BIN}/psql", "-h", self.dir, "-p", str(self.port), "-U", "postgres", "-d", database,
                         "-v", "ON_ERROR_STOP=1", "-At", "-c", statement).stdout.strip()

    def stop(self, mode="fast"):
        self._run(f"{PG_BIN}/pg_ctl", "-D", self.cluster, "-m", mode, "-w", "stop", check=False)

    def restart(self):
        """Stops the server at once (as a crash would) and starts it again."""
        self.stop("immediate")
        self._pg_ctl_start()

    def destroy(self):
        self.stop("immediate")
        shutil.rmtree(self.dir, ignore_errors=True)


class Arcade:
    """One arcade instance on a port of its own."""

    def __init__(self, binary, database, data, extra=()):
        self.binary, self.database, self.data, self.extra = binary, database, data, list(extra)
        self.port = free_port()
        self.process = None
        self.url = f"http://127.0.0.1:{self.port}"

    def start(self):
        os.makedirs(self.data, exist_ok=True)
        self.log_path = os.path.join(self.data, f"arcade-{self.port}.log")
        self.log = open(self.log_path, "a")
        args = [self.binary, "serve", "--port", str(self.port), "--data", self.data] + self.extra
        if self.database:
            args += ["--database", self.database]
        self.process = subprocess.Popen(args, stdout=self.log, stderr=subprocess.STDOUT)
        wait_for(lambda: self.process.poll() is None and http_get(self.url + "/health", 1)[0] == 200, 30,
                 f"the arcade on port {self.port} did not start (see {self.log_path})")
        return self

    def terminate(self):
        """SIGTERM: the instance drains; returns its exit status."""
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=60)

    def kill(self):
        self.process.kill()
        self.process.wait(timeout=10)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=40)
            except subprocess.TimeoutExpired:
                self.process.kill()
        if self.process:
            self.log.close()
            self.process = None

    def text_log(self):
        with open(self.log_path) as f:
            return f.read()


class Nginx:
    """nginx proxying HTTP and WebSockets to arcade instances (by a room's code, else round robin), passing the client's
    address in X-Forwarded-For."""

    def __init__(self, ports, bind=None, port=None):
        self.ports = list(ports)
        self.bind = bind
        self.port = port or free_port()
        self.dir = tempfile.mkdtemp(prefix="fingerplay-nginx-")
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = None

    def config(self):
        servers = "\n".join(f"    server 127.0.0.1:{p} max_fails=1 fail_timeout=2s;" for p in self.ports)
        d = self.dir
        return f"""
daemon off;
worker_processes 1;
pid {d}/nginx.pid;
error_log {d}/error.log warn;
worker_rlimit_nofile 20000;
events {{ worker_connections 8192; }}
http {{
  access_log off;
  client_body_temp_path {d}/body; proxy_temp_path {d}/proxy; fastcgi_temp_path {d}/fastcgi;
  uwsgi_temp_path {d}/uwsgi; scgi_temp_path {d}/scgi;
  map $http_upgrade $connection_upgrade {{ default upgrade; '' close; }}
  # A room's players all reach the instance that holds it: its code (a room socket's ?room=,
  # a room page's /room/CODE) chooses the instance; everything else goes round robin.
  map $uri $arcade_room_page {{ "~^/room/(?<code>[A-Za-z0-9]+)$" $code; default ""; }}
  map "$arg_room$arcade_room_page" $arcade_upstream {{ "" arcade; default arcade_rooms; }}
  upstream arcade {{
{servers}
  }}
  upstream arcade_rooms {{
    hash "$arg_room$arcade_room_page" consistent;
{servers}
  }}
  server {{
    listen 127.0.0.1:{self.port};
    location / {{
      proxy_pass http://$arcade_upstream;
{f"      proxy_bind {self.bind};" if self.bind else ""}
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 3600s;
    }}
  }}
}}
"""

    def start(self):
        path = os.path.join(self.dir, "nginx.conf")
        with open(path, "w") as f:
            f.write(self.config())
        self.process = subprocess.Popen(["nginx", "-p", self.dir, "-c", path],
                                        stdout=subprocess.DEVNULL, stderr=open(os.path.join(self.dir, "stderr"), "w"))
        wait_for(lambda: self.process.poll() is None and http_get(self.url + "/health", 1)[0] == 200, 20, "nginx did not start")
        return self

    def stop(self):
        if self.process:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None
        shutil.rmtree(self.dir, ignore_errors=True)


def main(argv):
    if "--" not in argv:
        sys.exit("usage: servers.py -- COMMAND...")
    command = argv[argv.index("--") + 1:]
    pg = Postgres().start()
    try:
        env = dict(os.environ, FINGERPLAY_TEST_DATABASE=pg.url)
        sys.exit(subprocess.run(command, env=env).returncode)
    finally:
        pg.destroy()


if __name__ == "__main__":
    main(sys.argv)
