// The rehearsal a surface on an element starts once per page (GestureSurface.create's warmUp):
// it runs in idle time on a surface of its own, and the page's recognizers hear nothing of it.
// Under Node the element is a stand-in with only what a surface calls; in a browser, a real one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GestureSurface } from '../dist/fingerplay.js';
import { standInElement } from './helpers.js';

const MEASURE = 'fingerplay warm-up';

function element() {
  if (typeof document === 'undefined' || !document.body) return standInElement();
  const div = document.createElement('div');
  div.style.cssText = 'position:absolute;left:0;top:0;width:400px;height:400px';
  document.body.appendChild(div);
  return div;
}

async function measures(wait) {
  const until = Date.now() + wait;
  while (Date.now() < until && performance.getEntriesByName(MEASURE).length === 0) await new Promise((r) => setTimeout(r, 20));
  return performance.getEntriesByName(MEASURE);
}

test('a surface on an element rehearses its kinds of gestures once a page, apart from the page', async () => {
  performance.clearMeasures(MEASURE);
  // Keys off: the stand-in element has no attributes for the surface to describe them with.
  const first = await GestureSurface.create(element(), { keyboard: false });
  const pan = first.addRecognizer('pan', first.element);
  const heard = [];
  pan.addAction((e) => heard.push(e.state));
  first.onTransition = (r, e) => heard.push(`${r.kind} ${e.state}`);
  const [rehearsal, ...more] = await measures(10000);
  assert.equal(rehearsal?.name, MEASURE);
  assert.equal(more.length, 0);
  assert.ok(rehearsal.duration > 0);
  // The page's surface and recognizer heard nothing of the 4,500 steps.
  assert.deepEqual(heard, []);
  assert.equal(pan.state, 'possible');
  assert.equal(first.recognizers.length, 1);
  // In a browser, the rehearsal's own surface (with keys) described its keys in a document of
  // its own: the page's has no description (its surface has keys off).
  if (typeof document !== 'undefined' && document.body) assert.equal(document.querySelectorAll('[id^="fingerplay-keys-"]').length, 0);
  // Once a page: a second surface does not rehearse again.
  performance.clearMeasures(MEASURE);
  const second = await GestureSurface.create(element(), { keyboard: false });
  second.addRecognizer('pinch', second.element);
  assert.deepEqual(await measures(400), []);
  first.destroy();
  second.destroy();
});

test('warmUp is true or false, checked at the call', async () => {
  await assert.rejects(() => GestureSurface.create(element(), { warmUp: 'yes' }),
    { name: 'TypeError', message: 'fingerplay: GestureSurface: "warmUp" must be true or false' });
  const quiet = await GestureSurface.create(element(), { warmUp: false, keyboard: false });
  quiet.destroy();
});
