// A card that drags within its track — past the track's edge with a rubberband's give while
// held, settling back inside on release — and changes colour when tapped (a touch that moves is
// a drag, not a tap: the tap fails once the touch moves 10 px, as UIKit's does).
import { useRef, useState } from 'react';
import { useGestures } from 'fingerplay/react';

const COLOURS = ['#3d7bfd', '#f2994a', '#27ae60', '#eb5757'];

export function Card({ label = 'Drag me, tap me' }) {
  const track = useRef(null);
  const card = useRef(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [held, setHeld] = useState(false);
  const [taps, setTaps] = useState(0);
  const { live } = useGestures(card, {
    drag: {
      kind: 'pan', bounds: track, rubberband: true,
      onGesture: (e) => {
        setOffset(e.offset);
        setHeld(e.state === 'began' || e.state === 'changed');
      },
    },
    tap: { kind: 'tap', onGesture: () => setTaps((n) => n + 1) },
  });
  return (
    <div className="track" ref={track}>
      <div className="card" ref={card} data-live={live} data-taps={taps} data-x={offset.x} data-y={offset.y}
        style={{
          translate: `${offset.x}px ${offset.y}px`,
          background: COLOURS[taps % COLOURS.length],
          // Follows the finger while held; settles with a transition once let go.
          transition: held ? 'none' : 'translate 250ms ease-out',
        }}>
        {label}
        <small>{live ? `tapped ${taps} time${taps === 1 ? '' : 's'}` : 'loading…'}</small>
      </div>
    </div>
  );
}
