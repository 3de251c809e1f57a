import type { PointerType } from 'fingerplay';
/** A recording: plain JSON (see src/recording.js for each part). */
export interface GestureRecording {
    format: 'fingerplay-recording';
    version: number;
    /** The page's time when recording began, ms, and the surface's size, px. */
    start: number;
    width: number;
    height: number;
    /** The elements with recognizers, in document order: their ids and the index of the one each is inside (−1: none). */
    views: {
        id: string | null;
        parent: number;
    }[];
    /** What the engine was given, in order: view frames, pointers, frames. */
    input: (['layout', [number, number, number, number][]] | ['frame', number] | ['trackpad', 0 | 1] | ['set', number, number, number] | [number, 'down' | 'move' | 'up' | 'cancel' | 'hover', number, number, number, PointerType, 'queued'?])[];
    /** Each transition the surface made, as describeTransition writes it. */
    transitions: string[];
    /** How many input steps and transitions the recording held when stopped or downloaded (version 3; absent while recording). */
    end?: {
        input: number;
        transitions: number;
    };
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
/** When and how a finger helper's fingers move: `at` (ms; default the surface's time now), their pointer ids and type. */
export interface FingerTiming {
    at?: number;
    pointerId?: number;
    pointerType?: PointerType;
}
export interface TwoFingerTiming {
    at?: number;
    duration?: number;
    steps?: number;
    pointerIds?: [number, number];
}
