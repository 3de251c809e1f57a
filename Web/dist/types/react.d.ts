/**
 * Binds the recognizers `gestures` declares to the element `target` names — a ref (waited for
 * while its `current` is null) or an element — from the component's mount to its unmount, on a
 * surface of their own (made with `surfaceOptions`, GestureSurface.create's). `gestures` maps a
 * name to `{ kind, ...options, onGesture(event), requireToFail, simultaneousWith, delegate }`:
 * addRecognizer's kind and options (`name` defaults to the gesture's), an action run on every
 * transition but failures, relations by the other gestures' names (one or a list), and a
 * delegate. Handlers and delegates are the latest render's; the recognizers are made again only
 * when a kind, an option or a relation changes (their offsets kept). A bad kind, option or
 * name throws as the component renders.
 *
 * Returns `{ live, surface, recognizers, setOffset(name, offset) }`: `live` is false until the
 * engine is loaded and the recognizers are on the element; `recognizers` are by name ({} until
 * then); `setOffset` moves a pan's, pinch's or rotation's offset, waiting for `live` if need be.
 * Under StrictMode's mount–unmount–mount exactly one surface is left; unmounting gives the
 * element back its styles.
 * @template {{ [N in keyof G]: import('./react-types.js').GestureSpec<Extract<keyof G, string>> }} G
 * @param {import('./react-types.js').GestureTarget} target
 * @param {G} gestures
 * @param {import('fingerplay').SurfaceOptions} [surfaceOptions]
 * @returns {import('./react-types.js').Gestures<G>}
 */
export function useGestures<G extends { [N in keyof G]: import("./react-types.js").GestureSpec<Extract<keyof G, string>>; }>(target: import('./react-types.js').GestureTarget, gestures: G, surfaceOptions?: import("fingerplay").SurfaceOptions | undefined): import("./react-types.js").Gestures<G>;
/**
 * A drag — one pan — on `target` in a line: `onDrag(event)` on every transition but failures,
 * its `offset` ({x, y} px) kept across drags; `options` are a pan's (`axis`, `bounds`,
 * `rubberband`, `offset`, `maximumNumberOfTouches`, …) and `surface`, the surface's options.
 * Returns `{ live, surface, recognizer, setOffset(offset) }`.
 * @param {import('./react-types.js').GestureTarget} target
 * @param {(event: import('fingerplay').PanEvent) => void} onDrag
 * @param {Omit<import('fingerplay').PanOptions, 'delegate' | 'bounds'> & { bounds?: import('fingerplay').PanOptions['bounds'] | { readonly current: Element | null }, surface?: import('fingerplay').SurfaceOptions }} [options]
 * @returns {import('./react-types.js').OneGesture<import('fingerplay').PanEvent>}
 */
export function useDrag(target: import('./react-types.js').GestureTarget, onDrag: (event: import('fingerplay').PanEvent) => void, options?: (Omit<import("fingerplay").PanOptions, "delegate" | "bounds"> & {
    bounds?: import('fingerplay').PanOptions['bounds'] | {
        readonly current: Element | null;
    };
    surface?: import("fingerplay").SurfaceOptions | undefined;
}) | undefined): import('./react-types.js').OneGesture<import('fingerplay').PanEvent>;
/**
 * A pinch-zoom on `target` in a line: `onPinch(event)` with its `offset` (the scale kept across
 * pinches, a trackpad's included); `options` are a pinch's (`scaleBounds`, `rubberband`,
 * `offset`, …) and `surface`. Returns `{ live, surface, recognizer, setOffset(scale) }`.
 * @param {import('./react-types.js').GestureTarget} target
 * @param {(event: import('fingerplay').PinchEvent) => void} onPinch
 * @param {Omit<import('fingerplay').PinchOptions, 'delegate'> & { surface?: import('fingerplay').SurfaceOptions }} [options]
 * @returns {import('./react-types.js').OneGesture<import('fingerplay').PinchEvent>}
 */
export function usePinch(target: import('./react-types.js').GestureTarget, onPinch: (event: import('fingerplay').PinchEvent) => void, options?: (Omit<import("fingerplay").PinchOptions, "delegate"> & {
    surface?: import("fingerplay").SurfaceOptions | undefined;
}) | undefined): import('./react-types.js').OneGesture<import('fingerplay').PinchEvent>;
