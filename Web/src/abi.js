// Generated from Wasm/Page/PageContract.swift by scripts/generate-abi: do not edit. The page
// build's contract with fingerplay.js — recognizer kinds, option codes, pointer codes, relations,
// delegate hooks, and the transition records' slots, states and reasons (PageContractTests fails
// when this file is not what the Swift declarations make). The numbers come first: esbuild puts
// a constant in place where it is used only when no object is declared before it.

/** Doubles per transition record. */
export const RECORD_STRIDE = 24;

/** A transition record's slots. */
export const SLOT_SURFACE = 0;
export const SLOT_RECOGNIZER = 1;
export const SLOT_STATE = 2;
export const SLOT_TIME = 3;
export const SLOT_X = 4;
export const SLOT_Y = 5;
export const SLOT_TOUCHES = 6;
export const SLOT_VALUE0 = 7;
export const SLOT_VALUE1 = 8;
export const SLOT_VALUE2 = 9;
export const SLOT_VALUE3 = 10;
export const SLOT_REASON = 11;
export const SLOT_REASON0 = 12;
export const SLOT_REASON1 = 13;
export const SLOT_REASON2 = 14;
export const SLOT_TOUCH_IDS = 16;

/** A record's failure reasons: `GestureReason`'s cases. */
export const REASON_NONE = 0;
export const REASON_MOVED = 1;
export const REASON_TOO_MANY_TOUCHES = 2;
export const REASON_TOO_FEW_TOUCHES = 3;
export const REASON_TAP_TIMEOUT = 4;
export const REASON_TAP_TOO_LATE = 5;
export const REASON_TAP_TOO_FAR = 6;
export const REASON_HELD_TOO_LONG = 7;
export const REASON_LIFTED_TOO_SOON = 8;
export const REASON_LIFTED_BEFORE_MOVING = 9;
export const REASON_TOO_SLOW = 10;
export const REASON_OFF_AXIS = 11;
export const REASON_WRONG_DIRECTION = 12;
export const REASON_NOT_AT_EDGE = 13;
export const REASON_TOO_FEW_REVERSALS = 14;
export const REASON_DELEGATE_DECLINED = 15;
export const REASON_REQUIRED_FAILURE = 16;
export const REASON_EXCLUDED = 17;
export const REASON_TOUCH_CANCELLED = 18;
export const REASON_DISABLED = 19;
export const REASON_REMOVED = 20;
export const REASON_CUSTOM = 21;

/** Relations between two recognizers (fp_recognizer_relate). */
export const RELATION_REQUIRE_TO_FAIL = 0;
export const RELATION_SIMULTANEOUS = 1;

/** A delegate's hooks, as bits (fp_recognizer_set_delegate). */
export const HOOK_SHOULD_BEGIN = 1;
export const HOOK_SHOULD_RECEIVE = 2;
export const HOOK_SHOULD_RECOGNIZE_SIMULTANEOUSLY = 4;

/** What an option's value is (OPTIONS' third number). */
export const VALUE_LENGTH = 0;
export const VALUE_POSITIVE_LENGTH = 1;
export const VALUE_TIME = 2;
export const VALUE_POSITIVE_TIME = 3;
export const VALUE_ANGLE = 4;
export const VALUE_SPEED = 5;
export const VALUE_SCORE = 6;
export const VALUE_FLAG = 7;
export const VALUE_COUNT = 8;
export const VALUE_TOUCH_LIMIT = 9;
export const VALUE_POINTER_TYPES = 10;
export const VALUE_EDGES = 11;
export const VALUE_DIRECTIONS = 12;

/** The import module the page build's host functions are in. */
export const HOST_MODULE = 'fp';

/** The host functions' names in it: a delegate's hooks, asked by the engine. */
export const HOST_SHOULD_BEGIN = 'begin';
export const HOST_SHOULD_RECEIVE = 'receive';
export const HOST_SHOULD_RECOGNIZE_SIMULTANEOUSLY = 'together';

/** The first option that is a property rather than a threshold (fp_recognizer_set); those before it are thresholds (fp_settings_set). */
export const FIRST_PROPERTY = 10;

/** The kinds of recognizer, by the names UIKit's classes have (without "UI…GestureRecognizer"); a kind's code is its index. */
export const RECOGNIZER_KINDS = ['tap', 'longPress', 'pan', 'swipe', 'pinch', 'rotation', 'screenEdgePan', 'hover', 'shake', 'stroke'];

/** A record's states, by code. */
export const STATES = ['possible', 'began', 'changed', 'ended', 'cancelled', 'failed', 'recognized'];

/** Pointer actions (fp_pointer, fp_input), by the surface's names for them. */
export const POINTER_ACTIONS = { down: 0, move: 1, up: 2, cancel: 3, hover: 4 };

/** The kinds of pointer as the engine numbers them, by the Pointer Events' `pointerType`. */
export const POINTER_KINDS = { touch: 0, mouse: 1, pen: 2 };

/**
 * Each option: its code, the kinds that take it as bits (1 << a kind's code), and what its value is (a VALUE_ above).
 */
export const OPTIONS = {
  tapSlop: [1, 1023, 0],
  multiTapInterval: [2, 1023, 2],
  multiTapDistance: [3, 1023, 0],
  panSlop: [4, 1023, 0],
  pinchSlop: [5, 1023, 0],
  rotationSlop: [6, 1023, 4],
  screenEdgeWidth: [7, 1023, 0],
  velocityWindow: [8, 1023, 3],
  velocityStopGap: [9, 1023, 3],
  cancelsTouchesInView: [10, 1023, 7],
  delaysTouchesBegan: [11, 1023, 7],
  delaysTouchesEnded: [12, 1023, 7],
  allowedTouchTypes: [13, 1023, 10],
  numberOfTapsRequired: [20, 3, 8],
  numberOfTouchesRequired: [21, 11, 8],
  maximumTapDuration: [22, 1, 3],
  minimumPressDuration: [23, 2, 2],
  allowableMovement: [24, 2, 0],
  minimumNumberOfTouches: [25, 68, 8],
  maximumNumberOfTouches: [26, 68, 9],
  edges: [27, 64, 11],
  direction: [28, 8, 12],
  minimumDistance: [29, 8, 0],
  minimumSpeed: [30, 8, 5],
  maximumAngle: [31, 8, 4],
  maximumDuration: [32, 8, 3],
  minimumSegmentLength: [33, 256, 1],
  requiredReversals: [34, 256, 8],
  recognizesOnLift: [35, 256, 7],
  minimumScore: [36, 512, 6],
  minimumLength: [37, 512, 0],
  closedStrokesStartAnywhere: [38, 512, 7],
  allowedKinds: [39, 128, 10],
};
