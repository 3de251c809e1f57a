"""A Pentominoes table read from the arcade's page as a sighted player reads it, for the
browsers' keyboard tests (Chromium's and WebKit's)."""

# The table as a sighted player reads it: the board's squares, and each piece's squares and
# corner (from where the page draws them), in cells of the board.
TABLE = """() => {
  const corner = (e) => e.style.transform.match(/translate\\(([-\\d.]+)px, ([-\\d.]+)px\\)/).slice(1).map(Number);
  const parts = (e) => [...e.children].map((p) => [parseFloat(p.style.left), parseFloat(p.style.top), parseFloat(p.style.width)]);
  const board = document.querySelector('[data-id="board"]');
  const cell = parts(board)[0][2] + 2;
  const [bx, by] = corner(board);
  const pieces = {};
  for (const e of document.querySelectorAll('#world [data-id^="piece-"]')) {
    const [x, y] = corner(e);
    pieces[e.dataset.id] = { label: e.getAttribute('aria-label'), column: Math.round((x - bx) / cell), row: Math.round((y - by) / cell),
      cells: parts(e).map(([l, t]) => [Math.round(t / cell), Math.round(l / cell)]) };
  }
  return { board: parts(board).map(([l, t]) => [Math.round((t - 1) / cell), Math.round((l - 1) / cell)]), pieces };
}"""


def normal(cells):
    rows, columns = min(r for r, _ in cells), min(c for _, c in cells)
    return sorted((r - rows, c - columns) for r, c in cells)
