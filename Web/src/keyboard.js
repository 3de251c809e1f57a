// How far keys move, and how an element says which keys it answers to assistive technology.
// The keys follow the platform's habits — Enter and Space activate (react-aria's usePress), arrows
// move by 10 px, Shift ×10, Alt ×0.1 (use-gesture's keys), Shift+F10 and the ContextMenu key open
// what a long press opens, + and − zoom, Escape cancels; which key makes which gesture is
// surface-key-play.js's keyAction (with the constants, which it alone uses), and each key becomes
// touches that go through the same arbitration as fingers.

/**
 * Each stroke template's key: its own `key`, else the first letter of its name that no template
 * before it took (R, S and the pinch keys are left to rotation, shake and pinch).
 */
export function strokeKeysOf(templates) {
  const keys = new Map();
  for (const t of templates) {
    const own = typeof t.key === 'string' ? t.key.toLowerCase() : null;
    const letter = own ?? [...t.name.toLowerCase()].find((c) => c >= 'a' && c <= 'z' && c !== 'r' && c !== 's' && !keys.has(c));
    if (letter && !keys.has(letter)) keys.set(letter, t.name);
  }
  return keys;
}

/**
 * The keys an element with recognizers of `kinds` answers, as `aria-keyshortcuts` lists them
 * (key names as KeyboardEvent.key has them, "Space" and "Plus" spelled out), and a sentence for
 * each, for its accessible description.
 */
export function keyHelp(kinds, strokeKeys) {
  const shortcuts = [], sentences = [];
  const add = (keys, sentence) => { shortcuts.push(...keys); sentences.push(sentence); };
  if (kinds.has('tap') || kinds.has('longPress')) {
    add(['Enter', 'Space'], kinds.has('longPress') ? 'Enter or Space taps; held, a long press.' : 'Enter or Space taps; twice quickly, a double tap.');
  }
  if (kinds.has('longPress')) add(['Shift+F10', 'ContextMenu'], 'Shift+F10 or the context menu key: a long press at once.');
  const arrows = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
  const moves = kinds.has('pan') || kinds.has('screenEdgePan');
  // surface-key-play.js's KEY_PAN_STEP, _SHIFT and _ALT (a test holds the two together).
  if (moves) add(arrows, 'Arrow keys move by 10 px, with Shift 100, with Alt 1.');
  if (kinds.has('swipe')) add(moves ? arrows.map((a) => 'Control+' + a) : arrows, `${moves ? 'Control and an arrow key' : 'An arrow key'} swipes that way.`);
  if (kinds.has('pinch')) add(['Plus', '-'], 'Plus and minus zoom in and out.');
  if (kinds.has('rotation')) add(['R', 'Shift+R'], 'R turns clockwise, Shift+R back.');
  for (const [letter, name] of strokeKeys ?? []) add([letter.toUpperCase()], `${letter.toUpperCase()} draws ${name}.`);
  if (kinds.has('shake')) add(['S'], 'S shakes.');
  if (kinds.has('hover')) add([], 'Focus hovers.');
  if (sentences.length) add(['Escape'], 'Escape cancels.');
  return { shortcuts: [...new Set(shortcuts)].join(' '), description: sentences.join(' ') };
}
