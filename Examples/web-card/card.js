// A card dragged within its table, with a rubberband past the edges and a settle on release, that
// changes colour when tapped. The pan keeps the card's offset across drags (its resting place);
// the tap fails as soon as the touch moves (its tapSlop, 10 px), so a drag is never a tap.
const { GestureSurface } = window.Fingerplay;
const COLOURS = ['#3d7bfd', '#f2994a', '#27ae60', '#eb5757'];

const table = document.getElementById('table');
const card = document.getElementById('card');
const status = document.getElementById('status');
let taps = 0;

GestureSurface.create(table).then((surface) => {
  const drag = surface.addRecognizer('pan', card, { name: 'drag', bounds: table, rubberband: true });
  drag.addAction((e) => {
    const held = e.state === 'began' || e.state === 'changed';
    card.classList.toggle('held', held);
    // Follows the finger while held; the settle into the table is a transition.
    card.style.transition = held ? 'none' : 'translate 250ms ease-out';
    card.style.translate = `${e.offset.x}px ${e.offset.y}px`;
    card.dataset.x = e.offset.x;
    card.dataset.y = e.offset.y;
  });
  const tap = surface.addRecognizer('tap', card, { name: 'tap' });
  tap.addAction(() => {
    taps += 1;
    card.style.background = COLOURS[taps % COLOURS.length];
    card.dataset.taps = taps;
    status.textContent = `tapped ${taps} time${taps === 1 ? '' : 's'}`;
  });
  status.textContent = 'ready';
  card.dataset.live = 'true';
});
