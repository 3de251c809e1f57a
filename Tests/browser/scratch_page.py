"""A scratch project of its own for fingerplay.js: the package packed with `npm pack`,
installed into a temporary folder with npm, the page of Tests/browser/scratch copied beside it
and served over HTTP (wasm as application/wasm), as a web developer would set it up."""

import functools
import http.server
import os
import shutil
import subprocess
import tempfile
import threading

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm", ".js": "text/javascript"}

    def log_message(self, *args):
        pass


class ScratchPage:
    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="fingerplay-scratch-")
        tarball = subprocess.run(["npm", "pack", "--silent", "--pack-destination", self.folder], cwd=os.path.join(ROOT, "Web"),
                                 check=True, capture_output=True, text=True).stdout.strip()
        with open(os.path.join(self.folder, "package.json"), "w") as f:
            f.write('{ "name": "scratch", "version": "1.0.0", "private": true, "type": "module" }\n')
        subprocess.run(["npm", "install", "--offline", "--no-audit", "--no-fund", "--silent", os.path.join(self.folder, tarball)],
                       cwd=self.folder, check=True, capture_output=True)
        for name in os.listdir(os.path.join(ROOT, "Tests", "browser", "scratch")):
            shutil.copy(os.path.join(ROOT, "Tests", "browser", "scratch", name), self.folder)
        handler = functools.partial(_Handler, directory=self.folder)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/index.html"

    def close(self):
        self.server.shutdown()
        shutil.rmtree(self.folder, ignore_errors=True)
