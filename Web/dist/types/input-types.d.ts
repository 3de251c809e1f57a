/** A desktop gesture's name, as `can` is asked. */
export declare type DesktopGesture = 'pinch' | 'turn' | 'tap' | 'quickScale';
/** What DesktopFingers gives its fingers to and asks. */
export interface DesktopFingersOptions {
    /** Each finger's 'down', 'move' and 'up' — and 'cancel' for a press quick scale takes over — in client px, at `time` (ms of the page's clock), with the event that made it. */
    touch(action: 'down' | 'move' | 'up' | 'cancel', pointerId: number, clientX: number, clientY: number, time: number, event: Event | null): void;
    /** Called once a change's fingers are in. Default: nothing. */
    flush?(): void;
    /** Whether the owner takes a pinch, a turn, Space's tap, or quick scale of the press `event`, now. Default: all but quick scale. */
    can?(gesture: DesktopGesture, event?: Event): boolean;
    /** The client rect the fingers stay inside (their spread at most its shorter side), or null. Default: null. */
    bounds?(): {
        width: number;
        height: number;
    } | null;
    /** Hears which press the fingers follow from now on (an alt+drag's, quick scale's), null when none. Default: nothing. */
    hold?(pointerId: number | null): void;
    /** Where the mouse is while its button is down, [clientX, clientY], or null. Default: as the pointer events handed over say. */
    mouse?(): [number, number] | null;
}
