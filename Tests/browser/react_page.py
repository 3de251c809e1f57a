"""fingerplay/react as a React developer sets it up: the package packed with `npm pack` and
installed into a scratch project with Debian's React 18 beside it, the example (Examples/web-react)
and the StrictMode harness (Tests/browser/react) bundled with esbuild as a development build (the
one in which StrictMode mounts, unmounts and mounts again), fingerplay.wasm copied beside the
bundles, the folder served over HTTP."""

import os
import shutil
import subprocess

from scratch_page import ROOT, scratch_project, serve

REACT_MODULES = ["react", "react-dom", "scheduler", "loose-envify", "js-tokens"]


class ReactPages:
    def __init__(self):
        subprocess.run([os.path.join(ROOT, "scripts", "install"), "react", "esbuild"], check=True)
        self.folder = scratch_project("fingerplay-react-")
        for module in REACT_MODULES:
            shutil.copytree(os.path.join("/usr/share/nodejs", module), os.path.join(self.folder, "node_modules", module), symlinks=False)
        for source in [os.path.join(ROOT, "Examples", "web-react"), os.path.join(ROOT, "Tests", "browser", "react")]:
            for name in os.listdir(source):
                shutil.copy(os.path.join(source, name), self.folder)
        for entry in ["app.jsx", "harness.jsx"]:
            subprocess.run(["esbuild", entry, "--bundle", "--format=esm", "--jsx=automatic", "--define:process.env.NODE_ENV=\"development\"",
                            "--log-level=warning", f"--outfile={entry.replace('.jsx', '.js')}"], cwd=self.folder, check=True)
        shutil.copy(os.path.join(self.folder, "node_modules", "fingerplay", "dist", "fingerplay.wasm"), self.folder)
        self.server, base = serve(self.folder)
        self.example_url = base + "index.html"
        self.harness_url = base + "harness.html"

    def close(self):
        self.server.shutdown()
        shutil.rmtree(self.folder, ignore_errors=True)
