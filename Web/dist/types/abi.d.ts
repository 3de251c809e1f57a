/** Doubles per transition record. */
export const RECORD_STRIDE: 24;
/** A transition record's slots. */
export const SLOT_SURFACE: 0;
export const SLOT_RECOGNIZER: 1;
export const SLOT_STATE: 2;
export const SLOT_TIME: 3;
export const SLOT_X: 4;
export const SLOT_Y: 5;
export const SLOT_TOUCHES: 6;
export const SLOT_VALUE0: 7;
export const SLOT_VALUE1: 8;
export const SLOT_VALUE2: 9;
export const SLOT_VALUE3: 10;
export const SLOT_REASON: 11;
export const SLOT_REASON0: 12;
export const SLOT_REASON1: 13;
export const SLOT_REASON2: 14;
export const SLOT_TOUCH_IDS: 16;
/** A record's failure reasons: `GestureReason`'s cases. */
export const REASON_NONE: 0;
export const REASON_MOVED: 1;
export const REASON_TOO_MANY_TOUCHES: 2;
export const REASON_TOO_FEW_TOUCHES: 3;
export const REASON_TAP_TIMEOUT: 4;
export const REASON_TAP_TOO_LATE: 5;
export const REASON_TAP_TOO_FAR: 6;
export const REASON_HELD_TOO_LONG: 7;
export const REASON_LIFTED_TOO_SOON: 8;
export const REASON_LIFTED_BEFORE_MOVING: 9;
export const REASON_TOO_SLOW: 10;
export const REASON_OFF_AXIS: 11;
export const REASON_WRONG_DIRECTION: 12;
export const REASON_NOT_AT_EDGE: 13;
export const REASON_TOO_FEW_REVERSALS: 14;
export const REASON_DELEGATE_DECLINED: 15;
export const REASON_REQUIRED_FAILURE: 16;
export const REASON_EXCLUDED: 17;
export const REASON_TOUCH_CANCELLED: 18;
export const REASON_DISABLED: 19;
export const REASON_REMOVED: 20;
export const REASON_CUSTOM: 21;
/** Relations between two recognizers (fp_recognizer_relate). */
export const RELATION_REQUIRE_TO_FAIL: 0;
export const RELATION_SIMULTANEOUS: 1;
/** A delegate's hooks, as bits (fp_recognizer_set_delegate). */
export const HOOK_SHOULD_BEGIN: 1;
export const HOOK_SHOULD_RECEIVE: 2;
export const HOOK_SHOULD_RECOGNIZE_SIMULTANEOUSLY: 4;
/** What an option's value is (OPTIONS' third number). */
export const VALUE_LENGTH: 0;
export const VALUE_POSITIVE_LENGTH: 1;
export const VALUE_TIME: 2;
export const VALUE_POSITIVE_TIME: 3;
export const VALUE_ANGLE: 4;
export const VALUE_SPEED: 5;
export const VALUE_SCORE: 6;
export const VALUE_FLAG: 7;
export const VALUE_COUNT: 8;
export const VALUE_TOUCH_LIMIT: 9;
export const VALUE_POINTER_TYPES: 10;
export const VALUE_EDGES: 11;
export const VALUE_DIRECTIONS: 12;
/** The import module the page build's host functions are in. */
export const HOST_MODULE: "fp";
/** The host functions' names in it: a delegate's hooks, asked by the engine. */
export const HOST_SHOULD_BEGIN: "begin";
export const HOST_SHOULD_RECEIVE: "receive";
export const HOST_SHOULD_RECOGNIZE_SIMULTANEOUSLY: "together";
/** The first option that is a property rather than a threshold (fp_recognizer_set); those before it are thresholds (fp_settings_set). */
export const FIRST_PROPERTY: 10;
/** The kinds of recognizer, by the names UIKit's classes have (without "UI…GestureRecognizer"); a kind's code is its index. */
export const RECOGNIZER_KINDS: string[];
/** A record's states, by code. */
export const STATES: string[];
export namespace POINTER_ACTIONS {
    const down: number;
    const move: number;
    const up: number;
    const cancel: number;
    const hover: number;
}
export namespace POINTER_KINDS {
    const touch: number;
    const mouse: number;
    const pen: number;
}
export namespace OPTIONS {
    const tapSlop: number[];
    const multiTapInterval: number[];
    const multiTapDistance: number[];
    const panSlop: number[];
    const pinchSlop: number[];
    const rotationSlop: number[];
    const screenEdgeWidth: number[];
    const velocityWindow: number[];
    const velocityStopGap: number[];
    const cancelsTouchesInView: number[];
    const delaysTouchesBegan: number[];
    const delaysTouchesEnded: number[];
    const allowedTouchTypes: number[];
    const numberOfTapsRequired: number[];
    const numberOfTouchesRequired: number[];
    const maximumTapDuration: number[];
    const minimumPressDuration: number[];
    const allowableMovement: number[];
    const minimumNumberOfTouches: number[];
    const maximumNumberOfTouches: number[];
    const edges: number[];
    const direction: number[];
    const minimumDistance: number[];
    const minimumSpeed: number[];
    const maximumAngle: number[];
    const maximumDuration: number[];
    const minimumSegmentLength: number[];
    const requiredReversals: number[];
    const recognizesOnLift: number[];
    const minimumScore: number[];
    const minimumLength: number[];
    const closedStrokesStartAnywhere: number[];
    const allowedKinds: number[];
}
