// fingerplay/input — the input a touch screen does not need: a desktop's wheel, trackpad, alt+drag
// and Space made into fingers, and the keys' gestures. fingerplay.js loads it itself at the first
// mouse, key or focus on a surface; import it to give a stage of one's own the same fingers.

/** The first of the virtual fingers' pointer ids, 900,000 (pairs up to 901,999). */
export declare const VIRTUAL_FIRST_ID: number;
/** The pointer id of the finger Space taps beside the mouse, 899,999. */
export declare const SPACE_TAP_ID: number;
/** Ctrl+wheel: each 100 px of deltaY multiplies the fingers' spread by e (up: apart). */
export declare const WHEEL_ZOOM_DISTANCE: number;
/** Shift+wheel: radians turned per px of delta, 0.004. */
export declare const WHEEL_TURN: number;
/** Alt+drag: radians turned per px the mouse goes across, 0.01. */
export declare const ALT_DRAG_TURN: number;
/** How far apart a trackpad's fingers land, px: 40. */
export declare const LANDING_SPREAD: number;
/** The closest and farthest the fingers may be, px: [0.4, 40,000,000]. */
export declare const SPREAD_RANGE: readonly [number, number];
/** Space's finger: px right of and below the mouse, 40. */
export declare const SPACE_TAP_OFFSET: number;
/** Space's finger: how long it stays down, ms, 60. */
export declare const SPACE_TAP_DURATION: number;
/** Quick scale: the second press within 300 ms and 45 px of the tap before it. */
export declare const QUICK_SCALE_INTERVAL: number;
export declare const QUICK_SCALE_REACH: number;
/** Quick scale: px the press goes up or down before it pinches, 6. */
export declare const QUICK_SCALE_SLOP: number;
/** Quick scale: each 100 px of drag (down: in) multiplies the scale by e. */
export declare const QUICK_SCALE_DISTANCE: number;
/** How long a wheel gesture's fingers stay down after its last change, ms: 200. */
export declare const VIRTUAL_RELEASE_DELAY: number;
/** + and −: the scale a press multiplies by (1.25, 0.8). */
export declare const KEY_ZOOM_IN: number;
export declare const KEY_ZOOM_OUT: number;
/** R: radians a press turns, π/12. */
export declare const KEY_TURN: number;
/** How long a run of arrow, + − or R presses waits for the next before it ends, ms: 500. */
export declare const KEY_RUN_GAP: number;
/** How far apart a keyboard pinch's touches land, px: 100. */
export declare const KEY_PINCH_SPREAD: number;

/** A desktop gesture's name, as `can` is asked. */
export type DesktopGesture = 'pinch' | 'turn' | 'tap' | 'quickScale';

/** What DesktopFingers gives its fingers to and asks. */
export interface DesktopFingersOptions {
  /** Each finger's 'down', 'move' and 'up' — and 'cancel' for a press quick scale takes over — in client px, at `time` (ms of the page's clock), with the event that made it. */
  touch(action: 'down' | 'move' | 'up' | 'cancel', pointerId: number, clientX: number, clientY: number, time: number, event: Event | null): void;
  /** Called once a change's fingers are in. Default: nothing. */
  flush?(): void;
  /** Whether the owner takes a pinch, a turn, Space's tap, or quick scale of the press `event`, now. Default: all but quick scale. */
  can?(gesture: DesktopGesture, event?: Event): boolean;
  /** The client rect the fingers stay inside (their spread at most its shorter side), or null. Default: null. */
  bounds?(): { width: number; height: number } | null;
  /** Hears which press the fingers follow from now on (an alt+drag's, quick scale's), null when none. Default: nothing. */
  hold?(pointerId: number | null): void;
  /** Where the mouse is while its button is down, [clientX, clientY], or null. Default: as the pointer events handed over say. */
  mouse?(): [number, number] | null;
}

/** Two virtual fingers about a point, spread and turned by `change`, lifted 200 ms after the last change unless held. */
export declare class VirtualFingers {
  constructor(input: (action: 'down' | 'move' | 'up', pointerId: number, x: number, y: number, time: number) => void, flush: () => void, firstId: number, spread?: number);
  /** How far apart, px, the next gesture's fingers land. */
  spread: number;
  /** The fingers down now, or null. */
  readonly current: { x: number; y: number; spread: number; angle: number; ids: [number, number] } | null;
  change(x: number, y: number, time: number, change: (fingers: { spread: number; angle: number }) => void, hold?: boolean): void;
  release(time: number): void;
  forget(): void;
}

/**
 * A desktop's events made into fingers: ctrl+wheel and Safari's gesture events pinch,
 * shift+wheel, Safari's rotation and alt+drag turn, Space while the mouse drags taps a second
 * finger, and (where `can` allows it) a tap then a press dragged up or down pinches (quick
 * scale). It listens to nothing: its owner hands it events.
 */
export declare class DesktopFingers {
  constructor(options: DesktopFingersOptions);
  /** The two virtual fingers. */
  readonly fingers: VirtualFingers;
  /** Hands over a wheel, gesture, pointer or keydown event; returns whether it became fingers (its default then prevented). */
  take(event: Event): boolean;
  /** The press that may yet become quick scale, or null. */
  readonly quickPointer: number | null;
  /** Whether an alt+drag or quick scale holds `pointerId`. */
  holds(pointerId: number): boolean;
  /** Lifts a wheel or trackpad gesture's fingers still waiting for their end, at `time` (ms; default now). */
  release(time?: number): void;
  /** Forgets every finger without lifting it. */
  forget(): void;
}
