/** Checks a frame given by the page; returns a copy, or throws naming `what`. */
export function checkFrame(frame: any, what: any): {
    x: any;
    y: any;
    width: any;
    height: any;
};
/**
 * A headless view: a rectangle inside a headless surface (or inside another view), standing in
 * for an element. `frame` is {x, y, width, height} in px of its parent.
 */
export class HeadlessView {
    /**
     * The surface it is on.
     * @readonly
     * @type {import('./surface.js').GestureSurface}
     */
    readonly surface: import('./surface.js').GestureSurface;
    /**
     * The view it is inside; null for the surface's root.
     * @readonly
     * @type {HeadlessView | null}
     */
    readonly parent: HeadlessView | null;
    set frame(arg: import("./types.js").Frame);
    /**
     * Its rectangle, px of its parent; set it to move it (the engine's copy follows).
     * @type {import('./types.js').Frame}
     */
    get frame(): import("./types.js").Frame;
    #private;
}
