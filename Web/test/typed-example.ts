// A typed use of the package, checked by `tsc --noEmit --strict` in the test command: each
// kind's events carry their own values, options are checked by name and type.
import { GestureSurface, GestureRecognizer, PanEvent, PinchEvent, RECOGNIZER_KINDS, VERSION } from 'fingerplay';

export async function typedExample(board: HTMLElement, card: HTMLElement): Promise<GestureSurface> {
  const surface = await GestureSurface.create(board, { touchAction: 'compute', buttons: 1 });
  const pan = surface.addRecognizer('pan', card, { maximumNumberOfTouches: 1, name: 'drag' });
  pan.addAction((e: PanEvent) => {
    const moved: number = e.delta.x + e.translation.y + e.velocity.x;
    card.style.translate = `${moved}px`;
  });
  pan.delegate = { shouldBegin: (_r, e) => Math.abs(e.translation.x) > Math.abs(e.translation.y) };
  const pinch: GestureRecognizer<PinchEvent> = surface.addRecognizer('pinch', card);
  pinch.addAction((e) => { card.style.scale = String(e.scale * Math.sign(e.velocity)); });
  const swipe = surface.addRecognizer('swipe', card, { direction: ['left', 'right'] });
  swipe.addAction((e) => { if (e.direction === 'left') card.hidden = true; });
  const tap = surface.addRecognizer('tap', card, { numberOfTapsRequired: 1 });
  tap.requireToFail(surface.addRecognizer('tap', card, { numberOfTapsRequired: 2 }));
  surface.onTransition = (r, e) => console.log(r.kind, e.state, e.reason ?? '', e.pointerType, e.sourceEvent?.type);
  const kinds: readonly string[] = RECOGNIZER_KINDS;
  console.log(VERSION, kinds.length);
  return surface;
}

// A card dragged along x within its track, with a rubberband; an image zoomed within ×0.5–×4.
export async function movementExample(track: HTMLElement, card: HTMLElement): Promise<number> {
  const surface = await GestureSurface.create(track);
  const drag = surface.addRecognizer('pan', card, { axis: 'x', bounds: track, rubberband: true });
  drag.addAction((e) => { if (e.offset) card.style.translate = `${e.offset.x}px ${e.offset.y}px`; });
  const start: { x: number; y: number } = drag.offset;
  drag.offset = { x: 0, y: start.y };
  const zoom = surface.addRecognizer('pinch', card, { scaleBounds: { min: 0.5, max: 4 }, rubberband: 0.2, offset: 1 });
  zoom.addAction((e) => { card.style.scale = String(e.offset ?? 1); });
  const turn = surface.addRecognizer('rotation', card, { angleBounds: { min: -Math.PI } });
  const angle: number = turn.offset + zoom.offset;
  return angle;
}

export async function headlessExample(): Promise<string[]> {
  const surface = await GestureSurface.headless({ width: 200, height: 200 });
  const view = surface.addView({ x: 0, y: 0, width: 100, height: 100 });
  const press = surface.addRecognizer('longPress', view, { minimumPressDuration: 300 });
  const states: string[] = [];
  press.addAction((e) => states.push(e.state));
  surface.dispatchPointerEvent('pointerdown', { pointerId: 1, x: 10, y: 10, timeStamp: 0 });
  surface.advance(400);
  return states;
}
