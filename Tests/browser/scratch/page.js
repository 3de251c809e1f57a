// A web developer's page on fingerplay: a card that taps, double-taps and long-presses with a
// button, a link and an input beside it, a slider of the page's own that captures its pointer,
// a 50-row list whose rows swipe away while the list scrolls, a nested surface and a pinch pad.
// Everything seen is logged in window.seen for the tests.
import { GestureSurface, VERSION } from 'fingerplay';

const $ = (id) => document.getElementById(id);
const seen = (window.seen = { log: [], clicks: 0, focus: 0, removed: [], errors: [] });
const log = (what) => seen.log.push(what);

const list = $('list').firstElementChild;
for (let i = 0; i < 50; i++) {
  const li = document.createElement('li');
  li.textContent = `row ${i}`;
  li.id = `row${i}`;
  list.append(li);
}
$('button').addEventListener('click', () => { seen.clicks++; log('button click'); });
$('input').addEventListener('focus', () => { seen.focus++; log('input focus'); });
// The page's own slider: it captures its pointer, as sliders do.
$('slider').addEventListener('pointerdown', (e) => { $('slider').setPointerCapture(e.pointerId); log('slider captured'); });

const surface = await GestureSurface.create($('surface'));
surface.onError = (error) => seen.errors.push(String(error.message));
const card = $('card');
const tap = surface.addRecognizer('tap', card, { name: 'tap' });
const doubleTap = surface.addRecognizer('tap', card, { name: 'double tap', numberOfTapsRequired: 2 });
tap.requireToFail(doubleTap);
const hold = surface.addRecognizer('longPress', card, { name: 'hold', minimumPressDuration: 400 });
const drag = surface.addRecognizer('pan', $('slider'), { name: 'drag' });
const pinch = surface.addRecognizer('pinch', $('pinchpad'), { name: 'pinch' });
const rotation = surface.addRecognizer('rotation', $('pinchpad'), { name: 'rotation' });
pinch.recognizeSimultaneously(rotation);
for (const r of [tap, doubleTap, hold, drag, pinch, rotation]) {
  r.addAction((e) => log(`${r.name} ${e.state}${e.scale !== undefined ? ` ${e.scale.toFixed(2)}` : ''} ${e.pointerType}`));
}
surface.onTransition = (r, e) => { if (e.state === 'failed' || e.state === 'cancelled') log(`${r.name} ${e.state} (${e.reason})`); };
for (const li of list.children) {
  const swipe = surface.addRecognizer('swipe', li, { direction: ['left', 'right'], name: li.id });
  swipe.addAction(() => { seen.removed.push(li.id); li.style.opacity = '0.3'; });
}

// A surface inside the surface: its taps are its own.
const inner = await GestureSurface.create($('inner'));
inner.addRecognizer('tap', $('inner'), { name: 'inner tap' }).addAction((e) => log(`inner tap ${e.state}`));

window.fingerplay = { surface, inner, tap, doubleTap, hold, drag, pinch, rotation, VERSION };
window.ready = true;
