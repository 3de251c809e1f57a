"""The arcade's page playing the game itself (the WebAssembly build at /fingerplay.wasm): the
server sends it no scenes and still judges and saves every result; with no server at all the
page plays on its own."""

import functools
import http.server
import json
import os
import shutil
import tempfile
import threading
import urllib.request

from conftest import ROOT
from fingers import Fingers
from arcade_page import rect, tap_it_played_offline, text, wait_until


def test_local_play_gets_no_scenes_and_the_server_still_judges(arcade, phone):
    page = phone
    sent, received = [], []

    def watch(ws):
        ws.on("framesent", lambda payload: sent.append(payload))
        ws.on("framereceived", lambda payload: received.append(payload))
    page.on("websocket", watch)
    page.goto(f"{arcade.url}/play.html?game=tapit")
    page.wait_for_selector('[data-id="newGame"]')
    hello = json.loads(sent[0])
    assert hello["type"] == "hello" and hello["local"] is True, hello
    f = Fingers(page)
    r = rect(page, "newGame")
    f.tap(r["cx"], r["cy"])
    # The command comes from the page's own session, at once.
    wait_until(lambda: text(page, "command") in ("Tap It!", "Pinch It!", "Swipe It!"), timeout=2)
    # Doing nothing: the time runs out in both sessions; the server's result is saved.
    wait_until(lambda: text(page, "command") == "Game over", timeout=8)
    wait_until(lambda: "Saved: 0 moves · Standard" in (page.text_content("#notice") or ""), timeout=4)
    types = [json.loads(m)["type"] for m in received]
    assert "scene" not in types and types[0] == "welcome" and "result" in types, types


def test_with_no_server_the_page_plays_alone_and_its_record_is_saved_later(arcade, browser):
    # The page's files, the wasm and fingerplay.js's modules its import map names (from the
    # package's dist, as the arcade's resources hold them), served with no arcade behind them
    # (no /ws).
    folder = tempfile.mkdtemp(prefix="fingerplay-static-")
    shutil.copytree(os.path.join(ROOT, "Sources", "ArcadeServer", "Public"), folder, dirs_exist_ok=True)
    shutil.copy(os.path.join(ROOT, ".build", "wasm", "fingerplay.wasm"), folder)
    os.makedirs(os.path.join(folder, "fingerplay"))
    for module in ("wasm.js", "fingerplay-input.js"):
        shutil.copy(os.path.join(ROOT, "Web", "dist", module), os.path.join(folder, "fingerplay", module))
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=folder)
    http.server.SimpleHTTPRequestHandler.extensions_map[".wasm"] = "application/wasm"
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    context = browser.new_context(has_touch=True, viewport={"width": 800, "height": 644})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/play.html?game=tapit")
        # Time runs out on the page's own clock; the result's record is kept for later.
        pending = [tap_it_played_offline(page)]
        assert errors == []
        # The arcade replays the record the page made and saves it.
        request = urllib.request.Request(f"{arcade.url}/api/records?player=Offline", data=json.dumps(pending[0]).encode(),
                                         method="POST", headers={"Content-Type": "application/json"})
        answer = json.load(urllib.request.urlopen(request))
        moves = pending[0]["result"]["value"]
        assert answer["player"] == "Offline" and answer["summary"] == f"{moves:g} move{'' if moves == 1 else 's'} · Standard", answer
    finally:
        context.close()
        server.shutdown()
        shutil.rmtree(folder, ignore_errors=True)
