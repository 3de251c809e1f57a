/** Checks GestureSurface.create's options; returns them with their defaults, or throws naming the bad one. */
export function checkSurfaceOptions(options: any): {
    touchAction: string;
    capturePointers: any;
    preventDefault: any;
    buttons: any;
    trackpad: any;
    strokes: any;
    warmUp: any;
    keyboard: any;
};
