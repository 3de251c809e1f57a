"""Bundles Web/src into the package's dist folder (scripts/build-web calls it) with esbuild
(Debian's package, version pinned below, installed when missing):

  fingerplay.js          Web/src/index.js and what it imports, as one ES module: minified, local
                         names shortened, and the package's private members (`_`-prefixed, which
                         no page touches) shortened too; code no export reaches is left out;
  fingerplay.classic.js  the same as a classic script defining window.Fingerplay, carrying
                         fingerplay-strokes.wasm inside as base64 (a page opened from a file can
                         neither import nor fetch);
  fingerplay.d.ts        the declarations (Web/types), as written.

The documentation is in the declarations and in src/, which the package carries too.
Deterministic: the same sources and the same esbuild give the same bytes.

Usage: bundle-web.py DIST, or bundle-web.py --names-kept FILE for the ES module with every name
kept (scripts/web-bench --profile times the surface's steps by name)."""

import base64
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ESBUILD_VERSION = "0.17.0"
WEB = pathlib.Path(__file__).resolve().parent.parent / "Web"
COMMON = ["--bundle", "--minify", "--mangle-props=^_[a-zA-Z]", "--target=es2020", "--charset=utf8",
          "--legal-comments=none", "--external:node:*", "--log-level=warning"]


def esbuild():
    path = shutil.which("esbuild")
    if not path:
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True)
        subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "esbuild"], check=True,
                       env={"DEBIAN_FRONTEND": "noninteractive", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin"})
        path = shutil.which("esbuild")
    version = subprocess.run([path, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    if version != ESBUILD_VERSION:
        sys.exit(f"bundle-web: esbuild {ESBUILD_VERSION} makes Web/dist (Debian 12's package); this is {version}")
    return path


def main(dist):
    dist = pathlib.Path(dist)
    tool = esbuild()
    index = (WEB / "src" / "index.js").read_text()
    version = re.search(r"^export const VERSION = '([^']+)';", index, flags=re.M).group(1)
    package = json.loads((WEB / "package.json").read_text())
    assert package["version"] == version, "Web/src/index.js's VERSION and package.json's version differ"
    notice = f"// fingerplay.js {version} — UIKit's gesture recognizers for the web (documented in fingerplay.d.ts and src/)"
    subprocess.run([tool, str(WEB / "src" / "index.js"), *COMMON, "--format=esm", "--define:FINGERPLAY_WASM_BASE64=undefined", f"--banner:js={notice}",
                    f"--outfile={dist / 'fingerplay.js'}"], check=True)
    # The classic script: surface.js reads FINGERPLAY_WASM_BASE64, a global that esbuild's
    # inject turns into the constant of a file made here (too long for a command line).
    with tempfile.TemporaryDirectory() as scratch:
        embedded = pathlib.Path(scratch) / "embedded-wasm.js"
        wasm = (dist / "fingerplay-strokes.wasm").read_bytes()
        embedded.write_text(f"export const FINGERPLAY_WASM_BASE64 = '{base64.b64encode(wasm).decode()}';\n")
        classic_notice = notice.replace("fingerplay.js", "fingerplay.classic.js", 1)
        subprocess.run([tool, str(WEB / "src" / "index.js"), *COMMON, "--format=iife", "--global-name=Fingerplay",
                        f"--inject:{embedded}", "--define:import.meta.url=undefined", f"--banner:js={classic_notice}",
                        f"--outfile={dist / 'fingerplay.classic.js'}"], check=True)
    (dist / "fingerplay.d.ts").write_text((WEB / "types" / "fingerplay.d.ts").read_text())


def names_kept(out):
    subprocess.run([esbuild(), str(WEB / "src" / "index.js"), "--bundle", "--format=esm", "--minify-syntax", "--minify-whitespace",
                    "--define:FINGERPLAY_WASM_BASE64=undefined", "--external:node:*", "--log-level=warning", f"--outfile={out}"], check=True)


if __name__ == "__main__":
    if sys.argv[1] == "--names-kept":
        names_kept(sys.argv[2])
    else:
        main(sys.argv[1])
