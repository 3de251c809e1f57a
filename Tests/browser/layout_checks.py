"""What a page's layout is held to, in Chromium (test_layout.py) and WebKit (Tests/webkit): the
pages, the bar's boxes with whether each control's text fits it whole, and anything fixed over
the game's words and buttons."""

import json
import os
import urllib.request

PAGES = {
    "landing": "/",
    "tapit": "/play.html?game=tapit",
    "anagrams": "/play.html?game=anagrams",
    "pentominoes": "/play.html?game=pentominoes",
    "pieces": "/play.html?game=pieces",
    "room": "/room/new?game=anagrams",
    "live": "/watch/live",
    "lab": "/lab.html",
    "watch": "/watch/{record}",
    "challenge": "/challenge/{record}",
}

# The pages that show a game, and what each waits for before it is measured.
GAME_PAGES = ("tapit", "anagrams", "pentominoes", "pieces", "watch")


def page_path(arcade, name):
    """Page `name`'s address on `arcade`; a record's pages get a Tap It record saved first (as Ada's, as the
    other suites save it: the same record is one result, under its first player)."""
    path = PAGES[name]
    if "{record}" not in path:
        return path
    fixture = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Fixtures", "records", "tapit-standard.json")
    with open(fixture, "rb") as f:
        request = urllib.request.Request(f"{arcade.url}/api/records?player=Ada", data=f.read(), method="POST")
    record = json.loads(urllib.request.urlopen(request, timeout=10).read())["id"]
    return path.replace("{record}", str(record))


# What the bar holds, each box with whether its text fits it whole (the mouse hints and the watch
# page's "who" give way by design: they end in an ellipsis).
BAR = """() => [...document.querySelectorAll('.bar > *')].filter(e => {
    const s = getComputedStyle(e); const r = e.getBoundingClientRect();
    return s.display !== 'none' && s.visibility !== 'hidden' && r.width > 0 && !['keys', 'sr', 'who'].some(c => e.classList.contains(c));
  }).map(e => { const r = e.getBoundingClientRect();
    return {name: e.id || e.className || e.tagName, left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height,
            whole: e.scrollWidth <= e.clientWidth + 1 && e.scrollHeight <= e.clientHeight + 1,
            control: e.matches('a, button, input, label')}; })"""

# Fixed things over the stage, and the game's words and buttons under them.
OVER = """() => {
  const shown = (e) => { const s = getComputedStyle(e); return s.display !== 'none' && s.visibility !== 'hidden' && !e.hidden && e.getBoundingClientRect().width > 0; };
  const overlays = [...document.querySelectorAll('#standings, #notice.show, #ghost, #room-again, .challenges')].filter(shown);
  const nodes = [...document.querySelectorAll('#world .node')].filter(n => n.tagName === 'BUTTON' || n.textContent.trim());
  const hits = [];
  for (const o of overlays) for (const n of nodes) {
    const a = o.getBoundingClientRect(), b = n.getBoundingClientRect();
    if (a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top) hits.push(`${o.id || o.className} over ${n.dataset.id}`);
  }
  return hits;
}"""
