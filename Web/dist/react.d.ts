// fingerplay/react — React 18 hooks over fingerplay.js. Times are ms, lengths px, angles radians.
import type {
  EventForKind, GestureRecognizer, GestureRecognizerDelegate, GestureSurface, OffsetOf, OptionsForKind, PanEvent, PanOptions, PinchEvent,
  PinchOptions, RecognizerKind, SurfaceOptions,
} from 'fingerplay';

/** A ref to an element (React's `useRef(null)`), or the element itself. */
export type GestureTarget = { readonly current: Element | null } | Element | null;

/** One recognizer of useGestures: its kind, addRecognizer's options for that kind, and its handler and relations. */
export type GestureSpec<Name extends string = string> = {
  [K in RecognizerKind]: Omit<OptionsForKind[K], 'delegate' | 'bounds'> & {
    kind: K;
    /** Run on every transition but failures, as addAction's functions: always the latest render's. */
    onGesture?: (event: EventForKind[K]) => void;
    /** The gestures, by name, that must fail before this one may begin or recognize. */
    requireToFail?: Name | Name[];
    /** The gestures, by name, this one recognizes at once with. */
    simultaneousWith?: Name | Name[];
    /** Asked as UIKit asks a delegate; the latest render's. */
    delegate?: GestureRecognizerDelegate<EventForKind[K]> | null;
  } & (K extends 'pan' | 'screenEdgePan' ? { bounds?: PanOptions['bounds'] | { readonly current: Element | null } } : {});
}[RecognizerKind];

/** What useGestures gives back. */
export interface Gestures<G extends { [N in keyof G]: GestureSpec<any> }> {
  /** False until the engine has loaded and the recognizers are on the element. */
  readonly live: boolean;
  /** The surface on the element; null until live. */
  readonly surface: GestureSurface | null;
  /** The recognizers by name; {} until live. */
  readonly recognizers: { readonly [N in keyof G]?: GestureRecognizer<EventForKind[G[N]['kind']]> };
  /** Moves a pan's, pinch's or rotation's offset; before `live`, it is given when the recognizer is made. */
  setOffset<N extends keyof G & string>(name: N, offset: OffsetOf<EventForKind[G[N]['kind']]>): void;
}

/**
 * Binds the recognizers `gestures` declares (by name: `{ kind, ...options, onGesture,
 * requireToFail, simultaneousWith, delegate }`) to `target` from mount to unmount. A bad kind,
 * option or name throws as the component renders; StrictMode's mount–unmount–mount leaves one
 * surface; unmounting gives the element back its styles.
 */
export declare function useGestures<G extends { [N in keyof G]: GestureSpec<Extract<keyof G, string>> }>(
  target: GestureTarget, gestures: G, surfaceOptions?: SurfaceOptions): Gestures<G>;

/** What useDrag and usePinch give back. */
export interface OneGesture<E extends PanEvent | PinchEvent> {
  readonly live: boolean;
  readonly surface: GestureSurface | null;
  readonly recognizer: GestureRecognizer<E> | null;
  /** Moves the offset (a drag's {x, y} px, a pinch's scale). */
  setOffset(offset: OffsetOf<E>): void;
}

/** A drag (one pan) in a line: its events carry `offset`, kept across drags. */
export declare function useDrag(target: GestureTarget, onDrag: (event: PanEvent) => void,
  options?: Omit<PanOptions, 'delegate' | 'bounds'> & { bounds?: PanOptions['bounds'] | { readonly current: Element | null }; surface?: SurfaceOptions }): OneGesture<PanEvent>;

/** A pinch-zoom in a line: its events carry `offset`, the scale kept across pinches. */
export declare function usePinch(target: GestureTarget, onPinch: (event: PinchEvent) => void,
  options?: Omit<PinchOptions, 'delegate'> & { surface?: SurfaceOptions }): OneGesture<PinchEvent>;
