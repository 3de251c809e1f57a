// The demo of Examples/web/index.html: UIKit's recognizers on DOM elements with fingerplay.js.
'use strict';
(async function () {
  const { GestureSurface } = window.Fingerplay;
  const board = document.getElementById('board');
  const card = document.getElementById('card');
  const strip = document.getElementById('strip');
  const drawer = document.getElementById('drawer');
  const log = document.getElementById('log');
  const colors = ['#3d7bfd', '#f25f5c', '#2ec4b6', '#ffb627'];
  const place = { x: 0, y: 0, scale: 1, rotation: 0, color: 0, page: 1, drawer: 0, round: false };
  let fling = null;

  function draw() {
    card.style.transform = `translate(${place.x}px, ${place.y}px) rotate(${place.rotation}rad) scale(${place.scale})`;
    card.style.background = colors[place.color];
    card.style.borderRadius = place.round ? '50%' : '18px';
    strip.textContent = `Swipe here: page ${place.page}`;
    drawer.style.transform = `translateX(${place.drawer - 240}px)`;
  }

  const surface = await GestureSurface.create(board);
  window.demoSurface = surface;   // for the browser test

  // Drag with a fling: the translation is taken and reset on every change, as UIKit apps do.
  const pan = surface.addRecognizer('pan', card, { maximumNumberOfTouches: 1, name: 'drag' });
  let last = { x: 0, y: 0 };
  pan.addAction((e) => {
    if (e.state === 'began') { cancelAnimationFrame(fling); last = { x: 0, y: 0 }; }
    place.x += e.translation.x - last.x;
    place.y += e.translation.y - last.y;
    last = e.translation;
    if (e.state === 'ended') {
      let v = { ...e.velocity }, t = performance.now();
      const step = (now) => {
        const dt = (now - t) / 1000; t = now;
        place.x += v.x * dt; place.y += v.y * dt;
        v = { x: v.x * Math.pow(0.02, dt), y: v.y * Math.pow(0.02, dt) };
        draw();
        if (Math.hypot(v.x, v.y) > 20) fling = requestAnimationFrame(step);
      };
      fling = requestAnimationFrame(step);
    }
    draw();
  });

  // Pinch and rotate together.
  const pinch = surface.addRecognizer('pinch', card, { name: 'pinch' });
  const rotation = surface.addRecognizer('rotation', card, { name: 'rotate' });
  pinch.recognizeSimultaneously(rotation);
  pan.recognizeSimultaneously(pinch);
  pan.recognizeSimultaneously(rotation);
  const base = { scale: 1, rotation: 0 };
  pinch.addAction((e) => { if (e.state === 'began') base.scale = place.scale; place.scale = base.scale * e.scale; draw(); });
  rotation.addAction((e) => { if (e.state === 'began') base.rotation = place.rotation; place.rotation = base.rotation + e.rotation; draw(); });

  // A tap changes the colour once a double tap is ruled out; a double tap puts the card back.
  const tap = surface.addRecognizer('tap', card, { name: 'tap' });
  const doubleTap = surface.addRecognizer('tap', card, { numberOfTapsRequired: 2, name: 'double tap' });
  tap.requireToFail(doubleTap);
  tap.addAction(() => { place.color = (place.color + 1) % colors.length; draw(); });
  doubleTap.addAction(() => { Object.assign(place, { x: 0, y: 0, scale: 1, rotation: 0 }); draw(); });

  // Hold to lift.
  const press = surface.addRecognizer('longPress', card, { name: 'hold' });
  press.addAction((e) => card.classList.toggle('lifted', e.state === 'began' || e.state === 'changed'));

  // A mouse or pen over the card.
  const hover = surface.addRecognizer('hover', card, { name: 'hover' });
  hover.addAction((e) => card.classList.toggle('hovered', e.state === 'began' || e.state === 'changed'));

  // Swipe the strip left or right to turn pages.
  const swipe = surface.addRecognizer('swipe', strip, { direction: ['left', 'right'], name: 'swipe' });
  swipe.addAction((e) => { place.page = Math.max(1, place.page + (e.direction === 'left' ? 1 : -1)); draw(); });

  // Pull the drawer in from the left edge.
  const edge = surface.addRecognizer('screenEdgePan', board, { edges: 'left', name: 'edge' });
  edge.addAction((e) => {
    place.drawer = Math.min(240, Math.max(0, e.translation.x));
    if (e.state === 'ended') place.drawer = e.velocity.x > 0 || place.drawer > 120 ? 240 : 0;
    draw();
  });

  // Shake one finger on the board (and lift it) to put everything back.
  const shake = surface.addRecognizer('shake', board, { name: 'shake' });
  shake.addAction(() => { Object.assign(place, { x: 0, y: 0, scale: 1, rotation: 0, color: 0, page: 1, drawer: 0, round: false }); draw(); });

  // Draw on the board: a circle makes the card round, a square makes it square again. Closed
  // shapes match from any starting point, in either direction. Only strokes begun on the board
  // itself count (the delegate's shouldReceive, as a UIKit app asks touch.view): a drag of the
  // card is not a drawing.
  const circle = Array.from({ length: 33 }, (_, i) => [100 * Math.cos(i * Math.PI / 16), 100 * Math.sin(i * Math.PI / 16)]);
  const square = [[0, 0], [100, 0], [100, 100], [0, 100], [0, 0]];
  const shape = surface.addRecognizer('stroke', board, {
    name: 'shape', closedStrokesStartAnywhere: true,
    templates: [{ name: 'circle', points: circle }, { name: 'square', points: square }],
  });
  shape.delegate = {
    shouldReceive: (r, touch) => {
      const box = board.getBoundingClientRect();
      return document.elementFromPoint(box.left + touch.x, box.top + touch.y) === board;
    },
  };
  shape.recognizeSimultaneously(shake);
  shape.addAction((e) => { place.round = e.name === 'circle'; draw(); });

  // Every decision, failures with their reasons.
  surface.onTransition = (r, e) => {
    const line = document.createElement('div');
    if (e.state === 'failed') line.className = 'failed';
    line.textContent = `${(e.time / 1000).toFixed(3)}  ${r.name.padEnd(11)} ${e.state.padEnd(10)}` +
      (e.scale !== undefined ? ` scale ${e.scale.toFixed(2)}` : '') +
      (e.rotation !== undefined ? ` rotation ${e.rotation.toFixed(2)}` : '') +
      (e.direction ? ` ${e.direction}` : '') + (e.name ? ` ${e.name} ${e.score.toFixed(2)}` : '') +
      (e.reason ? `  (${e.reason})` : '');
    log.prepend(line);
    while (log.childElementCount > 200) log.lastChild.remove();
  };
  draw();
})();
