/** The first of the virtual fingers' pointer ids (pairs from here to 901,999): far from any device's, and under the arcade's 1,000,000 a player. */
export const VIRTUAL_FIRST_ID: 900000;
/** The pointer id of the finger Space taps beside the mouse. */
export const SPACE_TAP_ID: 899999;
/** How much ctrl+wheel spreads the fingers: each 100 px of deltaY (up: apart) multiplies their spread by e. */
export const WHEEL_ZOOM_DISTANCE: 100;
/** How far shift+wheel turns the fingers, radians per px of delta: 0.004 (a 100 px notch ≈ 23°). */
export const WHEEL_TURN: 0.004;
/** How far alt+drag turns the fingers, radians per px the mouse goes across: 0.01. */
export const ALT_DRAG_TURN: 0.01;
/** How far apart a trackpad's fingers land, px: Safari's `scale` multiplies this. */
export const LANDING_SPREAD: 40;
/**
 * The closest and farthest the fingers may be, px (×0.01 to ×1,000,000 of the landing spread in one gesture).
 * @type {readonly [number, number]}
 */
export const SPREAD_RANGE: readonly [number, number];
/** Where Space's finger lands from the mouse, px right and down, and how long it stays, ms. */
export const SPACE_TAP_OFFSET: 40;
export const SPACE_TAP_DURATION: 60;
/** A tap lifts within this many px of where it landed (UIKit's allowable movement). */
export const TAP_SLOP: 10;
/** Quick scale: the second press comes within this many ms and px of the tap before it. */
export const QUICK_SCALE_INTERVAL: 300;
export const QUICK_SCALE_REACH: 45;
/** Quick scale: how far the press goes up or down, px, before it pinches (under TAP_SLOP and a pan's 10). */
export const QUICK_SCALE_SLOP: 6;
/** Quick scale: each 100 px of the drag (down: in) multiplies the scale by e. */
export const QUICK_SCALE_DISTANCE: 100;
/**
 * Listens to nothing itself: its owner hands it a desktop's events (`take`) and it gives back
 * the fingers they stand for. Options: `touch(action, pointerId, clientX, clientY, time, event)`
 * hears each finger's 'down', 'move' and 'up' (client px; time in ms of the page's clock), and
 * 'cancel' for a press quick scale takes over; `flush()` is called once a change's fingers are
 * in; `can(gesture, event)` says whether the owner takes a 'pinch', a 'turn', a 'tap' (Space's)
 * or a 'quickScale' (of the press `event`) now (default: all but quick scale); `hold(pointerId)` hears which press the
 * fingers follow from now on (null: none), its moves and lift then this one's; `bounds()` gives the client
 * rect the fingers must stay inside (their spread at most its shorter side), or null (default)
 * for none; `mouse()` where the mouse is while its button is down, [clientX, clientY], or null
 * (default: as the pointer events handed over say).
 */
export class DesktopFingers {
    /** @param {import('./input-types.js').DesktopFingersOptions} options */
    constructor({ touch, flush, can, hold, bounds, mouse }: import('./input-types.js').DesktopFingersOptions);
    /**
     * The two virtual fingers (virtual-fingers.js).
     * @readonly
     * @type {VirtualFingers}
     */
    readonly fingers: VirtualFingers;
    /**
     * Hands over one of the owner's events — 'wheel', 'gesturestart', 'gesturechange',
     * 'gestureend', 'pointerdown', 'pointermove', 'pointerup', 'pointercancel' or 'keydown' —
     * and returns whether it made fingers of it (its default then prevented here). A pointer's
     * own events are the owner's (false) unless an alt+drag or quick scale holds it.
     * @param {Event} e
     * @returns {boolean}
     */
    take(e: Event): boolean;
    /**
     * Whether an alt+drag or quick scale holds `pointerId` (its moves and lift are this one's).
     * @param {number} pointerId
     * @returns {boolean}
     */
    holds(pointerId: number): boolean;
    /**
     * The press that may yet become quick scale (its moves are to be handed over), or null.
     * @type {number | null}
     */
    get quickPointer(): number | null;
    /**
     * Lifts the fingers of a wheel or trackpad gesture still waiting for its end (not an alt+drag's), at `time` (ms; default now).
     * @param {number} [time]
     * @returns {void}
     */
    release(time?: number | undefined): void;
    /**
     * Forgets every finger without lifting it: the owner has cancelled every touch.
     * @returns {void}
     */
    forget(): void;
}
import { VirtualFingers } from "./virtual-fingers.js";
