"""Bundles Web/src into the package's dist folder (scripts/build-web calls it) with esbuild
(Debian's package, version pinned below, installed when missing):

  fingerplay.js          Web/src/index.js and what it imports, as one ES module: minified, local
                         names shortened, and the package's private members (`_`-prefixed, which
                         no page touches) shortened too, as are the names of the wasm's entry
                         points (`fp_`-prefixed, renamed in both .wasm files to match); code no
                         export reaches is left out;
  fingerplay-input.js    fingerplay/input (Web/src/input.js): the keys' gestures and a desktop's
                         fingers (wheel, trackpad, alt+drag, Space), a module of its own that
                         fingerplay.js imports when a mouse, a key or a focus first reaches a
                         surface, and the arcade's page imports for its stage: the two files
                         share no code;
  fingerplay.classic.js  the same as a classic script defining window.Fingerplay, carrying
                         fingerplay-strokes.wasm inside as base64 (a page opened from a file can
                         neither import nor fetch);
  fingerplay.d.ts, types/  the TypeScript declarations, made from the sources by tsc
                         (scripts/lib/declarations.mjs: the modules' JSDoc and the TypeScript
                         sources of the types a page names, src/*types.ts), one .d.ts for each
                         entry re-exporting its module's from types/;
  react.js, react.d.ts   fingerplay/react, the React hooks (Web/src/react.js), an entry of its
                         own that a page without React never loads: it imports 'react' and
                         'fingerplay' (the package itself, so a page has one engine), minified.

  wasm.js, wasm.d.ts     fingerplay/wasm: loading a Fingerplay WebAssembly build and passing text
                         to it (Web/src/wasm.js), with its names as written (the arcade's build
                         exports them so): the arcade's page loads the games with it.

  testing.js, testing.d.ts  fingerplay/testing: fingers for headless surfaces, recording a page's
                         input and replaying it under Node; an entry of its own, as react.js.

Each .js has its source map beside it (.js.map, pointing into src/, which the package carries).

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
# ES2022 (private fields and methods, which the surface's parts keep their state in; logical
# assignment): the browsers fingerplay.js supports — Chrome and Edge 85, Firefox 90, Safari 15,
# the engine's WebAssembly needing bulk memory and non-trapping float-to-int — have it.
COMMON = ["--bundle", "--minify", "--mangle-props=^(_[a-zA-Z]|fp_)", "--target=es2022", "--charset=utf8",
          "--legal-comments=none", "--external:node:*", "--log-level=warning"]
# Source maps beside each file, linked from it, naming the sources by their path in the package
# (src/ is in it): a page's developer tools show the sources, not the minified line.
MAPS = ["--sourcemap=linked", "--sources-content=false"]


def esbuild():
    path = shutil.which("esbuild")
    if not path:
        subprocess.run([str(WEB.parent / "scripts" / "install"), "esbuild"], check=True)
        path = shutil.which("esbuild")
    version = subprocess.run([path, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    if version != ESBUILD_VERSION:
        sys.exit(f"bundle-web: esbuild {ESBUILD_VERSION} makes Web/dist (Debian 12's package); this is {version}")
    return path


def leb128(data, at):
    """An unsigned LEB128 number in `data` at `at`: (value, the offset after it)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def to_leb128(value):
    """`value` as an unsigned LEB128 number's bytes."""
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def rename_exports(wasm, names):
    """The module's bytes with its exports renamed by `names` (old → new; others kept)."""
    out, at = bytearray(wasm[:8]), 8
    while at < len(wasm):
        section = wasm[at]
        size, start = leb128(wasm, at + 1)
        body, at = wasm[start:start + size], start + size
        if section == 7:  # exports: a count, then each one's name, kind and index
            count, k = leb128(body, 0)
            renamed = bytearray(to_leb128(count))
            for _ in range(count):
                length, k = leb128(body, k)
                name = names.get(body[k:k + length].decode(), body[k:k + length].decode()).encode()
                _, end = leb128(body, k + length + 1)
                renamed += to_leb128(len(name)) + name + body[k + length:end]
                k = end
            body = bytes(renamed)
        out += bytes([section]) + to_leb128(len(body)) + body
    return bytes(out)


def entry_names(cache):
    """The wasm entry points' short names from esbuild's cache of the names it shortened."""
    return {k: v for k, v in json.loads(pathlib.Path(cache).read_text()).items() if k.startswith("fp_") and v}


def package_maps(dist):
    """The source maps made in `dist` with their sources named as the package has them (from
    its dist/, into src/) wherever `dist` is, so that a build elsewhere (the test command's)
    gives the same bytes; a file made for the build alone (the classic script's embedded wasm)
    is named by its file name."""
    for path in sorted(dist.glob("*.js.map")):
        source_map = json.loads(path.read_text())
        named = []
        for source in source_map["sources"]:
            full = (dist / source).resolve()
            named.append(os.path.relpath(full, WEB / "dist") if WEB in full.parents else full.name)
        source_map["sources"] = named
        path.write_text(json.dumps(source_map, indent=2) + "\n")


def main(dist):
    dist = pathlib.Path(dist)
    tool = esbuild()
    index = (WEB / "src" / "index.js").read_text()
    version = re.search(r"^export const VERSION = '([^']+)';", index, flags=re.M).group(1)
    package = json.loads((WEB / "package.json").read_text())
    assert package["version"] == version, "Web/src/index.js's VERSION and package.json's version differ"
    notice = f"// fingerplay.js {version} (documented in fingerplay.d.ts and src/)"
    # Files of an earlier build's splitting go first (the build makes exactly the ones it needs).
    for old in dist.glob("fingerplay-*.js*"):
        old.unlink()
    with tempfile.TemporaryDirectory() as scratch:
        # The names esbuild gives the entry points (`fp_input`…) become the wasm's export
        # names: a page downloads each name twice otherwise, in the module and in the wasm
        # (300 bytes gzipped). The cache keeps the classic script's names the same.
        cache = pathlib.Path(scratch) / "names.json"
        cache.write_text("{}")
        subprocess.run([tool, str(WEB / "src" / "index.js"), *COMMON, "--format=esm", "--define:FINGERPLAY_WASM_BASE64=undefined", f"--banner:js={notice}",
                        *MAPS, f"--mangle-cache={cache}", "--splitting", f"--outdir={dist}", "--entry-names=fingerplay",
                        "--chunk-names=fingerplay-[name]"], check=True)
        # fingerplay/input is loaded apart only while it shares no code with fingerplay.js: shared
        # code would go to a third file that fingerplay.js imports (and the weight counts none of).
        made = sorted(p.name for p in dist.glob("fingerplay-*.js"))
        if made != ["fingerplay-input.js"] or 'from"./' in (dist / "fingerplay.js").read_text():
            sys.exit(f"bundle-web: fingerplay/input shares code with fingerplay.js ({', '.join(made)}): hand it over instead")
        names = entry_names(cache)
        for wasm in ["fingerplay.wasm", "fingerplay-strokes.wasm"]:
            (dist / wasm).write_bytes(rename_exports((dist / wasm).read_bytes(), names))
        classic(tool, dist, notice, cache)
    react_notice = f"// fingerplay/react {version} — React hooks for fingerplay.js (documented in react.d.ts and src/react.js)"
    subprocess.run([tool, str(WEB / "src" / "react.js"), "--bundle", "--minify", "--target=es2020", "--charset=utf8", "--legal-comments=none", "--format=esm",
                    "--external:react", "--external:fingerplay", "--log-level=warning", f"--banner:js={react_notice}", *MAPS,
                    f"--outfile={dist / 'react.js'}"], check=True)
    testing_notice = f"// fingerplay/testing {version} — gesture tests for fingerplay.js (documented in testing.d.ts and src/testing.js)"
    subprocess.run([tool, str(WEB / "src" / "testing.js"), "--bundle", "--minify", "--target=es2020", "--charset=utf8", "--legal-comments=none", "--format=esm",
                    "--external:fingerplay", "--log-level=warning", f"--banner:js={testing_notice}", *MAPS,
                    f"--outfile={dist / 'testing.js'}"], check=True)
    wasm_notice = f"// fingerplay/wasm {version} — loading a Fingerplay WebAssembly build (documented in wasm.d.ts and src/wasm.js)"
    subprocess.run([tool, str(WEB / "src" / "wasm.js"), "--bundle", "--minify", "--target=es2020", "--charset=utf8", "--legal-comments=none", "--format=esm",
                    "--external:node:*", "--log-level=warning", f"--banner:js={wasm_notice}", *MAPS, f"--outfile={dist / 'wasm.js'}"], check=True)
    declarations(dist)
    package_maps(dist)


def declarations(dist):
    """The declarations of every entry, made from the sources by tsc (Debian's node-typescript,
    installed when missing; its compiler API from /usr/share/nodejs)."""
    if not shutil.which("tsc"):
        subprocess.run([str(WEB.parent / "scripts" / "install"), "typescript"], check=True)
    env = dict(os.environ, NODE_PATH=":".join(filter(None, ["/usr/share/nodejs", os.environ.get("NODE_PATH")])))
    subprocess.run(["node", str(WEB.parent / "scripts" / "lib" / "declarations.mjs"), str(dist)], check=True, env=env, stdout=subprocess.DEVNULL)


def classic(tool, dist, notice, cache):
    # The classic script: surface.js reads FINGERPLAY_WASM_BASE64, a global that esbuild's
    # inject turns into the constant of a file made here (too long for a command line).
    with tempfile.TemporaryDirectory() as scratch:
        embedded = pathlib.Path(scratch) / "embedded-wasm.js"
        wasm = (dist / "fingerplay-strokes.wasm").read_bytes()
        embedded.write_text(f"export const FINGERPLAY_WASM_BASE64 = '{base64.b64encode(wasm).decode()}';\n")
        classic_notice = notice.replace("fingerplay.js", "fingerplay.classic.js", 1)
        subprocess.run([tool, str(WEB / "src" / "index.js"), *COMMON, "--format=iife", "--global-name=Fingerplay",
                        f"--inject:{embedded}", "--define:import.meta.url=undefined", f"--banner:js={classic_notice}", *MAPS,
                        f"--mangle-cache={cache}", f"--outfile={dist / 'fingerplay.classic.js'}"], check=True)


def names_kept(out):
    # Every name kept but the entry points', which must match the committed wasm's: the
    # package's bundling run again aside for its cache of names.
    tool = esbuild()
    with tempfile.TemporaryDirectory() as scratch:
        cache = pathlib.Path(scratch) / "names.json"
        cache.write_text("{}")
        subprocess.run([tool, str(WEB / "src" / "index.js"), *COMMON, "--format=esm", "--define:FINGERPLAY_WASM_BASE64=undefined",
                        f"--mangle-cache={cache}", f"--outfile={pathlib.Path(scratch) / 'fingerplay.js'}"], check=True)
        cache.write_text(json.dumps(entry_names(cache)))
        subprocess.run([tool, str(WEB / "src" / "index.js"), "--bundle", "--format=esm", "--minify-syntax", "--minify-whitespace", "--mangle-props=^fp_",
                        f"--mangle-cache={cache}", "--define:FINGERPLAY_WASM_BASE64=undefined", "--external:node:*", "--log-level=warning",
                        f"--outfile={out}"], check=True)


if __name__ == "__main__":
    if sys.argv[1] == "--names-kept":
        names_kept(sys.argv[2])
    else:
        main(sys.argv[1])
