// The touch-action a surface gives each element with recognizers: what they leave to the
// browser (scrolling along an axis no recognizer reads, zooming when none pinches).

// touch-action as a bit set of what the browser may keep: 1 pan-x, 2 pan-y, 4 pinch-zoom,
// 8 double-tap zoom.
export const ALL_TOUCH = 15;

/** What a recognizer leaves the browser, as bits. */
export function touchActionOf(r) {
  switch (r.kind) {
    case 'tap':                    // manipulation: a double tap is ours, scrolling and zooming the browser's
    case 'longPress': return 7;
    case 'hover': return ALL_TOUCH;
    case 'pinch': return 3;
    case 'swipe': {
      const mask = r._direction ?? 1;
      const horizontal = mask & 3, vertical = mask & 12;
      return horizontal && vertical ? 0 : horizontal ? 2 : vertical ? 1 : 0;
    }
    case 'pan':                    // along an axis: the page scrolls along the other
    case 'screenEdgePan': return r._movement?._m.axis === 'x' ? 2 : r._movement?._m.axis === 'y' ? 1 : 0;
    default: return 0;             // rotation, shake, stroke: every movement is ours
  }
}

/** Bits as a CSS touch-action value. */
export function touchActionText(mask) {
  if (mask === ALL_TOUCH) return 'auto';
  if (mask === 7) return 'manipulation';
  const parts = [];
  if (mask & 1) parts.push('pan-x');
  if (mask & 2) parts.push('pan-y');
  if (mask & 4) parts.push('pinch-zoom');
  return parts.length ? parts.join(' ') : 'none';
}
