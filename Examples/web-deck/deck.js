// A deck of cards in a scrolling page: the top card follows a horizontal drag and, let go far
// enough (120 px) or fast enough (800 px/s), flies off; otherwise it settles back. The pan has
// an axis, so a vertical drag that starts on the deck scrolls the page.
const { GestureSurface } = window.Fingerplay;
const COLOURS = ['#e76f51', '#2a9d8f', '#264653', '#e9c46a', '#8e5ea2'];

const deck = document.getElementById('deck');
const count = document.getElementById('count');
COLOURS.forEach((colour, i) => {
  const card = document.createElement('div');
  card.className = 'card';
  card.style.background = colour;
  card.textContent = `Card ${COLOURS.length - i}`;
  deck.append(card);
});
const gone = [];
const topCard = () => [...deck.querySelectorAll('.card')].at(-1);

function left() {
  const n = deck.querySelectorAll('.card').length;
  count.textContent = `${n} card${n === 1 ? '' : 's'} left`;
  deck.dataset.left = n;
  deck.dataset.gone = gone.join(',');
}

GestureSurface.create(deck).then((surface) => {
  const swipe = surface.addRecognizer('pan', deck, { name: 'swipe', axis: 'x', maximumNumberOfTouches: 1 });
  swipe.addAction((e) => {
    const card = topCard();
    if (!card) return;
    const x = e.offset.x;
    if (e.state === 'began' || e.state === 'changed') {
      card.style.transition = 'none';
      card.style.transform = `translateX(${x}px) rotate(${x / 20}deg)`;
      return;
    }
    const away = e.state === 'ended' && (Math.abs(x) > 120 || Math.abs(e.velocity.x) > 800);
    card.style.transition = 'transform 220ms ease-out';
    if (away) {
      const side = Math.sign(x || e.velocity.x);
      card.style.transform = `translateX(${side * 500}px) rotate(${side * 25}deg)`;
      gone.push(`${card.textContent} ${side > 0 ? 'right' : 'left'}`);
      card.classList.remove('card');
      setTimeout(() => card.remove(), 220);
    } else {
      card.style.transform = '';
    }
    swipe.offset = { x: 0, y: 0 };
    left();
  });
  left();
  deck.dataset.live = 'true';
});
