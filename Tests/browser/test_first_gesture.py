"""A visitor's first gestures run the code fingerplay.js's idle rehearsal (warmUp) optimised: V8
throws none of it away when the page's own pointer events arrive.

The rehearsal runs a private surface through the page's kinds of recognizers before the first
touch; if what it hands the engine differs in kind from what a page's listeners hand it
(integers for a touch's fractional position and time, the script's 'touch' for the string the
browser makes, no event for a PointerEvent, a headless surface's timers for a page's), the code
V8 optimised for the rehearsal is deoptimised at the page's first gesture and the rest of a
short visit runs unoptimised — twice the script time a pointer event on a fresh page.

Chromium runs with V8's deoptimisation trace (its renderers' output kept in a file); the fresh
page of scripts/web-bench's second harness, with fingerplay.js's build, waits for the rehearsal,
then takes the harness's mix of gestures by touch — drags, a flick, taps, a long press, a pinch
and turn. No function of fingerplay.js or its engine may be deoptimised meanwhile.

The rehearsal also runs the page's listeners' code (a pointer landing, moving, lifting) on a
private element: a page's first drag compiles and runs none of fingerplay.js's functions for
the first time (12 did, about 3 ms of a fresh page's first drag on a busy 2-core CPU)."""

import os
import re
import shutil
import sys

import pytest
from scratch_page import serve

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts", "lib"))
import fresh_page_bench  # noqa: E402
import web_bench_pages  # noqa: E402


def serve_fresh_page(tmp_path):
    """The harness's pages beside fingerplay.js's committed build, served: (server, base URL)."""
    site = tmp_path / "site"
    site.mkdir()
    for name in ["fingerplay.js", "fingerplay.wasm", "fingerplay-input.js"]:
        shutil.copy(os.path.join(ROOT, "Web", "dist", name), site)
    for name, body in web_bench_pages.pages(True).items():
        with open(os.path.join(site, name), "w") as f:
            f.write("<!doctype html><meta charset=utf-8>" + body)
    return serve(str(site))


def deoptimised(trace, library_url):
    """Each deoptimisation in `trace` (V8's --trace-deopt-verbose output) of fingerplay.js's code
    or of its engine's WebAssembly: the bailout line, with where it happened."""
    found, lines = [], trace.splitlines()
    for i, line in enumerate(lines):
        if "bailout (kind: deopt" not in line:
            continue
        where = next((ln for ln in lines[i + 1:i + 4] if "deoptimize at <" in ln), "")
        if "wasm-function" in line or library_url in where:
            found.append(line.strip() + " " + where.strip())
    return found


@pytest.mark.parametrize("setup", ["drag", "all"])
def test_the_first_gestures_keep_what_the_rehearsal_optimised(setup, tmp_path, browser):
    server, base = serve_fresh_page(tmp_path)
    log = tmp_path / "v8.log"
    chromium = tmp_path / "chromium"
    # Line-buffered, so that what the renderer traced before a gesture is in the file as it starts.
    chromium.write_text(f'#!/bin/sh\nexec stdbuf -oL -eL {shutil.which("chromium") or "/usr/bin/chromium"} "$@" >> "{log}" 2>&1\n')
    chromium.chmod(0o755)
    try:
        # A Chromium of its own (the suite's runs without the trace), from the suite's Playwright.
        traced = browser.browser_type.launch(executable_path=str(chromium), headless=True,
                                             args=["--no-sandbox", "--js-flags=--trace-opt --trace-deopt --trace-deopt-verbose"])
        try:
            context = traced.new_context(has_touch=True, viewport={"width": 800, "height": 600})
            page = context.new_page()
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            cdp = context.new_cdp_session(page)
            page.goto(f"{base}fresh.html?library=fingerplay&setup={setup}&handler=move")
            page.wait_for_function("window.ready === true")
            page.wait_for_function("performance.getEntriesByName('fingerplay warm-up').length > 0", timeout=20000)
            before = log.stat().st_size
            events = page.evaluate("window.pointerEvents")
            for kind in fresh_page_bench.KINDS:
                page.evaluate("window.resetCard()")
                fresh_page_bench.gesture(cdp, kind)
                if kind == "drag 40":
                    # The page's recognizers heard it: the card followed the finger 150 px right, 100 down.
                    page.wait_for_function("(n) => window.pointerEvents === n + 81", arg=events)
                    dragged = page.evaluate("document.querySelector('#card').style.transform")
            # Every touch's pointer event handled — 161 in the mix — (the page counts them as they come).
            page.wait_for_function(f"window.pointerEvents === {events} + 161")
            context.close()
        finally:
            traced.close()
    finally:
        server.shutdown()
    assert errors == []
    assert dragged == "translate(150px, 100px) rotate(0rad) scale(1)"
    with open(log, encoding="utf-8", errors="replace") as f:
        f.seek(before)
        trace = f.read()
    assert deoptimised(trace, base + "fingerplay.js") == []
    # The trace is on: the rehearsal's own optimisations were traced before the touches.
    with open(log, encoding="utf-8", errors="replace") as f:
        assert re.search(r"completed (compiling|optimizing)", f.read(before))


def functions_run(cdp, url):
    """fingerplay.js's functions that have run so far, by where they start (V8's best-effort
    coverage: no instrumentation, so the page's code runs as it does for a visitor)."""
    scripts = cdp.send("Profiler.getBestEffortCoverage")["result"]
    return {(fn["functionName"], fn["ranges"][0]["startOffset"])
            for script in scripts if script["url"] == url
            for fn in script["functions"] if fn["ranges"][0]["count"] > 0}


@pytest.mark.parametrize("setup", ["drag", "all"])
def test_the_first_drag_runs_no_function_for_the_first_time(setup, tmp_path, browser):
    server, base = serve_fresh_page(tmp_path)
    try:
        context = browser.new_context(has_touch=True, viewport={"width": 800, "height": 600})
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Profiler.enable")
        page.goto(f"{base}fresh.html?library=fingerplay&setup={setup}&handler=move")
        page.wait_for_function("window.ready === true")
        page.wait_for_function("performance.getEntriesByName('fingerplay warm-up').length > 0", timeout=20000)
        page.evaluate("window.resetCard()")
        before = functions_run(cdp, base + "fingerplay.js")
        events = page.evaluate("window.pointerEvents")
        fresh_page_bench.gesture(cdp, "drag 10")
        page.wait_for_function("(n) => window.pointerEvents === n + 12", arg=events)
        dragged = page.evaluate("document.querySelector('#card').style.transform")
        first_run = functions_run(cdp, base + "fingerplay.js") - before
        context.close()
    finally:
        server.shutdown()
    # The page's pan heard the drag (ten moves of 15 px and 10 px) ...
    assert dragged == "translate(150px, 100px) rotate(0rad) scale(1)"
    # ... and every function it ran had run before, in the rehearsal.
    assert first_run == set()
