// fingerplay/testing — gesture tests for fingerplay.js: fingers for headless surfaces, and a
// page's input recorded to a file that replays under Node to the same transitions.
import type { GestureEvent, GestureRecognizer, GestureSurface, HeadlessView, PointerType, SurfaceOptions } from 'fingerplay';

/** What a recording's `format` says: "fingerplay-recording". */
export declare const RECORDING_FORMAT: 'fingerplay-recording';
/** The newest recording format version this package writes and reads. */
export declare const RECORDING_VERSION: number;

/** A recording: plain JSON (see src/recording.js for each part). */
export interface GestureRecording {
  format: 'fingerplay-recording';
  version: number;
  /** The page's time when recording began, ms, and the surface's size, px. */
  start: number;
  width: number;
  height: number;
  /** The elements with recognizers, in document order: their ids and the index of the one each is inside (−1: none). */
  views: { id: string | null; parent: number }[];
  /** What the engine was given, in order: view frames, pointers, frames. */
  input: (['layout', [number, number, number, number][]] | ['frame', number] | ['trackpad', 0 | 1] | ['set', number, number, number] | [number, 'down' | 'move' | 'up' | 'cancel' | 'hover', number, number, number, PointerType, 'queued'?])[];
  /** Each transition the surface made, as describeTransition writes it. */
  transitions: string[];
  /** How many input steps and transitions the recording held when stopped or downloaded (version 3; absent while recording). */
  end?: { input: number; transitions: number };
}

/** A recording under way. */
export interface SurfaceRecorder {
  /** The recording so far, growing (it has no `end` until stopped). */
  readonly recording: GestureRecording;
  /** Ends the recording; returns it, an object (`JSON.stringify` it to keep it). */
  stop(): GestureRecording;
  /** Saves the recording so far as a JSON file from a page, without stopping (a download; default name gesture-recording.json). */
  download(name?: string): void;
}

/** Records what a surface on an element gets, and the transitions it makes, until stop(). Add its recognizers first. */
export declare function recordSurface(surface: GestureSurface): SurfaceRecorder;

/** A recording (or its JSON text) checked; throws a TypeError saying what is wrong (not JSON or cut short, not a recording, a newer version, a malformed part). */
export declare function checkRecording(recording: GestureRecording | string, where?: string): GestureRecording;

/**
 * Replays a recording on a headless surface of its size whose clock starts where the recording
 * did: views made from the recorded elements (`views` by id, `list` in document order),
 * `setUp` adding the recognizers as the page did; returns the transitions, described as the
 * recording describes them.
 */
export declare function replayRecording(recording: GestureRecording | string,
  setUp: (surface: GestureSurface, views: Record<string, HeadlessView>, list: HeadlessView[]) => void | Promise<void>,
  options?: { wasm?: SurfaceOptions['wasm']; strokes?: boolean }): Promise<{ surface: GestureSurface; views: Record<string, HeadlessView>; transitions: string[] }>;

/** One transition as a line of JSON: time, name, state, location, touches, its kind's values, reason. */
export declare function describeTransition(recognizer: GestureRecognizer<any>, event: GestureEvent<any>): string;

/** When and how a finger helper's fingers move: `at` (ms; default the surface's time now), their pointer ids and type. */
export interface FingerTiming { at?: number; pointerId?: number; pointerType?: PointerType; }
export interface TwoFingerTiming { at?: number; duration?: number; steps?: number; pointerIds?: [number, number]; }

/** A tap at (x, y), held `duration` ms (50); returns the time it ended. */
export declare function tap(surface: GestureSurface, x: number, y: number, options?: FingerTiming & { duration?: number }): number;
/** Two taps at (x, y), `gap` ms apart (120). */
export declare function doubleTap(surface: GestureSurface, x: number, y: number, options?: FingerTiming & { duration?: number; gap?: number }): number;
/** A finger held still `duration` ms (600), time running, then lifted. */
export declare function longPress(surface: GestureSurface, x: number, y: number, options?: FingerTiming & { duration?: number }): number;
/** One finger along `path`, a point every `step` ms (16), lifted at the end unless `lift` is false. */
export declare function drag(surface: GestureSurface, path: [number, number][], options?: FingerTiming & { step?: number; lift?: boolean }): number;
/** Two fingers about (x, y) spreading from `from` to `to` px apart (100 → 200) along a line at `angle` radians. */
export declare function pinch(surface: GestureSurface, x: number, y: number, options?: TwoFingerTiming & { from?: number; to?: number; angle?: number }): number;
/**
 * A key pressed on `target` (a view, or null for the root; on a page, an element, default the
 * surface's) at `at` and released `duration` ms later (50), time running meanwhile: Enter or
 * Space taps (held past a long press's duration, a long press), an arrow pans or swipes, + and
 * − pinch, R turns, Escape cancels. Headless, returns the time it ended; on a page, a promise of
 * it, resolved once the key is up.
 */
export declare function press(surface: GestureSurface, key: string, options?: { target?: HeadlessView | Element | null; at?: number; duration?: number; shiftKey?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean }): number | Promise<number>;
/** Two fingers `spread` px apart about (x, y), their line turning from `from` to `to` radians (0 → π/4). */
export declare function rotate(surface: GestureSurface, x: number, y: number, options?: TwoFingerTiming & { spread?: number; from?: number; to?: number }): number;
