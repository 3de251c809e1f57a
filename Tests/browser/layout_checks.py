"""What a page's layout is held to, in Chromium (test_layout.py) and WebKit (Tests/webkit): the
pages, the bar's boxes with whether each control's text fits it whole, and anything fixed over
the game's words and buttons."""

PAGES = {
    "landing": "/",
    "tapit": "/play.html?game=tapit",
    "anagrams": "/play.html?game=anagrams",
    "pentominoes": "/play.html?game=pentominoes",
    "pieces": "/play.html?game=pieces",
    "room": "/room/new?game=anagrams",
    "live": "/watch/live",
    "lab": "/lab.html",
}


# What the bar holds, each box with whether its text fits it whole.
BAR = """() => [...document.querySelectorAll('.bar > *')].filter(e => {
    const s = getComputedStyle(e); const r = e.getBoundingClientRect();
    return s.display !== 'none' && s.visibility !== 'hidden' && r.width > 0 && !e.classList.contains('keys') && !e.classList.contains('sr');
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
