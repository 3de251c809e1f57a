import type { EventForKind, GestureRecognizer, GestureRecognizerDelegate, GestureSurface, OffsetOf, OptionsForKind, PanEvent, PanOptions, PinchEvent, RecognizerKind } from 'fingerplay';
/** A ref to an element (React's `useRef(null)`), or the element itself. */
export declare type GestureTarget = {
    readonly current: Element | null;
} | Element | null;
/** One recognizer of useGestures: its kind, addRecognizer's options for that kind, and its handler and relations. */
export declare type GestureSpec<Name extends string = string> = {
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
    } & (K extends 'pan' | 'screenEdgePan' ? {
        bounds?: PanOptions['bounds'] | {
            readonly current: Element | null;
        };
    } : {});
}[RecognizerKind];
/** What useGestures gives back. */
export interface Gestures<G extends {
    [N in keyof G]: GestureSpec<any>;
}> {
    /** False until the engine has loaded and the recognizers are on the element. */
    readonly live: boolean;
    /** The surface on the element; null until live. */
    readonly surface: GestureSurface | null;
    /** The recognizers by name; {} until live. */
    readonly recognizers: {
        readonly [N in keyof G]?: GestureRecognizer<EventForKind[G[N]['kind']]>;
    };
    /** Moves a pan's, pinch's or rotation's offset; before `live`, it is given when the recognizer is made. */
    setOffset<N extends keyof G & string>(name: N, offset: OffsetOf<EventForKind[G[N]['kind']]>): void;
}
/** What useDrag and usePinch give back. */
export interface OneGesture<E extends PanEvent | PinchEvent> {
    readonly live: boolean;
    readonly surface: GestureSurface | null;
    readonly recognizer: GestureRecognizer<E> | null;
    /** Moves the offset (a drag's {x, y} px, a pinch's scale). */
    setOffset(offset: OffsetOf<E>): void;
}
