// The test page for fingerplay/react under StrictMode: the example's card, which can be unmounted
// and mounted again, and a pad whose gestures live in a child component that can be unmounted
// while the pad stays. Every surface made and destroyed is counted (GestureSurface.create is
// wrapped: the hooks use the same module).
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GestureSurface } from 'fingerplay';
import { useGestures } from 'fingerplay/react';
import { Card } from './card.jsx';

const counts = (window.counts = { made: 0, live: 0, pad: [] });
const create = GestureSurface.create;
GestureSurface.create = async function (...args) {
  const surface = await create.apply(this, args);
  counts.made++;
  counts.live++;
  const destroy = surface.destroy.bind(surface);
  let gone = false;
  surface.destroy = () => {
    if (!gone) counts.live--;
    gone = true;
    destroy();
  };
  return surface;
};

function PadGestures({ pad }) {
  const [n, setN] = useState(0);
  const { live } = useGestures(pad, {
    tap: { kind: 'tap', onGesture: () => { setN(n + 1); counts.pad.push(n + 1); } },
  });
  return <p id="pad-state" data-live={live}>pad taps: {n}</p>;
}

// A ref whose element is rendered only later: the hook waits for it, then binds.
function Late() {
  const ref = useRef(null);
  const [shown, setShown] = useState(false);
  const [taps, setTaps] = useState(0);
  window.showLate = () => setShown(true);
  const { live } = useGestures(ref, { tap: { kind: 'tap', onGesture: () => setTaps((n) => n + 1) } });
  return (
    <>
      <p id="late-state" data-live={live} data-taps={taps}>late target {shown ? 'shown' : 'not yet shown'}</p>
      {shown ? <div id="late" ref={ref}>late</div> : null}
    </>
  );
}

function Harness() {
  const [card, setCard] = useState(true);
  const [gestures, setGestures] = useState(true);
  const pad = useRef(null);
  window.toggleCard = () => setCard((shown) => !shown);
  window.togglePadGestures = () => setGestures((shown) => !shown);
  return (
    <>
      {card ? <Card /> : <p id="no-card">no card</p>}
      <div id="pad" ref={pad}>pad</div>
      {gestures ? <PadGestures pad={pad} /> : <p id="pad-state">no gestures</p>}
      <Late />
    </>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><Harness /></StrictMode>);
