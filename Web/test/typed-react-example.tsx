// A typed React component on fingerplay/react, checked by `tsc --strict` in the test command:
// each gesture's handler gets its own kind's event (a pan's cannot read `scale`), relations
// name only the component's own gestures, and setOffset takes the offset its kind keeps.
import { useRef, useState } from 'react';
import { useDrag, useGestures, usePinch } from 'fingerplay/react';

export function Photo({ src }: { src: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [view, setView] = useState({ x: 0, y: 0, scale: 1, angle: 0 });
  const { live, recognizers, setOffset } = useGestures(ref, {
    tap: { kind: 'tap', requireToFail: 'doubleTap', onGesture: (e) => console.log('tap at', e.x, e.y) },
    doubleTap: { kind: 'tap', numberOfTapsRequired: 2, onGesture: () => { setOffset('zoom', 1); setOffset('move', { x: 0, y: 0 }); } },
    move: { kind: 'pan', bounds: { left: -200, right: 200 }, rubberband: true, onGesture: (e) => setView((v) => ({ ...v, ...e.offset })) },
    zoom: { kind: 'pinch', scaleBounds: { min: 0.5, max: 4 }, simultaneousWith: ['move', 'turn'], onGesture: (e) => setView((v) => ({ ...v, scale: e.offset ?? 1 })) },
    turn: { kind: 'rotation', simultaneousWith: 'move', onGesture: (e) => setView((v) => ({ ...v, angle: e.offset ?? 0 })) },
  }, { touchAction: 'compute' });
  const velocity: number | undefined = recognizers.zoom?.lastEvent?.velocity;
  return (
    <img ref={ref} src={src} data-live={live} data-velocity={velocity}
      style={{ translate: `${view.x}px ${view.y}px`, scale: String(view.scale), rotate: `${view.angle}rad` }} />
  );
}

export function Card() {
  const ref = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [x, setX] = useState(0);
  const drag = useDrag(ref, (e) => setX(e.offset?.x ?? 0), { axis: 'x', bounds: track, rubberband: 0.2 });
  const pinch = usePinch(ref, (e) => console.log(e.scale), { scaleBounds: { max: 2 } });
  drag.setOffset({ x: 0, y: 0 });
  pinch.setOffset(1);
  return <div ref={track}><div ref={ref} style={{ translate: `${x}px` }} /></div>;
}

export function Mistakes() {
  const ref = useRef<HTMLDivElement>(null);
  const { setOffset } = useGestures(ref, {
    // @ts-expect-error a pan's event has no scale
    drag: { kind: 'pan', onGesture: (e) => e.scale },
    zoom: { kind: 'pinch' },
    tap: { kind: 'tap', requireToFail: 'zoom' },
    // @ts-expect-error a relation names only the component's own gestures
    hold: { kind: 'longPress', simultaneousWith: 'zooom' },
  });
  // @ts-expect-error a pinch's offset is a scale
  setOffset('zoom', { x: 1, y: 1 });
  // @ts-expect-error there is no gesture "zoomm"
  setOffset('zoomm', 1);
  // @ts-expect-error a drag's handler gets a pan's event
  useDrag(ref, (e) => e.rotation);
  return null;
}
