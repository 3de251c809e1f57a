"""Bundles Web/src into the package's dist folder (scripts/build-web calls it): the modules in
dependency order as one ES module, the same as a classic script carrying the wasm, and the
declarations. Both scripts have their comments and spacing taken out by rjsmin (PyPI, pinned),
which renames nothing: the documentation is in the declarations and in src/, which the package
carries too. Deterministic: the same sources give the same bytes."""

import base64
import pathlib
import re
import subprocess
import sys

RJSMIN = "rjsmin==1.3.0"
try:
    import rjsmin
    assert rjsmin.__version__ == RJSMIN.split("==")[1]
except (ImportError, AssertionError):
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", RJSMIN], check=True)
    import importlib
    import rjsmin
    rjsmin = importlib.reload(rjsmin)

WEB = pathlib.Path(__file__).resolve().parent.parent / "Web"
ORDER = ["wasm.js", "records.js", "options.js", "event.js", "recognizer.js", "headless-view.js", "touch-action.js", "surface-options.js", "surface.js"]


def module_body(name):
    text = (WEB / "src" / name).read_text()
    # Imports between the package's own modules are met by the concatenation.
    return re.sub(r"^import \{[^}]*\} from '\./[a-z-]+\.js';\n", "", text, flags=re.M)


def main(dist):
    dist = pathlib.Path(dist)
    index = (WEB / "src" / "index.js").read_text()
    public = set()
    for names in re.findall(r"^export \{([^}]*)\} from", index, flags=re.M):
        public.update(n.strip() for n in names.split(","))
    header = index.split("export {", 1)[0]
    version = re.search(r"^export const VERSION = '([^']+)';", index, flags=re.M).group(1)
    package = (WEB / "package.json").read_text()
    assert f'"version": "{version}"' in package, "Web/src/index.js's VERSION and package.json's version differ"
    bodies = []
    for name in ORDER:
        body = module_body(name)

        def keep(match):
            return match.group(0) if match.group(2) in public else match.group(1)

        body = re.sub(r"^(?:export )((?:async )?(?:function|class|const|let) (\w+))", keep, body, flags=re.M)
        bodies.append(f"// ---- {name}\n" + body)
    module = "\n".join(bodies) + f"\nexport const VERSION = '{version}';\n"
    notice = f"// fingerplay.js {version} — UIKit's gesture recognizers for the web (documented in fingerplay.d.ts and src/)\n"
    (dist / "fingerplay.js").write_text(notice + rjsmin.jsmin(module) + "\n")
    # The classic script carries the module with strokes: a page opened from a file gets everything.
    wasm = (dist / "fingerplay-strokes.wasm").read_bytes()
    classic_body = re.sub(r"^export ", "", module, flags=re.M).replace(
        "import.meta.url", "(document.currentScript?.src ?? location.href)")
    names = sorted(public | {"VERSION"})
    classic = ("(function () {\n'use strict';\n"
               f"const FINGERPLAY_WASM_BASE64 = '{base64.b64encode(wasm).decode()}';\n"
               + classic_body
               + f"\nwindow.Fingerplay = {{ {', '.join(names)} }};\n}})();\n")
    (dist / "fingerplay.classic.js").write_text(notice.replace("fingerplay.js", "fingerplay.classic.js", 1) + rjsmin.jsmin(classic) + "\n")
    (dist / "fingerplay.d.ts").write_text((WEB / "types" / "fingerplay.d.ts").read_text())


if __name__ == "__main__":
    main(sys.argv[1])
