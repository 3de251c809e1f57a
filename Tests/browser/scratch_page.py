"""A scratch project of its own for fingerplay.js: the package packed with `npm pack`,
installed into a temporary folder with npm, the page of Tests/browser/scratch copied beside it
and served over HTTP (wasm as application/wasm), as a web developer would set it up."""

import functools
import http.server
import os
import re
import shutil
import subprocess
import tempfile
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm", ".js": "text/javascript"}

    def log_message(self, *args):
        pass


def package_test_count():
    """How many scenarios Web/test/browser/index.html runs: those of the files it imports."""
    count = 0
    for name in ["modules.test.js", "surface.test.js", "warm-up.test.js", "movement.test.js", "keyboard.test.js"]:
        with open(os.path.join(ROOT, "Web", "test", name)) as f:
            count += len(re.findall(r"^test\(", f.read(), flags=re.M))
    return count


def serve(folder):
    """Serves `folder` on a free port of 127.0.0.1; returns the server and its base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Handler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def scratch_project(prefix):
    """A temporary project with the package installed from its packed tarball, as a developer's; its folder."""
    folder = tempfile.mkdtemp(prefix=prefix)
    tarball = subprocess.run(["npm", "pack", "--silent", "--pack-destination", folder], cwd=os.path.join(ROOT, "Web"),
                             check=True, capture_output=True, text=True).stdout.strip()
    with open(os.path.join(folder, "package.json"), "w") as f:
        f.write('{ "name": "scratch", "version": "1.0.0", "private": true, "type": "module" }\n')
    subprocess.run(["npm", "install", "--offline", "--no-audit", "--no-fund", "--silent", os.path.join(folder, tarball)],
                   cwd=folder, check=True, capture_output=True)
    return folder


def dataset_numbers(dataset):
    """An element's data attributes with the numbers as numbers (to 0.01 px: a pointer's place is fractional)."""
    out = {}
    for k, v in dataset.items():
        try:
            out[k] = round(float(v), 2)
        except ValueError:
            out[k] = v
    return out


class ScratchPage:
    def __init__(self):
        self.folder = scratch_project("fingerplay-scratch-")
        for name in os.listdir(os.path.join(ROOT, "Tests", "browser", "scratch")):
            shutil.copy(os.path.join(ROOT, "Tests", "browser", "scratch", name), self.folder)
        self.server, base = serve(self.folder)
        self.url = base + "index.html"
        # The package's own tests, as they run under Node, in this browser (Web/test/browser).
        self.web_server, web = serve(os.path.join(ROOT, "Web"))
        self.tests_url = web + "test/browser/index.html"

    def close(self):
        self.server.shutdown()
        self.web_server.shutdown()
        shutil.rmtree(self.folder, ignore_errors=True)
