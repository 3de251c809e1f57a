// A photo moved, zoomed and turned at once — a pan, a pinch and a rotation recognizing together —
// each keeping its offset across gestures (the pinch within ×1 to ×5, with a rubberband), put
// back by a double tap. A trackpad pinches too: ctrl+wheel (Chromium, Firefox) and Safari's
// gesture events reach the same pinch and rotation, from their first event.
const { GestureSurface } = window.Fingerplay;

const viewer = document.getElementById('viewer');
const photo = document.getElementById('photo');
const readout = document.getElementById('readout');
const view = { x: 0, y: 0, scale: 1, angle: 0 };

function show(settling) {
  photo.style.transition = settling ? 'transform 250ms ease-out' : 'none';
  photo.style.transform = `translate(${view.x}px, ${view.y}px) rotate(${view.angle}rad) scale(${view.scale})`;
  readout.textContent = `×${view.scale.toFixed(2)}  ${Math.round((view.angle * 180) / Math.PI)}°  (${Math.round(view.x)}, ${Math.round(view.y)})`;
  Object.assign(photo.dataset, { x: view.x, y: view.y, scale: view.scale, angle: view.angle });
}

GestureSurface.create(viewer).then((surface) => {
  const move = surface.addRecognizer('pan', viewer, { name: 'move' });
  const zoom = surface.addRecognizer('pinch', viewer, { name: 'zoom', scaleBounds: { min: 1, max: 5 }, rubberband: true });
  const turn = surface.addRecognizer('rotation', viewer, { name: 'turn' });
  for (const [a, b] of [[move, zoom], [move, turn], [zoom, turn]]) a.recognizeSimultaneously(b);
  const settles = (e) => e.state === 'ended' || e.state === 'cancelled';
  move.addAction((e) => { Object.assign(view, e.offset); show(settles(e)); });
  zoom.addAction((e) => { view.scale = e.offset; show(settles(e)); });
  turn.addAction((e) => { view.angle = e.offset; show(settles(e)); });

  const reset = surface.addRecognizer('tap', viewer, { name: 'reset', numberOfTapsRequired: 2 });
  reset.addAction(() => {
    move.offset = { x: 0, y: 0 };
    zoom.offset = 1;
    turn.offset = 0;
    Object.assign(view, { x: 0, y: 0, scale: 1, angle: 0 });
    show(true);
  });
  show(false);
  viewer.dataset.live = 'true';
});
