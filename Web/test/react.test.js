// fingerplay/react under Node, where there is no DOM: it imports and renders on a server (no
// surface, `live` false), and a bad kind, option or relation name throws as the component
// renders, naming it. (React 18 from Debian's node-react, linked into Web/node_modules by
// scripts/test-web; the hooks' life in a browser is Tests/browser/test_react.py's.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { useDrag, useGestures, usePinch } from '../dist/react.js';

function Card({ gestures }) {
  const ref = useRef(null);
  const { live, recognizers } = useGestures(ref, gestures);
  return createElement('div', { ref }, `live: ${live}, recognizers: ${Object.keys(recognizers).length}`);
}

const render = (gestures) => renderToString(createElement(Card, { gestures }));

test('a component with gestures renders on a server: no surface, not live', () => {
  const html = render({
    tap: { kind: 'tap', requireToFail: 'doubleTap', onGesture: () => {} },
    doubleTap: { kind: 'tap', numberOfTapsRequired: 2 },
    drag: { kind: 'pan', bounds: { left: -10, right: 10 }, rubberband: true, simultaneousWith: ['zoom'] },
    zoom: { kind: 'pinch', scaleBounds: { min: 1, max: 4 } },
  });
  assert.equal(html, '<div>live: false, recognizers: 0</div>');
  function Drag() {
    const ref = useRef(null);
    const drag = useDrag(ref, () => {}, { axis: 'x' });
    const pinch = usePinch(ref, () => {}, { scaleBounds: { max: 3 } });
    return createElement('div', { ref }, `${drag.live} ${drag.recognizer} ${pinch.live}`);
  }
  assert.equal(renderToString(createElement(Drag)), '<div>false null false</div>');
});

test('a bad kind, option or relation name throws as the component renders, naming it', () => {
  const cases = [
    [{ tap: { kind: 'tapp' } }, TypeError, 'fingerplay/react: useGestures: gesture "tap": addRecognizer: unknown kind "tapp" (tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover, shake, stroke)'],
    [{ drag: { kind: 'pan', axiss: 'x' } }, TypeError, 'fingerplay/react: useGestures: gesture "drag": addRecognizer(\'pan\'): unknown option "axiss" — did you mean "axis"?'],
    [{ hold: { kind: 'longPress', minimumPressDuration: -1 } }, RangeError, 'fingerplay/react: useGestures: gesture "hold": addRecognizer(\'longPress\'): "minimumPressDuration" must be at least 0 and finite (milliseconds), not -1'],
    [{ tap: { kind: 'tap', requireToFail: 'double' } }, TypeError, 'fingerplay/react: useGestures: gesture "tap": "requireToFail" names no gesture "double" (tap)'],
    [{ pan: { kind: 'pan', simultaneousWith: ['pan'] } }, TypeError, 'fingerplay/react: useGestures: gesture "pan": "simultaneousWith" names the gesture itself'],
    [{ tap: { kind: 'tap', onGesture: 'select' } }, TypeError, 'fingerplay/react: useGestures: gesture "tap": "onGesture" must be a function, not "select"'],
    [[], TypeError, "fingerplay/react: useGestures needs its gestures by name ({ tap: { kind: 'tap', onGesture } }), not a list"],
  ];
  for (const [gestures, Type, message] of cases) assert.throws(() => render(gestures), { name: Type.name, message });
  function BadDrag() {
    useDrag(null, () => {}, { scaleBounds: { max: 2 } });
    return null;
  }
  function BadOffset() {
    const { setOffset } = useGestures(null, { zoom: { kind: 'pinch' } });
    setOffset('zoom', 0);
    return null;
  }
  assert.throws(() => renderToString(createElement(BadOffset)), {
    name: 'TypeError', message: 'fingerplay/react: setOffset("zoom"): "offset" must be a scale above 0, not 0',
  });
  assert.throws(() => renderToString(createElement(BadDrag)), {
    name: 'TypeError', message: 'fingerplay/react: useDrag: gesture "drag": addRecognizer(\'pan\'): unknown option "scaleBounds" (an option of pinch)',
  });
});
